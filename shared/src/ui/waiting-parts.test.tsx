import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearView } from './near-view.tsx';
import { WaitingPartsNote, waitingPartIds } from './waiting-parts.tsx';

/** IntersectionObserver that reports every element in view at once. */
class InView {
  constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}

const inRouter = (element: ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />
);

beforeEach(() => vi.stubGlobal('IntersectionObserver', InView));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a server-rendered part whose code fails to load', () => {
  it('stays as the server rendered it, with one quiet note; the retry loads it, and no error box shows', async () => {
    // The server's markup of the band, inside the kit's DeferHydration, as a hydrating page has it.
    document.body.innerHTML = '<div data-deferred-hydration><section id="held-band"><h2>Tax statistics</h2></section></div>';
    const importer = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('net::ERR_CONNECTION_RESET'))
      .mockResolvedValue(() => <p>the band, live</p>);
    const part = nearView('held-band', importer);
    render(
      inRouter(
        <>
          <WaitingPartsNote />
          <Suspense fallback={<p>server markup kept</p>}>
            <part.Part />
          </Suspense>
        </>,
      ),
    );
    const note = await screen.findByText('Sahifaning bir qismi toʻliq yuklanmadi.', { exact: false });
    expect(note.closest('[role="status"]')?.getAttribute('data-parts-waiting')).toBe('held-band');
    expect(waitingPartIds()).toEqual(['held-band']);
    // Still suspended: React keeps a hydrating boundary's server markup while its part waits.
    expect(screen.getByText('server markup kept')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('ERR_CONNECTION_RESET');

    await act(async () => screen.getByRole('button', { name: 'Qayta urinish' }).click());
    expect(await screen.findByText('the band, live')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(waitingPartIds()).toEqual([]);
    expect(screen.queryByText('Sahifaning bir qismi toʻliq yuklanmadi.', { exact: false })).toBeNull();
  });

  it('retries by itself when the connection comes back (the part inside the element with its id, as the contact form)', async () => {
    document.body.innerHTML = '<section id="offline-band"><div data-deferred-hydration><form></form></div></section>';
    const importer = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(() => <p>back online</p>);
    const part = nearView('offline-band', importer);
    render(
      inRouter(
        <Suspense fallback={null}>
          <part.Part />
        </Suspense>,
      ),
    );
    await vi.waitFor(() => expect(waitingPartIds()).toEqual(['offline-band']));
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('back online')).toBeTruthy();
    expect(waitingPartIds()).toEqual([]);
  });
});
