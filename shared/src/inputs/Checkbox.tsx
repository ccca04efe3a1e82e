import { getFontSize, getRadius, getSize, getThemeColor, type MantineColor, type MantineRadius, type MantineSize } from '@mantine/core';
import { useEffect, useRef, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { styleOf } from '../ui/primitives.tsx';
import { useId } from '../ui/stable-id.ts';
import { remembered } from '../ui/remembered.ts';
import { FOCUS_CLASS, outlineColour, siteTheme, splitStyleProps, type KitStyleProps } from '../ui/style-props.ts';
import { Note } from './TextInput.tsx';

/*
 * Mantine's Checkbox as the kit's own: Mantine's props give the same elements, public classes, data attributes and custom
 * properties (a test compares them with Mantine's for each kind of use), drawn by the kit's inputs.css, and the same
 * behaviour (a native checkbox: keyboard, focus, form submission and labels are the browser's). What it leaves out is
 * Mantine's per-element machinery: the price calculator has a checkbox per service, 32 of them, and Mantine's took
 * about 100 ms of a slow phone's main thread to hydrate (theme props, the styles API and Box, five times each).
 * Checkbox groups and cards are not part of the kit.
 */

/** What Mantine's inline inputs (the checkbox, the radio) take besides their input's attributes. */
export interface InlineInputProps
  extends KitStyleProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'color' | 'width' | 'height'> {
  label?: ReactNode;
  description?: ReactNode;
  /** An error message (said under the label and tied to the input), or `true` for the error look only. */
  error?: ReactNode;
  size?: MantineSize | (string & {});
  radius?: MantineRadius | number | (string & {});
  color?: MantineColor | (string & {});
  iconColor?: MantineColor | (string & {});
  labelPosition?: 'left' | 'right';
  /** The error look when `error` is set (default true). */
  withErrorStyles?: boolean;
  ref?: Ref<HTMLInputElement>;
  rootRef?: Ref<HTMLDivElement>;
  wrapperProps?: Record<string, unknown>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The ids of an inline input's description and error, and what its input is described by. */
export function inlineNoteIds(uuid: string, description: ReactNode, error: ReactNode, describedBy: string | undefined) {
  const descriptionId = description ? `${uuid}-description` : undefined;
  const errorId = error && typeof error !== 'boolean' ? `${uuid}-error` : undefined;
  return { descriptionId, errorId, describedBy: [descriptionId, errorId, describedBy].filter(Boolean).join(' ') || undefined };
}

/**
 * Mantine's inline input around a control (the checkbox's box, the radio's circle): its root, body and inner element,
 * and the label, description and error beside the control, with the component's name in their classes.
 */
export function InlineInputFrame({
  component,
  rootClass,
  innerClass,
  style,
  variant,
  dataSize,
  labelPosition,
  checked,
  disabled,
  rootRef,
  wrapperProps,
  inputId,
  label,
  description,
  descriptionId,
  error,
  errorId,
  notes,
  noteSize,
  children,
}: {
  component: 'Checkbox' | 'Radio';
  rootClass: string;
  innerClass: string;
  style: CSSProperties | undefined;
  variant: string | undefined;
  dataSize: string | undefined;
  labelPosition: 'left' | 'right';
  checked: boolean | undefined;
  disabled: boolean | undefined;
  rootRef: Ref<HTMLDivElement> | undefined;
  wrapperProps: Record<string, unknown> | undefined;
  inputId: string;
  label: ReactNode;
  description: ReactNode;
  descriptionId: string | undefined;
  error: ReactNode;
  errorId: string | undefined;
  notes: { description: string; error: string };
  noteSize: string | undefined;
  /** The input and its icon. */
  children: ReactNode;
}) {
  return (
    <div
      className={rootClass}
      style={style}
      data-variant={variant}
      data-size={dataSize}
      data-label-position={labelPosition}
      data-checked={checked || undefined}
      ref={rootRef}
      {...wrapperProps}
    >
      <div className={`kit-inline-body mantine-${component}-body`}>
        <div className={`${innerClass} mantine-${component}-inner`} data-label-position={labelPosition}>
          {children}
        </div>
        <div className={`kit-inline-labels mantine-${component}-labelWrapper`} data-disabled={disabled || undefined}>
          {label ? (
            <label className={`kit-inline-label mantine-${component}-label`} htmlFor={inputId} data-disabled={disabled || undefined}>
              {label}
            </label>
          ) : null}
          {description ? (
            <Note part="description" className={notes.description} id={descriptionId} size={noteSize}>
              {description}
            </Note>
          ) : null}
          {errorId ? (
            <Note part="error" className={notes.error} id={errorId} size={noteSize}>
              {error}
            </Note>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export interface CheckboxProps extends InlineInputProps {
  variant?: 'filled' | 'outline';
  indeterminate?: boolean;
}

function CheckIcon({ indeterminate, className }: { indeterminate?: boolean; className: string }) {
  if (indeterminate)
    return (
      <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 6" aria-hidden className={className}>
        <rect width="32" height="6" fill="currentColor" rx="3" />
      </svg>
    );
  return (
    <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden className={className}>
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

// The Checkbox's root classes, then the inline input's (Mantine draws the checkbox as an inline input).
const ROOT = 'kit-checkbox mantine-Checkbox-root kit-inline mantine-Checkbox-root';
const INPUT = `${FOCUS_CLASS} kit-checkbox-input mantine-Checkbox-input`;
const INPUT_OUTLINE = `${FOCUS_CLASS} kit-checkbox-outline kit-checkbox-input mantine-Checkbox-input`;
const NOTES = {
  description: 'kit-inline-description mantine-Checkbox-description kit-field-description mantine-InputWrapper-description',
  error: 'kit-inline-error mantine-Checkbox-error kit-field-error mantine-InputWrapper-error',
};

const varsCache = new Map<string, Record<string, string | undefined>>();

/** The box's custom properties (Mantine's varsResolver for the Checkbox), the same few on every page, each made once. */
function checkboxVars(
  size: string | undefined,
  radius: CheckboxProps['radius'],
  color: string | undefined,
  iconColor: string | undefined,
  variant: string,
) {
  return remembered(varsCache, `${size}|${String(radius)}|${color}|${iconColor}|${variant}`, 100, () => ({
    '--checkbox-size': getSize(size, 'checkbox-size'),
    '--checkbox-radius': radius === undefined ? undefined : getRadius(radius),
    '--checkbox-color': variant === 'outline' ? outlineColour(color) : getThemeColor(color, siteTheme),
    '--checkbox-icon-color': iconColor ? getThemeColor(iconColor, siteTheme) : undefined,
    '--label-fz': getFontSize(size),
    '--label-lh': getSize(size, 'label-lh'),
  }));
}

export function Checkbox({
  label,
  description,
  error,
  size,
  radius = 'sm',
  color,
  iconColor,
  variant = 'filled',
  labelPosition = 'right',
  indeterminate,
  withErrorStyles = true,
  id,
  className,
  style,
  checked,
  disabled,
  onChange,
  onClick,
  readOnly,
  ref,
  rootRef,
  wrapperProps,
  ...others
}: CheckboxProps) {
  const uuid = useId(id);
  const input = useRef<HTMLInputElement | null>(null);
  const [styleProps, rest] = splitStyleProps(others);
  const { descriptionId, errorId, describedBy } = inlineNoteIds(uuid, description, error, rest['aria-describedby']);
  useEffect(() => {
    if (!input.current) return;
    input.current.indeterminate = indeterminate || false;
    if (indeterminate) input.current.setAttribute('data-indeterminate', 'true');
    else input.current.removeAttribute('data-indeterminate');
  }, [indeterminate]);
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const vars = checkboxVars(size, radius, color, iconColor, variant);
  return (
    <InlineInputFrame
      component="Checkbox"
      rootClass={className ? `${className} ${ROOT}` : ROOT}
      innerClass="kit-checkbox-inner"
      style={styleOf(vars, style, styleProps)}
      variant={variant}
      dataSize={size}
      labelPosition={labelPosition}
      checked={checked}
      disabled={disabled}
      rootRef={rootRef}
      wrapperProps={wrapperProps}
      inputId={uuid}
      label={label}
      description={description}
      descriptionId={descriptionId}
      error={error}
      errorId={errorId}
      notes={NOTES}
      noteSize={size}
    >
      <input
        id={uuid}
        ref={setInput}
        className={variant === 'outline' ? INPUT_OUTLINE : INPUT}
        data-error={error ? true : undefined}
        data-with-error-styles={withErrorStyles || undefined}
        {...rest}
        checked={checked}
        // As Mantine's: read-only is the page's to enforce (a native checkbox ignores the attribute).
        onChange={(event) => {
          if (!readOnly) onChange?.(event);
        }}
        onClick={(event) => {
          if (readOnly && checked === undefined) event.preventDefault();
          onClick?.(event);
        }}
        aria-describedby={describedBy}
        disabled={disabled}
        type="checkbox"
      />
      <CheckIcon indeterminate={indeterminate} className="kit-checkbox-icon mantine-Checkbox-icon" />
    </InlineInputFrame>
  );
}
