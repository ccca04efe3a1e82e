import { MantineContext, MantineThemeContext } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteTheme } from './style-props.ts';

const noop = () => {};

/**
 * Mantine's context as its `MantineProvider` gave it for the site's settings (light colours, the theme's CSS variables
 * in the kit's stylesheet, no global classes in the page). The site has no colour-scheme switch: the page's `<html>`
 * says `data-mantine-color-scheme="light"` and `data-respect-reduced-motion` in its markup (shell/index.html), which
 * the provider wrote after hydration before.
 */
const mantineContext = {
  colorScheme: 'light' as const,
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => (typeof document === 'undefined' ? undefined : document.documentElement),
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/**
 * The design system's provider: the site's theme for the kit's own components and for the Mantine ones that load
 * with the inputs, forms and overlays. It gives Mantine's two contexts their values directly instead of rendering
 * `MantineProvider`, whose colour-scheme manager, CSS-variable and class components and theme merging were 4 KB of
 * every page's first load and work in every render of the root (decision 0022).
 */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeContext value={siteTheme}>{children}</MantineThemeContext>
    </MantineContext>
  );
}
