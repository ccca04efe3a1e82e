import { getSortedBreakpoints, getSpacing, type MantineSpacing } from '@mantine/core';
import { createContext, useContext, useId, type CSSProperties, type Ref } from 'react';
import type { Common } from './display.tsx';
import { styleOf } from './primitives.tsx';
import { siteTheme, splitStyleProps } from './style-props.ts';
import type { BREAKPOINTS_PX } from './theme.ts';
import { remembered } from './remembered.ts';

/*
 * The kit's Grid (as the components of display.tsx): Mantine's props, custom properties and per-breakpoint inline
 * <style> rules (display.test.tsx compares it with Mantine's), drawn by the kit's own stylesheet (display.css; decision
 * 0032). A file of its own since kit 2.20.0: only the staff page draws a grid, and it is in `@tax/shared/layout`, not
 * the first load.
 */

type Vars = Record<string, string | undefined>;

/** Mantine's class for an element's responsive <style> rules (its `useRandomClassName`): React's id, as on the server. */
function useResponsiveClassName(): string {
  return `__m__-${useId().replace(/[:«»]/g, '')}`;
}

/** Mantine's InlineStyles, as its Grid writes them: rules for this element only, beside it in the page. */
function InlineStyle({ css }: { css: string }) {
  return <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: css }} />;
}

/** A value, or one per breakpoint from which it holds ("base" below the first), as Mantine's Grid takes them. */
type Responsive<T> = T | Partial<Record<'base' | keyof typeof BREAKPOINTS_PX, T>>;
type ColSpan = number | 'auto' | 'content';

/** The theme's breakpoints, smallest first, with their widths: the media queries of the grids' <style> elements. */
const BREAKPOINTS: readonly (readonly [string, string])[] = getSortedBreakpoints(
  Object.keys(siteTheme.breakpoints),
  siteTheme.breakpoints,
).map(({ value }) => [value, siteTheme.breakpoints[value]!] as const);

const baseOf = <T,>(value: Responsive<T> | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, T>).base : value;

const atBreakpoint = <T,>(value: Responsive<T> | undefined, breakpoint: string): T | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, T>)[breakpoint] : undefined;

/** Mantine's `cssObjectToString`: `name:value;` for each value that is set. */
function declarations(values: Vars): string {
  let css = '';
  for (const name in values) if (values[name] !== undefined) css += `${name}:${values[name]};`;
  return css;
}

/**
 * Mantine's `stylesToString`: the base rule, then one media query per breakpoint that has values (in the theme's
 * order, by width), each for the element's own class.
 */
function rules(selector: string, base: Vars, byBreakpoint: (breakpoint: string) => Vars | null): string {
  const own = declarations(base);
  let css = own ? `${selector}{${own}}` : '';
  for (const [breakpoint, width] of BREAKPOINTS) {
    const values = byBreakpoint(breakpoint);
    if (values) css += `@media(min-width: ${width}){${selector}{${declarations(values)}}}`;
  }
  return css;
}

/** A value, or one per breakpoint, as part of a key to the rules made from it. */
function keyOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `${typeof value}:${String(value)}`;
  let key = '{';
  for (const name in value) key += `${name}=${keyOf((value as Record<string, unknown>)[name])},`;
  return `${key}}`;
}

const SELECTOR = '\u0000';
const rulesCache = new Map<string, string[]>();

/** Rules by the values they are made from, each made once (a page repeats the same few columns), with the element's class put in. */
function rulesFor(key: string, selector: string, make: (selector: string) => string): string {
  return remembered(rulesCache, key, 500, () => make(SELECTOR).split(SELECTOR)).join(selector);
}

const gridGaps = (selector: string, gap: GridProps['gap'], rowGap: GridProps['rowGap'], columnGap: GridProps['columnGap']) =>
  rules(
    selector,
    {
      '--grid-gap': getSpacing(baseOf(gap)),
      '--grid-row-gap': getSpacing(baseOf(rowGap)),
      '--grid-column-gap': getSpacing(baseOf(columnGap)),
    },
    (breakpoint) => {
      const values: Vars = {};
      let any = false;
      for (const [name, value] of [
        ['--grid-gap', gap],
        ['--grid-row-gap', rowGap],
        ['--grid-column-gap', columnGap],
      ] as const) {
        const at = atBreakpoint(value, breakpoint);
        if (at !== undefined) {
          values[name] = getSpacing(at);
          any = true;
        }
      }
      return any ? values : null;
    },
  );

/** What a Grid tells its columns. */
const GridContext = createContext<{ columns: number; grow?: boolean }>({ columns: 12 });
const PLAIN_GRID = { columns: 12 };

export interface GridProps extends Common {
  /** The space between columns and rows: a theme spacing or a CSS length, or one per breakpoint (default md). */
  gap?: Responsive<MantineSpacing | number | (string & {})>;
  rowGap?: Responsive<MantineSpacing | number | (string & {})>;
  columnGap?: Responsive<MantineSpacing | number | (string & {})>;
  /** How many columns a row has (default 12). */
  columns?: number;
  /** The last row's columns fill it. */
  grow?: boolean;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  overflow?: CSSProperties['overflow'];
  ref?: Ref<HTMLDivElement>;
}

