import {
  getFontSize,
  getLineHeight,
  getRadius,
  getShadow,
  getSize,
  getSpacing,
  getThemeColor,
  isNumberLike,
  rem,
  type MantineColor,
  type MantineFontSize,
  type MantineRadius,
  type MantineShadow,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import { type AllHTMLAttributes, type CSSProperties, type ElementType, type ReactNode, type Ref } from 'react';
import { FOCUS_CLASS, siteTheme, splitStyleProps, variantColours, type KitStyleProps } from './style-props.ts';
import { remembered } from './remembered.ts';

/*
 * The kit's most used display components: Text, Title, Group, Stack, Paper, Card and Badge, with Mantine's props and
 * look, drawn by the kit's own stylesheet (primitives.css) from the theme's public variables (decision 0032).
 * They keep Mantine's public static classes (`mantine-Text-root`…), which sections' tests and the browser tests
 * find them by. A plain element with a class costs a few µs to render on the server where a Mantine Text cost 60 µs,
 * and the contacts page has over 300 of these (decision 0020).
 */

/** Data attributes, as the kit's components pass them on. */
export type Data = { [data: `data-${string}`]: string | number | boolean | undefined };
type Element = Omit<AllHTMLAttributes<HTMLElement>, 'size' | 'color' | 'wrap' | 'height' | 'width' | 'span' | 'label'> & Data;

interface Common extends KitStyleProps, Element {
  /** The element to render instead of the component's own (`component="li"`). */
  component?: ElementType;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
  style?: CSSProperties;
  /** Written as `data-variant`, as Mantine does (Badge: its colours' variant). */
  variant?: string;
}

/** A component's own classes after the caller's, as Mantine orders them for most components. */
export function classes(className: string | undefined, own: string): string {
  return className ? `${className} ${own}` : own;
}

/** Mantine's data attributes from `mod`-like flags: only values that are set (not false, null, undefined or ''). */
export function dataFlag(value: unknown): true | string | number | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  return value as true | string | number;
}

/** Mantine's Box writes `data-size` for a named size only. */
export function dataSize(size: unknown): string | undefined {
  if (size === undefined || size === null || size === '' || typeof size === 'number') return undefined;
  // The theme's names first: isNumberLike is a regular expression per call.
  if (NAMED_SIZES.has(size as string)) return size as string;
  return isNumberLike(size) ? undefined : String(size);
}

