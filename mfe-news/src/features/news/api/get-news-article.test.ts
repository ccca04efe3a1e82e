import { ApiError, type NewsDetailResponse } from '@tax/shared';
import { describe, expect, it } from 'vitest';
import { movedSlug } from './get-news-article.ts';

const article = (slug: string) => ({ item: { slug } }) as NewsDetailResponse;

describe('an old address of a renamed article', () => {
  it('is known by the slug the API answered under, or by its 301', () => {
    expect(movedSlug('old', article('new'), null)).toBe('new');
    expect(movedSlug('old', undefined, new ApiError(301, 'moved', 'moved', undefined, undefined, { slug: 'new' }))).toBe('new');
  });

  it('is not the article at its own address, nor any other failure', () => {
    expect(movedSlug('same', article('same'), null)).toBeNull();
    expect(movedSlug('old', undefined, new ApiError(404, 'not_found', 'x'))).toBeNull();
    expect(movedSlug('old', undefined, new ApiError(301, 'moved', 'x'))).toBeNull();
  });
});
