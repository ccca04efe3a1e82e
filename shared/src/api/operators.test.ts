import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./operators-live.ts');
  vi.resetModules();
});

describe('subscribeOperators', () => {
  it("says so when the feed's code cannot be loaded, and tries again a period later", async () => {
    let fail = true;
    const subscribeLive = vi.fn(() => () => undefined);
    vi.doMock('./operators-live.ts', () => {
      if (fail) throw new Error('Loading chunk operators-live failed');
      return { subscribeLive };
    });
    const { subscribeOperators } = await import('./operators.ts');
    const errors: unknown[] = [];
    const listener = vi.fn();
    const off = subscribeOperators(listener, { pollMs: 20, onError: (error) => errors.push(error) });
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    expect(subscribeLive).not.toHaveBeenCalled();
    fail = false;
    vi.resetModules();
    await vi.waitFor(() => expect(subscribeLive).toHaveBeenCalledWith(listener, expect.objectContaining({ pollMs: 20 })));
    off();
  });

  it('unsubscribed before its code arrived: never subscribes', async () => {
    const subscribeLive = vi.fn(() => () => undefined);
    vi.doMock('./operators-live.ts', () => ({ subscribeLive }));
    const { subscribeOperators } = await import('./operators.ts');
    const off = subscribeOperators(() => undefined);
    off();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscribeLive).not.toHaveBeenCalled();
  });
});
