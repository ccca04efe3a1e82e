/**
 * Issue 40, previews beside news (decision 0053), in a real browser against the production build: an editor previews
 * a vacancy never published (the public page with the draft, marked, never cached or indexed) while a visitor gets
 * 404; and a draft price of a service, shown on its page and in the price list of the preview while a visitor keeps
 * seeing the old price. In Uzbek and Russian; axe at 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-preview');

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
const editor = { email: `preview.${stamp}@soliq.uz`, name: 'Preview Editor', password: '' };
const site = (path: string) => new URL(path, baseURL()).toString();
const statusOf = async (path: string) => (await fetch(site(path), { redirect: 'manual' })).status;

/** In a month, `YYYY-MM-DD`. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('previews of vacancies and prices', () => {
  let session: Session;
  let cookie = '';
  const staffApi = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(site(`/api${path}`), {
      method,
      headers: { 'content-type': 'application/json', origin: new URL(baseURL()).origin, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: await response.json() };
  };

  beforeAll(async () => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
    session = await openSession({ bypassCSP: true });
    await enrol(session.page, '/workspace/content?type=vacancies', editor.email, editor.password);
    await session.page.waitForURL(/\/workspace\/content\?type=vacancies$/);
    cookie = (await session.context.cookies(site('/api/staff/')))
      .filter((c) => c.name === 'tax_staff')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    expect(cookie).not.toBe('');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('a vacancy never published: the editor sees its page marked as a preview, in Uzbek; a visitor gets 404', async () => {
    const { page } = session;
    const slug = `preview-vacancy-${stamp}`;
    const text = (title: string) => ({
      title,
      employment: 'Toʻliq stavka',
      duties: 'Hisobotlar\nTekshiruvlar',
      requirements: 'Oliy maʼlumot',
    });
    const created = await staffApi('POST', '/staff/editorial/vacancies', {
      slug,
      content: {
        region: 'samarkand',
        salary: { from: 7_000_000, to: 9_000_000 },
        deadline: inAMonth(),
        texts: { uz: text('Koʻrib chiqiladigan buxgalter'), ru: text('Бухгалтер для просмотра'), en: text('Preview accountant') },
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);

    await page.goto(`/workspace/content/vacancies-${created.json.id}`);
    await pageReady(page);
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('content-preview').click()]);
    await preview.waitForURL(/\/vacancy\/preview-vacancy-.+\?preview=/);
    await pageReady(preview);
    await preview.locator('[data-preview]').waitFor();
    await preview.locator('h1').filter({ hasText: 'Koʻrib chiqiladigan buxgalter' }).waitFor();
    expect(await preview.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    await shoot(preview, 'vacancy-uz');

    // The preview's address is nobody's to keep; without the token, or with a forged one, the vacancy does not exist.
    const answer = await fetch(preview.url());
    expect(answer.headers.get('cache-control')).toContain('no-store');
    await preview.close();
    expect(await statusOf(`/vacancy/${slug}`)).toBe(404);
    expect(await statusOf(`/ru/vacancy/${slug}`)).toBe(404);
    expect(await statusOf(`/vacancy/${slug}?preview=forged.token`)).toBe(404);
  });

  it("a draft price: the service's page and price list of the preview show it, in Russian; a visitor sees the old price", async () => {
    const { page } = session;
    const services = (await (await fetch(site('/api/services?locale=ru&pageSize=50'))).json()).items as {
      slug: string;
      servicename_sum: number;
    }[];
    const service = services.at(-1)!;
    const oldPrice = service.servicename_sum;
    const newPrice = oldPrice + 3000;

    const items = (await staffApi('GET', '/staff/editorial/services?pageSize=50')).json.items as { id: string; slug: string }[];
    const item = items.find((i) => i.slug === service.slug)!;
    await page.goto(`/ru/workspace/content/services-${item.id}`);
    await pageReady(page);
    await page.getByTestId('field-price').fill(String(newPrice));
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    await page.getByTestId('tab-ru').click();

    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('content-preview').click()]);
    await preview.waitForURL(/\/ru\/services\/.+\?preview=/);
    await pageReady(preview);
    await preview.locator('[data-preview]').waitFor();
    expect(Number(await preview.locator('[data-price]').first().getAttribute('data-price'))).toBe(newPrice);
    await shoot(preview, 'service-ru');

    // The price list with the same token: the draft price, marked; without it, the old one.
    const token = new URL(preview.url()).searchParams.get('preview')!;
    await preview.goto(`/ru/services/prices?preview=${encodeURIComponent(token)}`);
    await pageReady(preview);
    await preview.locator('[data-preview]').waitFor();
    expect(Number(await preview.locator(`tr[data-service="${service.slug}"] td[data-price]`).getAttribute('data-price'))).toBe(newPrice);
    await preview.close();

    const visiting = await openSession({ bypassCSP: true });
    const visitor = visiting.page;
    try {
      await visitor.goto(site(`/ru/services/prices`));
      await pageReady(visitor);
      expect(Number(await visitor.locator(`tr[data-service="${service.slug}"] td[data-price]`).getAttribute('data-price'))).toBe(oldPrice);
      expect(await visitor.locator('[data-preview]').count()).toBe(0);
      await visitor.goto(site(`/ru/services/${service.slug}`));
      await pageReady(visitor);
      expect(Number(await visitor.locator('[data-price]').first().getAttribute('data-price'))).toBe(oldPrice);
    } finally {
      await visiting.close();
    }
  });

  it("a slide's draft: the home page of the preview shows it in the slider, marked; a visitor's home page does not", async () => {
    const { page } = session;
    const items = (await staffApi('GET', '/staff/editorial/slides?pageSize=50')).json.items as { id: string }[];
    const item = (await staffApi('GET', `/staff/editorial/slides/${items[0]!.id}`)).json;
    const title = `Qoralama slayd ${stamp}`;
    // Every language (the home page opens in the language this browser chose last: Russian, above).
    const texts = Object.fromEntries(
      Object.entries(item.draft.texts as Record<string, Record<string, string>>).map(([l, x]) => [l, { ...x, title }]),
    );
    const content = { ...item.draft, texts };
    const saved = await staffApi('PATCH', `/staff/editorial/slides/${item.id}/draft`, { baseVersion: item.version, content });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const preview = (await staffApi('POST', `/staff/editorial/slides/${item.id}/preview`, {})).json;

    await page.goto(preview.paths.uz);
    await pageReady(page);
    await page.locator('[data-preview]').waitFor();
    expect(await page.content()).toContain(title);
    await shoot(page, 'slide-home');
    const visitor = await (await fetch(site('/'))).text();
    expect(visitor).not.toContain(title);
    expect(visitor).not.toContain('data-preview');
  });
});
