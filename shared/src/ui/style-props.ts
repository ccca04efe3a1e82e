import {
  DEFAULT_THEME,
  FOCUS_CLASS_NAMES,
  STYLE_PROPS_DATA,
  mergeMantineTheme,
  parseThemeColor,
  parseStyleProps,
  type MantineColor,
  type MantineFontSize,
  type MantineLineHeight,
  type MantineSpacing,
  type MantineTheme,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import { theme } from './theme.ts';
import { remembered } from './remembered.ts';

/** The site's whole theme, as Mantine's provider makes it from the kit's theme: the kit's own components read it. */
export const siteTheme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The theme's focus-ring class, which Mantine puts on every focusable component it draws (the kit's too). */
export const FOCUS_CLASS = siteTheme.focusClassName || FOCUS_CLASS_NAMES[siteTheme.focusRing];

/** A variant's colours from the site's resolver: background, hover, text, border and hover text. */
export type VariantColours = ReturnType<MantineTheme['variantColorResolver']>;

const variantColourCache = new Map<string, VariantColours>();

/**
 * The theme's colours for a variant and colour, as Mantine's components ask the site's resolver for them (which keeps
 * light variants readable), made once each: the kit's badges, buttons and icons.
 */
export function variantColours(color: string | undefined, variant: string | undefined): VariantColours {
  const key = `${color ?? ''}|${variant ?? ''}`;
  let colours = variantColourCache.get(key);
  if (!colours) {
    colours = siteTheme.variantColorResolver({ color: color || siteTheme.primaryColor, theme: siteTheme, variant: variant || 'filled' });
    variantColourCache.set(key, colours);
  }
  return colours;
}

type Spacing = MantineSpacing | number | (string & {});
type Size = number | (string & {});

/**
 * Mantine's style props that the kit's own components take: the same names and values as on Mantine's (`mt="md"`,
 * `c="dimmed"`, `fw={600}`, `maw={400}`), one value each. Mantine's per-breakpoint objects are not taken: a
 * responsive rule belongs in the section's stylesheet, where it costs no `<style>` element in the page.
 */
export interface KitStyleProps {
  m?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  ml?: Spacing;
  mr?: Spacing;
  p?: Spacing;
  px?: Spacing;
  py?: Spacing;
  pt?: Spacing;
  pb?: Spacing;
  bg?: MantineColor | (string & {});
  c?: MantineColor | 'dimmed' | 'bright' | (string & {});
  fz?: MantineFontSize | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | number | (string & {});
  fw?: CSSProperties['fontWeight'];
  ta?: CSSProperties['textAlign'];
  lh?: MantineLineHeight | number | (string & {});
  fs?: CSSProperties['fontStyle'];
  tt?: CSSProperties['textTransform'];
  td?: CSSProperties['textDecoration'];
  w?: Size;
  miw?: Size;
  maw?: Size;
  h?: Size;
  mih?: Size;
  mah?: Size;
  display?: CSSProperties['display'];
  flex?: CSSProperties['flex'];
}

/** In Mantine's order (its `extractStyleProps`), so that `m` then `mb` write `margin` before `margin-bottom`, as Mantine does. */
const ORDER = [
  'm',
  'mx',
  'my',
  'mt',
  'mb',
  'ml',
  'mr',
  'p',
  'px',
  'py',
  'pt',
  'pb',
  'bg',
  'c',
  'fz',
  'fw',
  'ta',
  'lh',
  'fs',
  'tt',
  'td',
  'w',
  'miw',
  'maw',
  'h',
  'mih',
  'mah',
  'display',
  'flex',
] as const satisfies readonly (keyof KitStyleProps)[];
const STYLE_KEYS: ReadonlySet<string> = new Set(ORDER);

/**
 * Splits a component's props into its style props, resolved to inline style as Mantine's Box resolves them (its own
 * resolvers, the site's theme), and the rest. Most elements have none: then nothing is made.
 */
export function splitStyleProps<P extends object>(props: P): [style: Record<string, unknown> | null, rest: Omit<P, keyof KitStyleProps>] {
  let found = false;
  for (const key in props) {
    if (STYLE_KEYS.has(key) && (props as Record<string, unknown>)[key] !== undefined) {
      found = true;
      break;
    }
  }
  if (!found) return [null, props];
  const picked: Record<string, unknown> = {};
  let key: string | null = '';
  for (const name of ORDER) {
    const value = (props as Record<string, unknown>)[name];
    if (value === undefined) continue;
    picked[name] = value;
    // A value that is not a plain one (a per-breakpoint object from untyped code) is resolved, never remembered.
    key = key !== null && typeof value !== 'object' ? `${key}${name}=${String(value)};` : null;
  }
  const rest: Record<string, unknown> = {};
  for (const name in props) if (!STYLE_KEYS.has(name)) rest[name] = (props as Record<string, unknown>)[name];
  return [resolved(key, picked), rest as Omit<P, keyof KitStyleProps>];
}

/** Resolved style props by their values: a page repeats the same few (`c="dimmed" size="sm"`) hundreds of times. */
const resolvedCache = new Map<string, Record<string, unknown>>();

function resolved(key: string | null, picked: Record<string, unknown>): Record<string, unknown> {
  const make = () =>
    parseStyleProps({ styleProps: picked, theme: siteTheme, data: STYLE_PROPS_DATA }).inlineStyles as Record<string, unknown>;
  return key === null ? make() : remembered(resolvedCache, key, 1000, make);
}

/** A colour's outline tone, as Mantine's checkbox and radio work it out: the palette's outline colour, else the colour. */
export function outlineColour(color: string | undefined): string {
  const parsed = parseThemeColor({ color: color || siteTheme.primaryColor, theme: siteTheme });
  return parsed.isThemeColor && parsed.shade === undefined ? `var(--mantine-color-${parsed.color}-outline)` : parsed.color;
}
