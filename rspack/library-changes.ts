/**
 * Every change the builds make to a library's own files, in one place (docs/decisions/0035). Each entry says which
 * library and which of its versions it was written for, what it changes, why, and what it saves; the builds take
 * their aliases, rules and plugins from here (rspack/app-config.ts) and nowhere else. ./library-changes.test.ts
 * proves each one still applies to the installed library.
 *
 * A build fails when an installed library has left the range its change was written for: read the library's new
 * files, adjust (or drop) the change, measure again (`npm run bench:size`) and move the range.
 *
 * LIBRARY_CHANGES_OFF=id,id (or `all`) builds without them, to measure what one saves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack, { type RspackPluginInstance, type RuleSetRule } from '@rspack/core';
import { satisfies } from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modules = join(root, 'node_modules');

export interface LibraryChange {
  id: string;
  /** The packages whose files are changed, each with the versions the change was written for (a semver range). */
  libraries: Record<string, string>;
  what: string;
  why: string;
  /** What it saves, as measured (gzip bytes of a page's first load, or work while a page starts). */
  saves: string;
}

export const LIBRARY_CHANGES = [
  {
    id: 'mantine-hooks',
    libraries: { '@mantine/hooks': '>=9.7.3 <9.8.0' },
    what: "useMediaQuery and useId modules replaced by the kit's (shared/src/ui/media-query.ts, shared/src/ui/stable-id.ts), in every build that bundles the library",
    why: "The library's set their answer in an effect after mount (useId a random id in a layout effect), so every component asking re-rendered right after hydration, in its long task, and the server's ids changed. Mantine has no option for either: useMediaQuery's getInitialValueInEffect is its callers' (Transition, useReducedMotion) to pass.",
    saves:
      'Work, not bytes (0.1 KB gzip of JavaScript): one re-render of every Transition, input, tab and reveal right after hydration (docs/decisions/0012).',
  },
  {
    id: 'react-router-production',
    libraries: { 'react-router': '>=7.18.5 <7.19.0' },
    what: "`react-router` and `react-router/dom` resolved to the package's dist/production build in production builds",
    why: 'The package exports only dist/development for every condition (no "production" export condition for resolve.conditionNames to pick); the production build differs in ENABLE_DEV_WARNINGS, which keeps the warnings, their messages and their checks.',
    saves: "4.7 KB gzip of JavaScript in every page's first load (bench:size, 2026-11-27).",
  },
  {
    id: 'react-router-pure-calls',
    libraries: { 'react-router': '>=7.18.5 <7.19.0' },
    what: "module-level React.forwardRef/memo/createContext calls in react-router's production chunks marked /* @__PURE__ */, their displayName statements left out (rspack/pure-calls-loader.cjs), in browser builds",
    why: 'Either kept unused components (Link, NavLink, Form and the framework-mode prefetching and form code they reach) in every first load.',
    saves: "4.1 KB gzip of JavaScript in every page's first load (bench:size, 2026-11-27).",
  },
  {
    id: 'federation-runtime-esm',
    libraries: {
      '@module-federation/runtime': '>=2.9.2 <2.10.0',
      '@module-federation/runtime-core': '>=2.9.2 <2.10.0',
      '@module-federation/sdk': '>=2.9.2 <2.10.0',
      '@module-federation/webpack-bundler-runtime': '>=2.9.2 <2.10.0',
    },
    what: "the federation runtime's CommonJS files (x.cjs) swapped for the ES modules each package ships beside them (x.js or x.mjs), in browser builds",
    why: "The federation plugin resolves its runtime with Node's require.resolve, so the CommonJS files were bundled and could not be tree-shaken: snapshot and manifest code the shell never uses shipped in every first load. The plugin has no option to resolve them as modules.",
    saves: "7.3 to 8.1 KB gzip of JavaScript in every page's first load (bench:size, 2026-11-27).",
  },
  {
    id: 'bundler-runtime-from-shell',
    libraries: { '@module-federation/webpack-bundler-runtime': '>=2.9.2 <2.10.0' },
    what: "a section's browser build takes the shell's bundler runtime (shared/src/federation/shell-bundler-runtime.ts) in place of the package's entry; the stand-in keeps the package's own initContainerEntry (its dist/initContainerEntry.js, through the package's \"./*\" export)",
    why: 'Every section entry carried its own copy of functions the shell already has (docs/decisions/0025). externalRuntime shares the runtime core, not this package.',
    saves:
      '2.3 KB gzip of JavaScript for each section a page loads (4.6 KB on /about, which shows a news widget) (bench:size, 2026-11-27).',
  },
  {
    id: 'mantine-light-scheme',
    libraries: { '@mantine/core': '>=9.7.3 <9.8.0', '@mantine/notifications': '>=9.7.3 <9.8.0' },
    what: "the dark colour scheme's selectors left out of Mantine's stylesheets (rspack/light-scheme-loader.cjs), in browser builds",
    why: 'The site is drawn in the light scheme only (docs/decisions/0026); Mantine has no option to leave the dark scheme out of its CSS.',
    saves:
      "1.1 KB gzip of CSS in every page's first load, and the dark rules the browser matched against every element (bench:size, 2026-11-27).",
  },
] as const satisfies readonly LibraryChange[];

export type LibraryChangeId = (typeof LIBRARY_CHANGES)[number]['id'];

/** The installed version of a package, read from its package.json on disk (not every package exports it). */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The libraries whose installed version has left the range a change was written for, in words. */
export function outOfRange(changes: readonly LibraryChange[] = LIBRARY_CHANGES): string[] {
  return changes.flatMap((change) =>
    Object.entries(change.libraries)
      .filter(([name, range]) => !satisfies(installedVersion(name), range))
      .map(([name, range]) => `${change.id}: ${name} ${installedVersion(name)} is installed, the change was written for ${range}`),
  );
}

