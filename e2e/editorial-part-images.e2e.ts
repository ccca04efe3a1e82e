/**
 * Issue 40, editors' images beyond news (docs/editorial-images.md): in the workspace an editor adds a staff page with
 * a portrait and a partner with a logo, each through the same image field as news; publishing the staff page without
 * its Russian alt text is refused naming Russian; published, the person's page and the About page show the pictures
 * (`<picture>` with AVIF and WebP, space reserved, the alt text of the page's language) in Uzbek and Russian. The
 * public pages are looked at (375 and 1280 px) and checked with axe.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uz from '../mfe-workspace/src/locales/uz.json';
import { axeViolations } from './support/axe.ts';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-part-images');

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

/** A 900×1200 portrait-like JPEG: a warm gradient under noise, a lighter oval where a face would be. */
async function portraitPhoto(): Promise<Buffer> {
  const [w, h] = [900, 1200];
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .png()
    .toBuffer();
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#4b6a88"/><stop offset="1" stop-color="#1f2f3f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="450" cy="420" rx="190" ry="240" fill="#d9a77f"/><rect x="170" y="760" width="560" height="440" rx="120" fill="#22384f"/></svg>`,
  );
  return sharp(scene)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A wide logo on a transparent background (PNG). */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect x="16" y="40" width="120" height="120" rx="24" fill="#0b5d3b"/><rect x="160" y="70" width="440" height="24" rx="6" fill="#0b5d3b"/><rect x="160" y="110" width="300" height="20" rx="6" fill="#4f8f6f"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** Publishes the open item in every written language. */
async function openPublish(page: Page) {
  await page.getByTestId('content-publish').click();
  await page.getByTestId('publish-form').waitFor();
  await page.getByTestId('publish-confirm').click();
}

/** Waits for a `<picture>`'s image with this alt text to have loaded (scrolled to first: it is lazy below the fold). */
async function loadedPicture(page: Page, alt: string) {
  const img = page.locator(`picture img[alt="${alt}"]`).first();
  await img.waitFor();
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction((a) => {
    const el = document.querySelector<HTMLImageElement>(`picture img[alt="${a}"]`);
    return !!el && el.complete && el.naturalWidth > 0;
  }, alt);
  expect(await page.locator(`picture:has(img[alt="${alt}"]) source[type="image/avif"]`).count()).toBe(1);
  return img;
}

const stamp = Date.now();
const editor = { email: `part.images.${stamp}@soliq.uz`, name: 'Malika Editor', password: '' };
const person = {
  slug: `e2e-portrait-${stamp}`,
  uz: {
    fio: `Rahimova Dilnoza ${stamp}`,
    position: 'Bosh mutaxassis',
    biography: 'Oʻn yillik tajriba.',
    receptionHours: 'Payshanba 10:00–12:00',
  },
  ru: {
    fio: `Рахимова Дильноза ${stamp}`,
    position: 'Главный специалист',
    biography: 'Десять лет опыта.',
    receptionHours: 'Четверг 10:00–12:00',
  },
  alt: { uz: 'Dilnoza Rahimovaning portreti', ru: 'Портрет Дильнозы Рахимовой' },
};
const partner = {
  slug: `e2e-logo-${stamp}`,
  uz: { name: `Yashil bank ${stamp}`, description: 'Soliq toʻlovlarini qabul qiladi.' },
  ru: { name: `Зелёный банк ${stamp}`, description: 'Принимает налоговые платежи.' },
  alt: { uz: 'Yashil bank logotipi', ru: 'Логотип Зелёного банка' },
};

