import { getFontSize, getRadius, getSize, rem, type MantineRadius, type MantineSize } from '@mantine/core';
import type { CSSProperties, InputHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { classes, dataFlag, dataSize, styleOf, type Data } from '../ui/primitives.tsx';
import { useId } from '../ui/stable-id.ts';
import { splitStyleProps, type KitStyleProps } from '../ui/style-props.ts';

/*
 * Mantine's TextInput as the kit's own: the same elements, classes, data attributes, custom properties and ids (a test
 * compares them with Mantine's for each kind of use), drawn by the kit's inputs.css, and the same behaviour (a
 * native input; its label, description and error tied to it). What it leaves out is Mantine's per-element machinery:
 * a TextInput was five of Mantine's components (the input, its wrapper, label, description and error), each with its
 * theme props and styles API, and the services page's search box pulled all of that into its hydration. Left and right
 * sections, the loading and clear buttons, the success message and the styles API are not part of the kit's.
 */

/** What every field drawn as Mantine's input takes besides its element's attributes: its label, texts, size and look. */
export interface FieldFrameProps extends KitStyleProps, Data {
  label?: ReactNode;
  description?: ReactNode;
  /** An error message (said under the field and tied to it), or `true` for the error look only. */
  error?: ReactNode;
  /** The asterisk after the label (default: when `required`). */
  withAsterisk?: boolean;
  /** The error look when `error` is set (default true). */
  withErrorStyles?: boolean;
  size?: MantineSize | (string & {});
  radius?: MantineRadius | number | (string & {});
  variant?: 'default' | 'filled' | 'unstyled';
  id?: string;
  className?: string;
  style?: CSSProperties;
  required?: boolean;
  disabled?: boolean;
}

export interface TextInputProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color' | 'width' | 'height'> {
  /** The input's `size` attribute (its width in characters). */
  inputSize?: string;
  ref?: Ref<HTMLInputElement>;
}

/** What differs between the kit's fields on the text field's frame: Mantine's static class names, and each field's extras. */
export interface FieldKind {
  /** Mantine's static selector (`mantine-TextInput-root`, `mantine-NumberInput-root`). */
  selector: 'TextInput' | 'NumberInput' | 'Textarea' | 'NativeSelect' | 'PasswordInput';
  /** A class the root has before the caller's (the number field's `kit-number-input`). */
  rootClass?: string;
  /** The caller's class comes before `rootClass` (as in Mantine's password field), not after it. */
  callerClassFirst?: boolean;
  /** Custom properties of the root, before the caller's style (the password field's icon sizes). */
  rootVars?: Record<string, string>;
  /** Custom properties the input's wrapper has after Mantine's own. */
  wrapperVars?: Record<string, string | undefined>;
  /** Data attributes of the input's wrapper (`data-multiline`, `data-with-right-section`). */
  wrapperData?: Data;
  /** The input's `type` attribute, written first (as Mantine's number field writes it). */
  type?: string;
}

/** What the field writes on its control: Mantine's input classes and data attributes, the caller's props, the ids. */
export type ControlProps = Record<string, unknown> & { className: string; id: string };

/** The field's frame (label, description, error, look) around a control: the text input's props, loosely typed. */
type InputFieldProps = FieldFrameProps & {
  kind: FieldKind;
  /** The control (default: Mantine's `<input>`). */
  control?: (props: ControlProps) => ReactNode;
  /** What Mantine draws in the field's right section (the select's chevron, the password's toggle). */
  rightSection?: ReactNode;
  // oxlint-disable-next-line typescript/no-explicit-any -- the control's element: an input, a text area or a select
  ref?: Ref<any>;
  [prop: string]: unknown;
};

/** The size's text sizes under the field (Mantine's: the field's font size less 2 px). */
const smaller = (size: string) => `calc(${getFontSize(size)} - ${rem(2)})`;

/** As Mantine's label: a double click on it does not select its text. */
export const keepSelection = (event: MouseEvent<HTMLElement>) => {
  if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
};

/**
 * The description above the field or the error under it (or under a checkbox's or radio's label): Mantine's paragraph
 * for each, its text a size smaller. Its classes are Mantine's wrapper's (`own`, `selector`) or given whole.
 */
