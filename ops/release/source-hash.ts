/**
 * Which sources a published version was built from (issue 42, observation 6; decision 0041): `npm run deploy`
 * records a hash of the app's sources beside each version it publishes (`.source-hash`, left out of the build's
 * content hash), so a deploy of changed sources under a version already published is refused before the build,
 * naming the file to bump, or bumps it itself (`--bump patch`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import semver from 'semver';
import { ROOT, sectionDir } from '../lib/paths.ts';
import { walk } from '../../rspack/source-files.ts';
import { versionsDir } from './versions.ts';

export const SOURCE_HASH_FILE = '.source-hash';

const appDir = (app: string) => (app === 'shell' ? join(ROOT, 'shell') : sectionDir(app));

/** The package.json whose version an app is published as, relative to the checkout (for messages). */
export const packageFile = (app: string) => relative(ROOT, join(appDir(app), 'package.json'));

/**
 * A hash of what an app's build is made of: its own sources, the shared library, the bundler configuration and the
 * dependency lock, by content (tests left out). The package's version is not part of it: a bump alone changes nothing.
 */
export function appSourceHash(app: string): string {
  const hash = createHash('sha256');
  const files = [
    join(ROOT, 'rspack.shared.ts'),
    ...walk(join(ROOT, 'rspack')),
    join(ROOT, 'package-lock.json'),
    ...walk(join(ROOT, 'shared')),
    ...walk(appDir(app)),
  ]
    .filter((file) => !/\.test\.tsx?$/.test(file) && existsSync(file))
    .sort();
  for (const file of files) {
    hash.update(`${relative(ROOT, file)}\n`);
    const content = readFileSync(file);
    hash.update(file.endsWith('package.json') ? withoutVersion(content.toString('utf8')) : content);
  }
  return hash.digest('hex');
}

function withoutVersion(json: string): string {
  try {
    const { version: _version, ...rest } = JSON.parse(json) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return json;
  }
}

export function recordSourceHash(app: string, version: string, hash: string): void {
  const folder = join(versionsDir(app), version);
  if (existsSync(folder) && !existsSync(join(folder, SOURCE_HASH_FILE))) writeFileSync(join(folder, SOURCE_HASH_FILE), `${hash}\n`);
}

/** The refusal when `version` is published from other sources than `hash` (null: fine, or nothing to compare). */
export function changedSourcesRefusal(app: string, version: string, hash: string): string | null {
  const file = join(versionsDir(app), version, SOURCE_HASH_FILE);
  if (!existsSync(file) || readFileSync(file, 'utf8').trim() === hash) return null;
  const next = semver.inc(version, 'patch') ?? version;
  return (
    `${app} ${version} is already published from other sources: versions are immutable. ` +
    `Raise "version" in ${packageFile(app)} (to ${next}, say), or run npm run deploy -- ${app} --bump patch. Nothing was built.`
  );
}

/** Raises the app's package version (`patch`, `minor` or `major`); returns the new one. */
export function bumpVersion(app: string, level: string): string {
  if (level !== 'patch' && level !== 'minor' && level !== 'major') throw new Error(`--bump takes patch, minor or major, got "${level}"`);
  const file = join(appDir(app), 'package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text) as { version: string };
  const next = semver.inc(pkg.version, level);
  if (!next) throw new Error(`${packageFile(app)}: "${pkg.version}" is not a semantic version`);
  writeFileSync(file, text.replace(`"version": "${pkg.version}"`, `"version": "${next}"`));
  return next;
}

export function packageVersion(app: string): string {
  return (JSON.parse(readFileSync(join(appDir(app), 'package.json'), 'utf8')) as { version: string }).version;
}
