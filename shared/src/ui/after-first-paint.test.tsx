import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestPending, useAfterFirstPaint, useScrollToHash } from './after-first-paint.tsx';

function Page({ hash = '' }: { hash?: string }) {
  const rest = useAfterFirstPaint();
  useScrollToHash(rest, hash);
  return (
    <main>
      <h1>First screen</h1>
      {rest ? <section id="open-data">Open data</section> : <RestPending />}
    </main>
  );
}

describe('parts of a page below its first screen', () => {
  afterEach(cleanup);

  it('are held by a placeholder on the first render and come in right after it', async () => {
    const { container } = render(<Page />);
    expect(screen.getByText('First screen')).toBeTruthy();
    expect(await screen.findByText('Open data')).toBeTruthy();
    expect(container.querySelector('[data-rest-pending]')).toBeNull();
  });

  it('once in, the page scrolls to the part the address names', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<Page hash="#open-data" />);
    await screen.findByText('Open data');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('open-data'));
  });

  it('does not scroll without an anchor', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<Page />);
    await screen.findByText('Open data');
    expect(scroll).not.toHaveBeenCalled();
  });
});
