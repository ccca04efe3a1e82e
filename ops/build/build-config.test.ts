import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devRegistry, sectionFederation, sections } from '../../rspack/sections.ts';
import { ROOT, SECTIONS, SECTION_APPS } from '../lib/paths.ts';

const manifest = (dir: string) =>
  (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { federation: { section: string; port: number } }).federation;

const newsVersion = () => (JSON.parse(readFileSync(join(ROOT, 'mfe-news', 'package.json'), 'utf8')) as { version: string }).version;

describe('build settings read from the sections', () => {
  it('lists every section with the name and port of its own package.json', () => {
    const found = sections();
    expect(found.map((section) => section.dir)).toEqual(SECTION_APPS);
    expect(found.map((section) => section.name)).toEqual(SECTIONS);
    for (const section of found) {
      expect({ name: section.name, port: section.port }).toEqual({ name: manifest(section.dir).section, port: manifest(section.dir).port });
    }
    expect(new Set(found.map((section) => section.port)).size).toBe(found.length);
    expect(devRegistry().remotes).toMatchObject({
      news: { current: { entry: `http://localhost:${manifest('mfe-news').port}/mf-manifest.json` } },
    });
  });

  it('exposes only modules under src/expose/', () => {
    const config = new URL('../../mfe-news/module-federation.config.ts', import.meta.url).href;
    expect(sectionFederation(config, { './routes': './src/expose/routes.ts' })).toEqual({
      // One container per version: the section, its version and a hash of the build's inputs (decision 9).
      name: expect.stringMatching(new RegExp(`^news_${newsVersion().replace(/\W/g, '_')}_[0-9a-f]{8}$`)),
      section: 'news',
      prefixes: ['/news'],
      port: manifest('mfe-news').port,
      exposes: { './routes': './src/expose/routes.ts' },
    });
    // @ts-expect-error: the type refuses a module outside src/expose/, and so does the check at build time.
    expect(() => sectionFederation(config, { './Card': './src/features/news/components/NewsCard.tsx' })).toThrow(
      'news: only modules under src/expose/ may be exposed, not ./src/features/news/components/NewsCard.tsx',
    );
  });
});
