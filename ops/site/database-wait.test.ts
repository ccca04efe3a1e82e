import type { OpenedDatabase } from '@tax/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabaseWhenReachable } from './database-wait.ts';

afterEach(() => vi.restoreAllMocks());

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const opened = { kind: 'postgres' } as unknown as OpenedDatabase;

describe('the start waiting for its database', () => {
  it('waits for a PostgreSQL server that cannot be reached yet, says so once, and starts when it can', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let tries = 0;
    const database = await openDatabaseWhenReachable(async () => {
      tries += 1;
      if (tries < 4) throw refused();
      return opened;
    }, 5);
    expect(database).toBe(opened);
    expect(tries).toBe(4);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/cannot be reached .*ECONNREFUSED.*trying again/);
  });

  it('ends at once on any other failure (a wrong password, a failing migration), with its own error', async () => {
    const wrong = Object.assign(new Error('password authentication failed for user "tax"'), { code: '28P01' });
    let tries = 0;
    await expect(
      openDatabaseWhenReachable(async () => {
        tries += 1;
        throw wrong;
      }, 5),
    ).rejects.toBe(wrong);
    expect(tries).toBe(1);
  });
});
