import { describe, expect, it } from 'vitest';
import { currentOf } from './nav-items.ts';

describe('currentOf', () => {
  it("marks an item as the page only on its own page, in every language's prefix", () => {
    expect(currentOf('/news', 'news')).toBe('page');
    expect(currentOf('/ru/news', 'news')).toBe('page');
    expect(currentOf('/en/personal/product', 'personal-product')).toBe('page');
  });

  it('marks the section (not the page) below it', () => {
    expect(currentOf('/en/news/some-article', 'news')).toBe('true');
    expect(currentOf('/ru/personal/product/eds-key-2-years', 'personal-product')).toBe('true');
  });

  it("the cabinet's item covers the other cabinet pages as its section, never as their page", () => {
    expect(currentOf('/personal/requests', 'personal-product')).toBe('true');
    expect(currentOf('/en/personal/partner', 'personal-product')).toBe('true');
  });

  it('leaves other sections alone', () => {
    expect(currentOf('/en/personal/requests', 'news')).toBeUndefined();
    expect(currentOf('/en/newsletter', 'news')).toBeUndefined();
    expect(currentOf('/', 'about')).toBeUndefined();
  });
});
