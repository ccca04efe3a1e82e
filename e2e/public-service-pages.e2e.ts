/**
 * Issue 14, item 13: what a public service site owes its visitors. The accessibility statement and the privacy
 * notice in three languages, linked from every page's footer; every form that collects personal data links the
 * privacy notice; "Was this page useful?" / "Report a problem with this page" on every page stores one record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';

const LOCALES = [
  { prefix: '', privacy: 'Maxfiylik bildirishnomasi', accessibility: 'Qulaylik bayonoti' },
  { prefix: '/ru', privacy: 'Уведомление о конфиденциальности', accessibility: 'Заявление о доступности' },
  { prefix: '/en', privacy: 'Privacy notice', accessibility: 'Accessibility statement' },
];

describe('public service pages', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('the privacy notice and the accessibility statement: in the footer of every page, in three languages, with contents', async () => {
    const { page } = session;
    for (const locale of LOCALES) {
      await page.goto(`${locale.prefix}/news`);
      await pageReady(page);
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: locale.accessibility }).click();
      await page.waitForURL(`**${locale.prefix}/accessibility`);
      await expect.poll(() => page.locator('#page-title').textContent()).toBe(locale.accessibility);
      expect(await page.locator('nav[aria-labelledby="toc-title"] li').count()).toBe(5);
      await page.locator('footer').getByRole('link', { name: locale.privacy }).click();
      await page.waitForURL(`**${locale.prefix}/privacy`);
      await expect.poll(() => page.locator('#page-title').textContent()).toBe(locale.privacy);
      expect(await page.locator('nav[aria-labelledby="toc-title"] li').count()).toBe(6);
    }
    // What the notice says about keeping data, in the page's words.
    expect(await page.locator('main').textContent()).toContain('Vacancy applications with their CV files: 6 months');
  });

  it('every form that collects personal data links the privacy notice', async () => {
    const { page } = session;
    for (const path of [
      '/en/contacts',
      '/ru/vacancy/information-security-analyst',
      '/personal/partner',
      '/en/registration',
      '/ru/personal/product/eds-key-2-years',
    ]) {
      await page.goto(path);
      await pageReady(page);
      const note = page.locator('form [data-testid="privacy-note"]');
      await note.first().waitFor();
      expect(await note.getByRole('link').getAttribute('href'), path).toMatch(/^(\/ru|\/en)?\/privacy$/);
    }
  });

  it('"Was this page useful?": yes is one press; no asks what was missing, keeps the text when sending fails, and stores one record', async () => {
    const { page } = session;
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) sent.push(request.postDataJSON());
    });
    await page.goto('/en/services');
    await pageReady(page);
    const feedback = page.getByTestId('page-feedback');
    const yes = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await feedback.getByRole('button', { name: 'Yes', exact: true }).click();
    expect((await yes).status()).toBe(201);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('feedback-thanks');
    expect(sent).toEqual([{ path: '/en/services', useful: 'yes', message: null }]);

    // Another page asks again. "No": the report form, its field focused.
    await page.goto('/ru/contacts');
    await pageReady(page);
    const again = page.getByTestId('page-feedback');
    await again.getByRole('button', { name: 'Нет', exact: true }).click();
    const field = again.getByRole('textbox', { name: 'Что не сработало или что вы не нашли?' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await again.getByRole('button', { name: 'Отправить' }).click();
    expect(await again.getByRole('alert').textContent()).toBe('Напишите, что не сработало');
    await field.fill('Не нашёл часы работы офиса в Самарканде.');
    // The API away: the text stays, the visitor is told, and the retry sends it once.
    await page.route('**/api/feedback', (route) => route.abort('connectionreset'));
    await again.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => again.getByRole('alert').textContent()).toContain('Не удалось отправить');
    expect(await field.inputValue()).toBe('Не нашёл часы работы офиса в Самарканде.');
    await page.unroute('**/api/feedback');
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await again.getByRole('button', { name: 'Отправить' }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect((await response.json()) as { id: string }).toMatchObject({ id: expect.any(String) });
    await again.getByTestId('feedback-thanks').waitFor();
    expect(sent.at(-1)).toEqual({ path: '/ru/contacts', useful: 'no', message: 'Не нашёл часы работы офиса в Самарканде.' });
  });
});
