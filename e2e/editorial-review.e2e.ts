/**
 * Issue 40 point 4 in a real browser against the production build: review by a second editor. One editor asks for
 * review of a vacancy's draft (Approve and Send back are disabled for her, with why); a second editor finds it with
 * the list's "awaiting review" filter, sends it back without a comment (refused beside the field), with one (shown to
 * the author), then approves the draft asked again. Screenshots at 375 and 1280 px with axe's WCAG 2.2 AA check.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import uz from '../mfe-workspace/src/locales/uz.json';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_DIR } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

const screens = join(E2E_DIR, 'screens', 'editorial-review');

/**
 * The kit's toast has a close button without a name (axe: button-name; reported to the kit's owner): the shots wait
 * for the confirmation toasts to close, so that the check is of this feature's own page.
 */
async function shoot(page: Page, name: string) {
  for (const toast of [uz.content.review.asked, uz.content.review.approved, uz.content.review.returned])
    await page.getByText(toast, { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
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
const author = { email: `review.a.${stamp}@soliq.uz`, name: 'Malika Muallif', password: '' };
const reviewer = { email: `review.b.${stamp}@soliq.uz`, name: 'Bobur Tekshiruvchi', password: '' };

describe('review by a second editor in the workspace', () => {
  const sessions: Session[] = [];
  beforeAll(() => {
    author.password = createStaff(author.email, author.name, ['editor']);
    reviewer.password = createStaff(reviewer.email, reviewer.name, ['editor']);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('asked by one editor, sent back with a comment and then approved by another', async () => {
    const first = await openSession({ bypassCSP: true });
    sessions.push(first);
    const a = first.page;
    await enrol(a, '/workspace/content?type=vacancies', author.email, author.password);
    await a.waitForURL(/\/workspace\/content\?type=vacancies$/);
    await pageReady(a);
    const slug = await a.locator('[data-testid="content-row"]').first().getAttribute('data-slug');
    await a.locator(`[data-testid="content-row"][data-slug="${slug}"] [data-testid="content-open"]`).click();
    await a.waitForURL(/\/workspace\/content\/vacancies-[0-9a-f-]{36}$/);
    const itemPath = new URL(a.url()).pathname;
    await a.getByTestId('review-panel').waitFor();

    await a.getByTestId('review-ask').click();
    await a.getByTestId('review-text').fill('Maoshni tekshiring');
    await a.getByTestId('review-ask-confirm').click();
    await a.locator('[data-testid="review-panel"][data-state="requested"]').waitFor();
    expect(await a.getByTestId('review-state').textContent()).toContain(author.name);
    expect(await a.getByTestId('review-approve').isDisabled()).toBe(true);
    expect(await a.getByTestId('review-why').textContent()).toBe(uz.content.review.why.asked);
    // After the action the state line has the focus (the button pressed is gone).
    expect(await a.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('review-state');
    await shoot(a, 'asked');

    const second = await openSession({ bypassCSP: true });
    sessions.push(second);
    const b = second.page;
    await enrol(b, '/workspace/content?type=vacancies&review=requested', reviewer.email, reviewer.password);
    await b.waitForURL(/review=requested/);
    await pageReady(b);
    const row = b.locator(`[data-testid="content-row"][data-slug="${slug}"]`);
    await row.waitFor();
    expect(await row.getByTestId('content-review').getAttribute('data-state')).toBe('requested');
    await shoot(b, 'list-awaiting');
    await row.getByTestId('content-open').click();
    await b.waitForURL(new RegExp(`${itemPath}$`));
    expect(await b.getByTestId('review-note').textContent()).toContain('Maoshni tekshiring');

    // Sending back needs a comment: refused beside the field, nothing sent.
    await b.getByTestId('review-return').click();
    await b.getByTestId('review-return-confirm').click();
    await b.getByText(uz.content.review.commentRequired).waitFor();
    await b.getByTestId('review-text').fill('Ish vaqtini qoʻshing');
    await b.getByTestId('review-return-confirm').click();
    await b.locator('[data-testid="review-panel"][data-state="returned"]').waitFor();

    await a.reload();
    await pageReady(a);
    expect(await a.getByTestId('review-comment').textContent()).toContain('Ish vaqtini qoʻshing');
    await a.getByTestId('review-ask').click();
    await a.getByTestId('review-ask-confirm').click();
    await a.locator('[data-testid="review-panel"][data-state="requested"]').waitFor();

    await b.reload();
    await pageReady(b);
    await b.getByTestId('review-approve').click();
    await b.locator('[data-testid="review-panel"][data-state="approved"]').waitFor();
    expect(await b.getByTestId('review-state').textContent()).toContain(reviewer.name);
    await shoot(b, 'approved');
  });
});
