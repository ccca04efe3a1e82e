/**
 * The rspack settings every app uses: `createAppConfig` from each app's rspack.config.ts. The shared singletons are
 * declared in ../rspack.shared.ts, the start-up preload list is made by ./boot-assets-plugin.ts, and the sections'
 * ports and prefixes come from their package.json files (./sections.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import rspack, { type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { FIRST_LOAD_SHARED, sharedFor } from '../rspack.shared.ts';
import { BootAssetsPlugin } from './boot-assets-plugin.ts';
import { devRegistry } from './sections.ts';

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
        // mf-stats.json: its relation lists made deterministic (see deterministicStats), so a rebuild of the same
        // sources is byte-identical and publishing can tell an unchanged build from a new one.
        manifest: { additionalData: ({ stats }) => deterministicStats(stats) },
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
            new BootAssetsPlugin({ firstLoadShared: FIRST_LOAD_SHARED }),
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

interface StatsItem {
  usedIn?: unknown[];
  requires?: unknown[];
}

/**
 * The federation plugin fills each shared module's `usedIn` and each exposed module's `requires` from the module that
 * happened to create the shared module first, which depends on the order rspack's build threads finish: two builds of
 * the same sources listed different (and incomplete) relations. Nothing reads these lists (the runtime reads
 * mf-manifest.json, which has no such field), so they are left empty rather than left to chance.
 */
export function deterministicStats<T extends { shared?: StatsItem[]; exposes?: StatsItem[] }>(stats: T): T {
  return {
    ...stats,
    shared: stats.shared?.map((item) => ({ ...item, usedIn: [] })),
    exposes: stats.exposes?.map((item) => ({ ...item, requires: [] })),
  };
}

/** The browsers the site's code and CSS are compiled for (root package.json "browserslist"). */
function browserslist(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist?: string[] };
  return pkg.browserslist ?? ['defaults'];
}
