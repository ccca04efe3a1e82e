import { describe, expect, it, vi } from 'vitest';
import { RemoteLoadError } from '../errors/errors.ts';
import { CodeLoadError, attemptUrl, isCodeLoadError, loadWithFallback, parseManifest, registrationName, withTimeout } from './loading.ts';
import type { RegistryRemote } from './registry.ts';

const remote: RegistryRemote = {
  prefixes: ['/news'],
  current: { version: '1.1.0', entry: '/mfe/news/1.1.0/mf-manifest.json' },
  previous: { version: '1.0.0', entry: '/mfe/news/1.0.0/mf-manifest.json' },
};

const manifest = {
  metaData: { globalName: 'news_1_1_0_ab12cd34', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.1.js'] }, css: { sync: ['static/css/routes.1.css'] } } }],
};

describe('the fallback order', () => {
  it('takes the current version when it loads', async () => {
    const tried: string[] = [];
    const result = await loadWithFallback('news', remote, async (entry) => {
      tried.push(entry.version);
      return `module ${entry.version}`;
    });
    expect(result).toEqual({ value: 'module 1.1.0', entry: remote.current });
    expect(tried).toEqual(['1.1.0']);
  });

  it('falls back to the previous version, and gives up with every cause when neither loads', async () => {
    const first = await loadWithFallback('news', remote, async (entry) => {
      if (entry.version === '1.1.0') throw new CodeLoadError('404');
      return entry.version;
    });
    expect(first.value).toBe('1.0.0');
    const failure = await loadWithFallback('news', remote, async (entry) => {
      throw new CodeLoadError(`down ${entry.version}`);
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as RemoteLoadError).causes.map((cause) => (cause as Error).message)).toEqual(['down 1.1.0', 'down 1.0.0']);
    expect(isCodeLoadError(failure)).toBe(true);
  });

  it('skips the version a caller names (a page that failed on it) and refuses a section not in the registry', async () => {
    const result = await loadWithFallback('news', remote, async (entry) => entry.version, { skip: (entry) => entry.version === '1.1.0' });
    expect(result.value).toBe('1.0.0');
    const missing = (await loadWithFallback('nope', undefined, async () => 1).catch((error: unknown) => error)) as RemoteLoadError;
    expect((missing.causes[0] as Error).message).toBe('"nope" is not in the registry');
  });
});

describe('attempts', () => {
  it('keeps the first URL plain (it matches the preload) and gives every retry a new one', () => {
    expect(attemptUrl('http://site/mfe/news/1.1.0/mf-manifest.json', 0)).toBe('http://site/mfe/news/1.1.0/mf-manifest.json');
    expect(attemptUrl('http://site/mfe/news/1.1.0/mf-manifest.json', 2)).toBe('http://site/mfe/news/1.1.0/mf-manifest.json?attempt=2');
    expect(attemptUrl('http://site/x.js?attempt=1', 3)).toBe('http://site/x.js?attempt=3');
    expect(registrationName('news_1_1_0_ab12cd34', 0)).toBe('news_1_1_0_ab12cd34');
    expect(registrationName('news_1_1_0_ab12cd34', 4)).toBe('news_1_1_0_ab12cd34__a4');
  });
});

describe('the manifest', () => {
  it('gives the per-version global and the entry beside the manifest, without the attempt query', () => {
    const info = parseManifest(manifest, 'http://site/mfe/news/1.1.0/mf-manifest.json?attempt=2');
    expect(info).toEqual({
      globalName: 'news_1_1_0_ab12cd34',
      entryUrl: 'http://site/mfe/news/1.1.0/remoteEntry.js',
      exposes: { './routes': ['http://site/mfe/news/1.1.0/static/js/routes.1.js', 'http://site/mfe/news/1.1.0/static/css/routes.1.css'] },
    });
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/news/1.1.0/' } };
    expect(parseManifest(fixed, 'http://site/mfe/news/1.1.0/mf-manifest.json').entryUrl).toBe(
      'https://cdn.example/news/1.1.0/remoteEntry.js',
    );
  });

  it('treats what is not a manifest (an error page, a truncated file) as a code-loading failure', () => {
    for (const bad of [null, 'oops', {}, { metaData: {} }, { metaData: { globalName: 'a b', remoteEntry: { name: 'x.js' } } }]) {
      expect(() => parseManifest(bad, 'http://site/m.json')).toThrow(CodeLoadError);
    }
  });
});

describe('what counts as a code-loading failure', () => {
  it('recognises the bundler, the federation runtime and its SDK, and nothing else', () => {
    expect(isCodeLoadError(new CodeLoadError('x'))).toBe(true);
    expect(isCodeLoadError(Object.assign(new Error('Loading chunk 91 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isCodeLoadError(new Error('[ Federation Runtime ]: #RUNTIME-008 ScriptExecutionError'))).toBe(true);
    expect(isCodeLoadError(new Error('#RUNTIME-001 remoteEntryExports is undefined'))).toBe(true);
    expect(isCodeLoadError(new Error('ScriptNetworkError: Failed to load script'))).toBe(true);
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isCodeLoadError({ status: 404 })).toBe(false);
  });

  it('times out a load that never ends, as a chunk failure', async () => {
    vi.useFakeTimers();
    try {
      const pending = withTimeout(new Promise(() => undefined), 120_000, 'news/routes');
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(120_000);
      const error = await settled;
      expect(isCodeLoadError(error)).toBe(true);
      expect((error as Error).message).toContain('news/routes');
    } finally {
      vi.useRealTimers();
    }
  });
});
