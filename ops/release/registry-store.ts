import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseRegistry, type RegistryDocument, type RegistryEntry } from '@tax/shared/server';
import { DEPLOY_DIR, REGISTRY_FILE } from '../lib/paths.ts';

export function readRegistry(file = REGISTRY_FILE): RegistryDocument {
  if (!existsSync(file)) return { schemaVersion: 1, remotes: {} };
  return parseRegistry(JSON.parse(readFileSync(file, 'utf8')));
}

/** Writes the registry atomically (a reader never sees half a document). */
export function writeRegistry(doc: RegistryDocument, file = REGISTRY_FILE): void {
  const checked = parseRegistry({ ...doc, updatedAt: new Date().toISOString() });
  writeJsonAtomically(file, checked);
}

function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Which shell build is live, and the one before it (what `npm run rollback -- shell` returns to). */
export interface ShellRecord {
  current: { version: string; publishedAt?: string };
  previous: { version: string; publishedAt?: string } | null;
}

/**
 * Where deploy and rollback keep what is live: the sections' registry document (served to browsers as
 * /remotes.json) and the shell's record (for operators only). Every read and write of either goes through this one
 * interface, so a store other than the deploy folder's files (a database shared by several servers) can replace it.
 */
export interface RegistryStore {
  readSections(): RegistryDocument;
  writeSections(doc: RegistryDocument): void;
  readShell(): ShellRecord | null;
  writeShell(record: ShellRecord): void;
}

function parseShellRecord(value: unknown): ShellRecord {
  const record = value as Partial<ShellRecord> | null;
  const valid = (entry: unknown) => !!entry && typeof entry === 'object' && typeof (entry as { version?: unknown }).version === 'string';
  if (!record || !valid(record.current) || (record.previous != null && !valid(record.previous))) {
    throw new Error('shell record: expected { current: { version }, previous: { version } | null }');
  }
  return { current: record.current!, previous: record.previous ?? null };
}

/** The default store: deploy/remotes.json and deploy/shell.json, each replaced atomically. */
export function fileRegistryStore(deployDir = DEPLOY_DIR): RegistryStore {
  const sectionsFile = join(deployDir, 'remotes.json');
  const shellFile = join(deployDir, 'shell.json');
  return {
    readSections: () => readRegistry(sectionsFile),
    writeSections: (doc) => writeRegistry(doc, sectionsFile),
    readShell: () => (existsSync(shellFile) ? parseShellRecord(JSON.parse(readFileSync(shellFile, 'utf8'))) : null),
    writeShell: (record) => writeJsonAtomically(shellFile, { ...parseShellRecord(record), updatedAt: new Date().toISOString() }),
  };
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

/** Serves `entry` to `percent` % of visitors beside the current version (a canary already running is replaced). */
export function startCanary(doc: RegistryDocument, section: string, entry: RegistryEntry, percent: number): RegistryDocument {
  const existing = doc.remotes[section];
  if (!existing) throw new Error(`"${section}" has no current version yet: deploy it to everyone first`);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error(`--canary takes a share from 1 to 99 (%), got ${percent}`);
  return {
    ...doc,
    remotes: { ...doc.remotes, [section]: { ...existing, canary: { ...entry, percent, startedAt: new Date().toISOString() } } },
  };
}

/** Makes the canary current for everyone; the version it replaces becomes `previous`. */
export function promoteCanary(doc: RegistryDocument, section: string): RegistryDocument {
  const existing = doc.remotes[section];
  const canary = existing?.canary;
  if (!existing || !canary) throw new Error(`"${section}" has no canary to promote`);
  const { percent: _percent, startedAt: _startedAt, ...entry } = canary;
  return { ...doc, remotes: { ...doc.remotes, [section]: { ...existing, current: entry, previous: existing.current, canary: null } } };
}

/** Ends a section's canary: every visitor goes back to the current version. */
export function endCanary(doc: RegistryDocument, section: string): RegistryDocument {
  const existing = doc.remotes[section];
  if (!existing?.canary) throw new Error(`"${section}" has no canary to end`);
  return { ...doc, remotes: { ...doc.remotes, [section]: { ...existing, canary: null } } };
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

/** The shell's record after pointing at `version` (the one it replaces becomes `previous`). */
export function pointShellTo(record: ShellRecord | null, version: string, publishedAt: string): ShellRecord {
  if (record?.current.version === version) return record;
  return { current: { version, publishedAt }, previous: record?.current ?? null };
}
