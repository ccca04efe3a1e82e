/**
 * Issue 40, the home and about pages' parts in a real browser against the production build (decision 0051): an
 * editor adds a partner in Uzbek and English and publishes it, and the About page lists it in both languages; an
 * editor changes a home slide's title, publishes, and the home page shows the new title. The editors' pages are
 * looked at (375 and 1280 px) and checked with axe.
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

const screens = join(E2E_DIR, 'screens', 'editorial-home-parts');

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

/** Publishes the open item in every written language, and waits for Uzbek to be public. */
async function publish(page: Page) {
  await page.getByTestId('content-publish').click();
  await page.getByTestId('publish-form').waitFor();
  await page.getByTestId('publish-confirm').click();
  await page.locator('[data-testid="locale-states"] [data-locale="uz"][data-state="published"]').waitFor();
}

const stamp = Date.now();
const editor = { email: `parts.${stamp}@soliq.uz`, name: 'Kamola Editor', password: '' };
const partner = {
  slug: `e2e-partner-${stamp}`,
  url: 'https://hamkor-bank.example',
  uz: { name: `Hamkor bank ${stamp}`, description: 'Soliq toʻlovlarini qabul qiladi.' },
  en: { name: `Partner Bank ${stamp}`, description: 'Accepts tax payments.' },
};

describe('the home and about parts in the workspace', () => {
  const sessions: Session[] = [];
  let page: Page;
  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    const session = await openSession({ bypassCSP: true });
    sessions.push(session);
    page = session.page;
    await enrol(page, '/workspace/content?type=partners', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content\?type=partners$/);
    await pageReady(page);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('an editor adds a partner and publishes it: the About page lists it in Uzbek and in English', async () => {
    await page.goto('/workspace/content?type=partners');
    await pageReady(page);
    expect(await page.getByTestId('content-type-partners').textContent()).toBe(uz.content.typeNames.partners);
    await page.getByTestId('content-new').click();
    await page.getByTestId('field-slug').waitFor();
    await page.getByTestId('field-slug').fill(partner.slug);
    // A site that is not http(s) is refused beside the field, and nothing is sent.
    await page.getByTestId('field-url').fill('ftp://hamkor-bank.example');
    await page.getByTestId('field-order').fill('0');
    for (const locale of ['uz', 'en'] as const) {
      await page.getByTestId(`tab-${locale}`).click();
      await page.getByTestId(`field-name-${locale}`).fill(partner[locale].name);
      await page.getByTestId(`field-description-${locale}`).fill(partner[locale].description);
    }
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-url').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(page.url()).toMatch(/\/workspace\/content\/partners-new$/);
    await page.getByTestId('field-url').fill(partner.url);
    await shoot(page, 'partner-new');
    await page.getByTestId('content-save').click();
    await page.waitForURL(/\/workspace\/content\/partners-[0-9a-f-]{36}$/);
    await page.getByTestId('content-created').waitFor();

    expect(await publicText('/about', partner.uz.name)).not.toContain(partner.uz.name);
    await publish(page);
    expect(await publicText('/about', partner.uz.name)).toContain(partner.uz.name);
    expect(await publicText('/en/about', partner.en.name)).toContain(partner.en.name);

    await page.goto('/about');
    await pageReady(page);
    await page.getByText(partner.uz.name, { exact: true }).waitFor();
    await page.goto('/en/about');
    await pageReady(page);
    await page.getByText(partner.en.name, { exact: true }).waitFor();
  });

  it("an editor changes a home slide's title and publishes it: the home page shows the new title", async () => {
    const slides = (await (await fetch(new URL('/api/slides?locale=uz', baseURL()))).json()).items as { slug: string; title: string }[];
    const first = slides[0]!;
    const title = `Yangi sarlavha ${stamp}`;
    await page.goto('/workspace/content?type=slides');
    await pageReady(page);
    await page.locator(`[data-testid="content-row"][data-slug="${first.slug}"] [data-testid="content-open"]`).click();
    await page.waitForURL(/\/workspace\/content\/slides-[0-9a-f-]{36}$/);
    await page.getByTestId('field-title-uz').waitFor();
    expect(await page.locator('h1').textContent()).toBe(uz.content.editOf.slides);
    await shoot(page, 'slide-editor');

    // A button leading to no page of the site is refused by the API, beside the field.
    await page.getByTestId('field-link').fill('/no-such-page');
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-link').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByTestId('field-link').fill('/services');
    await page.getByTestId('field-title-uz').fill(title);
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    expect(await publicText('/', title)).not.toContain(title);

    await publish(page);
    expect(await publicText('/', title)).toContain(title);
    await page.goto('/');
    await pageReady(page);
    await page.getByText(title).first().waitFor();
  });
});
