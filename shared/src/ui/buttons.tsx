import { getFontSize, getRadius, getSize, type MantineColor, type MantineRadius, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import { ANCHOR_CLASSES, drawText, type TextProps } from './primitives.tsx';
import { FOCUS_CLASS, siteTheme, splitStyleProps, variantColours, type KitStyleProps } from './style-props.ts';

/*
 * The kit's Button, ActionIcon and Anchor, as the display components in primitives.tsx: Mantine's props (buttons.test.tsx
 * holds them to Mantine's for each kind of use on the site), drawn by the kit's own stylesheet (buttons.css, the
 * Anchor in primitives.css; decision 0032), without Mantine's per-element machinery (theme props, the styles API,
 * Box: an UnstyledButton inside each Button). A services page has 28 of them. Polymorphic as Mantine's:
 * `component={LocalizedLink}` takes the link's props.
 */

const ACTIVE = siteTheme.activeClassName;

type Polymorphic<C extends ElementType, Own> = Own & { component?: C } & Omit<ComponentPropsWithoutRef<C>, keyof Own | 'component'>;

/** What a Button and an ActionIcon both take. */
interface PressableProps extends KitStyleProps {
  variant?: 'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default' | (string & {});
  color?: MantineColor | (string & {});
  radius?: MantineRadius | number | (string & {});
  /** A spinner over the content; the button is disabled meanwhile. */
  loading?: boolean;
  loaderProps?: LoaderProps;
  disabled?: boolean;
  'data-disabled'?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

interface OwnButtonProps extends PressableProps {
  size?: MantineSize | `compact-${MantineSize}` | (string & {});
  /** The button takes its parent's whole width. */
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  justify?: CSSProperties['justifyContent'];
}

export type ButtonProps<C extends ElementType = 'button'> = Polymorphic<C, OwnButtonProps>;

type Pressable = Omit<PressableProps, 'variant' | 'color' | 'radius' | 'loaderProps' | 'children'> & {
  component?: ElementType;
  [prop: string]: unknown;
};

/**
 * The element a Button or an ActionIcon draws, as Mantine's UnstyledButton: its classes as Mantine's styles API writes
 * them (focus, active when it can be pressed, the page's class, its own, the unstyled button's), its custom properties,
 * then `style`, then the style props; `type="button"` unless said; disabled while loading.
 */
function drawRoot(
  own: string,
  vars: Record<string, string | undefined>,
  { component, ref, className, style, loading, disabled, 'data-disabled': dataDisabled, ...others }: Pressable,
  data: Record<string, unknown>,
  children: ReactNode,
) {
  const Element = component ?? 'button';
  const active = !disabled && !loading && !dataDisabled;
  const [styleProps, rest] = splitStyleProps(others);
  return (
    <Element
      ref={ref}
      style={{ ...vars, ...style, ...styleProps } as CSSProperties}
      className={`${FOCUS_CLASS}${active ? ` ${ACTIVE}` : ''}${className ? ` ${className}` : ''} kit-pressable ${own} mantine-UnstyledButton-root`}
      data-loading={loading || undefined}
      data-disabled={disabled || dataDisabled || undefined}
      {...data}
      type={Element === 'button' ? 'button' : undefined}
      {...rest}
      disabled={disabled || loading}
    >
      {children}
    </Element>
  );
}

/** The spinner the buttons show while loading. */
function Loader({ size, color, props }: { size: string; color: string; props?: LoaderProps }) {
  const { size: ownSize, color: ownColor, ...attributes } = props ?? {};
  return (
    <span
      style={{ '--loader-size': ownSize ?? size, '--loader-color': ownColor ?? color } as CSSProperties}
      className="kit-loader mantine-Loader-root"
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
  const { variant, color, size, radius, fullWidth, leftSection, rightSection, loaderProps, justify, children, ...root } =
    props as OwnButtonProps & Pressable;
  const colours = variantColours(color, variant);
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
  const { loading } = root;
  return drawRoot(
    'kit-button mantine-Button-root',
    vars,
    root,
    {
      'data-variant': variant,
      'data-size': size,
      'data-block': fullWidth || undefined,
      'data-with-left-section': leftSection ? true : undefined,
      'data-with-right-section': rightSection ? true : undefined,
    },
    <>
      {loading ? (
        <span style={LOADER_STYLE} className="kit-button-loader mantine-Button-loader" aria-hidden>
          <Loader size="calc(var(--button-height) / 1.8)" color="var(--button-color)" props={loaderProps} />
        </span>
      ) : null}
      <span className="kit-button-inner mantine-Button-inner">
        {leftSection ? (
          <span className="kit-button-section mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className="kit-button-label mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection ? (
          <span className="kit-button-section mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </>,
  );
}

interface OwnActionIconProps extends PressableProps {
  size?: MantineSize | number | (string & {});
}

export type ActionIconProps<C extends ElementType = 'button'> = Polymorphic<C, OwnActionIconProps>;

/** A button that is an icon (say what it does with `aria-label`). */
export function ActionIcon<C extends ElementType = 'button'>(props: ActionIconProps<C>) {
  const { variant, color, size, radius, loaderProps, children, ...root } = props as OwnActionIconProps & Pressable;
  const colours = variantColours(color, variant);
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
  const { loading } = root;
  return drawRoot(
    'kit-action-icon mantine-ActionIcon-root',
    vars,
    root,
    { 'data-variant': variant, 'data-size': typeof size === 'string' ? size : undefined, 'aria-busy': loading || undefined },
    <>
      {loading ? (
        <span style={ICON_LOADER_STYLE} className="kit-action-icon-loader mantine-ActionIcon-loader" aria-hidden>
          <Loader size="calc(var(--ai-size) * 0.55)" color="var(--ai-color)" props={loaderProps} />
        </span>
      ) : null}
      <span className="kit-action-icon-icon mantine-ActionIcon-icon" data-loading={loading || undefined}>
        {children}
      </span>
    </>,
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
      className,
      'data-underline': underline,
    },
    ANCHOR_CLASSES,
  );
}
