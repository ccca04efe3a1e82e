import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { LocalizedLink, useLocale } from './LocalizedLink.tsx';
import { setSiteRoutes, type RouteName } from './route-map.ts';

function Probe() {
  return <span data-testid="locale">{useLocale()}</span>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('the locale and the links of a page', () => {
  afterEach(async () => {
    cleanup();
    setSiteRoutes({});
    await i18n.changeLanguage('uz');
  });

  it("takes the locale from the route, not from i18next's global language (which may still be switching)", async () => {
    await i18n.changeLanguage('en');
    renderAt('/ru/news', <Probe />);
    expect(screen.getByTestId('locale').textContent).toBe('ru');
    cleanup();
    renderAt('/news', <Probe />);
    expect(screen.getByTestId('locale').textContent).toBe('uz');
  });

  it("builds a section's page from the registry's table, in the route's language", () => {
    setSiteRoutes({ news: { 'news-slug': '/news/:slug' } });
    renderAt(
      '/en/about',
      <LocalizedLink to={'news-slug' as RouteName} params={{ slug: 'tax code' } as never}>
        article
      </LocalizedLink>,
    );
    expect(screen.getByRole('link', { name: 'article' }).getAttribute('href')).toBe('/en/news/tax%20code');
  });

  it('links home in the same language when no deployed section has the page (rolled back past it)', () => {
    setSiteRoutes({ news: { news: '/news' } });
    renderAt('/ru/about', <LocalizedLink to={'news-archive' as RouteName}>archive</LocalizedLink>);
    expect(screen.getByRole('link', { name: 'archive' }).getAttribute('href')).toBe('/ru');
  });
});
