/**
 * The rspack settings every app uses: `createAppConfig` from each app's rspack.config.ts. The shared singletons are
 * declared in ../rspack.shared.ts, the start-up preload list is made by ./boot-assets-plugin.ts, the sections'
 * ports and prefixes come from their package.json files (./sections.ts), and every change to a library's own files is
 * in ./library-changes.ts (nowhere else).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import rspack, { type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { FIRST_LOAD_SHARED, sharedFor, sharedSingletons } from '../rspack.shared.ts';
import { BootAssetsPlugin, startupFiles } from './boot-assets-plugin.ts';
import { FirstLoadChunkPlugin } from './first-load-chunk.ts';
import { CompileHintPlugin } from './compile-hint-plugin.ts';
import { PortablePathsPlugin } from './portable-paths-plugin.ts';
import { devRegistry } from './sections.ts';
import { libraryChanges } from './library-changes.ts';

/** The kit's parts a page loads when it needs them (`@tax/shared/forms`, …). */
const KIT_PARTS = Object.keys(sharedSingletons).filter((name) => name.startsWith('@tax/shared/'));

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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

/**
 * The app's builds: in production the browser build and, beside it in `dist/server/`, the server build the site server
 * renders pages with (published together into the same version folder); in development the browser build only.
 */
export function createAppConfig(options: AppOptions): Configuration | Configuration[] {
  const browser = createBrowserConfig(options);
  if (process.env.NODE_ENV === 'development' || process.env.SERVER_BUILD === '0') return browser;
  return [{ ...browser, name: 'browser' }, createServerConfig(options)];
}

/** Where a build writes: the app's dist/, or BUILD_OUTPUT (the reproducibility test builds elsewhere). */
function outputDir(options: AppOptions): string {
  return process.env.BUILD_OUTPUT ? resolve(process.env.BUILD_OUTPUT) : join(options.dir, 'dist');
}

/** The build-time constants every app's code reads. */
function appDefines(options: AppOptions) {
  const pkg = JSON.parse(readFileSync(join(options.dir, 'package.json'), 'utf8')) as { version: string };
  return new rspack.DefinePlugin({
    __APP_NAME__: JSON.stringify(options.name),
    __APP_VERSION__: JSON.stringify(process.env.BUILD_VERSION ?? pkg.version),
    __BUILD_SHA__: JSON.stringify(gitSha()),
    // The federation runtime's version, which the shell's shared bundler runtime states (shared/src/federation).
    __FEDERATION_VERSION__: JSON.stringify(installedFederationVersion()),
  });
}

