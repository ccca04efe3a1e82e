import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where everything lives. DEPLOY_DIR is the "CDN": the shell, every published remote version and the registry. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEPLOY_DIR = resolve(process.env.DEPLOY_DIR ?? join(ROOT, 'deploy'));
export const REGISTRY_FILE = join(DEPLOY_DIR, 'remotes.json');
export const CONFIG_FILE = join(DEPLOY_DIR, 'config.json');
export const SHELL_DIR = join(DEPLOY_DIR, 'shell');
/** Every published shell build, whole and immutable; SHELL_VERSIONS_DIR holds the live one's top-level files. */
export const SHELL_VERSIONS_DIR = join(SHELL_DIR, 'versions');
export const MFE_DIR = join(DEPLOY_DIR, 'mfe');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The sections, derived from the workspaces: every root workspace whose package.json has a `federation` field
 * (as rspack/sections.ts reads them), in the root package.json's order. A new section is a new workspace; nothing
 * here or in the scripts that build, publish and serve names one.
 */
function readSectionDirs(root: string): Map<string, string> {
  const { workspaces = [] } = readJson<{ workspaces?: string[] }>(join(root, 'package.json'));
  const dirs = new Map<string, string>();
  for (const dir of workspaces) {
    const pkg = readJson<{ federation?: { section?: string } }>(join(root, dir, 'package.json'));
    if (pkg.federation?.section) dirs.set(pkg.federation.section, dir);
  }
  return dirs;
}

const SECTION_DIRS = readSectionDirs(ROOT);

export const SECTIONS: readonly string[] = [...SECTION_DIRS.keys()];
/** A section's name as its package.json's `federation.section` says (checked with `isSection`). */
export type Section = string;

/** The workspaces that build a section (`mfe-news`, …). */
export const SECTION_APPS: readonly string[] = [...SECTION_DIRS.values()];
/** Every app that builds: the shell, then the sections. */
export const APPS: readonly string[] = ['shell', ...SECTION_APPS];

export function isSection(value: string): value is Section {
  return SECTION_DIRS.has(value);
}

/** A section's workspace folder (its package.json names it). */
export function sectionDir(section: Section): string {
  return join(ROOT, SECTION_DIRS.get(section) ?? `mfe-${section}`);
}
