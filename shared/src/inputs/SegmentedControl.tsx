import {
  getContrastColor,
  getFontSize,
  getRadius,
  getSize,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
} from '@mantine/core';
import { useState, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { classes, dataFlag, dataSize, styleOf, type Data } from '../ui/primitives.tsx';
import { useId } from '../ui/stable-id.ts';
import { siteTheme, splitStyleProps, type KitStyleProps } from '../ui/style-props.ts';

/*
 * Mantine's SegmentedControl as the kit's own: the same elements, classes, data attributes and custom properties (a
 * test compares them with Mantine's for each kind of use), drawn by the kit's inputs.css, and the same behaviour:
 * a group of native radio buttons, so the keyboard, focus and labels are the browser's. What it leaves out is
 * Mantine's floating indicator, which measured every segment's box after hydration and moved a highlight over the
 * chosen one: on the services page, the layout it forced and its own work took 30–45 ms of a slow phone's main thread
 * in hydration's long task. The stylesheet draws the chosen segment itself when the indicator is not there (the
 * segment's `::before`), as the server-rendered page always showed it; the change is the highlight's slide, which is
 * gone.
 */

export interface SegmentedControlItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps
  extends KitStyleProps, Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'color'>, Data {
  /** The segments: a value (its own label) or a value with a label. */
  data: (string | SegmentedControlItem)[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The radio buttons' name (default: an id of the control's own). */
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  orientation?: 'horizontal' | 'vertical';
  size?: MantineSize | (string & {});
  radius?: MantineRadius | number | (string & {});
  /** The chosen segment's colour (default: white with a shadow). */
  color?: MantineColor | (string & {});
  /** With `color`: the chosen label black or white, whichever reads on it. */
  autoContrast?: boolean;
  /** Lines between the segments (default true). */
  withItemsBorders?: boolean;
  /** Written as `data-variant`, as Mantine does. */
  variant?: string;
  ref?: Ref<HTMLDivElement>;
}

const ROOT = 'kit-segmented mantine-SegmentedControl-root';

/** The root's custom properties (Mantine's varsResolver for the SegmentedControl). */
function rootVars(size: string | undefined, radius: SegmentedControlProps['radius'], color: string | undefined) {
  return {
    '--sc-radius': radius === undefined ? undefined : getRadius(radius),
    '--sc-color': color ? getThemeColor(color, siteTheme) : undefined,
    '--sc-shadow': color ? undefined : 'var(--mantine-shadow-xs)',
    '--sc-padding': getSize(size, 'sc-padding'),
    '--sc-font-size': getFontSize(size),
  };
}

export function SegmentedControl({
  data,
  value,
  defaultValue,
  onChange,
  name,
  disabled,
  readOnly,
  fullWidth,
  orientation,
  size,
  radius,
  color,
  autoContrast,
  withItemsBorders = true,
  variant,
  className,
  style,
  ...others
}: SegmentedControlProps) {
  const items = data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));
  const [own, setOwn] = useState(() => defaultValue ?? items.find((item) => !item.disabled)?.value ?? items[0]?.value ?? null);
  const chosen = value !== undefined ? value : own;
  const uuid = useId(name);
  const [styleProps, rest] = splitStyleProps(others);
  if (items.length === 0) return null;
  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const labelVars =
    color !== undefined
      ? ({ '--sc-label-color': getContrastColor({ color, theme: siteTheme, autoContrast }) } as CSSProperties)
      : undefined;
  return (
    <div
      style={styleOf(rootVars(size, radius, color), style, styleProps)}
      className={classes(className, ROOT)}
      data-variant={variant}
      data-size={dataSize(size)}
      data-full-width={dataFlag(fullWidth)}
      data-orientation={dataFlag(orientation)}
      data-with-items-borders={dataFlag(withItemsBorders)}
      {...rest}
      role="radiogroup"
      data-disabled={disabled}
    >
      {items.map((item) => {
        const active = chosen === item.value;
        const off = disabled || item.disabled;
        const id = `${uuid}-${item.value}`;
        return (
          <div
            key={item.value}
            className="kit-segmented-control mantine-SegmentedControl-control"
            data-active={dataFlag(active)}
            data-orientation={dataFlag(orientation)}
          >
            <input
              className="kit-segmented-input mantine-SegmentedControl-input"
              disabled={off}
              type="radio"
              name={uuid}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => !readOnly && choose(item.value)}
              data-focus-ring={siteTheme.focusRing}
            />
            <label
              className="kit-segmented-label mantine-SegmentedControl-label"
              style={labelVars}
              data-active={dataFlag(active && !off)}
              data-disabled={dataFlag(off)}
              data-read-only={dataFlag(readOnly)}
              htmlFor={id}
            >
              <span className="kit-segmented-inner-label mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
