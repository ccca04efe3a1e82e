/**
 * The one declaration of the Module Federation shared singletons, and the rspack settings every app uses.
 * Apps call `createAppConfig` from their own rspack.config.ts; none of them declares shared modules itself.
 *
 * What is shared: react and react-dom (with the subpaths apps import) and `@tax/shared`, the platform kit.
 * Mantine, react-router, i18next, react-i18next and TanStack Query are not shared on their own: they are
 * bundled inside the kit, cut down to what the site uses, and arrive with it (docs/decisions/0002).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import rspack, { type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { containerName } from './ops/src/container-name.ts';

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
 * `@tax/shared`; its plain inputs, its forms and its overlays are singletons of their own so that pages without
 * them never load them.
 */
export const sharedSingletons = {
  react: singleton(reactVersion),
  'react/jsx-runtime': singleton(reactVersion, 'react'),
  'react/jsx-dev-runtime': singleton(reactVersion, 'react'),
  'react-dom': singleton(reactDomVersion),
  'react-dom/client': singleton(reactDomVersion, 'react-dom'),
  '@tax/shared': singleton(kitVersion),
  '@tax/shared/inputs': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/forms': singleton(kitVersion, '@tax/shared'),
  '@tax/shared/overlays': singleton(kitVersion, '@tax/shared'),
};

/** The singletons every page needs before it can render (forms and overlays load when a page asks for them). */
export const FIRST_LOAD_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tax/shared'];

/**
 * Writes `boot-assets.json` beside the shell's index.html: the files of the shell's start-up chunk group
 * ("boot") and of its own copy of each first-load singleton, and its strings in each locale ("shell-uz"…).
 * The site server turns them into preload links, so a phone fetches the whole first load in parallel with main.js
 * instead of discovering it one round trip later.
 */
class BootAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (name: string) =>
          [...new Set<string>(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])].filter((file) => /\.(js|css)$/.test(file));
        const locales = Object.fromEntries(['uz', 'ru', 'en'].map((locale) => [locale, filesOf(`shell-${locale}`)]));
        // The shell's own copy of each first-load singleton: the chunk group its "provide shared module" loads
        // (not the consume fallback, which holds the same code under other chunk ids and never runs in the shell).
        const provided = compilation.chunkGroups.filter((group) =>
          group.origins.some((origin) => {
            const id = (origin.module as { identifier?: () => string } | undefined)?.identifier?.() ?? '';
            return FIRST_LOAD_SHARED.some((name) => id.startsWith(`provide shared module (default) ${name}@`));
          }),
        );
        const shared = provided.flatMap((group) => group.getFiles() as string[]).filter((file) => /\.(js|css)$/.test(file));
        // main.js first: the page can start nothing before it, and on HTTP/1.1 the first six requests go first.
        const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
        const byFileSize = (a: string, b: string) => size(b) - size(a);
        const assets = { files: [...new Set([...filesOf('main'), ...filesOf('boot'), ...shared.sort(byFileSize)])], locales };
        compilation.emitAsset('boot-assets.json', new rspack.sources.RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  }
}

/**
 * What a build declares: the shell provides every singleton; a remote only consumes them (`import: false`), so
 * it never carries or downloads a copy of its own, and every part of the kit comes from the one shell build
 * (one Mantine context, one i18next, one query client). The deploy script checks the shell provides what a
 * remote requires before the remote goes live.
 */
export function sharedFor(host: boolean) {
  if (host) return sharedSingletons;
  return Object.fromEntries(Object.entries(sharedSingletons).map(([key, value]) => [key, { ...value, import: false as const }]));
}

/** The section remotes and their development ports. */
export const SECTIONS = {
  home: { dir: 'mfe-home', port: 3001 },
  about: { dir: 'mfe-about', port: 3002 },
  services: { dir: 'mfe-services', port: 3003 },
  news: { dir: 'mfe-news', port: 3004 },
  personal: { dir: 'mfe-personal', port: 3005 },
} as const;
export type SectionKey = keyof typeof SECTIONS;
export const SHELL_DEV_PORT = 3000;

