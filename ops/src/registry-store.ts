import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseRegistry, type RegistryDocument, type RegistryEntry } from '@tax/shared/server';
import { REGISTRY_FILE } from './paths.ts';

export function readRegistry(file = REGISTRY_FILE): RegistryDocument {
  if (!existsSync(file)) return { schemaVersion: 1, remotes: {} };
  return parseRegistry(JSON.parse(readFileSync(file, 'utf8')));
}

/** Writes the registry atomically (a reader never sees half a document). */
export function writeRegistry(doc: RegistryDocument, file = REGISTRY_FILE): void {
  const checked = parseRegistry({ ...doc, updatedAt: new Date().toISOString() });
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(checked, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Points a section at a new version, keeping the one it replaces as `previous`. */
export function pointTo(doc: RegistryDocument, section: string, entry: RegistryEntry, prefixes: string[]): RegistryDocument {
  const existing = doc.remotes[section];
  const previous = existing && existing.current.version !== entry.version ? existing.current : (existing?.previous ?? null);
  return {
    ...doc,
    remotes: { ...doc.remotes, [section]: { prefixes, current: entry, previous } },
  };
}

/** Rolls a section back to `version`, or to its previous entry; the version it leaves becomes `previous`. */
export function rollBack(doc: RegistryDocument, section: string, target: RegistryEntry | null): RegistryDocument {
  const existing = doc.remotes[section];
  if (!existing) throw new Error(`"${section}" is not in the registry`);
  const to = target ?? existing.previous;
  if (!to) throw new Error(`"${section}" has no previous version to roll back to; name one`);
  if (to.version === existing.current.version) throw new Error(`"${section}" already runs ${to.version}`);
  return {
    ...doc,
    remotes: { ...doc.remotes, [section]: { ...existing, current: to, previous: existing.current } },
  };
}
