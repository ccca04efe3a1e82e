import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { achievementsQuery, certificatesQuery, companyQuery, partnersQuery, personalProductsQuery, regionsQuery } from '../api/queries.ts';

/*
 * Data that several sections show is asked for under one query key, the kit's (../api/queries.ts): under two keys (the
 * home page's partners and /about's) one visit asked the API twice for the same answer, and the cache held it twice.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** A section's source files (not its tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each API call (`api.company.partners`) the sections make themselves, with the sections that make it. */
function sectionsByCall(): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  const sections = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
  for (const section of sections) {
    for (const file of sources(join(ROOT, section, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bapi\.(\w+)\.(\w+)\(/g)) {
        const call = `${match[1]}.${match[2]}`;
        calls.set(call, (calls.get(call) ?? new Set()).add(section));
      }
    }
  }
  return calls;
}

describe('data several sections show', () => {
  it('is fetched by no two sections themselves: they share the kit’s query', () => {
    const sections = sectionsByCall();
    // The scan sees the sections' own calls (not an empty list that would pass whatever they did).
    expect(sections.get('news.list')).toEqual(new Set(['mfe-news']));
    const twice = [...sections].filter(([, names]) => names.size > 1).map(([call, names]) => `${call}: ${[...names].sort().join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('has keys that name the resource and its language, never the section asking', () => {
    const keys = [companyQuery, partnersQuery, certificatesQuery, achievementsQuery, personalProductsQuery, regionsQuery].map(
      (query) => query('ru').queryKey,
    );
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toContain('ru');
      expect(key.some((part) => ['home', 'about', 'personal', 'services', 'news'].includes(String(part)))).toBe(false);
    }
    expect(partnersQuery('uz').queryKey).not.toEqual(partnersQuery('en').queryKey);
  });
});
