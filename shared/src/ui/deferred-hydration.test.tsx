import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferHydration } from './deferred-hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

/** A long page: a live top, and a part far larger than React's 12.8 KB outlining threshold. */
function Page() {
  return (
    <main>
      <Counter name="top" />
      <DeferHydration>
        <section id="offices">
          <Counter name="part" />
          {Array.from({ length: 400 }, (_, i) => (
            <p key={i}>Office number {i}, its address, its phone number and its hours of work.</p>
          ))}
        </section>
      </DeferHydration>
    </main>
  );
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${name}"]`)!;

afterEach(() => {
  document.body.replaceChildren();
});

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('DeferHydration', () => {
  it('is rendered in place by the server with the renderer settings, with no inline script to move it', async () => {
    const { prelude } = await prerender(<Page />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await streamText(prelude);
    expect(html).not.toContain('<script');
    expect(html.indexOf('Office number 399')).toBeLessThan(html.indexOf('</main>'));
    // Without them React moves the large part behind a script (which the site's CSP blocks).
    const outlined = await streamText((await prerender(<Page />)).prelude);
    expect(outlined).toContain('<script');
  });

  it("hydrates the server's markup of the part without rendering it anew, and it works afterwards", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.replaceChildren(container);
    const markup = container.innerHTML;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe(markup);
    await act(async () => button('part').click());
    expect(button('part').textContent).toBe('part 1');
    await act(async () => button('top').click());
    expect(button('top').textContent).toBe('top 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders its children at once in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => createRoot(container).render(<Page />));
    expect(container.querySelectorAll('#offices p')).toHaveLength(400);
  });
});
