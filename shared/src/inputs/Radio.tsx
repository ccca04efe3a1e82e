import { getAutoContrastValue, getContrastColor, getFontSize, getRadius, getSize, getThemeColor, type MantineSize } from '@mantine/core';
import { createContext, use, useState, type ChangeEvent, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { classes, dataFlag, dataSize, styleOf, type Data } from '../ui/primitives.tsx';
import { useId } from '../ui/stable-id.ts';
import { keepSelection, Note } from './TextInput.tsx';
import { InlineInputFrame, inlineNoteIds, type InlineInputProps } from './Checkbox.tsx';
import { remembered } from '../ui/remembered.ts';
import { FOCUS_CLASS, outlineColour, siteTheme, splitStyleProps, variantColours, type KitStyleProps } from '../ui/style-props.ts';

/*
 * Mantine's Radio and Radio.Group as the kit's own: the same elements, classes, data attributes, custom properties,
 * ids and aria attributes (a test compares them with Mantine's for each kind of use), drawn by the kit's inputs.css
 * as they looked before, and the same behaviour (native radio inputs sharing a name: arrow keys, focus, labels and form
 * submission are the browser's; the group's value, change, focus and blur as Mantine's group gives them). What it
 * leaves out is Mantine's per-element machinery: a radio was Mantine's inline input (Box, theme props and the styles
 * API, four times over) and the group was Mantine's Input.Wrapper, which pulled Mantine's whole Input into the kit's
 * "inputs" bundle, paid by every page with any input. Radio.Card, Radio.Indicator, a custom icon, the group's
 * label/description/error props objects and its own order of parts, and the styles API are not part of the kit's.
 */

export interface RadioProps extends InlineInputProps, Data {
  /** Its size; in a group without one of its own, the group's (its label's, not its circle's: as Mantine's). */
  size?: MantineSize | (string & {});
  variant?: 'filled' | 'outline' | 'light';
}

export interface RadioGroupProps extends KitStyleProps, Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'color'>, Data {
  /** The chosen radio's value (controlled); null for none. */
  value?: string | null;
  /** The first choice when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen radio's value. */
  onChange?: (value: string) => void;
  /** The radios' shared name (default: an id of the group's own). */
  name?: string;
  label?: ReactNode;
  description?: ReactNode;
  /** An error message (said under the group and tied to it), or `true` for the error look only. */
  error?: ReactNode;
  /** The asterisk after the label (the radios themselves are not made required: as Mantine's). */
  required?: boolean;
  /** The asterisk without `required` (or, false, not with it). */
  withAsterisk?: boolean;
  /** The size of the group's label, description and error, and of the radios without one of their own. */
  size?: MantineSize | (string & {});
  variant?: string;
  /** Disables every radio in the group. */
  disabled?: boolean;
  /** The choice cannot change (a click changes nothing). */
  readOnly?: boolean;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

interface GroupContext {
  value: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  size: string | undefined;
  name: string;
  disabled: boolean | undefined;
}

const RadioGroupContext = createContext<GroupContext | null>(null);

function RadioIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 5 5" aria-hidden className="kit-radio-icon mantine-Radio-icon">
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

// The Radio's root classes, then the inline input's (Mantine draws the radio as an inline input).
const ROOT = 'kit-radio mantine-Radio-root kit-inline mantine-Radio-root';
const INPUT = `${FOCUS_CLASS} kit-radio-input mantine-Radio-radio`;
const INPUT_VARIANT: Record<string, string> = {
  outline: `${FOCUS_CLASS} kit-radio-outline kit-radio-input mantine-Radio-radio`,
  light: `${FOCUS_CLASS} kit-radio-light kit-radio-input mantine-Radio-radio`,
};
// The inline input's description and error: in a group, Mantine names the radio's class twice (its paragraph then
// takes the group's styles path); on their own, once.
const NOTE = {
  description: 'kit-inline-description mantine-Radio-description kit-field-description mantine-InputWrapper-description',
  error: 'kit-inline-error mantine-Radio-error kit-field-error mantine-InputWrapper-error',
};
const NOTE_IN_GROUP = {
  description: `${NOTE.description} kit-inline-description mantine-Radio-description`,
  error: `${NOTE.error} kit-inline-error mantine-Radio-error`,
};

type Vars = Record<string, string | undefined>;
const varsCache = new Map<string, { radio: Vars; label: Vars; both: Vars }>();

/**
 * The root's custom properties (Mantine's varsResolver for the Radio, from the radio's own size, then the inline
 * input's label sizes, from the size it is drawn at), the same few on every page, each made once.
 */
function radioVars(
  size: string | undefined,
  drawnSize: string | undefined,
  radius: RadioProps['radius'],
  color: string | undefined,
  iconColor: string | undefined,
  variant: string | undefined,
) {
  const key = `${size}|${drawnSize}|${String(radius)}|${color}|${iconColor}|${variant}`;
  return remembered(varsCache, key, 100, () => {
    const light = variant === 'light' ? variantColours(color, 'light') : undefined;
    const radio = {
      '--radio-size': getSize(size, 'radio-size'),
      '--radio-radius': radius === undefined ? undefined : getRadius(radius),
      '--radio-color': variant === 'outline' ? outlineColour(color) : light ? light.color : getThemeColor(color, siteTheme),
      '--radio-bg': light?.background,
      '--radio-icon-color': iconColor
        ? getThemeColor(iconColor, siteTheme)
        : light
          ? light.color
          : getAutoContrastValue(undefined, siteTheme)
            ? getContrastColor({ color, theme: siteTheme })
            : undefined,
      '--radio-icon-size': getSize(size, 'radio-icon-size'),
    };
    const label = { '--label-fz': getFontSize(drawnSize), '--label-lh': getSize(drawnSize, 'label-lh') };
    return { radio, label, both: { ...radio, ...label } };
  });
}

function RadioRoot({
  label,
  description,
  error,
  size,
  radius,
  color,
  iconColor,
  variant,
  labelPosition = 'right',
  withErrorStyles = true,
  id,
  className,
  style,
  checked,
  disabled,
  readOnly,
  onChange,
  onClick,
  ref,
  rootRef,
  wrapperProps,
  ...others
}: RadioProps) {
  const group = use(RadioGroupContext);
  // As Mantine's: the group's size for the label (and its notes), the radio's own for its circle.
  const drawnSize = size ? size : (group?.size ?? size);
  const [styleProps, rest] = splitStyleProps(others);
  const uuid = useId(id);
  const { descriptionId, errorId, describedBy } = inlineNoteIds(uuid, description, error, rest['aria-describedby']);
  const inGroup = group ? group.value === rest.value : undefined;
  const isChecked = inGroup ?? checked;
  const isDisabled = group?.disabled ?? disabled;
  const vars = radioVars(size, drawnSize, radius, color, iconColor, variant);
  return (
    <InlineInputFrame
      component="Radio"
      rootClass={classes(className, ROOT)}
      innerClass="kit-radio-inner"
      style={
        style === undefined && styleProps === null
          ? (vars.both as CSSProperties)
          : ({ ...vars.radio, ...style, ...vars.label, ...styleProps } as CSSProperties)
      }
      variant={variant}
      dataSize={dataSize(drawnSize)}
      labelPosition={labelPosition}
      checked={isChecked}
      disabled={isDisabled}
      rootRef={rootRef}
      wrapperProps={wrapperProps}
      inputId={uuid}
      label={label}
      description={description}
      descriptionId={descriptionId}
      error={error}
      errorId={errorId}
      notes={group ? NOTE_IN_GROUP : NOTE}
      noteSize={drawnSize}
    >
      <input
        className={(variant && INPUT_VARIANT[variant]) || INPUT}
        data-error={error ? true : undefined}
        data-with-error-styles={withErrorStyles || undefined}
        ref={ref}
        {...rest}
        checked={isChecked}
        name={rest.name ?? group?.name}
        onChange={(event) => {
          if (readOnly) return;
          group?.onChange(event);
          onChange?.(event);
        }}
        disabled={isDisabled}
        id={uuid}
        type="radio"
        readOnly={readOnly}
        aria-describedby={describedBy}
        onClick={(event) => {
          if (readOnly && isChecked === undefined) event.preventDefault();
          onClick?.(event);
        }}
      />
      <RadioIcon />
    </InlineInputFrame>
  );
}

const GROUP = 'RadioGroup';

/**
 * The group's wrapper: Mantine's Input.Wrapper with its label as a `<div>` (nothing to point a `for` at), its id on
 * the root, and the radios in a `role="radiogroup"` element named by the label and described by the description and
 * error. A component of its own, as in Mantine, so that the ids React makes for the radios are Mantine's.
 */
function GroupWrapper({
  label,
  description,
  error,
  required,
  withAsterisk,
  size,
  variant,
  id,
  className,
  style,
  children,
  ...others
}: Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'disabled' | 'readOnly'>) {
  const [styleProps, rest] = splitStyleProps(others);
  const base = useId(id);
  const asterisk = typeof withAsterisk === 'boolean' ? withAsterisk : required;
  const hasError = !!error && typeof error !== 'boolean';
  // Written as Mantine writes it (its success message's place between the two stays empty).
  const describedBy = `${hasError ? `${base}-error` : ''}  ${description ? `${base}-description` : ''}`.trim() || undefined;
  const sized = dataSize(size);
  return (
    <div
      className={classes(className, `kit-field mantine-InputWrapper-root mantine-${GROUP}-root`)}
      style={styleOf(null, style, styleProps)}
      data-variant={variant}
      data-size={sized}
      data-error={error ? true : undefined}
      id={id}
      {...rest}
    >
      {[
        label ? (
          // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- not an interaction: it keeps a double click from selecting the label's text, as Mantine's label does
          <div
            key="label"
            className={`kit-field-label mantine-InputWrapper-label mantine-${GROUP}-label`}
            style={size === undefined ? undefined : ({ '--input-label-size': getFontSize(size) } as CSSProperties)}
            data-variant={variant}
            data-size={sized}
            data-required={dataFlag(asterisk)}
            id={`${base}-label`}
            onMouseDown={keepSelection}
          >
            {label}
            {asterisk ? (
              <span className={`kit-field-required mantine-InputWrapper-required mantine-${GROUP}-required`} aria-hidden>
                {' *'}
              </span>
            ) : null}
          </div>
        ) : null,
        description ? (
          <Note
            selector={GROUP}
            key="description"
            part="description"
            own="kit-field-description"
            id={`${base}-description`}
            size={size}
            variant={variant}
          >
            {description}
          </Note>
        ) : null,
        <div key="input" role="radiogroup" aria-labelledby={label ? `${base}-label` : undefined} aria-describedby={describedBy}>
          {children}
        </div>,
        hasError ? (
          <Note selector={GROUP} key="error" part="error" own="kit-field-error" id={`${base}-error`} size={size} variant={variant}>
            {error}
          </Note>
        ) : null,
      ]}
    </div>
  );
}

function RadioGroup({ value, defaultValue, onChange, size, name, readOnly, disabled, ...others }: RadioGroupProps) {
  const groupName = useId(name);
  const [own, setOwn] = useState(defaultValue !== undefined ? defaultValue : '');
  const current = value !== undefined ? value : own;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const chosen = event.currentTarget.value;
    if (value === undefined) setOwn(chosen);
    onChange?.(chosen);
  };
  return (
    <RadioGroupContext value={{ value: current, onChange: choose, size, name: groupName, disabled }}>
      <GroupWrapper size={size} {...others} />
    </RadioGroupContext>
  );
}

export const Radio = Object.assign(RadioRoot, { Group: RadioGroup });
