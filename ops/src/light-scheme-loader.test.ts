import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

const require = createRequire(import.meta.url);
const loader = require('../../rspack/light-scheme-loader.cjs') as (this: { resourcePath: string }, source: string) => string;
const run = (css: string) => loader.call({ resourcePath: 'test.css' }, css);

/** Every selector of a stylesheet (each of a rule's list), as lightningcss parses them. */
function selectors(css: string): string[] {
  const found: string[] = [];
  transform({
    filename: 'x.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          for (const selector of rule.value.selectors) found.push(JSON.stringify(selector));
          return undefined;
        },
      },
    },
  });
  return found;
}

/** The Mantine stylesheets the kit imports (shared/src/ui/styles.css). */
function kitMantineSheets(): string[] {
  const styles = readFileSync(join(ROOT, 'shared', 'src', 'ui', 'styles.css'), 'utf8');
  return [...styles.matchAll(/@import '(@mantine\/[^']+\.css)'/g)].map((match) => join(ROOT, 'node_modules', match[1]!));
}

describe("Mantine's stylesheets in the light scheme only", () => {
  it('leaves out rules and selectors that hold only in the dark scheme, and nothing else', () => {
    const css = [
      ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]) { --a: 1 }',
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]) { --a: 2 }',
      ":where([data-mantine-color-scheme='dark']) .m_1, :where([data-mantine-color-scheme='dark']) .m_1:focus { color: red }",
      "[data-mantine-color-scheme='dark'] .m_2[data-variant='default'] { color: blue }",
      ".m_3, [data-mantine-color-scheme='dark'] .m_3 { color: green }",
      ":where([data-mantine-color-scheme='dark'], .m_5) .m_5 { color: teal }",
      "@media (hover: hover) { :where([data-mantine-color-scheme='dark']) .m_4:hover { color: x } :where([data-mantine-color-scheme='light']) .m_4:hover { color: y } }",
      '.m_6[data-mantine-color-scheme] { color: navy }',
    ].join('\n');
    const out = run(css).replace(/\s+/g, ' ').trim();
    // The one selector left that names the dark scheme also holds without it (below).
    expect(out.match(/"dark"/g)).toHaveLength(1);
    expect(out).toContain(':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]) { --a: 2; }');
    // A list that also holds outside the dark scheme keeps what does.
    expect(out).toContain('.m_3 { color: green; }');
    expect(out).not.toContain('.m_1');
    expect(out).not.toContain('.m_2');
    // `:where(dark, .m_5)` also holds outside the dark scheme: kept whole.
    expect(out).toContain('.m_5');
    expect(out).toContain(':where([data-mantine-color-scheme="light"]) .m_4:hover { color: y; }');
    expect(out).not.toContain('color: x');
    expect(out).toContain('.m_6[data-mantine-color-scheme] { color: navy; }');
  });

  it("takes every dark-scheme rule out of the kit's Mantine stylesheets and keeps every other selector", () => {
    const sheets = kitMantineSheets();
    // 16 since the kit's own components stopped importing Mantine's sheets (decision 0032): its fields and tabs took
    // Radio, Tabs, SegmentedControl and NumberInput away, and Mantine's field sheets (Input, InlineInput, Checkbox,
    // CheckboxIndicator, PasswordInput, Combobox) moved to the parts that draw Mantine's fields (the forms' pickers,
    // the workspace). Those left serve the Mantine components a public page may draw.
    expect(sheets.length).toBe(16);
    let dark = 0;
    for (const file of sheets) {
      const source = readFileSync(file, 'utf8');
      // As lightningcss prints it (`*::before` as `::before`), to compare like with like.
      const before = selectors(transform({ filename: file, code: Buffer.from(source) }).code.toString());
      const after = selectors(run(source));
      const isDark = (selector: string) =>
        /"name":"data-mantine-color-scheme","operation":\{"operator":"equal","value":"dark"/.test(selector);
      expect(after.filter(isDark), file).toEqual([]);
      expect(after, file).toEqual(before.filter((selector) => !isDark(selector)));
      dark += before.filter(isDark).length;
    }
    // Mantine's default variables and its components' dark colours (2026-11: 18 selectors; 55 before the kit's fields
    // and tabs left Mantine's sheets).
    expect(dark).toBeGreaterThan(12);
  });
});
