import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import semver from 'semver';
import { MFE_DIR, SECTIONS, SHELL_DIR, isSection, sectionDir, type Section } from '../lib/paths.ts';
import { fileRegistryStore, pointTo, startCanary, type RegistryStore } from './registry-store.ts';
import { matchingPublishedVersion, publishedRoutes } from './versions.ts';
import { packageFile } from './source-hash.ts';

const COMPRESSIBLE = /\.(js|css|json|html|svg|txt|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** A hash of a build's files (names and contents), ignoring precompressed copies. */
export function hashDir(dir: string): string {
  const hash = createHash('sha256');
  for (const file of walk(dir)
    // The recorded source hash (source-hash.ts) is about the build, not part of it.
    .filter((f) => !/\.(br|gz)$/.test(f) && !f.endsWith('/.source-hash'))
    .sort()) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Brotli and gzip copies beside each text file, made once at publish time (the server sends them as they are). */
export function precompress(dir: string): void {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}

function manifestShared(file: string): ManifestShared[] {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared?: ManifestShared[] };
  return manifest.shared ?? [];
}

/**
 * A remote may only go live if the running shell provides every shared singleton it needs in a version
 * its range accepts: otherwise it would break in the page (or load a second copy).
 */
export function checkSharedCompatibility(remoteManifest: string, shellManifest: string): string[] {
  if (!existsSync(shellManifest)) return [`no shell is deployed (${shellManifest} is missing)`];
  const provided = new Map(manifestShared(shellManifest).map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const need of manifestShared(remoteManifest)) {
    const have = provided.get(need.name);
    const range = need.requiredVersion ?? `^${need.version}`;
    if (!have) problems.push(`${need.name}: the shell does not provide it (the remote needs ${range})`);
    else if (!semver.satisfies(have, range)) problems.push(`${need.name}: the shell provides ${have}, the remote needs ${range}`);
  }
  return problems;
}

export interface PublishOptions {
  /** The build to publish; default the section's dist/. */
  dist?: string;
  /** Version folder name; default the package.json version. */
  version?: string;
  /** If that version is already published with other content, publish as `<version>-local.<hash>` instead of failing. */
  suffixHash?: boolean;
  /** Skip the shared-singleton check (never in production). */
  force?: boolean;
  /**
   * Leave the registry as it is when this build's content is already published under any version (`npm start`:
   * a rebuild of unchanged sources, or of sources an operator has since deployed under another version).
   */
  keepPublished?: boolean;
  /** Serve the new version to this share of visitors (1-99 %) beside the current one, instead of to everyone. */
  canary?: number;
}

/**
 * Publishes a section's build (`mfe-<section>/dist`) into its immutable folder `deploy/mfe/<section>/<version>/`
 * and points the registry at it, keeping the version it replaces as `previous`. Returns the version.
 */
export function publishSection(
  section: Section,
  options: PublishOptions = {},
  store: RegistryStore = fileRegistryStore(),
): { version: string; entry: string; changed: boolean } {
  const dir = sectionDir(section);
  const dist = options.dist ?? join(dir, 'dist');
  const manifest = join(dist, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${section}: no build found (${manifest}); build it first`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; federation: { prefixes: string[] } };

  if (!options.force) {
    const problems = checkSharedCompatibility(manifest, join(SHELL_DIR, 'mf-manifest.json'));
    if (problems.length) throw new Error(`${section} cannot be deployed into the current shell:\n  - ${problems.join('\n  - ')}`);
  }

  const hash = hashDir(dist);
  const live = store.readSections().remotes[section];
  if (options.keepPublished && live && matchingPublishedVersion(section, hash, hashDir)) {
    return { version: live.current.version, entry: live.current.entry, changed: false };
  }
  let version = options.version ?? pkg.version;
  if (!semver.valid(version) || version.includes('+')) throw new Error(`"${version}" is not a semantic version without build metadata`);
  let target = join(MFE_DIR, section, version);
  if (existsSync(target) && hashDir(target) !== hash) {
    if (!options.suffixHash) {
      throw new Error(
        `${section} ${version} is already published with other content: versions are immutable; raise "version" in ${packageFile(section)} or deploy with --bump patch`,
      );
    }
    version = `${version}-local.${hash.slice(0, 8)}`;
    target = join(MFE_DIR, section, version);
  }
  let changed = false;
  if (!existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(join(MFE_DIR, section), { recursive: true });
    cpSync(dist, tmp, { recursive: true });
    precompress(tmp);
    renameSync(tmp, target);
    changed = true;
  }
  const entry = `/mfe/${section}/${encodeURIComponent(version)}/mf-manifest.json`;
  if (options.canary !== undefined) {
    const registry = store.readSections();
    if (registry.remotes[section]?.current.version === version)
      throw new Error(`${section} ${version} is already current: nothing to try on a share`);
    const running = registry.remotes[section]?.canary;
    if (running?.version === version && running.entry === entry && running.percent === options.canary)
      return { version, entry, changed: false };
    store.writeSections(
      startCanary(
        registry,
        section,
        { version, entry, publishedAt: new Date().toISOString(), ...publishedRoutes(section, version) },
        options.canary,
      ),
    );
    return { version, entry, changed: true };
  }
  return pointSection(section, { version, entry, prefixes: pkg.federation.prefixes, copied: changed }, store);
}

/**
 * Points the registry at a published version. Deploying what is already live (same version, same content, same
 * prefixes) writes nothing: the registry, its `previous` entry and its times stay as they were.
 */
function pointSection(
  section: Section,
  target: { version: string; entry: string; prefixes: string[]; copied: boolean },
  store = fileRegistryStore(),
): { version: string; entry: string; changed: boolean } {
  const { version, entry, prefixes } = target;
  const registry = store.readSections();
  const live = registry.remotes[section];
  const unchanged =
    !target.copied &&
    live?.current.version === version &&
    live.current.entry === entry &&
    live.prefixes.join() === prefixes.join() &&
    JSON.stringify(live.current.routes) === JSON.stringify(publishedRoutes(section, version).routes) &&
    JSON.stringify(live.current.private) === JSON.stringify(publishedRoutes(section, version).private) &&
    JSON.stringify(live.current.sitemap) === JSON.stringify(publishedRoutes(section, version).sitemap);
  if (unchanged) return { version, entry, changed: false };
  store.writeSections(
    pointTo(registry, section, { version, entry, publishedAt: new Date().toISOString(), ...publishedRoutes(section, version) }, prefixes),
  );
  return { version, entry, changed: true };
}

export function parseSection(value: string | undefined): Section {
  if (!value || !isSection(value))
    throw new Error(`Name a section or the shell: ${[...SECTIONS, 'shell'].join(', ')} (got "${value ?? ''}")`);
  return value;
}
