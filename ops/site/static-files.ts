/** The files browsers load as they are: published section versions, the shell's hashed files, its manifest and icons. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SiteSettings } from './config.ts';
import { IMMUTABLE, NO_CACHE } from './respond.ts';

/**
 * Source maps (with the full sources) stay in the deploy folder for operators and are never served: the build names
 * them in no file (hidden-source-map), and a request for one, or its precompressed copy, is a 404.
 */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

const ICONS = [
  ['favicon.ico', 'image/x-icon'],
  ['apple-touch-icon.png', 'image/png'],
] as const;

export async function registerStaticFiles(app: FastifyInstance, dirs: { shellDir: string; mfeDir: string }, site: SiteSettings) {
  const { shellDir, mfeDir } = dirs;
  // The runtime configuration: never cached, so a change shows on the next visit.
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(site.config()));

  // Published remote versions: immutable, except the manifests.
  await app.register(fastifyStatic, {
    root: mfeDir,
    prefix: '/mfe/',
    // A version's server build (…/server/) is for this server's renderer, not for browsers.
    allowedPath: (pathName) => !/(^|\/)server\//.test(pathName) && !SOURCE_MAP.test(pathName),
    preCompressed: true,
    index: false,
    list: false,
    decorateReply: false,
    setHeaders: (res, path) => {
      // Precompressed copies are served from mf-manifest.json.br/.gz: judge by the original name.
      res.header('Cache-Control', /mf-manifest\.json(\.br|\.gz)?$/.test(path) ? NO_CACHE : IMMUTABLE);
      res.header('Access-Control-Allow-Origin', '*');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  // The shell's hashed files.
  await app.register(fastifyStatic, {
    root: join(shellDir, 'static'),
    prefix: '/static/',
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    preCompressed: true,
    index: false,
    list: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.header('Cache-Control', IMMUTABLE);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.get('/mf-manifest.json', async (_request, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('application/json')
      .send(readFileSync(join(shellDir, 'mf-manifest.json'))),
  );
  // The site's icons, by the names browsers and bots ask for (published at the shell build's root).
  for (const [name, type] of ICONS) {
    app.get(`/${name}`, async (_request, reply) => {
      const file = join(shellDir, name);
      if (!existsSync(file)) return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not Found');
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .type(type)
        .send(readFileSync(file));
    });
  }
}