function assertInRange(): void {
  const problems = outOfRange();
  if (problems.length > 0) {
    throw new Error(`A library changed under a build-time change (rspack/library-changes.ts):\n${problems.join('\n')}`);
  }
}

function isOn(id: LibraryChangeId): boolean {
  const off = (process.env.LIBRARY_CHANGES_OFF ?? '').split(',');
  return !off.includes('all') && !off.includes(id);
}

// --- mantine-hooks ---------------------------------------------------------------------------------------------

/** The library's module files, by the name of the kit's module that stands in for them. */
export const MANTINE_HOOKS = {
  replaced: /[\\/](use-media-query|use-id)\.(mjs|cjs)$/,
  requestedFrom: /[\\/]@mantine[\\/]hooks[\\/]/,
  standIns: {
    'use-media-query': join(root, 'shared', 'src', 'ui', 'media-query.ts'),
    'use-id': join(root, 'shared', 'src', 'ui', 'stable-id.ts'),
  } as Record<string, string>,
};

function mantineHooks(): RspackPluginInstance {
  // Matched by the requesting package too, so nothing else named alike is touched.
  return new rspack.NormalModuleReplacementPlugin(MANTINE_HOOKS.replaced, (resource: { request: string; context: string }) => {
    const name = MANTINE_HOOKS.replaced.exec(resource.request)?.[1];
    const standIn = name ? MANTINE_HOOKS.standIns[name] : undefined;
    if (standIn && MANTINE_HOOKS.requestedFrom.test(resource.context)) resource.request = standIn;
  });
}

// --- react-router-production and react-router-pure-calls ---------------------------------------------------------

export const PRODUCTION_ROUTER = {
  'react-router$': join(modules, 'react-router', 'dist', 'production', 'index.mjs'),
  'react-router/dom$': join(modules, 'react-router', 'dist', 'production', 'dom-export.mjs'),
};

export const ROUTER_CHUNKS = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
export const PURE_CALLS_LOADER = join(root, 'rspack', 'pure-calls-loader.cjs');

// --- federation-runtime-esm --------------------------------------------------------------------------------------

export const FEDERATION_RUNTIME_CJS =
  /[\\/]@module-federation[\\/](runtime-core|runtime|runtime-tools|sdk|webpack-bundler-runtime|error-codes)[\\/]dist[\\/].*\.cjs$/;

/** The ES module a package ships beside one of its CommonJS files (itself when there is none). */
export function esmBeside(file: string): string {
  const candidates = [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')];
  return candidates.find((candidate) => existsSync(candidate)) ?? file;
}

function federationRuntimeAsEsm(): RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(
    FEDERATION_RUNTIME_CJS,
    (data: { request: string; createData?: { resource?: string } }) => {
      if (data.createData?.resource) data.createData.resource = esmBeside(data.createData.resource);
      else if (isAbsolute(data.request)) data.request = esmBeside(data.request);
    },
  );
}

// --- bundler-runtime-from-shell ----------------------------------------------------------------------------------

/** The package's entry, which the federation plugin imports by its resolved path. */
export const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
export const BUNDLER_RUNTIME_STAND_IN = join(root, 'shared', 'src', 'federation', 'shell-bundler-runtime.ts');

function bundlerRuntimeFromShell(): RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(
    BUNDLER_RUNTIME_ENTRY,
    (data: { request: string; createData?: { resource?: string } }) => {
      if (data.createData?.resource) data.createData.resource = BUNDLER_RUNTIME_STAND_IN;
      else data.request = BUNDLER_RUNTIME_STAND_IN;
    },
  );
}

// --- mantine-light-scheme ----------------------------------------------------------------------------------------

/** Mantine's stylesheets, as the kit imports them component by component (shared/src/ui/styles.css). */
export const MANTINE_CSS =
  /[\\/]@mantine[\\/](core|notifications)[\\/]styles[\\/][^\\/]+\.css$|[\\/]@mantine[\\/]notifications[\\/]styles\.css$/;
export const LIGHT_SCHEME_LOADER = join(root, 'rspack', 'light-scheme-loader.cjs');

// --- what a build takes ------------------------------------------------------------------------------------------

export interface BuildKind {
  target: 'browser' | 'server';
  dev: boolean;
  /** The shell (which provides the shared modules) rather than a section. */
  host: boolean;
}

/** The aliases, module rules (placed before the build's own) and plugins of the changes a build makes. */
export function libraryChanges(kind: BuildKind): { alias: Record<string, string>; rules: RuleSetRule[]; plugins: RspackPluginInstance[] } {
  assertInRange();
  const browser = kind.target === 'browser';
  const alias = !kind.dev && isOn('react-router-production') ? PRODUCTION_ROUTER : {};
  const rules: RuleSetRule[] = [];
  const plugins: RspackPluginInstance[] = [];
  if (isOn('mantine-hooks')) plugins.push(mantineHooks());
  if (browser && isOn('mantine-light-scheme')) rules.push({ test: MANTINE_CSS, loader: LIGHT_SCHEME_LOADER });
  if (browser && isOn('federation-runtime-esm')) {
    plugins.push(federationRuntimeAsEsm());
    // Its resolved files are ES modules, though the rule is matched on the .cjs name.
    rules.push({ test: FEDERATION_RUNTIME_CJS, type: 'javascript/auto' });
  }
  if (browser && isOn('react-router-pure-calls')) rules.push({ test: ROUTER_CHUNKS, loader: PURE_CALLS_LOADER });
  if (browser && !kind.host && isOn('bundler-runtime-from-shell')) plugins.push(bundlerRuntimeFromShell());
  return { alias, rules, plugins };
}
