import { describe, expect, it } from 'vitest';
import { setSiteRoutes } from './route-map.ts';
import { routeOfPath } from './route-of-path.ts';

describe('routeOfPath', () => {
  setSiteRoutes({
    home: { home: '/', search: '/search' },
    about: { vacancy: '/vacancy', about: '/about', 'about-details': '/about/details' },
    services: {
      'services-slug': '/services/:slug',
      'services-prices': '/services/prices',
      'business-products-details': '/business/products/details',
    },
    news: { 'news-slug': '/news/:slug' },
  });
  it('finds static and parameterised routes', () => {
    expect(routeOfPath('/')).toEqual({ to: 'home', params: {} });
    expect(routeOfPath('/vacancy')).toEqual({ to: 'vacancy', params: {} });
    expect(routeOfPath('/services/e-invoice')).toEqual({ to: 'services-slug', params: { slug: 'e-invoice' } });
    expect(routeOfPath('/news/a-b?x=1#y')).toEqual({ to: 'news-slug', params: { slug: 'a-b' } });
    expect(routeOfPath('/news/new%20code')).toEqual({ to: 'news-slug', params: { slug: 'new code' } });
    expect(routeOfPath('/business/products/details')).toEqual({ to: 'business-products-details', params: {} });
  });
  it('prefers the static route and refuses unknown paths', () => {
    expect(routeOfPath('/services/prices')?.to).toBe('services-prices');
    expect(routeOfPath('/about/details')?.to).toBe('about-details');
    expect(routeOfPath('/nope/at/all')).toBeNull();
    expect(routeOfPath('/news/a/b')).toBeNull();
  });
});
