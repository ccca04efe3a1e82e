import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError } from '@tax/shared';
import { ConnectionWaits, whenConnected } from './connection.ts';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe('whenConnected', () => {
  it('offline, waits for the connection, forgets what failed, and loads again', async () => {
    setOnline(false);
    const waits = new ConnectionWaits();
    const forget = vi.fn(async () => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new CodeLoadError('Loading chunk about failed'))
      .mockResolvedValueOnce('about routes');
    const result = whenConnected(load, waits, forget);
    await vi.waitFor(() => expect(waits.read()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(forget).not.toHaveBeenCalled();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('about routes');
    expect(forget).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(waits.read()).toBe(false);
  });

  it('online, a failure is thrown as it is (the error screen and its one reload deal with it)', async () => {
    setOnline(true);
    const error = new CodeLoadError('Loading chunk about failed');
    const forget = vi.fn(async () => undefined);
    await expect(whenConnected(() => Promise.reject(error), new ConnectionWaits(), forget)).rejects.toBe(error);
    expect(forget).not.toHaveBeenCalled();
  });

  it('offline, a failure that is not the connection (a bug) is thrown at once', async () => {
    setOnline(false);
    const error = new RangeError('a bug');
    await expect(
      whenConnected(
        () => Promise.reject(error),
        new ConnectionWaits(),
        async () => undefined,
      ),
    ).rejects.toBe(error);
  });
});
