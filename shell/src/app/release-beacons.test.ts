import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReleaseBeacons } from './release-beacons.ts';

describe('ReleaseBeacons', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts in the page and sends one batch after the interval', () => {
    const sent: { url: string; body: unknown }[] = [];
    const beacons = new ReleaseBeacons(
      '/api/beacons',
      (url, body) => sent.push({ url, body: JSON.parse(body) }),
      10_000,
      async () => undefined,
    );
    beacons.report('view', 'news', '1.2.0');
    beacons.report('view', 'news', '1.2.0');
    beacons.report('fallback', 'news', '1.3.0');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([
      {
        url: '/api/beacons',
        body: {
          events: [
            { kind: 'view', app: 'news', version: '1.2.0', count: 2 },
            { kind: 'fallback', app: 'news', version: '1.3.0', count: 1 },
          ],
        },
      },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('sends at once when the page is hidden; nothing when there is nothing; never an unknown version', () => {
    const send = vi.fn();
    const beacons = new ReleaseBeacons('/api/beacons', send, 10_000, async () => undefined);
    const listeners = new Map<string, () => void>();
    const target = { addEventListener: (name: string, fn: () => void) => listeners.set(name, fn), document: { visibilityState: 'hidden' } };
    beacons.install(target as never);
    listeners.get('visibilitychange')!();
    expect(send).not.toHaveBeenCalled();
    beacons.report('render-error', 'about', undefined);
    beacons.report('render-error', 'about', '<x>');
    beacons.report('render-error', 'about', '1.0.0');
    listeners.get('pagehide')!();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![1] as string).events).toEqual([
      { kind: 'render-error', app: 'about', version: '1.0.0', count: 1 },
    ]);
  });

  it("carries the page load's view token, asked for once with the first report", async () => {
    const sent: unknown[] = [];
    const getToken = vi.fn(async () => 'issued.token.signature');
    const beacons = new ReleaseBeacons('/api/beacons', (_url, body) => sent.push(JSON.parse(body)), 10_000, getToken);
    beacons.report('view', 'news', '1.2.0');
    beacons.report('render-error', 'news', '1.2.0');
    await vi.advanceTimersByTimeAsync(10_000);
    beacons.report('view', 'news', '1.2.0');
    beacons.flush();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      {
        events: [
          { kind: 'view', app: 'news', version: '1.2.0', count: 1 },
          { kind: 'render-error', app: 'news', version: '1.2.0', count: 1 },
        ],
        token: 'issued.token.signature',
      },
      { events: [{ kind: 'view', app: 'news', version: '1.2.0', count: 1 }], token: 'issued.token.signature' },
    ]);
  });

  it('asks for a new token after 25 minutes, as the API stops counting one after 30', async () => {
    const sent: { token?: string }[] = [];
    let n = 0;
    const getToken = vi.fn(async () => `token.${++n}.signature`);
    const beacons = new ReleaseBeacons('/api/beacons', (_url, body) => sent.push(JSON.parse(body)), 10_000, getToken);
    beacons.report('view', 'news', '1.2.0');
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    beacons.report('view', 'news', '1.2.0');
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    beacons.report('view', 'news', '1.2.0');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(sent.map((batch) => batch.token)).toEqual(['token.1.signature', 'token.1.signature', 'token.2.signature']);
  });

  it("sends the page load's vitals once each, with the token; those reported while hidden go at once", async () => {
    const sent: { events: unknown[]; vitals?: unknown[]; token?: string }[] = [];
    const beacons = new ReleaseBeacons(
      '/api/beacons',
      (_url, body) => sent.push(JSON.parse(body)),
      10_000,
      async () => 'a.b.c',
    );
    beacons.reportVital('TTFB', 'news', '1.2.0', 'news-slug', 120);
    beacons.reportVital('LCP', 'news', '1.2.0', 'news-slug', 900);
    beacons.reportVital('LCP', 'news', '1.2.0', 'news-slug', 1100);
    beacons.reportVital('CLS', 'news', undefined, 'news-slug', 0.1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([
      {
        events: [],
        vitals: [
          { metric: 'TTFB', app: 'news', version: '1.2.0', page: 'news-slug', value: 120 },
          { metric: 'LCP', app: 'news', version: '1.2.0', page: 'news-slug', value: 1100 },
        ],
        token: 'a.b.c',
      },
    ]);
    // Already sent: the API would drop it anyway. INP, reported as the page is hidden, goes at once.
    beacons.reportVital('LCP', 'news', '1.2.0', 'news-slug', 5000, true);
    beacons.reportVital('INP', 'news', '1.2.0', 'news-slug', 640, true);
    beacons.reportVital('CLS', 'news', '1.2.0', 'news-slug', 0.02, true);
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.vitals).toEqual([
      { metric: 'INP', app: 'news', version: '1.2.0', page: 'news-slug', value: 640 },
      { metric: 'CLS', app: 'news', version: '1.2.0', page: 'news-slug', value: 0.02 },
    ]);
  });
});
