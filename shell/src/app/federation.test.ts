import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, RemoteLoadError, type RegistryDocument, type RemoteRoutesModule } from '@tax/shared';
import { FAILURE_MEMORY_MS, SectionLoader, type FederationAdapter } from './federation.ts';

const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: {
    news: {
      prefixes: ['/news'],
      current: { version: '1.1.0', entry: '/mfe/news/1.1.0/mf-manifest.json' },
      previous: { version: '1.0.0', entry: '/mfe/news/1.0.0/mf-manifest.json' },
    },
  },
};

const globalOf = (version: string) => `news_${version.replace(/\./g, '_')}_0123abcd`;

function routes(version: string, pageFails = false): RemoteRoutesModule {
  return {
    section: 'news',
    version,
    namespace: 'news',
    translations: { uz: async () => ({}), ru: async () => ({}), en: async () => ({}) },
    pages: [
      {
        name: 'news',
        path: '/news',
        layout: 'default',
        load: async () => {
          if (pageFails) throw new CodeLoadError(`page chunk of ${version}`);
          return { default: () => null, version } as never;
        },
      },
    ],
  };
}

/** A federation runtime stand-in: which versions are down, and every manifest fetch and load it was asked for. */
function fakeFederation(down: Set<string>, pageDown = new Set<string>()) {
  const manifests: { url: string; fresh: boolean }[] = [];
  const loads: { name: string; entryUrl: string; globalName: string; expose: string }[] = [];
  const dropped: string[] = [];
  const adapter: FederationAdapter = {
    async fetchManifest(url, fresh) {
      manifests.push({ url, fresh });
      const version = /\/mfe\/news\/([^/]+)\//.exec(url)?.[1] ?? '';
      return { metaData: { globalName: globalOf(version), publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    },
    async load(name, info, expose) {
      loads.push({ name, entryUrl: info.entryUrl, globalName: info.globalName, expose });
      const version = /\/mfe\/news\/([^/]+)\//.exec(info.entryUrl)?.[1] ?? '';
      if (down.has(version)) throw new Error(`[ Federation Runtime ]: #RUNTIME-008 ScriptNetworkError ${info.entryUrl}`);
      if (expose === 'routes') return routes(version, pageDown.has(version));
      return { default: `${expose}@${version}` };
    },
    dropPreloads: (section) => void dropped.push(section),
  };
  return { adapter, manifests, loads, dropped };
}

const base = () => 'http://site/en/news';

describe('SectionLoader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the current version under its own container name, from the plain URLs the page preloaded', async () => {
    const fake = fakeFederation(new Set());
    const loader = new SectionLoader(registry, fake.adapter, base);
    const module = await loader.loadRoutes('news');
    expect(module.deployedVersion).toBe('1.1.0');
    expect(loader.loadedVersion.get('news')).toBe('1.1.0');
    expect(fake.manifests).toEqual([{ url: 'http://site/mfe/news/1.1.0/mf-manifest.json', fresh: false }]);
    expect(fake.loads).toEqual([
      { name: globalOf('1.1.0'), globalName: globalOf('1.1.0'), entryUrl: 'http://site/mfe/news/1.1.0/remoteEntry.js', expose: 'routes' },
    ]);
    // Loaded once: a second ask is the same promise.
    expect(await loader.loadRoutes('news')).toBe(module);
  });

  it('falls back to the previous version, each in its own container, and drops the failed preloads', async () => {
    const fake = fakeFederation(new Set(['1.1.0']));
    const loader = new SectionLoader(registry, fake.adapter, base);
    const module = await loader.loadRoutes('news');
    expect(module.deployedVersion).toBe('1.0.0');
    expect(module.version).toBe('1.0.0');
    expect(fake.loads.map((load) => load.globalName)).toEqual([globalOf('1.1.0'), globalOf('1.0.0')]);
    expect(fake.dropped).toEqual(['news']);
  });

  it('after both fail, a retry is a new attempt (new URLs, a new registration) and comes back on the current version', async () => {
    vi.useFakeTimers();
    const down = new Set(['1.1.0', '1.0.0']);
    const fake = fakeFederation(down);
    const loader = new SectionLoader(registry, fake.adapter, base);
    const failure = await loader.loadRoutes('news').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as RemoteLoadError).causes).toHaveLength(2);
    // Shared for a moment by everyone asking during the same navigation…
    expect(loader.loadRoutes('news')).toBe(loader.loadRoutes('news'));
    await loader.loadRoutes('news').catch(() => undefined);
    expect(fake.loads).toHaveLength(2);
    // …and forgotten at once by the error screen's retry.
    down.clear();
    loader.forgetFailures();
    const module = await loader.loadRoutes('news');
    expect(module.deployedVersion).toBe('1.1.0');
    const retry = fake.loads.at(-1)!;
    expect(retry.name).toBe(`${globalOf('1.1.0')}__a2`);
    expect(retry.globalName).toBe(globalOf('1.1.0'));
    expect(retry.entryUrl).toBe('http://site/mfe/news/1.1.0/remoteEntry.js?attempt=2');
    expect(fake.manifests.at(-1)).toEqual({ url: 'http://site/mfe/news/1.1.0/mf-manifest.json?attempt=2', fresh: true });
  });

  it('forgets a failure by itself after a moment, so the next navigation loads anew', async () => {
    vi.useFakeTimers();
    const down = new Set(['1.1.0', '1.0.0']);
    const fake = fakeFederation(down);
    const loader = new SectionLoader(registry, fake.adapter, base);
    await loader.loadRoutes('news').catch(() => undefined);
    down.clear();
    await vi.advanceTimersByTimeAsync(FAILURE_MEMORY_MS);
    expect((await loader.loadRoutes('news')).deployedVersion).toBe('1.1.0');
  });

  it("serves a section's widgets from the version it runs, and from the usual order when that one fails", async () => {
    const down = new Set(['1.1.0']);
    const fake = fakeFederation(down);
    const loader = new SectionLoader(registry, fake.adapter, base);
    await loader.loadRoutes('news');
    const before = fake.loads.length;
    expect(await loader.loadWidget('news/LatestNews')).toBe('LatestNews@1.0.0');
    expect(fake.loads.slice(before).map((load) => load.globalName)).toEqual([globalOf('1.0.0')]);
    // A section not running yet: current first.
    const fresh = new SectionLoader(registry, fakeFederation(new Set()).adapter, base);
    expect(await fresh.loadWidget('news/LatestNews')).toBe('LatestNews@1.1.0');
    await expect(fresh.loadWidget('news')).rejects.toThrow(/Bad widget id/);
  });

  it("takes a page from the other version when the version its routes came from cannot deliver the page's code", async () => {
    const fake = fakeFederation(new Set(), new Set(['1.1.0']));
    const loader = new SectionLoader(registry, fake.adapter, base);
    const module = await loader.loadRoutes('news');
    await expect(module.pages[0]!.load()).rejects.toThrow(CodeLoadError);
    const page = (await loader.loadPageElsewhere('news', 'news', '1.1.0')) as unknown as { version: string };
    expect(page.version).toBe('1.0.0');
    await expect(loader.loadPageElsewhere('news', 'missing', '1.1.0')).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
