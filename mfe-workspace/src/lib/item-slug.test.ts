import { describe, expect, it } from 'vitest';
import { itemSlug, parseItemSlug } from './item-slug.ts';

const ID = '3f9a21c7-0000-4000-8000-000000000001';

describe("an inbox item's address", () => {
  it('carries the kind and the id, dashes in the kind included', () => {
    expect(parseItemSlug(itemSlug('vacancy-application', ID))).toEqual({ kind: 'vacancy-application', id: ID });
    expect(parseItemSlug(itemSlug('contact', ID))).toEqual({ kind: 'contact', id: ID });
  });

  it('names nothing for an unknown kind or a malformed id', () => {
    expect(parseItemSlug(`letters-${ID}`)).toBeNull();
    expect(parseItemSlug('contact-42')).toBeNull();
    expect(parseItemSlug('')).toBeNull();
  });
});
