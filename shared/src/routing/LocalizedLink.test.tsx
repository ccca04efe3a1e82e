import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { LocalizedLink, useLocale } from './LocalizedLink.tsx';
import { setSiteRoutes, type RouteName } from './route-map.ts';

function Probe() {
  return <span data-testid="locale">{useLocale()}</span>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
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

  it('navigates in the page on a plain click, and leaves a click with a modifier or another target to the browser', async () => {
    setSiteRoutes({ news: { 'news-slug': '/news/:slug' } });
    const link = (target?: string) => (
      <LocalizedLink to={'news-slug' as RouteName} params={{ slug: 'a' } as never} {...(target ? { target } : {})}>
        article
      </LocalizedLink>
    );
    const router = renderAt('/ru/about', link());
    const anchor = screen.getByRole('link', { name: 'article' });
    // The browser's own handling (a new tab or window): not prevented, the page stays.
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(anchor, modifier)).toBe(true);
      expect(router.state.location.pathname).toBe('/ru/about');
    }
    expect(fireEvent.click(anchor)).toBe(false);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ru/news/a'));
    expect(router.state.historyAction).toBe('PUSH');
    // Again to the page it is on: the history entry is replaced, not doubled.
    fireEvent.click(screen.getByRole('link', { name: 'article' }));
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    cleanup();
    const other = renderAt('/ru/about', link('_blank'));
    expect(fireEvent.click(screen.getByRole('link', { name: 'article' }))).toBe(true);
    expect(other.state.location.pathname).toBe('/ru/about');
  });

  it('links home in the same language when no deployed section has the page (rolled back past it)', () => {
    setSiteRoutes({ news: { news: '/news' } });
    renderAt('/ru/about', <LocalizedLink to={'news-archive' as RouteName}>archive</LocalizedLink>);
    expect(screen.getByRole('link', { name: 'archive' }).getAttribute('href')).toBe('/ru');
  });
});
