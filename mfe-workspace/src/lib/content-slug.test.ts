import { describe, expect, it } from 'vitest';
import { contentSlug, parseContentSlug } from './content-slug.ts';

describe('content item addresses', () => {
  it('carry the type and the id, or "new"', () => {
    const id = '0f3e4c2a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
    expect(contentSlug('news', id)).toBe(`news-${id}`);
    expect(parseContentSlug(`news-${id.toUpperCase()}`)).toEqual({ type: 'news', id });
    expect(parseContentSlug(contentSlug('news', null))).toEqual({ type: 'news', id: null });
  });

  it('refuse an unknown type or a malformed id', () => {
    expect(parseContentSlug('recipes-new')).toBeNull();
    expect(parseContentSlug('news-123')).toBeNull();
    expect(parseContentSlug('news')).toBeNull();
  });
});
