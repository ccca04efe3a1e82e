/**
 * Issue 40, offices in the workspace, in a real browser against the production build: an editor sets a one-off
 * closure for today on an office, with its reason in three languages, and publishes it. The public contacts page
 * then shows that office closed today with the reason, in Uzbek and in Russian; the "open now" badge says closed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uz from '../mfe-workspace/src/locales/uz.json';
import aboutUz from '../mfe-about/src/locales/uz.json';
import aboutRu from '../mfe-about/src/locales/ru.json';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-offices');

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
const editor = { email: `offices.${stamp}@soliq.uz`, name: 'Nodira Editor', password: '' };
const REGION = 'khorezm';
const reason = { uz: `Sanitariya kuni ${stamp}`, ru: `Санитарный день ${stamp}`, en: `Sanitary day ${stamp}` };

/** Today in Tashkent, `YYYY-MM-DD`. */
const today = () => new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);

/** The last office of the region (the other browser tests look at the first ones). */
async function anOffice(): Promise<string> {
  const res = await fetch(new URL(`/api/regions/${REGION}?locale=uz`, baseURL()));
  const offices = (await res.json()).item.offices as { slug: string }[];
  return offices.at(-1)!.slug;
}

/** The office's card on the contacts page in a language, once its clock-driven lines are shown. */
async function todayLine(page: Page, prefix: '' | '/ru', slug: string): Promise<{ line: string; open: string | null }> {
  await page.goto(`${prefix}/contacts?region=${REGION}`);
  await pageReady(page);
  const card = page.locator(`#office-${slug}`);
  const line = card.getByTestId('today-hours');
  await line.waitFor();
  return { line: (await line.textContent()) ?? '', open: await card.getByTestId('open-badge').getAttribute('data-open') };
}

describe('offices in the workspace', () => {
  const sessions: Session[] = [];
  beforeAll(() => {
    editor.password = createStaff(editor.email, editor.name, ['editor']);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('a one-off closure today: the contacts page shows the office closed today with the reason, in Uzbek and Russian', async () => {
    const slug = await anOffice();
    const session = await openSession({ bypassCSP: true });
    sessions.push(session);
    const { page } = session;

    await enrol(page, `/workspace/content?type=offices&region=${REGION}`, editor.email, editor.password);
    await page.waitForURL(/\/workspace\/content\?type=offices/);
    await pageReady(page);
    expect(await page.getByTestId('content-type-offices').textContent()).toBe(uz.content.typeNames.offices);
    await page.locator(`[data-testid="content-row"][data-slug="${slug}"] [data-testid="content-open"]`).click();
    await page.waitForURL(/\/workspace\/content\/offices-[0-9a-f-]{36}$/);
    await page.getByTestId('week-mon').waitFor();

    // A closure without its reason in Russian and English is refused beside the fields, in Uzbek.
    // The new row follows any closure the office already has.
    const row = await page.getByTestId('closures-row').count();
    await page.getByTestId('closures-add').click();
    await page.getByTestId(`closures-${row}-date`).fill(today());
    await page.getByTestId(`closures-${row}-uz`).fill(reason.uz);
    await page.getByTestId('content-save').click();
    await page.getByTestId(`closures-${row}-ru`).and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByTestId(`closures-${row}-ru`).fill(reason.ru);
    await page.getByTestId(`closures-${row}-en`).fill(reason.en);
    await shoot(page, 'office-editor');
    await page.getByTestId('content-save').click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();

    await page.getByTestId('content-publish').click();
    await page.getByText(uz.content.publish.confirmBy.offices).waitFor();
    await page.getByTestId('publish-confirm').click();
    await page.getByText(uz.content.publish.done).first().waitFor();

    const uzLine = aboutUz.contacts.closedTodayReason.replace('{{reason}}', reason.uz);
    const deadline = Date.now() + 15_000;
    let shown = await todayLine(page, '', slug);
    while (Date.now() < deadline && shown.line !== uzLine) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      shown = await todayLine(page, '', slug);
    }
    expect(shown).toEqual({ line: uzLine, open: 'false' });
    await shoot(page, 'contacts-closed');

    const ru = await todayLine(page, '/ru', slug);
    expect(ru).toEqual({ line: aboutRu.contacts.closedTodayReason.replace('{{reason}}', reason.ru), open: 'false' });
  });
});
