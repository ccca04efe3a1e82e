import { describe, expect, it } from 'vitest';
import { limitParams, parseSearchParams, searchLinkQuery } from './search-params.ts';

describe('search parameters', () => {
  it('reads q, kind and page', () => {
    expect(parseSearchParams('?q=%20soliq%20%20kodeksi%20&kind=news&page=3')).toEqual({ q: 'soliq kodeksi', kind: 'news', page: 3 });
    expect(parseSearchParams('')).toEqual({ q: '', page: 1 });
  });
  it('falls back for a bad kind or page', () => {
    expect(parseSearchParams('?q=a&kind=cats&page=-2')).toEqual({ q: 'a', page: 1 });
    expect(parseSearchParams('?q=a&page=1.5')).toEqual({ q: 'a', page: 1 });
    expect(parseSearchParams('?q=a&page=999999999')).toEqual({ q: 'a', page: 1 });
  });
  it('cuts a long query to 200 characters', () => {
    expect(parseSearchParams(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });
  it('applies the limits: 1000 parameters, arrays of 20, depth 5', () => {
    const many = new URLSearchParams(Array.from({ length: 1500 }, (_, i) => [`k${i}`, 'v']));
    expect([...limitParams(many).keys()]).toHaveLength(1000);
    const late = new URLSearchParams([...Array.from({ length: 1000 }, (_, i) => [`k${i}`, 'v']), ['q', 'late']]);
    expect(parseSearchParams(late).q).toBe('');
    const arrays = new URLSearchParams(Array.from({ length: 30 }, () => ['a', 'v']));
    expect(limitParams(arrays).getAll('a')).toHaveLength(20);
    const deep = new URLSearchParams([
      ['a[1][2][3][4][5][6]', 'x'],
      ['a[1][2]', 'y'],
    ]);
    expect([...limitParams(deep).keys()]).toEqual(['a[1][2]']);
  });
  it('builds link queries without defaults', () => {
    expect(searchLinkQuery({ q: 'x', page: 1 })).toEqual({ q: 'x', kind: undefined, page: undefined });
    expect(searchLinkQuery({ q: 'x', kind: 'staff', page: 2 })).toEqual({ q: 'x', kind: 'staff', page: 2 });
  });
});
