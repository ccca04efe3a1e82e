/**
 * Another section's widget whose code fails to load (decision 0048): where the server's markup of it is on the page
 * (hydration) it stays, readable, with the page's quiet note and its retry; where there is none, the inline error.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitingPartsNote, waitingPartIds } from '../ui/waiting-parts.tsx';
import { configureKit } from './configure.ts';
import { RemoteWidget } from './RemoteWidget.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The widget as a section exposes it: a link, and a button that works once hydrated. */
function LatestNews() {
  const [liked, setLiked] = useState(0);
  return (
    <section>
      <h2>Latest news</h2>
      <a href="/news/new-tax-code">The new tax code</a>
      <button type="button" onClick={() => setLiked(liked + 1)}>
        liked {liked}
      </button>
    </section>
  );
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  cleanup();
  configureKit(null);
  document.body.replaceChildren();
});

const noteText = 'Sahifaning bir qismi toʻliq yuklanmadi.';

describe('a widget whose code fails while the page hydrates', () => {
  it('keeps the server markup (its link too) with the polite note, no error box; the retry makes it live', async () => {
    configureKit({ loadWidget: async () => LatestNews as never, prefetchSection: () => {} });
    const html = await new Response((await prerender(<RemoteWidget id="news/LatestNews" />)).prelude).text();
    expect(html).toContain('The new tax code');

    const loadWidget = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(LatestNews as never);
    configureKit({ loadWidget, prefetchSection: () => {} });
    const noteBox = document.createElement('div');
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(noteBox, page);
    const router = createMemoryRouter([{ path: '*', element: <WaitingPartsNote /> }]);
    await act(async () => roots.push(createRoot(noteBox)));
    await act(async () => roots[0]!.render(<RouterProvider router={router} />));
    await act(async () => roots.push(hydrateRoot(page, <RemoteWidget id="news/LatestNews" />)));

    await vi.waitFor(() => expect(waitingPartIds()).toHaveLength(1));
    expect(loadWidget).toHaveBeenCalledTimes(1);
    const link = screen.getByRole('link', { name: 'The new tax code' });
    expect(link.getAttribute('href')).toBe('/news/new-tax-code');
    expect(page.querySelector('[data-widget-error]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const note = screen.getByText(noteText, { exact: false }).closest('[role="status"]');
    expect(note?.getAttribute('aria-live')).toBe('polite');

    await act(async () => screen.getByRole('button', { name: 'Qayta urinish' }).click());
    await vi.waitFor(() => expect(waitingPartIds()).toEqual([]));
    expect(loadWidget).toHaveBeenCalledTimes(2);
    // The same markup, now React's: the button works.
    await act(async () => screen.getByRole('button', { name: 'liked 0' }).click());
    expect(screen.getByRole('button', { name: 'liked 1' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'The new tax code' })).toHaveLength(1);
    expect(screen.queryByText(noteText, { exact: false })).toBeNull();
  });
});

describe('a widget whose code fails on a page the browser renders', () => {
  it('shows the small inline error with a retry in its place (nothing to keep)', async () => {
    const loadWidget = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(LatestNews as never);
    configureKit({ loadWidget, prefetchSection: () => {} });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<RemoteWidget id="news/LatestNews" />);
    await vi.waitFor(() => expect(container.querySelector('[data-widget-error="news/LatestNews"]')).not.toBeNull());
    expect(waitingPartIds()).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Qayta urinish' }).click());
    expect(await screen.findByRole('link', { name: 'The new tax code' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
