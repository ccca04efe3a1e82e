import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from './after-first-paint.tsx';
import { DeferHydration, hydrateDeferred } from './deferred-hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <DeferHydration>
        <section id="one">
          <Counter name="one" />
        </section>
      </DeferHydration>
      <DeferHydration>
        <section id="two">
          <Counter name="two" />
        </section>
      </DeferHydration>
    </main>
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${name}"]`)!;
/** Whether React has taken over an element of the server's markup (it keeps its fiber on the node). */
const hydrated = (name: string) => Object.keys(button(name)).some((key) => key.startsWith('__reactFiber'));

/** Server markup in the document, hydrated as the shell does it; returns what React reported and the tasks. */
async function hydratePage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  const markup = container.innerHTML;
  const recoverable = vi.fn();
  setHydrating(true);
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });
  setHydrating(false);
  const tasks: (() => void)[] = [];
  const done = hydrateDeferred(document, (run) => tasks.push(run));
  return { container, markup, recoverable, tasks, done };
}

afterEach(() => {
  setHydrating(false);
  document.body.replaceChildren();
});

describe('DeferHydration', () => {
  it('keeps a part as the server rendered it while the page hydrates, then hydrates it in its own idle task', async () => {
    const { container, markup, recoverable, tasks, done } = await hydratePage();
    // The page around it is live; the deferred parts are the server's markup, not yet React's.
    expect(container.innerHTML).toBe(markup);
    expect(hydrated('top')).toBe(true);
    expect(hydrated('one')).toBe(false);
    expect(hydrated('two')).toBe(false);
    await act(async () => button('top').click());
    expect(button('top').textContent).toBe('top 1');

    // One part per task, in document order.
    await act(async () => tasks.shift()!());
    expect(hydrated('one')).toBe(true);
    expect(hydrated('two')).toBe(false);
    await act(async () => button('one').click());
    expect(button('one').textContent).toBe('one 1');

    await act(async () => tasks.shift()!());
    expect(hydrated('two')).toBe(true);
    await act(async () => button('two').click());
    expect(button('two').textContent).toBe('two 1');

    await act(async () => tasks.shift()!());
    await done;
    expect(tasks).toHaveLength(0);
    // Hydrated, not rendered anew: no mismatch, no part rendered in the browser instead.
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.querySelectorAll('section')).toHaveLength(2);
  });

  it('hydrates a part at once when the visitor points at or focuses something in it', async () => {
    const { recoverable, tasks } = await hydratePage();
    await act(async () => {
      button('two').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(hydrated('two')).toBe(true);
    // The other part still waits for its turn.
    expect(hydrated('one')).toBe(false);
    await act(async () => button('one').focus());
    expect(hydrated('one')).toBe(true);
    while (tasks.length > 0) await act(async () => tasks.shift()!());
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('handles a click on a part that has not hydrated yet: React hydrates it first', async () => {
    const { recoverable, tasks } = await hydratePage();
    expect(hydrated('two')).toBe(false);
    await act(async () => button('two').click());
    expect(button('two').textContent).toBe('two 1');
    while (tasks.length > 0) await act(async () => tasks.shift()!());
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders its children at once in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => createRoot(container).render(<Page />));
    await act(async () => button('two').click());
    expect(button('two').textContent).toBe('two 1');
    // No wrapper box: the wrapper takes no part in the layout.
    expect(container.querySelector<HTMLElement>('[data-hydrate-later]')!.style.display).toBe('contents');
  });
});