function installedFederationVersion(): string {
  const file = join(root, 'node_modules', '@module-federation', 'webpack-bundler-runtime', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** Resolution, with the aliases of the library changes (./library-changes.ts) the build makes. */
function resolveFor(alias: Record<string, string>) {
  return { ...RESOLVE, alias };
}

/** The TypeScript/JSX rule, for the browsers the site supports or for Node (the server build). */
function scriptRule(targets: string[], dev: boolean, refresh: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

function createBrowserConfig(options: AppOptions): Configuration {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  // The shell's first load in one file (rspack/first-load-chunk.ts).
  const firstLoad = options.host && !dev ? new FirstLoadChunkPlugin({ singleton: '@tax/shared' }) : null;
  const changes = libraryChanges({ target: 'browser', dev, host: !!options.host });

  return {
    mode,
    context: options.dir,
    target: 'web',
    // Production maps carry the full sources: written beside the files for operators (an error's stack read with
    // them), named by no comment in the files, and never served (ops/site/static-files.ts answers 404; decision 0040).
    devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
    entry: options.host ? { main: './src/index.ts' } : options.devEntry ? { main: options.devEntry } : {},
    output: {
      path: outputDir(options),
      // Remotes are published into versioned folders: their chunks resolve relative to their own entry.
      publicPath: options.host ? '/' : 'auto',
      uniqueName: options.name,
      filename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      // The server build (dist/server/) is written after this one and cleans its own folder.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: resolveFor(changes.alias),
    module: {
      // CSS modules are imported as one default object (`classes.page`).
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        // A section's dev build compiles JSX for react/jsx-runtime, as production does: it runs inside whatever shell
        // is there (the production site's, whose React provides no jsx-dev-runtime).
        scriptRule(browserslist(), dev && !!options.host, dev && !!options.host),
        ...changes.rules,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    // Lazy compilation and federation do not mix: every exposed module must exist when the host asks for it.
    lazyCompilation: false,
    plugins: [
      ...(dev && options.host ? [new ReactRefreshRspackPlugin()] : []),
      appDefines(options),
      ...changes.plugins,
      // Production output does not depend on where the checkout lies (development builds are never published).
      ...(dev ? [] : [new PortablePathsPlugin(root)]),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: sharedFor(!!options.host),
        // A retried section's chunks get new URLs too, and the server's CSS links are recognised
        // (shared/src/federation/attempt-query-plugin.ts).
        // The shell hands its bundler runtime to the sections' entries (docs/decisions/0025).
        runtimePlugins: options.host
          ? [join(root, 'shared', 'src', 'federation', 'bundler-runtime.ts')]
          : [join(root, 'shared', 'src', 'federation', 'attempt-query-plugin.ts')],
        shareStrategy: 'loaded-first',
        // mf-stats.json: its relation lists made deterministic (see deterministicStats), so a rebuild of the same
        // sources is byte-identical and publishing can tell an unchanged build from a new one.
        manifest: { additionalData: ({ stats }) => deterministicStats(stats) },
        dts: false,
        dev: dev ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true } : false,
        // The federation runtime ships once, in the shell; remote entries use it instead of carrying a copy.
        experiments: {
          ...(options.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only: leaves the runtime's Node.js code paths out of the bundles.
          // A section loads no remotes of its own (the shell loads every section), so its entry has no remote loading.
          optimization: { target: 'web', disableSnapshot: true, ...(options.host ? {} : { disableRemote: true }) },
        },
      }),
      ...(options.host
        ? [
            new BootAssetsPlugin({ firstLoadShared: FIRST_LOAD_SHARED }),
            ...(firstLoad ? [firstLoad] : []),
            ...(dev
              ? []
              : [
                  // The start-up, and the shell's copy of each part of the kit: a page that needs the form kit (or the
                  // inputs, the number field, the overlays) loads it whole and runs every module of it at once.
                  new CompileHintPlugin({
                    files: (compilation, compiler) => startupFiles(compiler, compilation, [...FIRST_LOAD_SHARED, ...KIT_PARTS]),
                  }),
                ]),
            // The site's icons, served at the site's root by name (shell/public, drawn by `npm run icons`).
            new rspack.CopyRspackPlugin({ patterns: [{ from: join(options.dir, 'public'), to: '.' }] }),
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
      // A remote's entry is the federation runtime's glue: all of it runs when the section loads.
      ...(!options.host && !dev ? [new CompileHintPlugin({ files: () => ['remoteEntry.js'] })] : []),
    ],
    optimization: {
      chunkIds: dev ? 'named' : chunkIds(options),
      // MINIFY=0: readable bundles, for reading a production stack trace.
      minimize: !dev && process.env.MINIFY !== '0',
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // The site's own browser list (package.json), not Lightning CSS's default: with the default every logical
        // property (inset-inline-start, margin-inline-end) came out three times over for every right-to-left
        // language as :lang() selector lists, 131 KB of the kit's 279 KB of CSS, each checked on every element.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserslist() } }),
      ],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          ...(firstLoad ? { first: firstLoad.cacheGroup } : {}),
          // Popover positioning is only for form inputs and overlays: never let it merge into a first-load chunk.
          floating: { test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, name: 'floating-ui', chunks: 'async', enforce: true, priority: 20 },
        },
      },
    },
    performance: false,
    devServer: {
      // DEV_SERVER_PORT: another port than the section's own (two checkouts, a test beside a developer).
      port: Number(process.env.DEV_SERVER_PORT) || options.port,
      hot: true,
      historyApiFallback: !!options.host || !!options.devEntry,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The site that loads a section's dev build may be on 127.0.0.1 as well as localhost: both are this machine
      // (the dev server refuses scripts to other sites, so that no web page can read a team's sources).
      allowedHosts: ['localhost', '127.0.0.1', '.localhost'],
      client: {
        overlay: { errors: true, warnings: false },
        // A section's dev build runs inside another page (the site on :3000): its updates come from its own server.
        ...(options.host ? {} : { webSocketURL: `ws://localhost:${Number(process.env.DEV_SERVER_PORT) || options.port}/ws` }),
      },
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

interface StatsItem {
  id?: string;
  name?: string;
  usedIn?: unknown[];
  requires?: unknown[];
}

/** By id (`shell:react`), then name: rspack lists them in its own hash order, which follows the checkout's path. */
function byId(a: StatsItem, b: StatsItem): number {
  const key = (item: StatsItem) => `${item.id ?? ''}\u0000${item.name ?? ''}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/**
 * The federation plugin fills each shared module's `usedIn` and each exposed module's `requires` from the module that
 * happened to create the shared module first, which depends on the order rspack's build threads finish: two builds of
 * the same sources listed different (and incomplete) relations. Nothing reads these lists (the runtime reads
 * mf-manifest.json, which has no such field), so they are left empty rather than left to chance. The lists
 * themselves are sorted: the shell's shared modules came in an order that differed between two checkouts of the same
 * sources. mf-manifest.json is made from these stats, so both files are reproducible.
 */
export function deterministicStats<T extends { shared?: StatsItem[]; exposes?: StatsItem[] }>(stats: T): T {
  return {
    ...stats,
    shared: stats.shared?.map((item) => ({ ...item, usedIn: [] })).sort(byId),
    exposes: stats.exposes?.map((item) => ({ ...item, requires: [] })).sort(byId),
  };
}

/**
 * Chunk ids in production. Deterministic ids hash the names of a chunk's modules, and in the shell (which provides the
 * shared modules) a chunk that only looks one up (react, react-dom, the kit's parts) holds a module named by the
 * absolute path of its fallback: those ids followed the checkout's place. Natural ids number the chunks by their
 * modules' ids instead (made portable by PortablePathsPlugin). A section provides nothing (it only consumes, and
 * its lookups name no path), so its chunks keep deterministic ids.
 */
function chunkIds(options: AppOptions): 'natural' | 'deterministic' {
  return options.host ? 'natural' : 'deterministic';
}

/** The browsers the site's code and CSS are compiled for (root package.json "browserslist"). */
function browserslist(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist?: string[] };
  return pkg.browserslist ?? ['defaults'];
}

/**
 * The server build: the same sources for Node (`async-node`), rendered by the site server (docs/decisions/0010). A
 * section's is a CommonJS federation container (`dist/server/remoteEntry.cjs`) that takes react and the kit from the
 * shell's server build, as in the browser; the shell's (`dist/server/server.cjs`) is the host that loads them and
 * renders pages. CSS modules give the same class names as the browser build but emit no CSS.
 */
function createServerConfig(options: AppOptions): Configuration {
  const library = options.host ? { type: 'commonjs2' as const } : { type: 'commonjs-module' as const };
  const changes = libraryChanges({ target: 'server', dev: false, host: !!options.host });
  return {
    name: 'server',
    dependencies: ['browser'],
    mode: 'production',
    context: options.dir,
    target: 'async-node',
    devtool: false,
    entry: options.host ? { server: './src/server.ts' } : {},
    output: {
      path: join(outputDir(options), 'server'),
      // The shell's asset URLs (the link-preview cards) are the browser build's; a section's server build has none.
      publicPath: options.host ? '/' : 'auto',
      uniqueName: options.name,
      // .cjs: the packages (and so the deploy folder inside the repository) are "type": "module".
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      // The same names as the browser build's files, so a URL rendered here is one the browser build published.
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      library,
      clean: true,
    },
    resolve: resolveFor(changes.alias),
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { exportsOnly: true } },
      rules: [
        scriptRule(['node >= 20'], false, false),
        ...changes.rules,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      appDefines(options),
      ...changes.plugins,
      new PortablePathsPlugin(root),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.cjs',
        exposes: options.exposes ?? {},
        remotes: {},
        library: options.host ? undefined : library,
        remoteType: 'script',
        shared: sharedFor(!!options.host, 'server'),
        // The host loads a section's server container from disk (shell/src/server/load-entry-plugin.ts).
        runtimePlugins: options.host ? [join(root, 'shell', 'src', 'server', 'load-entry-plugin.ts')] : [],
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        dev: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic', chunkIds: chunkIds(options) },
    performance: false,
    stats: 'errors-warnings',
  } as Configuration;
}
