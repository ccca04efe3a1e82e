/**
 * Issue 40, content types beside news, in a real browser against the production build: an editor changes a
 * service's price with an effective date. Scheduled for tomorrow (Tashkent midnight), the price list and the
 * calculator still show the old price; published, both show the new one. The workspace's messages are checked in
 * Uzbek and Russian.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uz from '../mfe-workspace/src/locales/uz.json';
import ru from '../mfe-workspace/src/locales/ru.json';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-types');

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

const stamp = Date.now();
const editor = { email: `types.${stamp}@soliq.uz`, name: 'Farida Editor', password: '' };

async function apiServices(locale: string): Promise<{ slug: string; category: string; servicename_sum: number }[]> {
  const res = await fetch(new URL(`/api/services?locale=${locale}&pageSize=50`, baseURL()));
  return (await res.json()).items;
}

/** Tomorrow in Tashkent, `YYYY-MM-DD`. */
const tomorrow = () => new Date(Date.now() + 5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);

describe('services and prices in the workspace', () => {
  const sessions: Session[] = [];
  beforeAll(() => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('a price with an effective date: tomorrow is not shown yet; published, the price list and the calculator show it', async () => {
    const service = (await apiServices('uz')).find((s) => s.category === 'individual')!;
    const oldPrice = service.servicename_sum;
    const newPrice = oldPrice + 7000;
    const session = await openSession({ bypassCSP: true });
    sessions.push(session);
    const { page } = session;

    await enrol(page, '/workspace/content?type=services', editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content\?type=services$/);
    await pageReady(page);
    expect(await page.getByTestId('content-type-services').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('content-type-services').textContent()).toBe(uz.content.typeNames.services);
    await page.locator(`[data-testid="content-row"][data-slug="${service.slug}"] [data-testid="content-open"]`).click();
    await page.waitForURL(/\/workspace\/content\/services-[0-9a-f-]{36}$/);
    const itemPath = new URL(page.url()).pathname;
    await page.getByTestId('field-price').waitFor();
    await shoot(page, 'service-editor');

    // A price that is not whole so'm is refused beside the field, in Uzbek, and nothing is sent.
    await page.getByTestId('field-price').fill('12,5');
    await page.getByTestId('content-save').click();
    await page.getByTestId('field-price').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByTestId('field-price').fill(String(newPrice));
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();

    await page.getByTestId('content-schedule').click();
    await page.getByTestId('schedule-at').fill(`${tomorrow()}T00:00`);
    await page.getByTestId('schedule-confirm').click();
    await page.getByText(uz.content.schedule.done).first().waitFor();
    await page.getByTestId('schedules').waitFor();

    // Not yet: the price list and the calculator keep the price of today.
    await page.goto('/services/prices');
    await pageReady(page);
    expect(Number(await page.locator(`tr[data-service="${service.slug}"] td[data-price]`).getAttribute('data-price'))).toBe(oldPrice);
    await page.goto(`/services/calculator?s=${service.slug}`);
    await pageReady(page);
    await expect.poll(() => page.locator('[data-total]').getAttribute('data-total').then(Number)).toBe(oldPrice);

    // In Russian: publishing now (today) is confirmed, in Russian, and both pages show the new price.
    await page.goto(`/ru${itemPath}`);
    await pageReady(page);
    await page.getByTestId('content-publish').click();
    await page.getByText(ru.content.publish.confirmBy.services).waitFor();
    await page.getByTestId('publish-confirm').click();
    await page.getByText(ru.content.publish.done).first().waitFor();

    const deadline = Date.now() + 15_000;
    let shown = 0;
    while (Date.now() < deadline && shown !== newPrice) {
      await page.goto('/ru/services/prices');
      await pageReady(page);
      shown = Number(await page.locator(`tr[data-service="${service.slug}"] td[data-price]`).getAttribute('data-price'));
      if (shown !== newPrice) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(shown).toBe(newPrice);
    await page.goto(`/ru/services/calculator?s=${service.slug}`);
    await pageReady(page);
    await expect.poll(() => page.locator('[data-total]').getAttribute('data-total').then(Number)).toBe(newPrice);
  });
});
