import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SIZE, contentFiltersFromParams, paramsFromContentFilters } from './list-filters.ts';

describe('the content list filters in the address', () => {
  it('read the state, language, topic, words and page, and write them back', () => {
    const filters = contentFiltersFromParams(new URLSearchParams('state=draft&locale=ru&topic=events&q=%20ofis%20&page=3'));
    expect(filters).toEqual({ state: 'draft', locale: 'ru', topic: 'events', q: 'ofis', page: 3, pageSize: CONTENT_PAGE_SIZE });
    expect(paramsFromContentFilters(filters)).toEqual({ state: 'draft', locale: 'ru', topic: 'events', q: 'ofis', page: '3' });
  });

  it('read the review filter ("awaiting review") and drop an unknown one', () => {
    const filters = contentFiltersFromParams(new URLSearchParams('review=requested'));
    expect(filters).toEqual({ review: 'requested', pageSize: CONTENT_PAGE_SIZE });
    expect(paramsFromContentFilters(filters, 'services')).toEqual({ type: 'services', review: 'requested' });
    expect(contentFiltersFromParams(new URLSearchParams('review=maybe'))).toEqual({ pageSize: CONTENT_PAGE_SIZE });
  });

  it('drop what the API would refuse instead of failing the page', () => {
    expect(contentFiltersFromParams(new URLSearchParams('state=lost&locale=fr&topic=x&page=-2'))).toEqual({ pageSize: CONTENT_PAGE_SIZE });
    expect(paramsFromContentFilters({ page: 1, pageSize: 25 })).toEqual({});
  });
});
