import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  rgba,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

/** Breakpoints from the specification (px): 450, 640, 768, 1024, 1170, 1280. */
export const BREAKPOINTS_PX = { xs: 450, sm: 640, md: 768, lg: 1024, xl: 1170, xxl: 1280 } as const;
/** Container widths from the specification (px). */
export const CONTAINERS_PX = { xs: 450, sm: 640, md: 768, lg: 1024, xl: 1170 } as const;

const em = (px: number) => `${px / 16}em`;

/**
 * Mantine's "light" variant with a shade (`variant="light" color="blue.9"`) paints the background in that shade and the
 * text in the colour's light-variant text colour, which for a dark shade is the same blue: text in its own background
 * colour (1:1; axe only calls it "needs review"). Here a light variant is always a pale tint of the colour with a
 * darker tone of it as text: at least 4.5:1 (theme.test.ts).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  const shade = parsed.value;
  // Darkened: some palettes' dark shades (green.9) are under 4.5:1 even on white.
  return { ...resolved, background: rgba(shade, 0.1), hover: rgba(shade, 0.16), color: darken(shade, 0.3) };
};

export const theme: MantineThemeOverride = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  // Shade 7 of this palette on white is 7.1:1, so primary text and buttons pass WCAG AA at any size.
  primaryShade: { light: 7, dark: 5 },
  colors: {
    brand: ['#e6f2fb', '#cfe3f4', '#9ec5e8', '#69a5dc', '#3f8ad1', '#2579cb', '#1565b4', '#0b4f8f', '#073f73', '#022e57'],
  },
  breakpoints: {
    xs: em(BREAKPOINTS_PX.xs),
    sm: em(BREAKPOINTS_PX.sm),
    md: em(BREAKPOINTS_PX.md),
    lg: em(BREAKPOINTS_PX.lg),
    xl: em(BREAKPOINTS_PX.xl),
    xxl: em(BREAKPOINTS_PX.xxl),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'always',
  respectReducedMotion: true,
  cursorType: 'pointer',
});

/**
 * Mantine's "dimmed" grey is 3.3:1 on white; the site's is gray.7 (8.6:1), so secondary text passes WCAG AA. Its
 * error red (red.6, 3.3:1) draws the required-field asterisk and the fields' error messages: red.9 is 5.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057', '--mantine-color-error': t.colors.red[9] ?? '#c92a2a' },
  dark: {},
});
