import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet.ts';

describe('snippetParts', () => {
  it('splits marks and unescapes text, never producing markup', () => {
    expect(snippetParts('a <mark>tax</mark> &amp; <mark>&lt;b&gt;</mark> end')).toEqual([
      { text: 'a ', mark: false },
      { text: 'tax', mark: true },
      { text: ' & ', mark: false },
      { text: '<b>', mark: true },
      { text: ' end', mark: false },
    ]);
    expect(snippetParts('no match')).toEqual([{ text: 'no match', mark: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
