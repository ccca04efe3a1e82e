import { describe, expect, it } from 'vitest';
import { listQuery, pageWindow, parseListParams, NEWS_PAGE_SIZE } from './list-params.ts';

describe('parseListParams', () => {
  it('reads page, year and topic from the address', () => {
    expect(parseListParams(new URLSearchParams('page=3&year=2025&topic=digital'))).toEqual({
      page: 3,
      pageSize: NEWS_PAGE_SIZE,
      year: 2025,
      topic: 'digital',
    });
  });

  it('defaults to the first page with no filters', () => {
    expect(parseListParams(new URLSearchParams(''))).toEqual({ page: 1, pageSize: NEWS_PAGE_SIZE, year: undefined, topic: undefined });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const params = parseListParams(new URLSearchParams('page=0&year=1850&topic=%3Cscript%3E'));
    expect(params).toMatchObject({ page: 1, year: undefined, topic: undefined });
    expect(parseListParams(new URLSearchParams('page=-2&year=abc')).page).toBe(1);
    expect(parseListParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseListParams(new URLSearchParams('page=99999999999')).page).toBe(1);
  });
});

describe('listQuery', () => {
  it('leaves out page 1 and empty filters', () => {
    expect(listQuery({ page: 1 })).toEqual({ page: undefined, year: undefined, topic: undefined });
    expect(listQuery({ page: 2, year: 2024, topic: 'events' })).toEqual({ page: 2, year: 2024, topic: 'events' });
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
