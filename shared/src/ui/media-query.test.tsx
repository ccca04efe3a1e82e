import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './media-query.ts';

const QUERY = '(prefers-reduced-motion: reduce)';
let renders: boolean[] = [];

function Probe() {
  const matches = useMediaQuery(QUERY);
  renders.push(matches);
  return <span data-matches={matches}>{matches ? 'reduced' : 'full'}</span>;
}

/** A browser whose answer to the query is `matches`; `change()` flips it and tells the listeners. */
function fakeMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return state.matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    change(next: boolean) {
      state.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

async function hydrate(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  renders = [];
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return container;
}

describe('useMediaQuery (in place of the library one)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('hydrates with the server answer and renders no second time when the browser agrees', async () => {
    fakeMatchMedia(false);
    const container = await hydrate();
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('full');
  });

  it('renders again, once, only where the browser answers otherwise, and follows later changes', async () => {
    const media = fakeMatchMedia(true);
    const container = await hydrate();
    expect(renders).toEqual([false, true]);
    expect(container.textContent).toBe('reduced');
    await act(async () => media.change(false));
    expect(container.textContent).toBe('full');
  });

  it('reads the answer at once when nothing is hydrated (a page rendered in the browser)', async () => {
    fakeMatchMedia(true);
    const container = document.createElement('div');
    document.body.append(container);
    renders = [];
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Probe />));
    expect(renders).toEqual([true]);
  });
});
