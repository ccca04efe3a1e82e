/**
 * A site server's view of the registry in the database: the last versions read are served while the database is
 * away, and the server lives on (a failed poll once ended the process: every page, cached or not, and the API).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchRegistry, type RegistryBackend, type RegistrySnapshot } from './registry-backend.ts';

const snapshot = (version: string): RegistrySnapshot => ({
  sections: {
    schemaVersion: 1,
    remotes: {
      news: {
        prefixes: ['/news'],
        current: { version, entry: `/mfe/news/${version}/mf-manifest.json`, publishedAt: '2026-11-27T00:00:00.000Z' },
        previous: null,
      },
    },
  } as RegistrySnapshot['sections'],
  shell: { current: { version: '1.0.0' }, previous: null } as RegistrySnapshot['shell'],
});

/** A database backend whose reads answer from `answers` in turn (an Error is a failed read), the last one for ever. */
function backend(answers: (RegistrySnapshot | Error)[]): RegistryBackend & { reads: number } {
  const fake = {
    kind: 'database' as const,
    reads: 0,
    read: async () => {
      const answer = answers[Math.min(fake.reads, answers.length - 1)]!;
      fake.reads += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    change: async () => {
      throw new Error('not here');
    },
    history: async () => [],
  };
  return fake;
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

afterEach(() => vi.restoreAllMocks());

describe('the registry read from the database', () => {
  it('keeps serving the last versions read while the database is away, says so once, and follows it when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const source = backend([snapshot('1.0.0'), refused(), refused(), refused(), snapshot('1.1.0')]);
    const registry = await watchRegistry(source, '/nowhere', 5);
    try {
      await vi.waitFor(() => expect(source.reads).toBeGreaterThanOrEqual(3), { timeout: 2000, interval: 5 });
      expect(registry.sections().remotes.news!.current.version).toBe('1.0.0');
      await vi.waitFor(() => expect(registry.sections().remotes.news!.current.version).toBe('1.1.0'), { timeout: 2000, interval: 5 });
      // Let a failed promise reach the process's handler if one was left unhandled.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      const lines = errors.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes('could not be read'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('can be read again'))).toHaveLength(1);
    } finally {
      registry.close();
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('keeps the last versions when getting a new one ready fails (a bucket that cannot be reached)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = backend([snapshot('1.0.0'), snapshot('1.1.0')]);
    let prepared = 0;
    const registry = await watchRegistry(source, '/nowhere', 5, async () => {
      prepared += 1;
      if (prepared > 1) throw new Error('bucket unreachable');
    });
    try {
      await vi.waitFor(() => expect(prepared).toBeGreaterThanOrEqual(3), { timeout: 2000, interval: 5 });
      expect(registry.sections().remotes.news!.current.version).toBe('1.0.0');
    } finally {
      registry.close();
    }
  });
});
