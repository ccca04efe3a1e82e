/** The site's runtime configuration and public origin, as the browser and the server render both see them. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { CONFIG_FILE } from '../lib/paths.ts';
import { whenChanged } from '../lib/file-memo.ts';

export type SiteConfig = Record<string, unknown>;

/** The runtime configuration: deploy/config.json, then environment variables, over the local defaults. */
export function runtimeConfig(file = CONFIG_FILE): SiteConfig {
  const fromFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteConfig) : {};
  const analytics = process.env.ANALYTICS_SRC
    ? { src: process.env.ANALYTICS_SRC, id: process.env.ANALYTICS_ID ?? '' }
    : (fromFile.analytics ?? null);
  return {
    apiBase: process.env.API_BASE ?? fromFile.apiBase ?? '/api',
    siteUrl: process.env.SITE_URL ?? fromFile.siteUrl ?? '',
    registryUrl: fromFile.registryUrl ?? '/remotes.json',
    analytics,
  };
}

export interface SiteSettings {
  /** deploy/config.json over the environment, read again only when the file changes (asked on every page). */
  config: () => SiteConfig;
  /** The site's public origin: the configured SITE_URL, else the server's own (never the request's Host). */
  origin: (request: FastifyRequest) => string;
}

export function siteSettings(deployDir: string, siteUrl: string | undefined): SiteSettings {
  const config = whenChanged(join(deployDir, 'config.json'), () => runtimeConfig(join(deployDir, 'config.json')));
  return {
    config,
    origin: (request) => String(config().siteUrl || '') || siteUrl || `${request.protocol}://localhost:${request.socket.localPort ?? 80}`,
  };
}

/** A value as JSON that is safe inside a <script> element. */
export function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
