// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleGrid } from './SimpleGrid.tsx';
import { BREAKPOINTS_PX } from './theme.ts';

/**
 * grid.css is generated from the theme's breakpoints (a media query cannot read a custom property): after a change to
 * BREAKPOINTS_PX, UPDATE_GRID_CSS=1 npx vitest run shared/src/ui/SimpleGrid.test.tsx
 */
const FILE = fileURLToPath(new URL('./grid.css', import.meta.url));
const INPUTS = ['cols', 'x', 'y'] as const;

function gridCss(): string {
  const levels = ['base', ...Object.keys(BREAKPOINTS_PX)] as ('base' | keyof typeof BREAKPOINTS_PX)[];
  const last = levels.length - 1;
  const lines = [
    "/* The kit's SimpleGrid (ui/SimpleGrid.tsx): its columns and gaps per breakpoint, from the custom properties it sets on",
    '   the element (--grid-cols-sm, --grid-x-base, …); each breakpoint falls back to the one below it. Generated from',
    "   theme.ts's breakpoints by SimpleGrid.test.tsx (UPDATE_GRID_CSS=1 to rewrite). */",
    '.kit-grid {',
    '  --grid-c0: var(--grid-cols-base, 1);',
    '  --grid-gx0: var(--grid-x-base, var(--mantine-spacing-md));',
    '  --grid-gy0: var(--grid-y-base, var(--grid-gx0));',
  ];
  for (let i = 1; i <= last; i += 1) {
    lines.push(
      `  --grid-c${i}: var(--grid-c${i - 1});`,
      `  --grid-gx${i}: var(--grid-gx${i - 1});`,
      `  --grid-gy${i}: var(--grid-gy${i - 1});`,
    );
  }
  lines.push(
    '  display: grid;',
    `  grid-template-columns: repeat(var(--grid-c${last}), minmax(0, 1fr));`,
    `  gap: var(--grid-gy${last}) var(--grid-gx${last});`,
    '}',
  );
  for (let i = 1; i <= last; i += 1) {
    const name = levels[i]!;
    lines.push(
      `@media (min-width: ${BREAKPOINTS_PX[name as keyof typeof BREAKPOINTS_PX] / 16}em) {`,
      '  .kit-grid {',
      `    --grid-c${i}: var(--grid-cols-${name}, var(--grid-c${i - 1}));`,
      `    --grid-gx${i}: var(--grid-x-${name}, var(--grid-gx${i - 1}));`,
      `    --grid-gy${i}: var(--grid-y-${name}, var(--grid-gy${i - 1}));`,
      '  }',
      '}',
    );
  }
  // Custom properties are inherited: a grid inside another must not take the outer grid's columns for its own.
  lines.push('.kit-grid > * {');
  for (const input of INPUTS) for (const level of levels) lines.push(`  --grid-${input}-${level}: initial;`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

// No provider: the kit's grid needs none.
const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('SimpleGrid', () => {
  it('grid.css is generated from the theme’s breakpoints', () => {
    if (process.env.UPDATE_GRID_CSS === '1') writeFileSync(FILE, gridCss());
    expect(readFileSync(FILE, 'utf8'), 'UPDATE_GRID_CSS=1 npx vitest run shared/src/ui/SimpleGrid.test.tsx').toBe(gridCss());
  });

  it('sets its columns and gaps per breakpoint as custom properties, with no <style> element', () => {
    const html = render(
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="list" data-testid="g">
        <li>a</li>
      </SimpleGrid>,
    );
    expect(html).not.toContain('<style');
    expect(html).toMatch(/^<ul [^>]*class="kit-grid list"/);
    expect(html).toContain('--grid-cols-base:1;--grid-cols-sm:2;--grid-cols-lg:3');
    expect(html).toContain('--grid-x-base:var(--mantine-spacing-md)');
    expect(html).toContain('--grid-y-base:var(--mantine-spacing-md)');
    expect(html).toContain('data-testid="g"');
  });

  it('takes a plain number of columns, its own vertical gap, style props and a style of its own', () => {
    const html = render(
      <SimpleGrid cols={2} spacing="lg" verticalSpacing={{ base: 'xs', md: 'xl' }} mt="md" style={{ listStyle: 'none' }}>
        x
      </SimpleGrid>,
    );
    expect(html).toContain('--grid-cols-base:2');
    expect(html).toContain('--grid-x-base:var(--mantine-spacing-lg)');
    expect(html).toContain('--grid-y-base:var(--mantine-spacing-xs);--grid-y-md:var(--mantine-spacing-xl)');
    expect(html).toContain('list-style:none');
    expect(html).toContain('margin-top:var(--mantine-spacing-md)');
  });
});
