import { FOCUS_CLASS_NAMES, getFontSize, getRadius, getSize, type MantineColor, type MantineRadius, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { drawText, type TextProps } from './primitives.tsx';
import { siteTheme, splitStyleProps, type KitStyleProps } from './style-props.ts';

/*
 * Mantine's Button, ActionIcon and Anchor as the kit's own, as the display components in primitives.tsx: the same
 * element, classes, data attributes and custom properties (buttons.test.tsx compares them with Mantine's for each
 * kind of use on the site), so Mantine's stylesheet draws them as before, without Mantine's per-element machinery
 * (theme props, the styles API, Box: an UnstyledButton inside each Button). A services page has 28 of them.
 * Polymorphic as Mantine's: `component={LocalizedLink}` takes the link's props.
 */

const FOCUS = siteTheme.focusClassName || FOCUS_CLASS_NAMES[siteTheme.focusRing];
const ACTIVE = siteTheme.activeClassName;

type Colours = { background?: string; hover?: string; color?: string; border?: string; hoverColor?: string };
const colourCache = new Map<string, Colours>();

/** The theme's colours for a variant and colour (the site's resolver), made once each. */
function coloursOf(color: string | undefined, variant: string | undefined): Colours {
  const key = `${color ?? ''}|${variant ?? ''}`;
  let colours = colourCache.get(key);
  if (!colours) {
    colours = siteTheme.variantColorResolver({ color: color || siteTheme.primaryColor, theme: siteTheme, variant: variant || 'filled' });
    colourCache.set(key, colours);
  }
  return colours;
}

type Polymorphic<C extends ElementType, Own> = Own & { component?: C } & Omit<ComponentPropsWithoutRef<C>, keyof Own | 'component'>;

interface OwnButtonProps extends KitStyleProps {
  variant?: 'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default' | (string & {});
  color?: MantineColor | (string & {});
  size?: MantineSize | `compact-${MantineSize}` | (string & {});
  radius?: MantineRadius | number | (string & {});
  /** The button takes its parent's whole width. */
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** A spinner over the label; the button is disabled meanwhile. */
  loading?: boolean;
  loaderProps?: LoaderProps;
  disabled?: boolean;
  justify?: CSSProperties['justifyContent'];
  'data-disabled'?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export type ButtonProps<C extends ElementType = 'button'> = Polymorphic<C, OwnButtonProps>;

/** The root's classes as Mantine's styles API writes them: focus, active (when it can be pressed), own, the button's. */
function rootClass(own: string, active: boolean, className: string | undefined) {
  return `${FOCUS}${active ? ` ${ACTIVE}` : ''}${className ? ` ${className}` : ''} ${own} m_87cf2631 mantine-UnstyledButton-root`;
}

/** Mantine's Loader (the oval), as the buttons draw it while loading. */
function Loader({ size, color, props }: { size: string; color: string; props?: LoaderProps }) {
  const { size: ownSize, color: ownColor, ...attributes } = props ?? {};
  return (
    <span
      style={{ '--loader-size': ownSize ?? size, '--loader-color': ownColor ?? color } as CSSProperties}
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
      {...attributes}
    />
  );
}

/** What a button's loader takes: its size and colour as CSS values, and attributes (`aria-label`). */
export type LoaderProps = { size?: string; color?: string } & { [attribute: `aria-${string}` | `data-${string}`]: string | undefined };

/** The loader's place in a loading button: Mantine's transition, entered. */
const LOADER_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
} as CSSProperties;

/** The loader's place in a loading ActionIcon: Mantine's slide-down transition, entered. */
const ICON_LOADER_STYLE = {
  ...LOADER_STYLE,
  transformOrigin: 'top',
  transform: 'translateY(0)',
} as CSSProperties;

export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    component,
    variant,
    color,
    size,
    radius,
    fullWidth,
    leftSection,
    rightSection,
    loading,
    loaderProps,
    disabled,
    justify,
    'data-disabled': dataDisabled,
    className,
    style,
    children,
    ref,
    ...others
  } = props as OwnButtonProps & { component?: ElementType } & Record<string, unknown>;
  const Element = component ?? 'button';
  const colours = coloursOf(color, variant);
  const coloured = Boolean(color || variant);
  const vars = {
    '--button-justify': justify as string | undefined,
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
    '--button-radius': radius === undefined ? undefined : getRadius(radius),
    '--button-bg': coloured ? colours.background : undefined,
    '--button-hover': coloured ? colours.hover : undefined,
    '--button-color': colours.color,
    '--button-bd': coloured ? colours.border : undefined,
    '--button-hover-color': coloured ? colours.hoverColor : undefined,
  };
  const [styleProps, rest] = splitStyleProps(others);
  return (
    <Element
      ref={ref}
      style={{ ...vars, ...style, ...styleProps } as CSSProperties}
      className={rootClass('m_77c9d27d mantine-Button-root', !disabled && !loading && !dataDisabled, className)}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || dataDisabled || undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      type={Element === 'button' ? 'button' : undefined}
      {...rest}
      disabled={disabled || loading}
    >
      {loading ? (
        <span style={LOADER_STYLE} className="m_a25b86ee mantine-Button-loader" aria-hidden>
          <Loader size="calc(var(--button-height) / 1.8)" color="var(--button-color)" props={loaderProps} />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </Element>
  );
}

interface OwnActionIconProps extends KitStyleProps {
  variant?: OwnButtonProps['variant'];
  color?: MantineColor | (string & {});
  size?: MantineSize | number | (string & {});
  radius?: MantineRadius | number | (string & {});
  loading?: boolean;
  loaderProps?: LoaderProps;
  disabled?: boolean;
  'data-disabled'?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export type ActionIconProps<C extends ElementType = 'button'> = Polymorphic<C, OwnActionIconProps>;

/** A button that is an icon (say what it does with `aria-label`). */
export function ActionIcon<C extends ElementType = 'button'>(props: ActionIconProps<C>) {
  const {
    component,
    variant,
    color,
    size,
    radius,
    loading,
    loaderProps,
    disabled,
    'data-disabled': dataDisabled,
    className,
    style,
    children,
    ref,
    ...others
  } = props as OwnActionIconProps & { component?: ElementType } & Record<string, unknown>;
  const Element = component ?? 'button';
  const colours = coloursOf(color, variant);
  const coloured = Boolean(color || variant);
  const vars = {
    '--ai-size': getSize(size, 'ai-size'),
    '--ai-radius': radius === undefined ? undefined : getRadius(radius),
    '--ai-bg': coloured ? colours.background : undefined,
    '--ai-hover': coloured ? colours.hover : undefined,
    '--ai-hover-color': coloured ? colours.hoverColor : undefined,
    '--ai-color': colours.color,
    '--ai-bd': coloured ? colours.border : undefined,
  };
  const [styleProps, rest] = splitStyleProps(others);
  return (
    <Element
      ref={ref}
      style={{ ...vars, ...style, ...styleProps } as CSSProperties}
      className={rootClass('m_8d3f4000 mantine-ActionIcon-root', !disabled && !loading && !dataDisabled, className)}
      data-variant={variant}
      data-size={typeof size === 'string' ? size : undefined}
      data-loading={loading || undefined}
      data-disabled={disabled || dataDisabled || undefined}
      type={Element === 'button' ? 'button' : undefined}
      aria-busy={loading || undefined}
      {...rest}
      disabled={disabled || loading}
    >
      {loading ? (
        <span style={ICON_LOADER_STYLE} className="m_302b9fb1 mantine-ActionIcon-loader" aria-hidden>
          <Loader size="calc(var(--ai-size) * 0.55)" color="var(--ai-color)" props={loaderProps} />
        </span>
      ) : null}
      <span className="m_8d3afb97 mantine-ActionIcon-icon" data-loading={loading || undefined}>
        {children}
      </span>
    </Element>
  );
}

export type AnchorProps<C extends ElementType = 'a'> = Polymorphic<
  C,
  Omit<TextProps, 'component'> & { underline?: 'always' | 'hover' | 'not-hover' | 'never' }
>;

/** A link drawn as Mantine's Anchor: Text as an `<a>`, underlined on hover unless said. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { underline = 'hover', className, component, ...others } = props as TextProps & { underline?: string };
  return drawText(
    {
      ...others,
      component: component ?? 'a',
      className: className ? `m_849cf0da ${className}` : 'm_849cf0da',
      'data-underline': underline,
    },
    'm_b6d8b162 mantine-Text-root mantine-Anchor-root',
  );
}