export function Note({
  part,
  own,
  selector,
  className,
  id,
  size,
  variant,
  children,
}: {
  part: 'description' | 'error';
  own?: string;
  selector?: string;
  className?: string;
  id: string | undefined;
  /** None: no size of its own (a radio group's without one), no custom property. */
  size: string | undefined;
  variant?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={className ?? `${own} mantine-InputWrapper-${part} mantine-${selector}-${part}`}
      style={size === undefined ? undefined : ({ [`--input-${part}-size`]: smaller(size) } as CSSProperties)}
      data-variant={variant}
      data-size={dataSize(size)}
      id={id}
    >
      {children}
    </p>
  );
}

export function TextInput(props: TextInputProps) {
  return <InputField kind={TEXT} {...props} />;
}

const TEXT: FieldKind = { selector: 'TextInput' };

const plainInput = (props: ControlProps) => <input {...props} />;

/** The field itself: the text input's, and the kit's fields drawn as Mantine's input (the number field, the text area, the native select, the password field). */
export function InputField({
  kind,
  control,
  rightSection,
  label,
  description,
  error,
  withAsterisk,
  withErrorStyles = true,
  required,
  disabled,
  size = 'sm',
  radius,
  variant,
  inputSize,
  id,
  className,
  style,
  ...others
}: InputFieldProps) {
  const STATIC = `mantine-${kind.selector}`;
  const [styleProps, rest] = splitStyleProps(others);
  const uuid = useId(id);
  const hasError = !!error && typeof error !== 'boolean';
  // Written as Mantine writes it (its success message's place between the two stays empty).
  const describedBy = `${hasError ? `${uuid}-error` : ''}  ${description ? `${uuid}-description` : ''}`.trim() || undefined;
  const errorLook = dataFlag(!!error && withErrorStyles);
  const asterisk = typeof withAsterisk === 'boolean' ? withAsterisk : required;
  const wrapperVars = {
    '--input-margin-top': description ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
    '--input-margin-bottom': hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
    '--input-height': getSize(size, 'input-height'),
    '--input-fz': getFontSize(size),
    '--input-radius': radius === undefined ? undefined : getRadius(radius),
    ...kind.wrapperVars,
  } as CSSProperties;
  // The field's own look; the root names a variant only when the caller gave one, as Mantine's does.
  const look = variant ?? 'default';
  const sized = dataSize(size);
  return (
    <div
      className={
        kind.callerClassFirst
          ? classes(className, `${kind.rootClass} kit-field mantine-InputWrapper-root ${STATIC}-root`)
          : `${kind.rootClass ? `${kind.rootClass} ` : ''}${classes(className, `kit-field mantine-InputWrapper-root ${STATIC}-root`)}`
      }
      style={styleOf(kind.rootVars ?? null, style, styleProps)}
      data-variant={variant}
      data-size={sized}
      data-error={error ? true : undefined}
    >
      {label ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not an interaction: it keeps a double click from selecting the label's text, as Mantine's label does
        <label
          className={`kit-field-label mantine-InputWrapper-label ${STATIC}-label`}
          style={{ '--input-label-size': getFontSize(size) } as CSSProperties}
          data-variant={variant}
          data-size={sized}
          data-required={dataFlag(asterisk)}
          htmlFor={uuid}
          id={`${uuid}-label`}
          onMouseDown={keepSelection}
        >
          {label}
          {asterisk ? (
            <span className={`kit-field-required mantine-InputWrapper-required ${STATIC}-required`} aria-hidden>
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {description ? (
        <Note
          part="description"
          own="kit-field-description"
          id={`${uuid}-description`}
          size={size}
          variant={variant}
          selector={kind.selector}
        >
          {description}
        </Note>
      ) : null}
      <div
        className={`kit-input-wrapper mantine-Input-wrapper ${STATIC}-wrapper`}
        style={wrapperVars}
        data-variant={look}
        data-size={sized}
        data-error={errorLook}
        data-disabled={dataFlag(disabled)}
        {...kind.wrapperData}
      >
        {(control ?? plainInput)({
          type: kind.type,
          className: `kit-input mantine-Input-input ${STATIC}-input`,
          'data-variant': look,
          'data-disabled': dataFlag(disabled),
          'data-error': errorLook,
          size: inputSize,
          ...rest,
          required,
          disabled,
          'aria-invalid': error ? true : undefined,
          // As Mantine's: the field's own description and error, not the caller's.
          'aria-describedby': describedBy,
          id: uuid,
        })}
        {rightSection ? (
          <div data-position="right" className={`kit-input-section mantine-Input-section ${STATIC}-section`}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <Note part="error" own="kit-field-error" id={`${uuid}-error`} size={size} variant={variant} selector={kind.selector}>
          {error}
        </Note>
      ) : null}
    </div>
  );
}
