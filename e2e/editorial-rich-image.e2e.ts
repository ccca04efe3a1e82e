/**
 * A picture inside a news item's body (docs/editorial-images.md, "Images inside rich text"): in the workspace an
 * editor presses the body's picture button, uploads a photo, is asked its alt text (refused empty), inserts it, saves
 * and publishes in Uzbek; the public article shows it inside the body as a <picture> (AVIF, WebP and JPEG widths,
 * width and height, lazy) with its alt text, and axe finds nothing at 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-rich-image');

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Lazy pictures below the fold load as they come into view: scrolled through before the full-page picture.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width} px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A 1800×1200 photo-like picture: a gradient under noise. */
async function photo(): Promise<Buffer> {
  const [w, h] = [1800, 1200];
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2f7d4f"/><stop offset="1" stop-color="#e9d8a6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const stamp = Date.now();
const slug = `e2e-rich-image-${stamp}`;
const title = `Yangi qabul zali ${stamp}`;
const alt = 'Qabul zalida navbat kutayotgan fuqarolar';
const editor = { email: `rich.image.${stamp}@soliq.uz`, name: 'Malika Editor', password: '' };

describe('a picture inside a news body', () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    session = await openSession({ bypassCSP: true });
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('is uploaded and inserted with its alt text from the body toolbar, then published in Uzbek', async () => {
    await enrol(page, '/workspace/content', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content$/);
    await pageReady(page);
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').fill(slug);
    await page.getByTestId('tab-uz').click();
    await page.getByTestId('field-title-uz').fill(title);
    await page.getByTestId('field-summary-uz').fill('Toshkentdagi ofisda yangi qabul zali ochildi.');
    await page.getByTestId('field-body-uz').click();
    await page.keyboard.type('Zal har kuni soat 9 dan 18 gacha ishlaydi.');

    await page.getByTestId('rich-image-open').click();
    await page.getByTestId('rich-image-form').waitFor();
    await page.getByTestId('rich-image-file').setInputFiles({ name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByTestId('rich-image-chosen').waitFor({ timeout: 60_000 });
    // Without alt text the picture is not inserted: the field says so in the editor's language.
    await page.getByTestId('rich-image-insert').click();
    await page.getByText('Rasmning muqobil matnini yozing').waitFor();
    await page.getByTestId('rich-image-alt').fill(alt);
    mkdirSync(screens, { recursive: true });
    await page.screenshot({ path: join(screens, 'dialog-1280.png') });
    await page.getByTestId('rich-image-insert').click();
    await page.getByTestId('rich-image-form').waitFor({ state: 'detached' });
    const inEditor = page.locator(`[data-testid="field-body-uz"] img[alt="${alt}"]`);
    await inEditor.waitFor();
    expect(await inEditor.getAttribute('src')).toMatch(/\/api\/media\/images\/[0-9a-f-]{36}\/w1600\.jpg$/);

    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/news-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();
    await page.locator(`[data-testid="field-body-uz"] img[alt="${alt}"]`).waitFor();
    await page.getByTestId('content-publish').click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-confirm').click();
    await page.locator('[data-testid="locale-states"] [data-locale="uz"][data-state="published"]').waitFor();
  });

  it('the public article shows it as a responsive <picture> with its alt text; axe passes at 375 and 1280 px', async () => {
    const url = `${baseURL().replace(/\/$/, '')}/news/${slug}`;
    // The publish reaches the site's rendered pages within seconds.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const response = await fetch(url);
      if (response.status === 200 && (await response.text()).includes(title)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.goto(url);
    await pageReady(page);
    const picture = page.locator('picture.rich-image');
    await picture.waitFor();
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(
      /\/api\/media\/images\/[0-9a-f-]{36}\/w480\.avif 480w, .*w960\.avif 960w, .*w1600\.avif 1600w$/,
    );
    expect(await picture.locator('source[type="image/webp"]').count()).toBe(1);
    const img = picture.locator('img');
    expect(await img.getAttribute('alt')).toBe(alt);
    expect([await img.getAttribute('width'), await img.getAttribute('height'), await img.getAttribute('loading')]).toEqual([
      '1600',
      '1067',
      'lazy',
    ]);
    // Where it was inserted: after the body's paragraph.
    expect(await page.locator('p', { hasText: 'Zal har kuni' }).evaluate((p) => p.nextElementSibling?.tagName)).toBe('PICTURE');
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('picture.rich-image img');
      return !!el && el.complete && el.naturalWidth > 0;
    });
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w\d+\.(avif|webp|jpg)$/);
    // It fits the column at a phone's width.
    await page.setViewportSize({ width: 375, height: 800 });
    const box = await img.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(box!.height / box!.width).toBeCloseTo(1067 / 1600, 1);
    await shoot(page, 'article');
  });
});
