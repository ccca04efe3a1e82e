/**
 * Issue 40 point 1, the video gallery in a real browser against the production build (decision 0057): an editor adds
 * a video by pasting a YouTube address (another site's address is refused beside the field), publishes it in Uzbek
 * and Russian, and the news page's gallery shows it in both languages, with no request to YouTube until play is
 * pressed. The editor's form and the gallery are looked at (375 and 1280 px) and checked with axe.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uz from '../mfe-workspace/src/locales/uz.json';
import { axeViolations } from './support/axe.ts';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-videos');

/** Screenshots at 375 and 1280 px (to look at), and axe's WCAG 2.2 AA check at both widths. */
async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width} px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The public page as served once the publish reached it (the site's render cache follows within seconds). */
async function publicText(path: string, expected: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let text = '';
  while (Date.now() < deadline) {
    const response = await fetch(new URL(path, baseURL()));
    text = await response.text();
    if (response.status === 200 && text.includes(expected)) return text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return text;
}

const stamp = Date.now();
const editor = { email: `videos.${stamp}@soliq.uz`, name: 'Video Editor', password: '' };
const video = {
  slug: `e2e-video-${stamp}`,
  id: 'dQw4w9WgXcQ',
  uz: { title: `Soliq hisoboti ${stamp}`, description: 'Hisobotni onlayn topshirish boʻyicha qoʻllanma.' },
  ru: { title: `Налоговый отчёт ${stamp}`, description: 'Как сдать отчёт онлайн.' },
};

describe('the video gallery in the workspace', () => {
  const sessions: Session[] = [];
  let page: Page;
  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    const session = await openSession({ bypassCSP: true });
    sessions.push(session);
    page = session.page;
    await enrol(page, '/workspace/content?type=videos', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content\?type=videos$/);
    await pageReady(page);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('an editor pastes a YouTube address and publishes the video: the gallery shows it in Uzbek and Russian', async () => {
    expect(await page.getByTestId('content-type-videos').textContent()).toBe(uz.content.typeNames.videos);
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').waitFor();
    await page.getByTestId('field-slug').fill(video.slug);
    await page.getByTestId('field-date').fill('2026-11-27');
    await page.getByTestId('field-duration').fill('4:05');
    // Another site dressed as YouTube is refused beside the field, and nothing is sent.
    await page.getByTestId('field-youtube').fill(`https://youtube.com.evil.example/watch?v=${video.id}`);
    for (const locale of ['uz', 'ru'] as const) {
      await page.getByTestId(`tab-${locale}`).click();
      await page.getByTestId(`field-title-${locale}`).fill(video[locale].title);
      await page.getByTestId(`field-description-${locale}`).fill(video[locale].description);
    }
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-youtube').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(page.url()).toMatch(/\/workspace\/content\/videos-new$/);
    await page.getByTestId('field-youtube').fill(`https://youtu.be/${video.id}?si=shared`);
    await shoot(page, 'video-new');
    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/videos-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();
    // The address is kept in one form, whatever was pasted.
    expect(await page.getByTestId('field-youtube').inputValue()).toBe(`https://www.youtube.com/watch?v=${video.id}`);

    expect(await publicText('/news', video.uz.title)).not.toContain(video.uz.title);
    await page.getByTestId('content-publish').click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-confirm').click();
    await page.locator('[data-testid="locale-states"] [data-locale="uz"][data-state="published"]').waitFor();
    expect(await publicText('/news', video.uz.title)).toContain(video.uz.title);
    expect(await publicText('/ru/news', video.ru.title)).toContain(video.ru.title);

    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    for (const [path, texts] of [
      ['/news', video.uz],
      ['/ru/news', video.ru],
    ] as const) {
      await page.goto(path);
      await pageReady(page);
      const card = page.locator(`[data-video="${video.slug}"]`);
      await card.scrollIntoViewIfNeeded();
      expect(await card.locator('h3').textContent()).toBe(texts.title);
      await card.getByText(texts.description).waitFor();
    }
    expect(youtube).toEqual([]);
    await shoot(page, 'gallery-ru');
    // Pressed, the card's preview becomes YouTube's privacy-enhanced player.
    await page.locator(`[data-video="${video.slug}"] button`).click();
    const frame = page.locator(`[data-video="${video.slug}"] iframe`);
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.id}\\?`));
  });
});
