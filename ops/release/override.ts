/**
 * `npm run override -- news@1.0.1 [about@2.0.0 …] [--minutes 60] [--path /en/news]`: prints a link that shows the
 * given published versions to the one browser that opens it (QA; staff with `workspace@…`), for an hour by default.
 * The link is signed with the site servers' ops token (OPS_TOKEN, else the token `npm start` wrote for the server on
 * PORT or the one running); a plain `?override=` is ignored by the server (docs/decisions/0040).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LINK_LIFETIME_MS, signOverride } from '../lib/override-links.ts';
import { CONFIG_FILE, DEPLOY_DIR, isSection, sectionDir } from '../lib/paths.ts';
import { readRunFile } from '../lib/run-file.ts';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { minutes: { type: 'string' }, path: { type: 'string' } },
});
const port = process.env.PORT ? Number(process.env.PORT) : (readRunFile()?.port ?? 3000);
const tokenFile = join(DEPLOY_DIR, '.ops', `${port}.token`);
const token = process.env.OPS_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '');
if (!token) fail(`No ops token: set OPS_TOKEN (the servers' own), or run this where \`npm start\` serves port ${port}.`);
if (!positionals.length) fail('Usage: npm run override -- <section>@<version> [<section>@<version> …] [--minutes N] [--path /page]');

const pairs = positionals.map((arg) => {
  const [section = '', version = ''] = arg.split('@');
  if (!isSection(section)) fail(`${arg}: no section "${section}"`);
  if (version === 'dev') fail(`${arg}: a development build needs no link on this machine (npm run dev -w …)`);
  if (!VERSION.test(version)) fail(`${arg}: not a version`);
  return { section, version };
});
const minutes = Math.min(24 * 60, Math.max(1, Number(values.minutes) || LINK_LIFETIME_MS / 60_000));
const expiresAt = new Date(Date.now() + minutes * 60_000);
const value = signOverride(token, pairs.map((pair) => `${pair.section}@${pair.version}`).join(','), expiresAt);

const config = existsSync(CONFIG_FILE) ? (JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as { siteUrl?: string }) : {};
const origin = (process.env.SITE_URL || config.siteUrl || `http://localhost:${port}`).replace(/\/$/, '');
const firstPrefix = (
  JSON.parse(readFileSync(join(sectionDir(pairs[0]!.section), 'package.json'), 'utf8')) as { federation: { prefixes: string[] } }
).federation.prefixes[0];
const path = values.path ?? (firstPrefix && firstPrefix !== '/' ? firstPrefix : '/');
console.log(`${origin}${path}?override=${encodeURIComponent(value)}`);
console.error(`Good until ${expiresAt.toISOString()} for whoever opens it; ?override=reset goes back.`);
