import { describe, expect, it } from 'vitest';
import { RegistryError, entriesToTry, parseRegistry, registryPrefixes } from './registry.ts';

const entry = (version: string) => ({ version, entry: `/mfe/news/${version}/mf-manifest.json` });

describe('registry document', () => {
  it('parses a valid document', () => {
    const doc = parseRegistry({
      schemaVersion: 1,
      remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: entry('1.0.0') } },
    });
    expect(doc.remotes.news?.current.version).toBe('1.1.0');
    expect(registryPrefixes(doc)).toEqual({ news: ['/news'] });
  });

  it('refuses malformed documents with the path of the fault', () => {
    expect(() => parseRegistry(null)).toThrow(RegistryError);
    expect(() => parseRegistry({ schemaVersion: 2, remotes: {} })).toThrow(/schemaVersion/);
    expect(() => parseRegistry({ schemaVersion: 1, remotes: { news: { prefixes: ['news'], current: entry('1') } } })).toThrow(/prefixes/);
    expect(() =>
      parseRegistry({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: { version: '1', entry: '/x.js' } } } }),
    ).toThrow(/current\.entry/);
    expect(() => parseRegistry({ schemaVersion: 1, remotes: { 'Bad Name': { prefixes: [], current: entry('1') } } })).toThrow(/name/);
    expect(() =>
      parseRegistry({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: { ...entry('1'), routes: { news: 'news' } } } } }),
    ).toThrow(/current\.routes/);
  });

  it('tries the current entry, then the previous one', () => {
    const doc = parseRegistry({
      schemaVersion: 1,
      remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: entry('1.0.0') } },
    });
    expect(entriesToTry(doc.remotes.news!).map((e) => e.version)).toEqual(['1.1.0', '1.0.0']);
  });

  it('has nothing to fall back to without a previous entry, or when it is the same', () => {
    const single = parseRegistry({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.0.0') } } });
    expect(entriesToTry(single.remotes.news!)).toHaveLength(1);
    const same = parseRegistry({
      schemaVersion: 1,
      remotes: { news: { prefixes: ['/news'], current: entry('1.0.0'), previous: entry('1.0.0') } },
    });
    expect(entriesToTry(same.remotes.news!)).toHaveLength(1);
  });
});