function GridRoot({
  gap = 'md',
  rowGap,
  columnGap,
  columns = 12,
  grow,
  justify,
  align,
  overflow,
  variant,
  className,
  style,
  children,
  ref,
  ...props
}: GridProps) {
  const own = useResponsiveClassName();
  const vars = justify || align || overflow ? { '--grid-justify': justify, '--grid-align': align, '--grid-overflow': overflow } : null;
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <GridContext value={columns === 12 && !grow ? PLAIN_GRID : { columns, grow }}>
      <InlineStyle
        css={rulesFor(`g|${keyOf(gap)}|${keyOf(rowGap)}|${keyOf(columnGap)}`, `.${own}`, (selector) =>
          gridGaps(selector, gap, rowGap, columnGap),
        )}
      />
      <div
        ref={ref}
        style={styleOf(vars as Vars | null, style, styleProps)}
        className={`${className ? `${className} ` : ''}kit-cols mantine-Grid-root ${own}`}
        data-variant={variant}
        // Mantine's Grid passes `overflow` on to its element as well as into its custom property.
        {...{ overflow }}
        {...rest}
      >
        <div className="kit-cols-inner mantine-Grid-inner">{children}</div>
      </div>
    </GridContext>
  );
}

/** Mantine's column sizes (GridColVariables). */
function flexBasis(span: ColSpan | undefined, columns: number): string | undefined {
  if (span === 'content') return 'auto';
  if (span === 'auto') return '0rem';
  if (!span) return undefined;
  if (span === columns) return '100%';
  return `calc(${(100 * span) / columns}% - ${(columns - span) / columns} * var(--grid-column-gap))`;
}

function maxWidth(span: ColSpan | undefined, columns: number, grow: boolean | undefined): string | undefined {
  if (grow || span === 'auto') return '100%';
  if (span === 'content') return 'unset';
  return flexBasis(span, columns);
}

function flexGrow(span: ColSpan | undefined, grow: boolean | undefined): string | undefined {
  if (!span) return undefined;
  return span === 'auto' || grow ? '1' : 'auto';
}

function colOffset(offset: number | undefined, columns: number): string | undefined {
  if (offset === 0) return '0';
  if (!offset) return undefined;
  return `calc(${(100 * offset) / columns}% + ${offset / columns} * var(--grid-column-gap))`;
}

export interface GridColProps extends Common {
  /** How many of the grid's columns it takes, `auto` (what is left) or `content` (its own width), or one per breakpoint (default 12). */
  span?: Responsive<ColSpan>;
  /** Columns left empty before it. */
  offset?: Responsive<number>;
  order?: Responsive<number>;
  align?: Responsive<CSSProperties['alignSelf']>;
  ref?: Ref<HTMLDivElement>;
}

function colCss(selector: string, { span, order, offset, align }: GridColProps, columns: number, grow: boolean | undefined) {
  const baseSpan = baseOf(span) ?? 12;
  return rules(
    selector,
    {
      '--col-order': baseOf(order)?.toString(),
      '--col-flex-grow': flexGrow(baseSpan, grow),
      '--col-flex-basis': flexBasis(baseSpan, columns),
      '--col-width': baseSpan === 'content' ? 'auto' : undefined,
      '--col-max-width': maxWidth(baseSpan, columns, grow),
      '--col-offset': colOffset(baseOf(offset), columns),
      '--col-align-self': baseOf(align),
    },
    (breakpoint) => {
      const values: Vars = {};
      let any = false;
      const atOrder = atBreakpoint(order, breakpoint);
      if (atOrder !== undefined) {
        values['--col-order'] = atOrder.toString();
        any = true;
      }
      const atSpan = atBreakpoint(span, breakpoint);
      if (atSpan !== undefined) {
        values['--col-flex-grow'] = flexGrow(atSpan, grow);
        values['--col-flex-basis'] = flexBasis(atSpan, columns);
        values['--col-width'] = atSpan === 'content' ? 'auto' : undefined;
        values['--col-max-width'] = maxWidth(atSpan, columns, grow);
        any = true;
      }
      const atOffset = atBreakpoint(offset, breakpoint);
      if (atOffset !== undefined) {
        values['--col-offset'] = colOffset(atOffset, columns);
        any = true;
      }
      const atAlign = atBreakpoint(align, breakpoint);
      if (atAlign !== undefined) {
        values['--col-align-self'] = atAlign;
        any = true;
      }
      return any ? values : null;
    },
  );
}

function GridCol({ span = 12, order, offset, align, variant, className, style, ref, ...props }: GridColProps) {
  const { columns, grow } = useContext(GridContext);
  const own = useResponsiveClassName();
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <>
      <InlineStyle
        css={rulesFor(
          `c|${keyOf(span)}|${keyOf(order)}|${keyOf(offset)}|${keyOf(align)}|${columns}|${String(grow)}`,
          `.${own}`,
          (selector) => colCss(selector, { span, order, offset, align }, columns, grow),
        )}
      />
      <div
        ref={ref}
        style={styleOf(null, style, styleProps)}
        className={`kit-col mantine-Grid-col ${className ? `${className} ` : ''}${own}`}
        data-variant={variant}
        {...rest}
      />
    </>
  );
}

export const Grid = Object.assign(GridRoot, { Col: GridCol });
