/**
 * The compatibility matrix's builds (docs/compatibility-matrix.md, decision 0047): every app as this checkout has it
 * and as the base commit (the release live before this change) had it, each built once and kept in the CI cache by a
 * key of what it is built from, so a rerun, or the next change on top of this one, builds nothing it already has.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';
import { buildApp } from '../build/build.ts';

/** What every app's build reads besides its own folder (as source-hash.ts counts it), and the root manifest. */
const COMMON_INPUTS = ['shared', 'rspack', 'rspack.shared.ts', 'package-lock.json'];

/** The root package.json as builds read it (workspaces, browserslist, …): its scripts change no build. */
function manifestPart(text: string): string {
  const { scripts: _scripts, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** Where the matrix keeps its builds between runs: MATRIX_CACHE, else beside the Node CI installs (.ci/run). */
export function matrixCacheDir(): string {
  if (process.env.MATRIX_CACHE) return process.env.MATRIX_CACHE;
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'soliq-ci', 'matrix');
}

function git(args: string[], cwd = ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** An app's folder at a commit, from the root package.json's workspaces there ('shell', 'mfe-news', …). */
export interface AppAt {
  /** 'shell' or the section's name. */
  app: string;
  dir: string;
  version: string;
  prefixes: string[];
}

/** The apps (the shell and each section) a tree of the repository has: read from its files at `commit`, or on disk. */
export function appsAt(commit: string | null, root = ROOT): AppAt[] {
  const read = (path: string): string => (commit ? git(['show', `${commit}:${path}`], root) : readFileSync(join(root, path), 'utf8'));
  const { workspaces = [] } = JSON.parse(read('package.json')) as { workspaces?: string[] };
  return workspaces.flatMap((dir) => {
    let pkg: { version?: string; federation?: { section?: string; prefixes?: string[] } };
    try {
      pkg = JSON.parse(read(`${dir}/package.json`)) as typeof pkg;
    } catch {
      return [];
    }
    const version = pkg.version ?? '0.0.0';
    if (dir === 'shell') return [{ app: 'shell', dir, version, prefixes: [] }];
    const section = pkg.federation?.section;
    return section ? [{ app: section, dir, version, prefixes: pkg.federation?.prefixes ?? [] }] : [];
  });
}

/** Git's hashes of an app's folder and the common inputs at a commit. */
function treePart(commit: string, dir: string): string {
  const hash = createHash('sha256');
  for (const path of [dir, ...COMMON_INPUTS]) {
    let object = '-';
    try {
      object = git(['rev-parse', `${commit}:${path}`]);
    } catch {
      // Absent at that commit: counts as absent.
    }
    hash.update(`${path} ${object}\n`);
  }
  return hash.digest('hex');
}

const combine = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);

/**
 * The key of an app's build at a commit: git's own hashes of the trees and files it is built from, and the root
 * manifest less its scripts. The same key means the same inputs, so the same build (builds are reproducible:
 * ops/build/reproducible-build.test.ts).
 */
export function commitKey(commit: string, dir: string): string {
  return combine(treePart(commit, dir), manifestPart(git(['show', `${commit}:package.json`])));
}

/**
 * The key of an app as the checkout has it now: as HEAD's when none of its inputs differ from HEAD (so a build made
 * for this commit is found again once it is the base of the next), else from the files' contents.
 */
export function workingKey(dir: string): string {
  const manifest = manifestPart(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const dirty = git(['status', '--porcelain', '--', dir, ...COMMON_INPUTS]);
  if (!dirty) return combine(treePart('HEAD', dir), manifest);
  const hash = createHash('sha256');
  // The files a commit of this tree would hold (generated and ignored ones, such as the route types, left out).
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '--', dir, ...COMMON_INPUTS])
    .split('\n')
    .filter((file) => file && existsSync(join(ROOT, file)))
    .sort();
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(join(ROOT, file)));
  return `w${combine(hash.digest('hex'), manifest).slice(1)}`;
}

/** What the matrix keeps with each build. */
export interface MatrixBuild {
  app: string;
  /** The version it is built and published as: the package's, with the key (`1.0.0-m3fa9c2d1`). */
  version: string;
  prefixes: string[];
  key: string;
  /** The build's folder in the cache. */
  dist: string;
  /** Where it came from ('working tree' or a commit), and the seconds its build took (0 when it came from the cache). */
  from: string;
  seconds: number;
}

export const buildVersion = (version: string, key: string) => `${version.split('-')[0]}-m${key.slice(0, 8)}`;

/**
 * A tree of the repository at `commit` in a temporary folder, with this checkout's node_modules linked in (the
 * workspace links made again, so `@tax/shared` is that commit's kit). A commit with another lock file gets its own
 * install instead: its dependencies are part of what it was.
 */
export function checkoutAt(commit: string): { root: string; remove(): void } {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'matrix-base-'));
  const archive = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  if (archive.status !== 0) throw new Error(`could not extract ${commit} into ${dir}`);
  const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  if (sameLock) linkDependencies(dir);
  else {
    console.log(`${commit}: its lock file differs from this checkout's; installing its dependencies`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`npm install failed in the base checkout ${dir}`);
  }
  console.log(
    `The base's tree in ${dir} (${sameLock ? 'dependencies linked' : 'its own install'}): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { root: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function linkDependencies(root: string): void {
  const from = join(ROOT, 'node_modules');
  const to = join(root, 'node_modules');
  mkdirSync(join(to, '@tax'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry !== '@tax') symlinkSync(join(from, entry), join(to, entry));
  }
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  for (const dir of workspaces) {
    const name = (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string }).name;
    if (name.startsWith('@tax/')) symlinkSync(join('..', '..', dir), join(to, name));
  }
}

/**
 * The build of `app` with this key from the cache, or built now from `root` into the cache (written under a
 * temporary name and renamed, so a build cut short is never taken for a finished one).
 */
export function cachedBuild(app: AppAt, key: string, from: string, root: () => string): MatrixBuild {
  const version = buildVersion(app.version, key);
  const dist = join(matrixCacheDir(), 'builds', `${app.app}-${key}`);
  const done = join(dist, 'matrix-build.json');
  if (existsSync(done)) return { ...(JSON.parse(readFileSync(done, 'utf8')) as MatrixBuild), dist, seconds: 0 };
  const tmp = `${dist}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const ms = buildApp(app.dir, { BUILD_VERSION: version }, tmp, root());
  const build: MatrixBuild = { app: app.app, version, prefixes: app.prefixes, key, dist, from, seconds: Math.round(ms / 100) / 10 };
  writeFileSync(join(tmp, 'matrix-build.json'), `${JSON.stringify(build, null, 2)}\n`);
  rmSync(dist, { recursive: true, force: true });
  renameSync(tmp, dist);
  return build;
}

/** Copies a build into a deploy folder's version folder (as publishing does, without the precompressed copies). */
export function copyBuild(build: MatrixBuild, target: string): void {
  if (existsSync(target)) return;
  cpSync(build.dist, `${target}.tmp`, { recursive: true });
  renameSync(`${target}.tmp`, target);
}

/** Removes cached builds not used for `days` days (the cache would otherwise grow with every commit). */
export function pruneCache(used: Set<string>, days = 14): void {
  const dir = join(matrixCacheDir(), 'builds');
  if (!existsSync(dir)) return;
  const now = new Date();
  const cutoff = now.getTime() - days * 86_400_000;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    // Used now: its time says so (a folder's time is what this reads back).
    if (used.has(path)) utimesSync(path, now, now);
    else if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
  }
}
