import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ThemeProvider,
  QueryClientProvider,
  RouterProvider,
  activateLocale,
  api,
  createBrowserRouter,
  i18n,
  queryClient,
  type NewsListResponse,
} from '@tax/shared';
import LatestNews from './LatestNews.tsx';
import VideoGallery from './VideoGallery.tsx';

const image = { url: '/api/media/news/a.svg', width: 1200, height: 675, alt: '' };
const news = (count: number): NewsListResponse => ({
  items: Array.from({ length: count }, (_, index) => ({
    slug: `article-${index + 1}`,
    date: `2026-0${9 - index}-10`,
    topic: 'announcements' as const,
    title: index === 1 ? 'Oʻzbekcha sarlavha' : `Article ${index + 1}`,
    summary: 'Summary',
    image,
    locale: index === 1 ? ('uz' as const) : ('en' as const),
    translated: index !== 1,
  })),
  page: 1,
  pageSize: count,
  total: 30,
  totalPages: Math.ceil(30 / count),
  years: [2026],
  topics: ['announcements'],
});

const video = (slug: string, title: string) => ({
  slug,
  date: '2026-09-10',
  youtubeId: `${slug}-id`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${slug}-id`,
  durationSec: 412,
  title,
  description: 'How to do it, step by step.',
  thumbnail: { url: `https://i.ytimg.com/vi/${slug}-id/hqdefault.jpg`, width: 480, height: 360, alt: title },
  locale: 'en' as const,
  translated: true,
});

/** A widget as another section's page shows it: inside the shell's providers and router, nothing else. */
async function renderWidget(element: ReactNode) {
  // The page's language comes from its address.
  window.history.replaceState(null, '', '/en/about');
  const router = createBrowserRouter([{ path: '*', element }]);
  // The widget waits (suspends) for its section's strings: in act, so React renders it once they are in.
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return rendered!;
}

describe('exposed widgets', () => {
  beforeAll(() => {
    // The widget may come before the section's routes ever loaded: no news strings are in i18next yet.
    expect(i18n.hasResourceBundle('en', 'news')).toBe(false);
  });
  beforeEach(async () => {
    queryClient.clear();
    await act(async () => activateLocale('en'));
  });
  afterEach(() => cleanup());

  it('LatestNews loads its own strings and data: dates, titles linking to the articles, a link to all news', async () => {
    const list = vi.spyOn(api.news, 'list').mockResolvedValue(news(3));
    await renderWidget(<LatestNews limit={3} />);
    const heading = await screen.findByRole('heading', { name: 'Latest news' });
    const section = heading.closest('section')!;
    await within(section).findByRole('link', { name: 'Article 1' });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en', page: 1, pageSize: 3 }), expect.anything());
    expect(within(section).getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/en/news/article-1');
    expect(within(section).getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/en/news');
    expect(section.querySelector('time')?.textContent).toBe('10 September 2026');
    // An untranslated title is marked as Uzbek and says so.
    expect(within(section).getByRole('link', { name: 'Oʻzbekcha sarlavha' }).getAttribute('lang')).toBe('uz');
    expect(within(section).getByText('In Uzbek')).toBeTruthy();
  });

  it('LatestNews shows an error with a retry that loads again', async () => {
    const list = vi.spyOn(api.news, 'list').mockRejectedValue(Object.assign(new Error('down'), { status: 404 }));
    await renderWidget(<LatestNews />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    list.mockResolvedValue(news(4));
    fireEvent.click(retry);
    await screen.findByRole('link', { name: 'Article 4' });
  });

  it('VideoGallery loads no player and no thumbnail from YouTube until play is pressed', async () => {
    vi.spyOn(api.news, 'videos').mockResolvedValue({
      items: [video('first', 'How to issue an e-invoice'), video('second', 'Registering a cash register')],
      page: 1,
      pageSize: 12,
      total: 2,
      totalPages: 1,
    });
    const { container } = await renderWidget(<VideoGallery />);
    const play = await screen.findByRole('button', { name: /^Play the video:\s*How to issue an e-invoice/ });
    expect(container.querySelector('iframe')).toBeNull();
    expect([...container.querySelectorAll('img')].filter((img) => img.src.includes('ytimg'))).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'How to issue an e-invoice' })).toBeTruthy();
    expect(screen.getAllByText('6 min 52 s').length).toBe(2);

    fireEvent.click(play);
    const frame = await waitFor(() => {
      const node = container.querySelector('iframe');
      if (!node) throw new Error('no player yet');
      return node;
    });
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/first-id?autoplay=1&rel=0');
    expect(frame.getAttribute('title')).toBe('Video: How to issue an e-invoice');
    expect(document.activeElement).toBe(frame);
    // Only the video asked for is loaded.
    expect(container.querySelectorAll('iframe').length).toBe(1);
  });

  it('VideoGallery can take its heading from the page around it', async () => {
    vi.spyOn(api.news, 'videos').mockResolvedValue({ items: [video('first', 'First')], page: 1, pageSize: 12, total: 1, totalPages: 1 });
    await renderWidget(<VideoGallery hideHeading />);
    await screen.findByRole('heading', { level: 3, name: 'First' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('region', { name: 'Video gallery' })).toBeTruthy();
  });
});