const NAMED_SIZES: ReadonlySet<string> = new Set(['xs', 'sm', 'md', 'lg', 'xl', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The element's style as Mantine composes it: the component's custom properties, then `style`, then style props. */
export function styleOf(
  vars: Record<string, string | undefined> | null,
  style: CSSProperties | undefined,
  styleProps: Record<string, unknown> | null,
) {
  if (!vars && !styleProps) return style;
  return { ...vars, ...style, ...styleProps } as CSSProperties;
}

type Drawn = Omit<Common, 'variant' | 'component' | 'className'> & { className: string };

/**
 * The element each component here draws: its own classes, Mantine's style (the component's custom properties, then
 * `style`, then the style props), its data attributes, then the rest of the props as given.
 */
function draw(
  Element: ElementType,
  { ref, style, className, ...props }: Drawn,
  vars: Record<string, string | undefined> | null,
  data: Record<string, unknown>,
) {
  const [styleProps, rest] = splitStyleProps(props);
  return <Element ref={ref} style={styleOf(vars, style, styleProps)} className={className} {...data} {...rest} />;
}

export interface TextProps extends Common {
  size?: MantineFontSize | number | (string & {});
  /** A `<span>` instead of a `<p>`. */
  span?: boolean;
  /** Takes its font size, weight and line height from its parent. */
  inherit?: boolean;
  truncate?: boolean | 'start' | 'end';
  lineClamp?: number;
  inline?: boolean;
}

const textVarsCache = new Map<string, Record<string, string | undefined>>();

/** A Text's custom properties by size (and line clamp): the same few on every page, each worked out once. */
function textVars(size: TextProps['size'], lineClamp: number | undefined) {
  return remembered(textVarsCache, `${typeof size}:${String(size)}:${String(lineClamp)}`, 200, () => ({
    '--text-fz': getFontSize(size),
    '--text-lh': getLineHeight(size),
    '--line-clamp': typeof lineClamp === 'number' ? lineClamp.toString() : undefined,
  }));
}

/** An Anchor's classes (buttons.tsx): a Text that is a link. */
export const ANCHOR_CLASSES = 'kit-text kit-anchor mantine-Text-root mantine-Anchor-root';

export function Text(props: TextProps) {
  return drawText(props, 'kit-text mantine-Text-root');
}

/** A Text's element, with its own classes (an Anchor is a Text with Mantine's Anchor class too). */
export function drawText(
  { size, span, inherit, truncate, lineClamp, inline, variant, component, className, ...props }: TextProps,
  own: string,
) {
  return draw(
    component ?? (span ? 'span' : 'p'),
    { ...props, className: `${FOCUS_CLASS} ${classes(className, own)}` },
    size === undefined && lineClamp === undefined ? null : textVars(size, lineClamp),
    {
      'data-variant': variant,
      'data-size': dataSize(size),
      'data-truncate': truncate === 'start' ? 'start' : truncate ? 'end' : undefined,
      'data-line-clamp': typeof lineClamp === 'number' || undefined,
      'data-inline': dataFlag(inline),
      'data-inherit': dataFlag(inherit),
    },
  );
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Mantine's `getTitleSize`: a heading's font size, weight and line height from its order and size. */
function titleVars(order: number, size: string | number | undefined) {
  const titleSize = size !== undefined ? size : `h${order}`;
  if (typeof titleSize === 'string' && HEADINGS.includes(titleSize))
    return {
      '--title-fw': `var(--mantine-${titleSize}-font-weight)`,
      '--title-lh': `var(--mantine-${titleSize}-line-height)`,
      '--title-fz': `var(--mantine-${titleSize}-font-size)`,
    };
  return {
    '--title-fw': `var(--mantine-h${order}-font-weight)`,
    '--title-lh': `var(--mantine-h${order}-line-height)`,
    '--title-fz': typeof titleSize === 'string' && SIZES.includes(titleSize) ? `var(--mantine-font-size-${titleSize})` : rem(titleSize),
  };
}

export interface TitleProps extends Common {
  /** The heading's level: `<h1>`…`<h6>`. */
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Its look, when it differs from its level: `h4`, a size name or a CSS length. */
  size?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | MantineSize | number | (string & {});
  lineClamp?: number;
}

export function Title({ order = 1, size, lineClamp, variant, component, className, ...props }: TitleProps) {
  if (![1, 2, 3, 4, 5, 6].includes(order)) return null;
  const vars: Record<string, string | undefined> = titleVars(order, size);
  if (typeof lineClamp === 'number') vars['--line-clamp'] = lineClamp.toString();
  return draw(component ?? `h${order}`, { ...props, className: classes(className, 'kit-title mantine-Title-root') }, vars, {
    'data-variant': variant,
    'data-size': dataSize(size),
    'data-order': order,
    'data-line-clamp': typeof lineClamp === 'number' || undefined,
  });
}

export interface GroupProps extends Common {
  /** The space between items: a theme spacing or a CSS length (default md). */
  gap?: MantineSpacing | number | (string & {});
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
}

export function Group({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  variant,
  component,
  className,
  ...props
}: GroupProps) {
  const vars = {
    '--group-gap': getSpacing(gap),
    '--group-align': align as string,
    '--group-justify': justify as string,
    '--group-wrap': wrap as string,
  };
  return draw(component ?? 'div', { ...props, className: classes(className, 'kit-group mantine-Group-root') }, vars, {
    'data-variant': variant,
  });
}

export interface StackProps extends Common {
  gap?: MantineSpacing | number | (string & {});
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

export function Stack({ gap = 'md', align = 'stretch', justify = 'flex-start', variant, component, className, ...props }: StackProps) {
  const vars = { '--stack-gap': getSpacing(gap), '--stack-align': align as string, '--stack-justify': justify as string };
  return draw(component ?? 'div', { ...props, className: classes(className, 'kit-stack mantine-Stack-root') }, vars, {
    'data-variant': variant,
  });
}

export interface PaperProps extends Common {
  radius?: MantineRadius | number | (string & {});
  shadow?: MantineShadow | (string & {});
  withBorder?: boolean;
}

function paperVars(radius: PaperProps['radius'], shadow: PaperProps['shadow']) {
  if (radius === undefined && !shadow) return null;
  return { '--paper-radius': radius === undefined ? undefined : getRadius(radius), '--paper-shadow': getShadow(shadow) };
}

export function Paper({ radius, shadow, withBorder, variant, component, className, ...props }: PaperProps) {
  return draw(component ?? 'div', { ...props, className: classes(className, 'kit-paper mantine-Paper-root') }, paperVars(radius, shadow), {
    'data-with-border': dataFlag(withBorder),
    'data-variant': variant,
  });
}

export interface CardSectionProps extends Common {
  withBorder?: boolean;
  inheritPadding?: boolean;
}

function CardSection({ withBorder, inheritPadding, variant, component, className, ...props }: CardSectionProps) {
  return draw(component ?? 'div', { ...props, className: classes(className, 'kit-card-section mantine-Card-section') }, null, {
    'data-with-border': dataFlag(withBorder),
    'data-inherit-padding': dataFlag(inheritPadding),
    'data-variant': variant,
  });
}

export interface CardProps extends PaperProps {
  /** The card's inner space, and its sections' reach to its edges (default md). */
  padding?: MantineSpacing | number | (string & {});
}

function CardRoot({ padding, radius, shadow, withBorder, variant, component, className, children, ...props }: CardProps) {
  const vars: Record<string, string | undefined> = { ...paperVars(radius, shadow), '--card-padding': getSpacing(padding) };
  return draw(
    component ?? 'div',
    { ...props, children, className: classes(className, 'kit-paper kit-card mantine-Card-root mantine-Paper-root') },
    vars,
    { 'data-with-border': dataFlag(withBorder), 'data-variant': variant },
  );
}

export const Card = Object.assign(CardRoot, { Section: CardSection });

export interface BadgeProps extends Common {
  color?: MantineColor | (string & {});
  variant?: 'filled' | 'light' | 'outline' | 'dot' | 'transparent' | 'white' | 'default' | (string & {});
  size?: MantineSize | (string & {});
  radius?: MantineRadius | number | (string & {});
  circle?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

export function Badge({
  color,
  variant,
  size,
  radius,
  circle,
  fullWidth,
  leftSection,
  rightSection,
  component,
  className,
  children,
  ...props
}: BadgeProps) {
  const colours = color || variant ? variantColours(color, variant) : null;
  const vars = {
    '--badge-height': getSize(size, 'badge-height'),
    '--badge-padding-x': getSize(size, 'badge-padding-x'),
    '--badge-fz': getSize(size, 'badge-fz'),
    '--badge-radius': circle || radius === undefined ? undefined : getRadius(radius),
    '--badge-bg': colours?.background,
    '--badge-color': colours?.color,
    '--badge-bd': colours?.border,
    '--badge-dot-color': variant === 'dot' ? getThemeColor(color, siteTheme) : undefined,
  };
  const own = classes(className, 'kit-badge mantine-Badge-root');
  const content = (
    <>
      {leftSection ? (
        <span className="kit-badge-section mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className="kit-badge-label mantine-Badge-label">{children}</span>
      {rightSection ? (
        <span className="kit-badge-section mantine-Badge-section" data-position="right">
          {rightSection}
        </span>
      ) : null}
    </>
  );
  return draw(component ?? 'div', { ...props, children: content, className: own }, vars, {
    'data-variant': variant,
    'data-size': dataSize(size),
    'data-block': dataFlag(fullWidth),
    'data-circle': dataFlag(circle),
    'data-with-right-section': rightSection ? true : undefined,
    'data-with-left-section': leftSection ? true : undefined,
  });
}

export interface VisuallyHiddenProps extends Element {
  component?: ElementType;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
  style?: CSSProperties;
}

/** Text for screen readers only: Mantine's VisuallyHidden (a `<span>` unless said), as the kit's own. */
export function VisuallyHidden({ component = 'span', className, ...props }: VisuallyHiddenProps) {
  return draw(component, { ...props, className: classes(className, 'kit-visually-hidden mantine-VisuallyHidden-root') }, null, {});
}
