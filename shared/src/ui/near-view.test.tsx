import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWaitingParts, nearView, whenNear } from './near-view.tsx';

/** IntersectionObserver as the browser would call it, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    private callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    public options?: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** The page scrolled: `target` is within the margin (or not). */
  report(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ isIntersecting, target })));
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return done;
};

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNear', () => {
  it('is at once when the element is not in the document (a page the browser renders itself)', async () => {
    expect(await settled(whenNear('nowhere'))).toBe(true);
  });

  it('waits for the element to come within the margin of the view, or for the focus or a press inside it', async () => {
    document.body.innerHTML = '<section id="message"><input id="field"></section>';
    const scrolled = whenNear('message', 500);
    expect(FakeObserver.all[0]?.options?.rootMargin).toBe('500px 0px');
    expect(await settled(scrolled)).toBe(false);
    FakeObserver.all[0]!.report(false);
    expect(await settled(scrolled)).toBe(false);
    FakeObserver.all[0]!.report(true);
    expect(await settled(scrolled)).toBe(true);

    const focused = whenNear('message');
    document.getElementById('field')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(focused)).toBe(true);
    const pressed = whenNear('message');
    document.getElementById('field')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(pressed)).toBe(true);
  });
});

describe('nearView', () => {
  it('loads its code only when its place comes near the view, then shows it', async () => {
    document.body.innerHTML = '<section id="form-place"></section>';
    const importer = vi.fn(async () => (props: { name: string }) => <p>form for {props.name}</p>);
    const { Part } = nearView('form-place', importer);
    render(
      <Suspense fallback={<p>later</p>}>
        <Part name="Dilnoza" />
      </Suspense>,
    );
    await settled(Promise.resolve());
    expect(screen.getByText('later')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    await act(async () => FakeObserver.all[0]!.report(true));
    expect(await screen.findByText('form for Dilnoza')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("renders at once after load() (a page's loader), and load() opens what waits for the view", async () => {
    document.body.innerHTML = '<section id="old-page-place"></section>';
    const importer = vi.fn(async () => () => <p>the form</p>);
    const part = nearView('old-page-place', importer);
    render(
      <Suspense fallback={<p>later</p>}>
        <part.Part />
      </Suspense>,
    );
    await settled(Promise.resolve());
    expect(screen.getByText('later')).toBeTruthy();
    // A navigation's loader asks for it: the element waited on (the last page's) no longer matters.
    await act(async () => {
      await part.load();
    });
    expect(await screen.findByText('the form')).toBeTruthy();
    cleanup();
    render(<part.Part />);
    expect(screen.getByText('the form')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after its code failed to load', async () => {
    const importer = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <p>loaded</p>);
    const part = nearView('x', importer);
    // A loader's ready() does not fail the page with it; load() says why, and the next try loads.
    await expect(part.ready()).resolves.toBeUndefined();
    await expect(part.load()).rejects.toThrow('chunk failed');
    await expect(part.load()).resolves.toBeTypeOf('function');
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('shows a small error with a retry in its place when its code fails to load, and the page around it stays', async () => {
    document.body.innerHTML = '<section id="band-place"></section>';
    const importer = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <p>the band</p>);
    const part = nearView('band-place', importer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Suspense fallback={<p>later</p>}>
        <h1>the page</h1>
        <part.Part />
      </Suspense>,
    );
    await act(async () => FakeObserver.all[0]!.report(true));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-part-error')).toBe('band-place');
    expect(alert.textContent).toContain('Bu boʻlimni yuklab boʻlmadi.');
    expect(screen.getByText('the page')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Qayta urinish' }).click());
    expect(await screen.findByText('the band')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('loads at once, not waiting for the view, when a navigation starts (loadWaitingParts)', async () => {
    document.body.innerHTML = '<section id="foot-place"></section>';
    const importer = vi.fn(async () => () => <p>the foot</p>);
    const { Part } = nearView('foot-place', importer);
    render(
      <Suspense fallback={<p>later</p>}>
        <Part />
      </Suspense>,
    );
    await settled(Promise.resolve());
    expect(importer).not.toHaveBeenCalled();
    await act(async () => loadWaitingParts());
    expect(await screen.findByText('the foot')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
