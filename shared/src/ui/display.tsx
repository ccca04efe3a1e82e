import {
  getFontSize,
  getLineHeight,
  getRadius,
  getSize,
  getSortedBreakpoints,
  getSpacing,
  getThemeColor,
  rem,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import {
  createContext,
  useContext,
  useId,
  type AllHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { classes, dataFlag, dataSize, styleOf, type Data } from './primitives.tsx';
import { useId as useStableId } from './stable-id.ts';
import { FOCUS_CLASS, siteTheme, splitStyleProps, variantColours, type KitStyleProps } from './style-props.ts';
import type { BREAKPOINTS_PX } from './theme.ts';
import { remembered } from './remembered.ts';

/*
 * Mantine's Alert, List, Skeleton, Grid and Burger as the kit's own, as the components in primitives.tsx: the same
 * elements, classes, data attributes, ARIA, custom properties and (Grid) inline <style> elements, so Mantine's
 * stylesheet draws them as before (display.test.tsx compares them with Mantine's for each kind of use on the site),
 * without Mantine's per-element machinery, and with no need of Mantine's provider.
 */

type Attributes = Omit<
  AllHTMLAttributes<HTMLElement>,
  'size' | 'color' | 'wrap' | 'height' | 'width' | 'span' | 'label' | 'title' | 'type' | 'style' | 'children' | 'ref'
> &
  Data;

interface Common extends KitStyleProps, Attributes {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  /** Written as `data-variant`, as Mantine's Box does. */
  variant?: string;
}

type Vars = Record<string, string | undefined>;

/** Mantine's class for an element's responsive <style> rules (its `useRandomClassName`): React's id, as on the server. */
function useResponsiveClassName(): string {
  return `__m__-${useId().replace(/[:«»]/g, '')}`;
}

/** Mantine's InlineStyles, as its Grid writes them: rules for this element only, beside it in the page. */
function InlineStyle({ css }: { css: string }) {
  return <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: css }} />;
}

// ---------------------------------------------------------------------------------------------------------------
// Alert

/** The parts of an Alert that `styles` can give inline style to, as Mantine's styles API. */
export type AlertPart = 'root' | 'wrapper' | 'body' | 'title' | 'label' | 'icon' | 'message';

export interface AlertProps extends Common {
  color?: MantineColor | (string & {});
  /** Its colours' variant: light unless said (the colours; `data-variant` only when given, as Mantine's). */
  variant?: 'light' | 'filled' | 'outline' | 'default' | 'transparent' | 'white' | (string & {});
  radius?: MantineRadius | number | (string & {});
  title?: ReactNode;
  icon?: ReactNode;
  /** `alert` unless said (`status` for news that is not an error). */
  role?: string;
  /** Inline style for each part, as Mantine's `styles` (an object; not a function of the theme). */
  styles?: Partial<Record<AlertPart, CSSProperties>>;
  ref?: Ref<HTMLDivElement>;
}

