import {
  createScopedKeydownHandler,
  getContrastColor,
  getRadius,
  getThemeColor,
  type MantineColor,
  type MantineRadius,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import {
  Activity,
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { classes, dataFlag, type Data } from './primitives.tsx';
import { useId } from './stable-id.ts';
import { FOCUS_CLASS, siteTheme, splitStyleProps, type KitStyleProps } from './style-props.ts';
import { remembered } from './remembered.ts';

/*
 * Mantine's Tabs (Tabs.List, Tabs.Tab, Tabs.Panel) as the kit's own, as the display components in primitives.tsx: the
 * same elements, classes, data attributes, ARIA and custom properties (Tabs.test.tsx compares them with Mantine's for
 * each kind of use on the site), drawn by the kit's tabs.css as they looked before, and the same behaviour (controlled or
 * not, keyboard, panels kept mounted or not), without Mantine's per-element machinery (theme props, the styles API,
 * Box, an UnstyledButton in each tab) and without its provider.
 */

type Div = Omit<HTMLAttributes<HTMLDivElement>, 'color' | 'defaultValue' | 'onChange'> & Data;

/** The kit's classes (tabs.css), by variant, then Mantine's static ones. */
const LIST_CLASS = {
  default: 'kit-tabs-list-default kit-tabs-list mantine-Tabs-list',
  outline: 'kit-tabs-list-outline kit-tabs-list mantine-Tabs-list',
  pills: 'kit-tabs-list mantine-Tabs-list',
};
const TAB_CLASS = {
  default: `${FOCUS_CLASS} kit-tabs-tab-default kit-tabs-tab mantine-Tabs-tab`,
  outline: `${FOCUS_CLASS} kit-tabs-tab-outline kit-tabs-tab mantine-Tabs-tab`,
  pills: `${FOCUS_CLASS} kit-tabs-tab-pills kit-tabs-tab mantine-Tabs-tab`,
};
const UNSTYLED_BUTTON = 'kit-unstyled-button mantine-UnstyledButton-root';

const VALUE_ERROR = 'Tabs.Tab or Tabs.Panel component was rendered with invalid value or without value';

/** Mantine's `getSafeId`: an empty or missing value is a mistake in the page, and Mantine's Tabs throw for it too. */
function safeId(base: string, value: string) {
  if (typeof value !== 'string' || value.trim().length === 0) throw new Error(VALUE_ERROR);
  return `${base}-${value}`;
}

/**
 * The panels there are, by value: a tab names its panel (`aria-controls`) only once the panel is mounted, as Mantine's.
 * Only the tabs listen, so a panel arriving re-renders its tab, not the whole Tabs as Mantine's re-render does.
 */
interface Panels {
  has(value: string): boolean;
  set(value: string, mounted: boolean): void;
  subscribe(listener: () => void): () => void;
}

function createPanels(): Panels {
  const mounted = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    has: (value) => mounted.has(value),
    set(value, on) {
      if (on === mounted.has(value)) return;
      if (on) mounted.add(value);
      else mounted.delete(value);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Variant = 'default' | 'outline' | 'pills';

interface TabsContextValue {
  value: string | null;
  onChange: (value: string | null) => void;
  id: string;
  orientation: 'horizontal' | 'vertical';
  placement: 'left' | 'right';
  variant: Variant;
  inverted: boolean | undefined;
  loop: boolean;
  activateTabWithKeyboard: boolean;
  allowTabDeactivation: boolean | undefined;
  keepMounted: boolean;
  keepMountedMode: 'activity' | 'display-none';
  panels: Panels;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const ctx = use(TabsContext);
  if (!ctx) throw new Error('Tabs component was not found in the tree');
  return ctx;
}

export interface TabsProps extends KitStyleProps, Div {
  /** The tab active at first (uncontrolled). */
  defaultValue?: string | null;
  /** The active tab (controlled: the parent changes it in `onChange`). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** @default 'horizontal' */
  orientation?: 'vertical' | 'horizontal';
  /** Where the list is beside the panels when vertical. @default 'left' */
  placement?: 'left' | 'right';
  /** The base of the tabs' and panels' ids; one of React's, the same on the server and in the browser, if not given. */
  id?: string;
  /** Arrow keys go round from the last tab to the first and back. @default true */
  loop?: boolean;
  /** An arrow key activates the tab it moves to. @default true */
  activateTabWithKeyboard?: boolean;
  /** Clicking the active tab deactivates it. @default false */
  allowTabDeactivation?: boolean;
  /** @default 'default' */
  variant?: Variant;
  /** The active tab's colour (default and pills variants). */
  color?: MantineColor;
  radius?: MantineRadius;
  inverted?: boolean;
  /** Inactive panels' content stays mounted (hidden); `false` unmounts it. @default true */
  keepMounted?: boolean;
  /** How kept content is hidden: React's `Activity` (its effects stop) or `display: none`. @default 'activity' */
  keepMountedMode?: 'activity' | 'display-none';
  /** The pills' text colour from their background's lightness. */
  autoContrast?: boolean;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
  style?: CSSProperties;
}

const rootVarsCache = new Map<string, Record<string, string | undefined>>();

/** The root's custom properties by colour, radius and contrast: the same few on every page, each worked out once. */
function rootVars(color: string | undefined, radius: MantineRadius | undefined, autoContrast: boolean | undefined) {
  const key = `${color ?? ''}|${typeof radius}:${String(radius)}|${String(autoContrast)}`;
  return remembered(rootVarsCache, key, 100, () => {
    const contrast = typeof autoContrast === 'boolean' ? autoContrast : siteTheme.autoContrast;
    return {
      '--tabs-radius': getRadius(radius),
      '--tabs-color': getThemeColor(color, siteTheme),
      '--tabs-text-color': contrast ? getContrastColor({ color, theme: siteTheme, autoContrast }) : undefined,
    };
  });
}

function TabsRoot({
  defaultValue,
  value,
  onChange,
  orientation = 'horizontal',
  placement = 'left',
  id,
  loop = true,
  activateTabWithKeyboard = true,
  allowTabDeactivation,
  variant = 'default',
  color,
  radius,
  inverted,
  keepMounted = true,
  keepMountedMode = 'activity',
  autoContrast,
  className,
  style,
  children,
  ...props
}: TabsProps) {
  const uid = useId(id);
  const [panels] = useState(createPanels);
  const [current, setCurrent] = useUncontrolled<string | null>({ value, defaultValue, finalValue: null, onChange });
  const [styleProps, rest] = splitStyleProps(props);
  const ctx: TabsContextValue = {
    value: current,
    onChange: setCurrent,
    id: uid,
    orientation,
    placement,
    variant,
    inverted,
    loop,
    activateTabWithKeyboard,
    allowTabDeactivation,
    keepMounted,
    keepMountedMode,
    panels,
  };
  return (
    <TabsContext value={ctx}>
      <div
        id={uid}
        style={{ ...rootVars(color, radius, autoContrast), ...style, ...styleProps }}
        // The root's own class goes after the page's, as Mantine's styles API writes it (a part's goes before).
        className={classes(className, 'kit-tabs mantine-Tabs-root')}
        data-variant={variant}
        data-orientation={orientation}
        data-inverted={dataFlag(orientation === 'horizontal' && inverted)}
        data-placement={orientation === 'vertical' ? placement : undefined}
        {...rest}
      >
        {children}
      </div>
    </TabsContext>
  );
}

export interface TabsListProps extends KitStyleProps, Div {
  children: ReactNode;
  /** The tabs share the list's whole width. */
  grow?: boolean;
  /** The tabs' alignment. @default 'flex-start' */
  justify?: CSSProperties['justifyContent'];
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

function List({ grow, justify, className, style, ...props }: TabsListProps) {
  const ctx = useTabs();
  const [styleProps, rest] = splitStyleProps(props);
  const own = LIST_CLASS[ctx.variant];
  return (
    <div
      // In Box's order: `style`, then the part's custom property (which wins over one in `style`), then the style props.
      style={
        justify === undefined && !style && !styleProps
          ? undefined
          : ({ ...style, '--tabs-justify': justify, ...styleProps } as CSSProperties)
      }
      className={className ? `${own} ${className}` : own}
      data-variant={ctx.variant}
      data-grow={dataFlag(grow)}
      data-orientation={ctx.orientation}
      data-placement={ctx.orientation === 'vertical' ? ctx.placement : undefined}
      data-inverted={dataFlag(ctx.inverted)}
      role="tablist"
      aria-orientation={ctx.orientation}
      {...rest}
    />
  );
}

export interface TabsTabProps extends KitStyleProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'color'>, Data {
  /** The panel it shows. */
  value: string;
  children?: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Its own colour when active (default and pills variants). */
  color?: MantineColor;
  ref?: Ref<HTMLButtonElement>;
  style?: CSSProperties;
}

function Tab({
  value,
  children,
  leftSection,
  rightSection,
  color,
  disabled,
  onClick,
  onKeyDown,
  tabIndex,
  className,
  style,
  ...props
}: TabsTabProps) {
  const ctx = useTabs();
  const { panels } = ctx;
  // False on the server and while hydrating (as Mantine's markup), then whether the panel is there.
  const controls = useSyncExternalStore(
    panels.subscribe,
    () => panels.has(value),
    () => false,
  );
  const [styleProps, rest] = splitStyleProps(props);
  const active = value === ctx.value;
  const tabColor = color ? getThemeColor(color, siteTheme) : undefined;
  const own = TAB_CLASS[ctx.variant];
  const activate = (event: MouseEvent<HTMLButtonElement>) => {
    ctx.onChange(ctx.allowTabDeactivation && value === ctx.value ? null : value);
    onClick?.(event);
  };
  // Made on a key press only: Mantine makes one for every tab on every render. Left to right always, as Mantine's
  // without a DirectionProvider (the site has none, nor a right-to-left language).
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) =>
    createScopedKeydownHandler({
      siblingSelector: '[role="tab"]',
      parentSelector: '[role="tablist"]',
      activateOnFocus: ctx.activateTabWithKeyboard,
      loop: ctx.loop,
      orientation: ctx.orientation,
      dir: 'ltr',
      onKeyDown,
    })(event);
  return (
    <button
      style={
        tabColor === undefined && !style && !styleProps
          ? undefined
          : ({ ...style, '--tabs-color': tabColor, ...styleProps } as CSSProperties)
      }
      className={`${own}${className ? ` ${className}` : ''} ${UNSTYLED_BUTTON}`}
      data-variant={ctx.variant}
      data-active={dataFlag(active)}
      data-disabled={dataFlag(disabled)}
      data-orientation={ctx.orientation}
      data-inverted={dataFlag(ctx.inverted)}
      data-placement={ctx.orientation === 'vertical' ? ctx.placement : undefined}
      type="button"
      disabled={disabled}
      role="tab"
      id={safeId(`${ctx.id}-tab`, value)}
      aria-selected={active}
      tabIndex={tabIndex !== undefined ? tabIndex : active || ctx.value === null ? 0 : -1}
      aria-controls={controls ? safeId(`${ctx.id}-panel`, value) : undefined}
      onClick={activate}
      onKeyDown={keyDown}
      {...rest}
    >
      {leftSection && (
        <span className="kit-tabs-section mantine-Tabs-tabSection" data-position="left">
          {leftSection}
        </span>
      )}
      {children && <span className="kit-tabs-label mantine-Tabs-tabLabel">{children}</span>}
      {rightSection && (
        <span className="kit-tabs-section mantine-Tabs-tabSection" data-position="right">
          {rightSection}
        </span>
      )}
    </button>
  );
}

export interface TabsPanelProps extends KitStyleProps, Div {
  /** The tab that shows it. */
  value: string;
  children: ReactNode;
  /** Keeps its content mounted while hidden, even when the Tabs' `keepMounted` is false. */
  keepMounted?: boolean;
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

const HIDDEN: CSSProperties = { display: 'none' };

function Panel({ value, children, keepMounted, className, style, ...props }: TabsPanelProps) {
  const ctx = useTabs();
  const { panels } = ctx;
  useEffect(() => {
    panels.set(value, true);
    return () => panels.set(value, false);
  }, [panels, value]);
  const [styleProps, rest] = splitStyleProps(props);
  const active = ctx.value === value;
  const kept = ctx.keepMounted || keepMounted;
  // Mantine's: kept content in React's Activity (hidden content is not rendered on the server, and its effects stop).
  const content =
    kept && ctx.keepMountedMode !== 'display-none' ? (
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    ) : kept || active ? (
      children
    ) : null;
  return (
    <div
      style={active && !styleProps ? style : { ...style, ...(active ? null : HIDDEN), ...styleProps }}
      className={className ? `kit-tabs-panel mantine-Tabs-panel ${className}` : 'kit-tabs-panel mantine-Tabs-panel'}
      data-orientation={ctx.orientation}
      role="tabpanel"
      id={safeId(`${ctx.id}-panel`, value)}
      aria-labelledby={safeId(`${ctx.id}-tab`, value)}
      {...rest}
    >
      {content}
    </div>
  );
}

export const Tabs = Object.assign(TabsRoot, { List, Tab, Panel });
