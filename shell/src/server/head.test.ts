import { describe, expect, it } from 'vitest';
import { splitHead } from './head.ts';

describe('splitHead', () => {
  it("moves React's leading title, meta and link tags to the head and leaves the markup whole", () => {
    const markup =
      '<title>News — Soliq Service</title><meta name="description" content="a &lt;b&gt;"/><link rel="canonical" href="https://soliq.uz/en/news"/>' +
      '<link rel="preload" as="image" href="/a.png"/><style data-mantine-styles="true">:root{}</style><div><title>not head</title><p>x</p></div>';
    const { head, html } = splitHead(markup);
    expect(head).toBe(
      '<title>News — Soliq Service</title><meta name="description" content="a &lt;b&gt;"/><link rel="canonical" href="https://soliq.uz/en/news"/><link rel="preload" as="image" href="/a.png"/>',
    );
    expect(html).toBe('<style data-mantine-styles="true">:root{}</style><div><title>not head</title><p>x</p></div>');
  });

  it('leaves markup without head tags as it is', () => {
    expect(splitHead('<div>x</div>')).toEqual({ head: '', html: '<div>x</div>' });
  });
});
