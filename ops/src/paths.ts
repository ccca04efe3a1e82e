import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where everything lives. DEPLOY_DIR is the "CDN": the shell, every published remote version and the registry. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEPLOY_DIR = resolve(process.env.DEPLOY_DIR ?? join(ROOT, 'deploy'));
export const REGISTRY_FILE = join(DEPLOY_DIR, 'remotes.json');
export const CONFIG_FILE = join(DEPLOY_DIR, 'config.json');
export const SHELL_DIR = join(DEPLOY_DIR, 'shell');
/** Every published shell build, whole and immutable; SHELL_DIR holds the live one's top-level files. */
export const SHELL_VERSIONS_DIR = join(SHELL_DIR, 'versions');
export const MFE_DIR = join(DEPLOY_DIR, 'mfe');

export const SECTIONS = ['home', 'about', 'services', 'news', 'personal'] as const;
export type Section = (typeof SECTIONS)[number];

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

export function sectionDir(section: Section): string {
  return join(ROOT, `mfe-${section}`);
}
