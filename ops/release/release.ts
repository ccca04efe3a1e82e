/**
 * The shell's releases and every rollback. The shell is published like a section (an immutable folder per
 * version, deploy/shell/versions/<version>/) and passes the same shared-singleton gate, seen from the other side:
 * it must provide what every live section version needs.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { RegistryDocument, RegistryEntry } from '@tax/shared/server';
import { MFE_DIR, ROOT, SHELL_DIR, SHELL_VERSIONS_DIR, type Section } from '../lib/paths.ts';
import { checkSharedCompatibility, hashDir, precompress } from './publish.ts';
import { packageFile } from './source-hash.ts';
import { endCanary, fileRegistryStore, pointShellTo, rollBack, type RegistryStore } from './registry-store.ts';
import { matchingPublishedVersion, publishedRoutes, publishedVersion, versionsDir } from './versions.ts';

export interface ReleaseResult {
  version: string;
  /** False when nothing was written: the same content was already live. */
  changed: boolean;
}

export interface ShellPublishOptions {
  /** Version folder name; default shell/package.json's version. */
  version?: string;
  /** If that version is already published with other content, publish as `<version>-local.<hash>` instead of failing. */
  suffixHash?: boolean;
  /** Skip the shared-singleton check (never in production). */
  force?: boolean;
  /** Leave the live shell as it is when this build's content is already published under any version (`npm start`). */
  keepPublished?: boolean;
}

/** The manifest file of a registry entry's version, when it is published in this deploy folder. */
function sectionManifest(section: string, version: string): string {
  return join(MFE_DIR, section, version, 'mf-manifest.json');
}

/**
 * Every section version the page may load, with its role: each section's current one and the previous one it falls
 * back to, and a canary. The shell gate checks exactly these.
 */
export function liveSectionVersions(doc: RegistryDocument): { section: string; role: string; entry: RegistryEntry }[] {
  return Object.entries(doc.remotes).flatMap(([section, remote]) =>
    (
      [
        ['current', remote.current],
        ['previous', remote.previous],
        ['canary', remote.canary],
      ] as const
    ).flatMap(([role, entry]) => (entry ? [{ section, role, entry }] : [])),
  );
}

/**
 * What a shell build (its mf-manifest.json) would break: every live section version (liveSectionVersions) must find
 * the shared singletons it needs in this shell.
 */
export function shellProblems(shellManifest: string, doc: RegistryDocument): string[] {
  // One line per cause, naming every live version it concerns: a kit bump the shell lacks is one cause, not one line
  // for each section and role (issue 42: one cause filled 17 lines).
  const byCause = new Map<string, string[]>();
  for (const { section, role, entry } of liveSectionVersions(doc)) {
    const manifest = sectionManifest(section, entry.version);
    // An entry served from elsewhere (not this deploy folder) cannot be checked here.
    if (!existsSync(manifest)) continue;
    for (const problem of checkSharedCompatibility(manifest, shellManifest)) {
      const cause = problem.replace('the remote needs', 'needed');
      const who = `${section} ${entry.version} (${role})`;
      const list = byCause.get(cause) ?? [];
      if (!list.includes(who)) list.push(who);
      byCause.set(cause, list);
    }
  }
  return [...byCause].map(([cause, who]) => `${cause} by ${who.join(', ')}`);
}

function refuseShell(version: string, problems: string[]): void {
  if (problems.length) {
    throw new Error(
      `shell ${version} is refused: live sections need shared versions it does not provide:\n  - ${problems.join('\n  - ')}\n` +
        'Deploy sections built for it first, or keep the current shell.',
    );
  }
}

/**
 * Makes a published shell version the one the site serves: its hashed files join deploy/shell/static/ (where the
 * files of every earlier shell stay, for tabs still open on them), then its top-level files replace the live ones,
 * each atomically, index.html last so a page never names a file that is not there yet.
 */
export function activateShell(version: string): void {
  const from = join(SHELL_VERSIONS_DIR, version);
  if (existsSync(join(from, 'static'))) {
    // Names are content hashes: a file already there has the same bytes and is left alone.
    cpSync(join(from, 'static'), join(SHELL_DIR, 'static'), { recursive: true, force: false, errorOnExist: false });
  }
  const files = readdirSync(from, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort((a, b) => Number(a.startsWith('index.html')) - Number(b.startsWith('index.html')));
  for (const file of files) {
    const tmp = join(SHELL_DIR, `.${file}.${process.pid}.tmp`);
    cpSync(join(from, file), tmp);
    renameSync(tmp, join(SHELL_DIR, file));
  }
}

/**
 * The name a local build of changed sources is published under (`npm start`): `<package version>-local.<hash of the
 * build>` when the package's version is already published with other content, else null (it is published as the
 * package's version, or is already published). The caller builds again with that name (BUILD_VERSION), so the shell
 * says the version it is published as (its pages' `data-section-version`, its beacons' release figures).
 */
export function localShellVersion(shellDist: string): string | null {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'shell', 'package.json'), 'utf8')) as { version: string };
  const taken = join(SHELL_VERSIONS_DIR, pkg.version);
  if (!existsSync(taken)) return null;
  const hash = hashDir(shellDist);
  if (hashDir(taken) === hash || matchingPublishedVersion('shell', hash, hashDir)) return null;
  return `${pkg.version}-local.${hash.slice(0, 8)}`;
}

