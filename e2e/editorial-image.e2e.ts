/**
 * Issue 40 item 3, images: an editor writes a news item in the workspace, uploads a photo (a phone's JPEG with its
 * camera and GPS data), sets the link-preview crop and the alt text; publishing with one language's alt text missing
 * is refused with a message naming that language; with all three it is published. The public article shows the
 * picture (AVIF/WebP/JPEG with widths, its alt text in the page's language) and its server-rendered head carries its
 * own og:image and twitter:image (the 1200×630 picture, an absolute address), in uz, ru and en; the picture files
 * carry no metadata.
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

const screens = join(E2E_DIR, 'screens', 'editorial-image');

async function shoot(page: Page, name: string, axe = true) {
  mkdirSync(screens, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
    if (axe) {
      const violations = await axeViolations(page);
      expect(violations, `${name} at ${width} px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A 2400×1600 photo as a phone saves it: a gradient under noise, EXIF with the camera and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [2400, 1600];
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1c6e8c"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1' } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The public page's HTML once the publish reached it (the site's render cache follows within seconds). */
async function publicHtml(path: string, expected: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  let text = '';
  while (Date.now() < deadline) {
    const response = await fetch(new URL(path, baseURL()));
    text = await response.text();
    if (response.status === 200 && text.includes(expected)) return text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return text;
}

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

const stamp = Date.now();
const slug = `e2e-image-${stamp}`;
const texts = {
  uz: { title: `Yangi ofis ochildi ${stamp}`, summary: 'Toshkentda yangi xizmat ofisi.', body: 'Ofis har kuni ishlaydi.' },
  ru: { title: `Открыт новый офис ${stamp}`, summary: 'Новый офис обслуживания в Ташкенте.', body: 'Офис работает каждый день.' },
  en: { title: `A new office opens ${stamp}`, summary: 'A new service office in Tashkent.', body: 'The office works every day.' },
};
const alts = { uz: 'Yangi ofis binosi kunduzi', ru: 'Здание нового офиса днём', en: 'The new office building by day' };
const editor = { email: `image.editor.${stamp}@soliq.uz`, name: 'Iroda Editor', password: '' };

describe("an editor's image on a news item", () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    session = await openSession({ bypassCSP: true });
    page = session.page;
  });
  afterAll(async () => session?.close());

  it('uploads, crops, refuses a language without alt text, then publishes with all three', async () => {
    await enrol(page, '/workspace/content', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content$/);
    await pageReady(page);
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').fill(slug);
    for (const locale of ['uz', 'ru', 'en'] as const) {
      await page.getByTestId(`tab-${locale}`).click();
      await page.getByTestId(`field-title-${locale}`).fill(texts[locale].title);
      await page.getByTestId(`field-summary-${locale}`).fill(texts[locale].summary);
      await page.getByTestId(`field-body-${locale}`).click();
      await page.keyboard.type(texts[locale].body);
    }

    // A text file named .jpg is refused in the editor's language before anything is sent.
    await page.getByTestId('image-file').setInputFiles({ name: 'photo.jpg', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await page.getByTestId('image-error').textContent()).toContain('JPEG, PNG yoki WebP');

    await page.getByTestId('image-file').setInputFiles({ name: 'office.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByTestId('image-og').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('image-error').count()).toBe(0);
    // The link preview's box: smaller, moved to the top left; the server makes that picture.
    const before = await page.getByTestId('image-og').getAttribute('src');
    // By keyboard, as the range inputs allow: smaller (20 steps down), then to the left and top edges.
    await page.getByTestId('image-crop-size').focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
    await page.getByTestId('image-crop-across').focus();
    await page.keyboard.press('Home');
    await page.getByTestId('image-crop-down').focus();
    await page.keyboard.press('Home');
    await page.waitForFunction((old) => document.querySelector('[data-testid="image-og"]')?.getAttribute('src') !== old, before, {
      timeout: 30_000,
    });
    await page.getByTestId('image-alt-uz').fill(alts.uz);
    await page.getByTestId('image-alt-en').fill(alts.en);
    await shoot(page, 'editor-image');

    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/news-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();
    await page.getByTestId('image-og').waitFor({ timeout: 30_000 });

    // Russian alt text missing: publishing all three is refused, naming Russian.
    await page.getByTestId('content-publish').click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-confirm').click();
    const refusal = await page.getByTestId('publish-alt-missing').textContent();
    expect(refusal).toContain('Rus tili');
    expect(refusal).not.toContain('Ingliz');
    await page.keyboard.press('Escape');
    await page.getByTestId('publish-form').waitFor({ state: 'detached' });

    await page.getByTestId('image-alt-ru').fill(alts.ru);
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    await page.getByTestId('content-publish').click();
    await page.getByTestId('publish-form').waitFor();
    await page.getByTestId('publish-confirm').click();
    await page.locator('[data-testid="locale-states"] [data-locale="ru"][data-state="published"]').waitFor();
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('the article shows the picture and its head carries its own og:image and twitter:image, in uz, ru and en', async () => {
    let og = '';
    for (const [locale, prefix] of [
      ['uz', ''],
      ['ru', '/ru'],
      ['en', '/en'],
    ] as const) {
      const html = await publicHtml(`${prefix}/news/${slug}`, texts[locale].title);
      const image = meta(html, 'property', 'og:image');
      expect(image, `${locale}: og:image`).toMatch(/^https?:\/\/[^/]+\/api\/media\/images\/[0-9a-f-]{36}\/og-\d+-\d+-\d+-\d+\.jpg$/);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      // The editor moved the box to the top left: not the centred default.
      expect(image).toMatch(/\/og-0-0-/);
      og ||= image!;
      expect(image).toBe(og);
      expect(html).toContain(`alt="${alts[locale]}"`);
    }
    const file = await fetch(og);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await file.arrayBuffer());
    const info = await sharp(bytes).metadata();
    expect([info.width, info.height, info.exif]).toEqual([1200, 630, undefined]);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // In a browser: a <picture> with AVIF and WebP sources, its space reserved, loaded, with the page's alt text.
    for (const [locale, prefix] of [
      ['uz', ''],
      ['ru', '/ru'],
      ['en', '/en'],
    ] as const) {
      await page.goto(`${baseURL().replace(/\/$/, '')}${prefix}/news/${slug}`);
      await pageReady(page);
      const img = page.locator(`picture img[alt="${alts[locale]}"]`);
      await img.waitFor();
      expect(await page.locator('picture source[type="image/avif"]').first().getAttribute('srcset')).toMatch(/w480\.avif 480w/);
      expect(await img.getAttribute('width')).toBe('1600');
      await page.waitForFunction((alt) => {
        const el = document.querySelector<HTMLImageElement>(`picture img[alt="${alt}"]`);
        return !!el && el.complete && el.naturalWidth > 0;
      }, alts[locale]);
      const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(chosen).toMatch(/\/api\/media\/images\/[0-9a-f-]{36}\/w\d+\.(avif|webp|jpg)$/);
      if (locale === 'en') await shoot(page, 'article', false);
    }
  });
});
