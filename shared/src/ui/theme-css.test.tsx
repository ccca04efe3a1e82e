// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * theme.css holds what Mantine's provider would otherwise put in a <style> on every page (the theme's CSS variables
 * and its hidden-from/visible-from classes): generated from the theme, and checked here against what Mantine makes of
 * the theme now. After a change to theme.ts: UPDATE_THEME_CSS=1 npx vitest run shared/src/ui/theme-css.test.tsx
 */
const FILE = fileURLToPath(new URL('./theme.css', import.meta.url));
const HEADER =
  "/* Generated from theme.ts by theme-css.test.tsx (UPDATE_THEME_CSS=1 to rewrite): the theme's CSS variables and global\n" +
  "   classes, in the kit's stylesheet rather than in every page (AppProviders renders MantineProvider without them). */\n";

function mantineStyles(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p />
    </MantineProvider>,
  );
  const styles = [...markup.matchAll(/<style data-mantine-styles="(true|classes)"[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles.map((match) => match[1]).sort()).toEqual(['classes', 'true']);
  // React escapes nothing inside a style element's dangerouslySetInnerHTML: the text is the CSS as Mantine made it.
  return styles.map((match) => match[2]!.trim()).join('\n') + '\n';
}

describe('theme.css', () => {
  it('is what Mantine makes of the current theme', () => {
    const expected = HEADER + mantineStyles();
    if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8'), 'theme.ts changed: UPDATE_THEME_CSS=1 npx vitest run shared/src/ui/theme-css.test.tsx').toBe(
      expected,
    );
  });

  it('sets the theme’s own values (the brand colour, the readable dimmed grey, the breakpoints)', () => {
    const css = readFileSync(FILE, 'utf8');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('--mantine-color-brand-7: #0b4f8f');
    expect(css).toContain('--mantine-color-dimmed:');
    expect(css).toContain('--mantine-breakpoint-sm: 40em');
    expect(css).toContain('.mantine-hidden-from-sm');
  });
});