function gitSha(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

export interface AppOptions {
  /** Federation name ('shell', 'news', ...). */
  name: string;
  /** The app's folder (absolute). */
  dir: string;
  /** Exposed modules of a remote ('./routes' -> './src/expose/routes.ts'). */
  exposes?: Record<string, string>;
  /** The host builds index.html and loads remotes at run time. */
  host?: boolean;
  port: number;
  /** Extra entry for a remote's standalone development page. */
  devEntry?: string;
}

export function createAppConfig(options: AppOptions): Configuration {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const pkg = JSON.parse(readFileSync(join(options.dir, 'package.json'), 'utf8')) as { version: string };
  const buildVersion = process.env.BUILD_VERSION ?? pkg.version;

  return {
    mode,
    context: options.dir,
    target: 'web',
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    entry: options.host ? { main: './src/index.ts' } : options.devEntry ? { main: options.devEntry } : {},
    output: {
      path: join(options.dir, 'dist'),
      // Remotes are published into versioned folders: their chunks resolve relative to their own entry.
      publicPath: options.host ? '/' : 'auto',
      uniqueName: options.name,
      filename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      // CSS modules are imported as one default object (`classes.page`).
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev && !!options.host } },
            },
            env: { targets: browserslist() },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    // Lazy compilation and federation do not mix: every exposed module must exist when the host asks for it.
    lazyCompilation: false,
    plugins: [
      ...(dev && options.host ? [new ReactRefreshRspackPlugin()] : []),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify(buildVersion),
        __BUILD_SHA__: JSON.stringify(gitSha()),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: sharedFor(!!options.host),
        // A retried section's chunks get new URLs too (shared/src/federation/attempt-query-plugin.ts).
        runtimePlugins: options.host ? [] : [join(root, 'shared', 'src', 'federation', 'attempt-query-plugin.ts')],
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        dev: dev ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true } : false,
        // The federation runtime ships once, in the shell; remote entries use it instead of carrying a copy.
        experiments: {
          ...(options.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only: leaves the runtime's Node.js code paths out of the bundles.
          optimization: { target: 'web' },
        },
      }),
      ...(options.host
        ? [
            new BootAssetsPlugin(),
            new rspack.HtmlRspackPlugin({
              template: join(options.dir, 'index.html'),
              inject: 'body',
              scriptLoading: 'defer',
              // Not minified: the server fills the <!--site:head--> placeholder per request.
              minify: false,
            }),
          ]
        : options.devEntry
          ? [new rspack.HtmlRspackPlugin({ template: join(root, 'shell', 'index.html'), inject: 'body', scriptLoading: 'defer' })]
          : []),
    ],
    optimization: {
      minimize: !dev,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // Popover positioning is only for form inputs and overlays: never let it merge into a first-load chunk.
          floating: { test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, name: 'floating-ui', chunks: 'async', enforce: true, priority: 20 },
        },
      },
    },
    performance: false,
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: !!options.host || !!options.devEntry,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...(options.host
        ? {
            // `npm run dev`: the API runs on :3100, every section on its own dev server.
            proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: false }],
            setupMiddlewares: (middlewares: unknown[]) => {
              middlewares.unshift(
                (req: { url?: string }, res: { setHeader(k: string, v: string): void; end(body: string): void }, next: () => void) => {
                  const send = (body: unknown) => {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(body));
                  };
                  if (req.url?.startsWith('/remotes.json')) return send(devRegistry());
                  if (req.url?.startsWith('/config.json'))
                    return send({ apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null });
                  return next();
                },
              );
              return middlewares;
            },
          }
        : {}),
    },
    stats: 'errors-warnings',
  } as Configuration;
}

/**
 * A section's federation settings: its name, prefixes and dev port from the `federation` field of the package.json
 * beside `configUrl` (its module-federation.config.ts), and what it exposes.
 */
export function sectionFederation(configUrl: string, exposes: Record<string, string>) {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', configUrl), 'utf8')) as {
    version: string;
    federation: { section: string; prefixes: string[]; port: number };
  };
  const { section } = pkg.federation;
  // Each published version gets its own container (and so chunk-loading global and CSS prefix): docs/decisions/0006.
  const name = containerName(section, fileURLToPath(new URL('.', configUrl)), root, process.env.BUILD_VERSION ?? pkg.version);
  return { name, section, prefixes: pkg.federation.prefixes, port: pkg.federation.port, exposes };
}

/** The development registry: every section from its own dev server. */
export function devRegistry() {
  const remotes: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(SECTIONS)) {
    const pkg = JSON.parse(readFileSync(join(root, section.dir, 'package.json'), 'utf8')) as { federation: { prefixes: string[] } };
    remotes[name] = {
      prefixes: pkg.federation.prefixes,
      current: { version: 'dev', entry: `http://localhost:${section.port}/mf-manifest.json` },
      previous: null,
    };
  }
  return { schemaVersion: 1, remotes };
}

/** The browsers the site's code and CSS are compiled for (root package.json "browserslist"). */
export function browserslist(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist?: string[] };
  return pkg.browserslist ?? ['defaults'];
}

export const ROOT_DIR = resolve(root);
