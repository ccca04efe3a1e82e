/**
 * Each build-time change to a library (./library-changes.ts) still applies to the library installed: what it matches
 * exists, what it puts in place offers what it replaces, and the library is still in the range the change was written
 * for. A library update that moves a file, renames an export or adds the option that makes a change needless fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUNDLER_RUNTIME_ENTRY,
  BUNDLER_RUNTIME_STAND_IN,
  FEDERATION_RUNTIME_CJS,
  LIBRARY_CHANGES,
  LIGHT_SCHEME_LOADER,
  MANTINE_CSS,
  MANTINE_HOOKS,
  PRODUCTION_ROUTER,
  PURE_CALLS_LOADER,
  ROUTER_CHUNKS,
  esmBeside,
  installedVersion,
  libraryChanges,
  outOfRange,
} from './library-changes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'node_modules');
const require = createRequire(import.meta.url);

/** Every file below a folder. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const exportNames = (module: object) => Object.keys(module).sort();

describe('the library changes, as written', () => {
  it('were each written for the library versions installed', () => {
    expect(outOfRange()).toEqual([]);
  });

  it('name what moved when a library leaves its range', () => {
    const change = { ...LIBRARY_CHANGES[0], libraries: { '@mantine/hooks': '<9.0.0' } };
    expect(outOfRange([change])).toEqual([
      `mantine-hooks: @mantine/hooks ${installedVersion('@mantine/hooks')} is installed, the change was written for <9.0.0`,
    ]);
  });

  it('each say what they save, as measured', () => {
    for (const change of LIBRARY_CHANGES) expect(change.saves, change.id).toMatch(/\d/);
  });

  it('are what the builds take, and LIBRARY_CHANGES_OFF leaves one out', () => {
    const section = libraryChanges({ target: 'browser', dev: false, host: false });
    expect(Object.keys(section.alias)).toEqual(['react-router$', 'react-router/dom$']);
    expect(section.rules.map((rule) => String(rule.test))).toEqual([
      String(MANTINE_CSS),
      String(FEDERATION_RUNTIME_CJS),
      String(ROUTER_CHUNKS),
    ]);
    // mantine-hooks, federation-runtime-esm, bundler-runtime-from-shell
    expect(section.plugins).toHaveLength(3);
    // The shell provides the bundler runtime; a development build keeps react-router's warnings.
    expect(libraryChanges({ target: 'browser', dev: true, host: true }).plugins).toHaveLength(2);
    expect(libraryChanges({ target: 'browser', dev: true, host: true }).alias).toEqual({});
    const server = libraryChanges({ target: 'server', dev: false, host: true });
    expect([Object.keys(server.alias).length, server.rules.length, server.plugins.length]).toEqual([2, 0, 1]);

    vi.stubEnv('LIBRARY_CHANGES_OFF', 'react-router-production,mantine-light-scheme');
    const fewer = libraryChanges({ target: 'browser', dev: false, host: false });
    expect(fewer.alias).toEqual({});
    expect(fewer.rules.map((rule) => String(rule.test))).toEqual([String(FEDERATION_RUNTIME_CJS), String(ROUTER_CHUNKS)]);
    vi.stubEnv('LIBRARY_CHANGES_OFF', 'all');
    const none = libraryChanges({ target: 'browser', dev: false, host: false });
    expect([Object.keys(none.alias).length, none.rules.length, none.plugins.length]).toEqual([0, 0, 0]);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<string, unknown>).__TAX_FEDERATION_BUNDLER_RUNTIME__;
  vi.resetModules();
});

describe('mantine-hooks', () => {
  const hooks = join(modules, '@mantine', 'hooks');

  it("matches every import of the two modules inside @mantine/hooks, in its ES and CommonJS builds, and nothing else's", () => {
    const requests = filesIn(hooks)
      .filter((file) => /\.(mjs|cjs)$/.test(file))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:from |require\()"(\.[^"]+)"/g)].map((match) => match[1]!));
    const replaced = requests.filter((request) => MANTINE_HOOKS.replaced.test(request));
    // The package's entries (ES and CommonJS) and useReducedMotion and useColorScheme, which use useMediaQuery.
    expect(new Set(replaced)).toEqual(
      new Set([
        './use-media-query/use-media-query.mjs',
        './use-id/use-id.mjs',
        '../use-media-query/use-media-query.mjs',
        './use-media-query/use-media-query.cjs',
        './use-id/use-id.cjs',
        '../use-media-query/use-media-query.cjs',
      ]),
    );
    expect(MANTINE_HOOKS.requestedFrom.test(join(hooks, 'esm', 'use-reduced-motion'))).toBe(true);
    expect(MANTINE_HOOKS.requestedFrom.test(join(modules, '@mantine', 'core', 'esm'))).toBe(false);
  });

  it("puts in place modules with the library's exports", async () => {
    for (const [name, standIn] of Object.entries(MANTINE_HOOKS.standIns)) {
      const library = await import(join(hooks, 'esm', name, `${name}.mjs`));
      expect(exportNames(await import(standIn)), name).toEqual(exportNames(library));
    }
  });
});

describe('react-router-production', () => {
  const pkg = JSON.parse(readFileSync(join(modules, 'react-router', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

  it('is still needed: the package offers no "production" export condition to resolve instead', () => {
    expect(JSON.stringify(pkg.exports)).not.toContain('"production"');
    expect(JSON.stringify(pkg.exports)).not.toContain('dist/production');
  });

  it("aliases to files with the same exports as the package's entries (the files its exports name for `import`)", async () => {
    const entry = (subpath: string) => {
      const conditions = pkg.exports[subpath] as { import: { default: string } };
      return join(modules, 'react-router', conditions.import.default);
    };
    expect(exportNames(await import(PRODUCTION_ROUTER['react-router$']))).toEqual(exportNames(await import(entry('.'))));
    expect(exportNames(await import(PRODUCTION_ROUTER['react-router/dom$']))).toEqual(exportNames(await import(entry('./dom'))));
  });
});

describe('react-router-pure-calls', () => {
  const loader = require(PURE_CALLS_LOADER) as (source: string) => string;
  const routerDir = join(modules, 'react-router', 'dist', 'production');
  const routerChunks = () =>
    readdirSync(routerDir)
      .map((file) => join(routerDir, file))
      .filter((file) => ROUTER_CHUNKS.test(file));

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
    const chunks = routerChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const out = chunks.map((file) => loader(readFileSync(file, 'utf8'))).join('\n');
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(out).not.toContain(`${name}.displayName = `);
    }
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});

describe('federation-runtime-esm', () => {
  const packages = ['runtime', 'runtime-core', 'sdk', 'webpack-bundler-runtime'];

  it('finds, for the CommonJS entry the federation plugin resolves, an ES module with the same exports', async () => {
    for (const name of packages) {
      const cjs = require.resolve(`@module-federation/${name}`);
      expect(cjs, name).toMatch(FEDERATION_RUNTIME_CJS);
      const esm = esmBeside(cjs);
      expect(esm, name).not.toBe(cjs);
      const names = (module: object) => exportNames(module).filter((key) => key !== 'default' && key !== 'module.exports');
      expect(names(await import(esm)), name).toEqual(names(require(cjs) as object));
    }
  });

  it('has an ES module beside every CommonJS module of those packages', () => {
    for (const name of packages) {
      // But the bundler's CommonJS interop helper (dist/_virtual), which only the CommonJS files use.
      const cjsFiles = filesIn(join(modules, '@module-federation', name, 'dist')).filter(
        (file) => FEDERATION_RUNTIME_CJS.test(file) && !/[\\/]_virtual[\\/]/.test(file),
      );
      expect(cjsFiles.length, name).toBeGreaterThan(0);
      expect(
        cjsFiles.filter((file) => esmBeside(file) === file),
        name,
      ).toEqual([]);
    }
  });
});

describe('bundler-runtime-from-shell', () => {
  it("matches the package's entries, as the federation plugin resolves them", () => {
    expect(require.resolve('@module-federation/webpack-bundler-runtime')).toMatch(BUNDLER_RUNTIME_ENTRY);
    expect(join(modules, '@module-federation', 'webpack-bundler-runtime', 'dist', 'index.js')).toMatch(BUNDLER_RUNTIME_ENTRY);
  });

  it("puts in place a module with the package's default export's fields and its bundler runtime's functions", async () => {
    const library = (await import('@module-federation/webpack-bundler-runtime')).default;
    (globalThis as Record<string, unknown>).__TAX_FEDERATION_BUNDLER_RUNTIME__ = {
      version: installedVersion('@module-federation/webpack-bundler-runtime'),
      bundlerRuntime: library.bundlerRuntime,
      attachShareScopeMap: library.attachShareScopeMap,
    };
    const standIn = (await import(BUNDLER_RUNTIME_STAND_IN)).default as typeof library;
    const own: Record<string, unknown> = standIn.bundlerRuntime ?? {};
    const theirs: Record<string, unknown> = library.bundlerRuntime ?? {};
    expect(exportNames(standIn)).toEqual(exportNames(library));
    expect(exportNames(own)).toEqual(exportNames(theirs));
    // Its own container start-up, the package's function (by its file, through the package's "./*" export).
    expect(own.initContainerEntry).toBe(theirs.initContainerEntry);
    expect(typeof own.initContainerEntry).toBe('function');
  });
});

describe('mantine-light-scheme', () => {
  const loader = require(LIGHT_SCHEME_LOADER) as (this: { resourcePath: string }, source: string) => string;
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
    const styles = readFileSync(join(root, 'shared', 'src', 'ui', 'styles.css'), 'utf8');
    return [...styles.matchAll(/@import '(@mantine\/[^']+\.css)'/g)].map((match) => join(modules, match[1]!));
  }

  it('leaves out rules and selectors that hold only in the dark scheme, and nothing else', () => {
    const css = [
      ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]) { --a: 1 }',
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]) { --a: 2 }',
      ":where([data-mantine-color-scheme='dark']) .a1, :where([data-mantine-color-scheme='dark']) .a1:focus { color: red }",
      "[data-mantine-color-scheme='dark'] .a2[data-variant='default'] { color: blue }",
      ".a3, [data-mantine-color-scheme='dark'] .a3 { color: green }",
      ":where([data-mantine-color-scheme='dark'], .a5) .a5 { color: teal }",
      "@media (hover: hover) { :where([data-mantine-color-scheme='dark']) .a4:hover { color: x } :where([data-mantine-color-scheme='light']) .a4:hover { color: y } }",
      '.a6[data-mantine-color-scheme] { color: navy }',
    ].join('\n');
    const out = run(css).replace(/\s+/g, ' ').trim();
    // The one selector left that names the dark scheme also holds without it (below).
    expect(out.match(/"dark"/g)).toHaveLength(1);
    expect(out).toContain(':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]) { --a: 2; }');
    // A list that also holds outside the dark scheme keeps what does.
    expect(out).toContain('.a3 { color: green; }');
    expect(out).not.toContain('.a1');
    expect(out).not.toContain('.a2');
    // `:where(dark, .a5)` also holds outside the dark scheme: kept whole.
    expect(out).toContain('.a5');
    expect(out).toContain(':where([data-mantine-color-scheme="light"]) .a4:hover { color: y; }');
    expect(out).not.toContain('color: x');
    expect(out).toContain('.a6[data-mantine-color-scheme] { color: navy; }');
  });

  it("matches, and takes every dark-scheme rule out of, each of the kit's Mantine stylesheets, keeping every other selector", () => {
    const sheets = kitMantineSheets();
    // 16 since the kit's own components stopped importing Mantine's sheets (decision 0032): its fields and tabs took
    // Radio, Tabs, SegmentedControl and NumberInput away, and Mantine's field sheets (Input, InlineInput, Checkbox,
    // CheckboxIndicator, PasswordInput, Combobox) moved to the parts that draw Mantine's fields (the forms' pickers,
    // the workspace). Those left serve the Mantine components a public page may draw.
    expect(sheets.length).toBe(16);
    let dark = 0;
    for (const file of sheets) {
      expect(file).toMatch(MANTINE_CSS);
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
