import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_KEY, claimReload, mayReload } from './reload-guard.ts';
import { isChunkLoadError, RemoteLoadError, describeError } from './errors.ts';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  } as Storage;
}

describe('the 60 s reload guard', () => {
  it('allows one reload, then none for 60 s, then one again', () => {
    const storage = memory();
    const t0 = 1_000_000;
    expect(claimReload(storage, t0)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe(String(t0));
    expect(claimReload(storage, t0 + 1_000)).toBe(false);
    expect(claimReload(storage, t0 + 59_999)).toBe(false);
    expect(claimReload(storage, t0 + 60_000)).toBe(true);
    expect(claimReload(storage, t0 + 60_001)).toBe(false);
  });

  it('never reloads without storage (no loop)', () => {
    expect(claimReload(undefined)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimReload(broken)).toBe(false);
  });

  it('can be asked without claiming: the answer matches the next claim and stores nothing', () => {
    const storage = memory();
    const t0 = 1_000_000;
    expect(mayReload(storage, t0)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(claimReload(storage, t0)).toBe(true);
    expect(mayReload(storage, t0 + 30_000)).toBe(false);
    expect(mayReload(storage, t0 + 60_000)).toBe(true);
    expect(mayReload(undefined)).toBe(false);
  });

  it('does not trust a time from the future', () => {
    const storage = memory();
    storage.setItem(RELOAD_GUARD_KEY, String(5_000_000));
    expect(claimReload(storage, 1_000_000)).toBe(true);
  });
});

describe('chunk failures', () => {
  it('recognises what the federation runtime and the bundler throw', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest'))).toBe(true);
    expect(isChunkLoadError(new Error('#RUNTIME-008 remoteEntry failed'))).toBe(true);
    expect(isChunkLoadError(new RemoteLoadError('news', []))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('describes route errors with their status', () => {
    expect(describeError({ status: 404, data: { message: 'Not Found' } })).toEqual({ status: 404, message: 'Not Found' });
    expect(describeError({ status: 500, data: 'Unknown middleware x' })).toEqual({ status: 500, message: 'Unknown middleware x' });
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
  });
});
