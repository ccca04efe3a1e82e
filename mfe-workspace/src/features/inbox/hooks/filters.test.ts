import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './filters.ts';

const REGIONS = ['tashkent-city', 'samarkand'];

describe('the inbox filters in the address', () => {
  it('reads every filter the API knows, with the page size', () => {
    const params = new URLSearchParams(
      'kind=contact&status=new&from=2026-11-01&to=2026-11-27&region=samarkand&language=ru&assignee=me&q=%20Ivanov%20&page=3',
    );
    expect(filtersFromParams(params, REGIONS)).toEqual({
      kind: 'contact',
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-27',
      region: 'samarkand',
      language: 'ru',
      assignee: 'me',
      q: 'Ivanov',
      page: 3,
      pageSize: 25,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const params = new URLSearchParams('kind=letters&status=lost&from=yesterday&region=mars&language=fr&assignee=x&page=-1&q=');
    expect(filtersFromParams(params, REGIONS)).toEqual({ pageSize: 25 });
  });

  it('writes them back without the page size or the first page', () => {
    expect(paramsFromFilters({ kind: 'contact', page: 1, pageSize: 25, q: 'x' })).toEqual({ kind: 'contact', q: 'x' });
    expect(paramsFromFilters({ page: 2, pageSize: 25 })).toEqual({ page: '2' });
  });
});
