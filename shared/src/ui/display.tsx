import {
  getFontSize,
  getLineHeight,
  getRadius,
  getSize,
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
  type AllHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { classes, dataFlag, dataSize, styleOf, type Data } from './primitives.tsx';
import { useId as useStableId } from './stable-id.ts';
import { FOCUS_CLASS, siteTheme, splitStyleProps, variantColours, type KitStyleProps } from './style-props.ts';

/*
 * The kit's Alert, List, Skeleton and Burger, as the components in primitives.tsx: Mantine's props (display.test.tsx
 * holds them to Mantine's for each kind of use on the site), drawn by the kit's own stylesheet (display.css; decision
 * 0032), without Mantine's per-element machinery, and with no need of Mantine's provider.
 */

type Attributes = Omit<
  AllHTMLAttributes<HTMLElement>,
  'size' | 'color' | 'wrap' | 'height' | 'width' | 'span' | 'label' | 'title' | 'type' | 'style' | 'children' | 'ref'
> &
  Data;

type Vars = Record<string, string | undefined>;

export interface Common extends KitStyleProps, Attributes {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  /** Written as `data-variant`, as Mantine's Box does. */
  variant?: string;
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
      className={classes(className, 'kit-alert mantine-Alert-root')}
      data-variant={variant}
      {...rest}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className="kit-alert-wrapper mantine-Alert-wrapper" style={styles?.wrapper}>
        {icon ? (
          <div className="kit-alert-icon mantine-Alert-icon" style={styles?.icon}>
            {icon}
          </div>
        ) : null}
        <div className="kit-alert-body mantine-Alert-body" style={styles?.body}>
          {title ? (
            <div className="kit-alert-title mantine-Alert-title" style={styles?.title}>
              <span id={titleId} className="kit-alert-label mantine-Alert-label" style={styles?.label}>
                {title}
              </span>
            </div>
          ) : null}
          {children ? (
            <div id={bodyId} className="kit-alert-message mantine-Alert-message" style={styles?.message} data-variant={variant}>
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
        className={classes(className, 'kit-list mantine-List-root')}
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
      className={className ? `kit-list-item mantine-List-item ${className}` : 'kit-list-item mantine-List-item'}
      data-variant={variant}
      data-with-icon={itemIcon ? true : undefined}
      data-centered={dataFlag(list.center)}
      {...rest}
    >
      <div className="kit-list-item-wrapper mantine-List-itemWrapper">
        {itemIcon ? <span className="kit-list-item-icon mantine-List-itemIcon">{itemIcon}</span> : null}
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
      className={classes(className, 'kit-skeleton mantine-Skeleton-root')}
      data-variant={variant}
      data-visible={dataFlag(visible)}
      data-animate={dataFlag(animate)}
      {...rest}
    />
  );
}

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
      className={`${FOCUS_CLASS}${className ? ` ${className}` : ''} kit-burger mantine-Burger-root mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={dataSize(size)}
      // Mantine's Burger passes its colour on to the button as an attribute too.
      color={color}
      type="button"
      {...rest}
    >
      <div className="kit-burger-lines mantine-Burger-burger" data-reduce-motion data-opened={dataFlag(opened)} />
      {children}
    </button>
  );
}
