/**
 * The one declaration of the Module Federation shared singletons. Apps build with `createAppConfig`
 * (rspack/app-config.ts), which takes them from here; none of them declares shared modules itself.
 *
 * What is shared: react and react-dom (with the subpaths apps import) and `@tax/shared`, the platform kit.
 * Mantine, react-router, i18next, react-i18next and TanStack Query are not shared on their own: they are
 * bundled inside the kit, cut down to what the site uses, and arrive with it (docs/decisions/0002).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Version of an installed package, read from its package.json on disk (some packages do not export it). */
function installedVersion(name: string): string {
  const file = join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function workspaceVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const reactVersion = installedVersion('react');
const reactDomVersion = installedVersion('react-dom');
const kitVersion = workspaceVersion('shared');

const singleton = (version: string, packageName?: string) => ({
  singleton: true,
  version,
  requiredVersion: `^${version}`,
  strictVersion: false,
  ...(packageName ? { packageName } : {}),
});

/**
 * The shared singletons: exactly one React and one kit run in the page. The kit's first-load part is
 * `@tax/shared`; its plain inputs, its number field, its forms, its overlays, its tabs and grid (`layout`) and what
 * shows other sections' widgets (`widgets`) are singletons of their own so that pages without them never load them.
 */
export const sharedSingletons = {
  react: singleton(reactVersion),
  'react/jsx-runtime': singleton(reactVersion, 'react'),
  'react/jsx-dev-runtime': singleton(reactVersion, 'react'),
  'react-dom': singleton(reactDomVersion),
  'react-dom/client': singleton(reactDomVersion, 'react-dom'),
  '@tax/shared': singleton(kitVersion),
  '@tax/shared/inputs': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/number-input': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/forms': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/overlays': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/layout': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/widgets': singleton(kitVersion, '@tax/shared'),
  // The staff workspace's Mantine components: only the workspace section imports it (never a public page).
  '@tax/shared/workspace-ui': singleton(kitVersion, '@tax/shared'),
};

/**
 * The shell's browser build has its copies of these in its entry, main.js, rather than in files of their own
 * ("eager"): React (3 KB gzip), its JSX runtime (0.4 KB) and react-dom's small entry (1.4 KB), which every page runs
 * first. Three requests and three chunk wrappers fewer: 1.1 KB gzip less on every page's first load
 * (docs/decisions/0028). Nothing in them consumes a singleton that is not in main.js too, so main.js needs no other
 * file to start. react-dom's client (64 KB) and the kit stay files of their own, fetched beside main.js (a larger
 * main.js starts the page later on a slow line: measured).
 */
export const IN_SHELL_ENTRY = ['react', 'react/jsx-runtime', 'react-dom'];

/**
 * The singletons every page needs before it can render, besides those in the shell's entry (forms and overlays load
 * when a page asks for them): the files the shell's start-up preloads.
 */
export const FIRST_LOAD_SHARED = ['react-dom/client', '@tax/shared'];

/**
 * What a build declares: the shell provides every singleton; a remote only consumes them (`import: false`), so
 * it never carries or downloads a copy of its own, and every part of the kit comes from the one shell build
 * (one Mantine context, one i18next, one query client). The deploy script checks the shell provides what a
 * remote requires before the remote goes live.
 */
export function sharedFor(host: boolean, target: 'browser' | 'server' = 'browser') {
  if (host && target === 'browser')
    return Object.fromEntries(
      Object.entries(sharedSingletons).map(([key, value]) => [key, IN_SHELL_ENTRY.includes(key) ? { ...value, eager: true } : value]),
    );
  if (host) return sharedSingletons;
  return Object.fromEntries(Object.entries(sharedSingletons).map(([key, value]) => [key, { ...value, import: false as const }]));
}
