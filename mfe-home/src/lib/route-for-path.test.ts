import { describe, expect, it } from 'vitest';
import { routeForPath } from './route-for-path.ts';

describe('routeForPath', () => {
  it('finds static and parameterised routes', () => {
    expect(routeForPath('/')).toEqual({ to: 'home', params: {} });
    expect(routeForPath('/vacancy')).toEqual({ to: 'vacancy', params: {} });
    expect(routeForPath('/services/e-invoice')).toEqual({ to: 'services-slug', params: { slug: 'e-invoice' } });
    expect(routeForPath('/news/a-b?x=1#y')).toEqual({ to: 'news-slug', params: { slug: 'a-b' } });
    expect(routeForPath('/business/products/details')).toEqual({ to: 'business-products-details', params: {} });
  });
  it('prefers the static route and refuses unknown paths', () => {
    expect(routeForPath('/about/details')?.to).toBe('about-details');
    expect(routeForPath('/nope/at/all')).toBeNull();
    expect(routeForPath('/news/a/b')).toBeNull();
  });
});