describe("editors' images on staff pages and partners", () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    session = await openSession({ bypassCSP: true });
    page = session.page;
    await enrol(page, '/workspace/content?type=staff', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content\?type=staff$/);
    await pageReady(page);
  });
  afterAll(async () => session?.close());

  it('an editor adds a staff page with a portrait: refused without the Russian alt text, then published', async () => {
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').waitFor();
    await page.getByTestId('field-slug').fill(person.slug);
    await page.getByTestId('field-phone').fill('71 202 11 57');
    await page.getByTestId('field-email').fill(`portrait.${stamp}@soliqservis.uz`);
    await page.getByTestId('field-order').fill('99');
    for (const locale of ['uz', 'ru'] as const) {
      await page.getByTestId(`tab-${locale}`).click();
      await page.getByTestId(`field-fio-${locale}`).fill(person[locale].fio);
      await page.getByTestId(`field-position-${locale}`).fill(person[locale].position);
      await page.getByTestId(`field-biography-${locale}`).click();
      await page.keyboard.type(person[locale].biography);
      await page.getByTestId(`field-receptionHours-${locale}`).fill(person[locale].receptionHours);
    }
    const field = page.getByTestId('image-field');
    expect(await field.textContent()).toContain(uz.content.image.uses.portrait.label);
    await page.getByTestId('image-file').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await portraitPhoto() });
    await page.getByTestId('image-shaped').waitFor({ timeout: 60_000 });
    // A portrait has no link-preview crop: the preview is the square the public pages show.
    expect(await page.getByTestId('image-og').count()).toBe(0);
    expect(await page.getByTestId('image-shaped').getAttribute('data-use')).toBe('portrait');
    await page.getByTestId('image-alt-uz').fill(person.alt.uz);
    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/staff-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();
    await page.getByTestId('image-shaped').waitFor({ timeout: 30_000 });

    await openPublish(page);
    const refusal = await page.getByTestId('publish-alt-missing').textContent();
    expect(refusal).toContain('Rus tili');
    await page.keyboard.press('Escape');
    await page.getByTestId('publish-form').waitFor({ state: 'detached' });

    await page.getByTestId('image-alt-ru').fill(person.alt.ru);
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    await openPublish(page);
    await page.locator('[data-testid="locale-states"] [data-locale="ru"][data-state="published"]').waitFor();
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('an editor adds a partner with its logo and publishes it', async () => {
    await page.goto('/workspace/content?type=partners');
    await pageReady(page);
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').waitFor();
    await page.getByTestId('field-slug').fill(partner.slug);
    await page.getByTestId('field-url').fill('https://yashil-bank.example');
    await page.getByTestId('field-order').fill('0');
    for (const locale of ['uz', 'ru'] as const) {
      await page.getByTestId(`tab-${locale}`).click();
      await page.getByTestId(`field-name-${locale}`).fill(partner[locale].name);
      await page.getByTestId(`field-description-${locale}`).fill(partner[locale].description);
    }
    await page.getByTestId('image-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await page.getByTestId('image-shaped').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('image-shaped').getAttribute('data-use')).toBe('logo');
    await page.getByTestId('image-alt-uz').fill(partner.alt.uz);
    await page.getByTestId('image-alt-ru').fill(partner.alt.ru);
    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/partners-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();
    await openPublish(page);
    await page.locator('[data-testid="locale-states"] [data-locale="ru"][data-state="published"]').waitFor();
  });

  it("the person's page shows the portrait with the alt text of the page's language, in Uzbek and Russian", async () => {
    for (const [locale, prefix] of [
      ['uz', ''],
      ['ru', '/ru'],
    ] as const) {
      const path = `${prefix}/staff/${person.slug}`;
      // Server-rendered with the picture: no script needed to see it, nothing moves when it arrives.
      expect(await publicHtml(path, person[locale].fio)).toContain(`alt="${person.alt[locale]}"`);
      await page.goto(`${baseURL().replace(/\/$/, '')}${path}`);
      await pageReady(page);
      const img = await loadedPicture(page, person.alt[locale]);
      expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['900', '1200']);
      // The portrait is the first thing seen on the page: loaded at once.
      expect(await img.getAttribute('loading')).toBe('eager');
      // Shown square, filling its column.
      const box = (await img.boundingBox())!;
      expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
        /\/api\/media\/images\/[0-9a-f-]{36}\/w\d+\.(avif|webp|jpg)$/,
      );
      await shoot(page, `staff-page-${locale}`);
    }
  });

  it("the About page shows the partner's logo with the alt text of the page's language, in Uzbek and Russian", async () => {
    for (const [locale, prefix] of [
      ['uz', ''],
      ['ru', '/ru'],
    ] as const) {
      const path = `${prefix}/about`;
      expect(await publicHtml(path, partner[locale].name)).toContain(partner[locale].name);
      await page.goto(`${baseURL().replace(/\/$/, '')}${path}`);
      await pageReady(page);
      const img = await loadedPicture(page, partner.alt[locale]);
      expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['640', '200']);
      // Below the fold: lazy.
      expect(await img.getAttribute('loading')).toBe('lazy');
      // Whole, at most 80 px high.
      const box = (await img.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(80.5);
      expect(box.width / box.height).toBeCloseTo(640 / 200, 1);
      await shoot(page, `about-${locale}`);
    }
  });
});
