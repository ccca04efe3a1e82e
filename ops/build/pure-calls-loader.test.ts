import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths.ts';

const require = createRequire(import.meta.url);
const loader = require('../../rspack/pure-calls-loader.cjs') as (source: string) => string;

const routerDir = join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
const routerChunks = () =>
  readdirSync(routerDir)
    .filter((file) => /^chunk-[^/]+\.mjs$/.test(file))
    .map((file) => readFileSync(join(routerDir, file), 'utf8'));

describe("react-router's bundled modules, as the production builds read them", () => {
  it('marks module-level component definitions pure and leaves their displayName statements out', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(Inner);',
      'var Ctx = React.createContext(null);',
      'Ctx.displayName = "Ctx";',
      '  const inner = React.createContext(null);',
      'var used = compute();',
      'thing.displayName = name;',
    ].join('\n');
    expect(loader(source).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      '',
      // Only module-level definitions: a call inside a function runs when the function does.
      '  const inner = React.createContext(null);',
      'var used = compute();',
      'thing.displayName = name;',
    ]);
  });

  it('still finds Link, NavLink and Form in the installed react-router (an update that renames them fails here)', () => {
    const out = routerChunks().map(loader).join('\n');
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(out).not.toContain(`${name}.displayName = `);
    }
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