/**
 * Publishes the shell's build (shell/dist) as an immutable version and makes it live, keeping the one it replaces as
 * `previous`. Refused when a live section version needs a shared version this shell does not provide.
 */
export function publishShell(
  shellDist: string,
  options: ShellPublishOptions = {},
  store: RegistryStore = fileRegistryStore(),
): ReleaseResult {
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error(`no shell build in ${shellDist}`);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'shell', 'package.json'), 'utf8')) as { version: string };
  const record = store.readShell();
  const hash = hashDir(shellDist);
  if (options.keepPublished && record && matchingPublishedVersion('shell', hash, hashDir)) {
    return { version: record.current.version, changed: false };
  }
  let version = options.version ?? pkg.version;
  if (!semver.valid(version) || version.includes('+')) throw new Error(`"${version}" is not a semantic version without build metadata`);
  if (!options.force) refuseShell(version, shellProblems(join(shellDist, 'mf-manifest.json'), store.readSections()));

  let target = join(SHELL_VERSIONS_DIR, version);
  if (existsSync(target) && hashDir(target) !== hash) {
    if (!options.suffixHash) {
      throw new Error(
        `shell ${version} is already published with other content: versions are immutable; raise "version" in ${packageFile('shell')} or deploy with --bump patch`,
      );
    }
    version = `${version}-local.${hash.slice(0, 8)}`;
    target = join(SHELL_VERSIONS_DIR, version);
  }
  let copied = false;
  if (!existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(SHELL_VERSIONS_DIR, { recursive: true });
    cpSync(shellDist, tmp, { recursive: true });
    precompress(tmp);
    renameSync(tmp, target);
    copied = true;
  }
  if (!copied && record?.current.version === version) return { version, changed: false };
  activateShell(version);
  store.writeShell(pointShellTo(record, version, new Date().toISOString()));
  return { version, changed: true };
}

/**
 * Rolls a section back to a named published version, or to its previous one. The target must be published here
 * and the live shell must provide what it needs; otherwise nothing is written.
 */
export function rollbackSection(
  section: Section,
  named?: string,
  store: RegistryStore = fileRegistryStore(),
  force = false,
): ReleaseResult {
  const doc = store.readSections();
  const remote = doc.remotes[section];
  if (!remote) throw new Error(`"${section}" is not in the registry`);
  // During a canary, rolling back means ending it: everyone returns to the current version, which never changed.
  if (remote.canary && named === undefined) {
    store.writeSections(endCanary(doc, section));
    return { version: remote.current.version, changed: true };
  }
  const version = named !== undefined ? publishedVersion(section, named) : remote.previous?.version;
  if (!version) throw new Error(`"${section}" has no previous version to roll back to; name one`);
  // The previous entry is checked too: the registry may name a version this deploy folder no longer has.
  publishedVersion(section, version);
  if (!force) {
    const problems = checkSharedCompatibility(sectionManifest(section, version), join(SHELL_DIR, 'mf-manifest.json'));
    if (problems.length) throw new Error(`${section} ${version} cannot run in the live shell:\n  - ${problems.join('\n  - ')}`);
  }
  // Back to `previous`: its entry as it was recorded; to a named version: the entry publishing gives it.
  const entry =
    named !== undefined
      ? { version, entry: `/mfe/${section}/${encodeURIComponent(version)}/mf-manifest.json`, ...publishedRoutes(section, version) }
      : null;
  store.writeSections(rollBack(doc, section, entry));
  return { version, changed: true };
}

/** Rolls the shell back to a named published version, or to its previous one; no rebuild. */
export function rollbackShell(named?: string, store: RegistryStore = fileRegistryStore(), force = false): ReleaseResult {
  const record = store.readShell();
  if (!record) throw new Error('no shell release is recorded yet (deploy/shell.json): deploy the shell first');
  const version = named !== undefined ? publishedVersion('shell', named) : record.previous?.version;
  if (!version) throw new Error('the shell has no previous version to roll back to; name one');
  publishedVersion('shell', version);
  if (version === record.current.version) throw new Error(`the shell already runs ${version}`);
  if (!force) refuseShell(version, shellProblems(join(versionsDir('shell'), version, 'mf-manifest.json'), store.readSections()));
  activateShell(version);
  store.writeShell({ current: { version, publishedAt: new Date().toISOString() }, previous: record.current });
  return { version, changed: true };
}