export function Alert({ color, variant, radius, title, icon, role, styles, id, className, style, children, ref, ...props }: AlertProps) {
  // Mantine's id, as the site's builds make it (stable-id.ts): React's, the same on the server and in the browser.
  const rootId = useStableId(id);
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const colours = variantColours(color, variant || 'light');
  const coloured = Boolean(color || variant);
  const vars: Vars = {
    '--alert-radius': radius === undefined ? undefined : getRadius(radius),
    '--alert-bg': coloured ? colours.background : undefined,
    '--alert-color': colours.color,
    '--alert-bd': coloured ? colours.border : undefined,
  };
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <div
      ref={ref}
      id={rootId}
      style={{ ...styles?.root, ...styleOf(vars, style, styleProps) }}
      className={classes(className, 'm_66836ed3 mantine-Alert-root')}
      data-variant={variant}
      {...rest}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper" style={styles?.wrapper}>
        {icon ? (
          <div className="m_667f2a6a mantine-Alert-icon" style={styles?.icon}>
            {icon}
          </div>
        ) : null}
        <div className="m_667c2793 mantine-Alert-body" style={styles?.body}>
          {title ? (
            <div className="m_6a03f287 mantine-Alert-title" style={styles?.title}>
              <span id={titleId} className="m_698f4f23 mantine-Alert-label" style={styles?.label}>
                {title}
              </span>
            </div>
          ) : null}
          {children ? (
            <div id={bodyId} className="m_7fa78076 mantine-Alert-message" style={styles?.message} data-variant={variant}>
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// List

/** What a List tells its items (Mantine's list context without its styles API). */
const ListContext = createContext<{ icon?: ReactNode; center?: boolean }>({});
const PLAIN_LIST = {};

export interface ListProps extends Common {
  /** `<ul>` or `<ol>`. */
  type?: 'unordered' | 'ordered';
  size?: MantineSize | (string & {});
  /** The space between items: a theme spacing or a CSS length. */
  spacing?: MantineSpacing | number | (string & {});
  /** Its items indented. */
  withPadding?: boolean;
  /** Every item's icon instead of a list marker (an item may have its own). */
  icon?: ReactNode;
  /** Items' icons centred on their text. */
  center?: boolean;
  listStyleType?: CSSProperties['listStyleType'];
  ref?: Ref<HTMLElement>;
}

function ListRoot({
  type = 'unordered',
  size,
  spacing,
  withPadding,
  icon,
  center,
  listStyleType,
  variant,
  className,
  style,
  children,
  ref,
  ...props
}: ListProps) {
  const vars = { '--list-fz': getFontSize(size), '--list-lh': getLineHeight(size), '--list-spacing': getSpacing(spacing) };
  const [styleProps, rest] = splitStyleProps(props);
  const Element = type === 'unordered' ? 'ul' : 'ol';
  return (
    <ListContext value={icon || center ? { icon, center } : PLAIN_LIST}>
      <Element
        ref={ref as Ref<HTMLUListElement & HTMLOListElement>}
        // As Mantine: the list style type after `style` (its styles API's own style for the root), then the style props.
        style={{ ...vars, ...style, listStyleType, ...styleProps } as CSSProperties}
        className={classes(className, 'm_abbac491 mantine-List-root')}
        data-variant={variant}
        data-size={dataSize(size)}
        data-with-padding={dataFlag(withPadding)}
        data-type={dataFlag(icon ? 'none' : listStyleType)}
        {...rest}
      >
        {children}
      </Element>
    </ListContext>
  );
}

export interface ListItemProps extends Common {
  /** Its icon instead of the list's. */
  icon?: ReactNode;
  ref?: Ref<HTMLLIElement>;
}

function ListItem({ icon, variant, className, style, children, ref, ...props }: ListItemProps) {
  const list = useContext(ListContext);
  const itemIcon = icon || list.icon;
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <li
      ref={ref}
      style={styleOf(null, style, styleProps)}
      className={className ? `m_abb6bec2 mantine-List-item ${className}` : 'm_abb6bec2 mantine-List-item'}
      data-variant={variant}
      data-with-icon={itemIcon ? true : undefined}
      data-centered={dataFlag(list.center)}
      {...rest}
    >
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        {itemIcon ? <span className="m_60f83e5b mantine-List-itemIcon">{itemIcon}</span> : null}
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}

export const List = Object.assign(ListRoot, { Item: ListItem });

// ---------------------------------------------------------------------------------------------------------------
// Skeleton

export interface SkeletonProps extends Common {
  /** A number (px) or a CSS length. */
  height?: number | (string & {});
  width?: number | (string & {});
  radius?: MantineRadius | number | (string & {});
  /** A circle as wide as it is high. */
  circle?: boolean;
  /** The placeholder drawn (true), or its children shown plainly (false). */
  visible?: boolean;
  animate?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function Skeleton({
  height,
  width,
  radius,
  circle,
  visible = true,
  animate = true,
  variant,
  className,
  style,
  ref,
  ...props
}: SkeletonProps) {
  const vars = {
    '--skeleton-height': rem(height),
    '--skeleton-width': circle ? rem(height) : rem(width),
    '--skeleton-radius': circle ? '1000px' : radius === undefined ? undefined : getRadius(radius),
  };
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <div
      ref={ref}
      style={styleOf(vars, style, styleProps)}
      className={classes(className, 'm_18320242 mantine-Skeleton-root')}
      data-variant={variant}
      data-visible={dataFlag(visible)}
      data-animate={dataFlag(animate)}
      {...rest}
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Grid

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
        className={`${className ? `${className} ` : ''}m_410352e9 mantine-Grid-root ${own}`}
        data-variant={variant}
        // Mantine's Grid passes `overflow` on to its element as well as into its custom property.
        {...{ overflow }}
        {...rest}
      >
        <div className="m_dee7bd2f mantine-Grid-inner">{children}</div>
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
        className={`m_96bdd299 mantine-Grid-col ${className ? `${className} ` : ''}${own}`}
        data-variant={variant}
        {...rest}
      />
    </>
  );
}

export const Grid = Object.assign(GridRoot, { Col: GridCol });

// ---------------------------------------------------------------------------------------------------------------
// Burger

export interface BurgerProps extends KitStyleProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style' | 'children'>, Data {
  /** Drawn as a cross (the menu is open). */
  opened?: boolean;
  size?: MantineSize | number | (string & {});
  /** Its lines' colour: a theme colour or a CSS colour. */
  color?: MantineColor | (string & {});
  /** Its lines' thickness (px or a CSS length). */
  lineSize?: number | (string & {});
  /** The turn into a cross, in ms. */
  transitionDuration?: number;
  transitionTimingFunction?: string;
  variant?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The menu button: Mantine's Burger (an UnstyledButton with its lines inside). */
export function Burger({
  opened,
  size,
  color,
  lineSize,
  transitionDuration,
  transitionTimingFunction,
  variant,
  className,
  style,
  children,
  ref,
  ...props
}: BurgerProps) {
  const vars = {
    '--burger-color': color ? getThemeColor(color, siteTheme) : undefined,
    '--burger-size': getSize(size, 'burger-size'),
    '--burger-line-size': lineSize ? rem(lineSize) : undefined,
    '--burger-transition-duration': transitionDuration === undefined ? undefined : `${transitionDuration}ms`,
    '--burger-transition-timing-function': transitionTimingFunction,
  };
  const [styleProps, rest] = splitStyleProps(props);
  return (
    <button
      ref={ref}
      style={styleOf(vars, style, styleProps)}
      className={`${FOCUS_CLASS}${className ? ` ${className}` : ''} m_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={dataSize(size)}
      // Mantine's Burger passes its colour on to the button as an attribute too.
      color={color}
      type="button"
      {...rest}
    >
      <div className="m_d4fb9cad mantine-Burger-burger" data-reduce-motion data-opened={dataFlag(opened)} />
      {children}
    </button>
  );
}
