/**
 * Issue 44, "What visitors still trip over": each of its twelve observations as a visitor meets it, at 375 px (the
 * header's sign-in link at 1280 px too), in at least two languages; the calculator and the page feedback with
 * scripts off.
 */
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readOutbox } from '@tax/api';
import { formLive, openSession, pageReady, type Session } from './support/browser.ts';

const PHONE = { width: 375, height: 800 };

async function withPage<T>(options: Parameters<typeof openSession>[0], run: (page: Page, session: Session) => Promise<T>): Promise<T> {
  const session = await openSession(options);
  try {
    return await run(session.page, session);
  } finally {
    await session.close();
  }
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether two boxes on the screen overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('what visitors tripped over (issue 44)', () => {
  it('1. a long search query wraps: the page stays 375 px wide (ru: 300 characters, en: one 80-character word)', async () => {
    await withPage(PHONE, async (page) => {
      const words = Array.from({ length: 30 }, (_, i) => `налоговый${i}`)
        .join(' ')
        .slice(0, 300);
      for (const path of [`/ru/search?q=${encodeURIComponent(words)}`, `/en/search?q=${'x'.repeat(40)}invoice${'y'.repeat(33)}`]) {
        await page.goto(path);
        await pageReady(page);
        await page.getByTestId('search-results').waitFor();
        expect(await documentWidth(page), path).toBeLessThanOrEqual(375);
      }
    });
  });

  it("2 and 3. the vacancy form: the age rule with its numbers, the summary in the form's order, the position never cut (en, ru)", async () => {
    const cases = [
      {
        prefix: '/en',
        send: 'Send the application',
        age: 'Date of birth: you must be 16 to 100 years old',
        position: 'Position',
      },
      { prefix: '/ru', send: 'Отправить заявку', age: 'Дата рождения: вам должно быть от 16 до 100 лет', position: 'Должность' },
    ];
    await withPage(PHONE, async (page) => {
      for (const c of cases) {
        await page.goto(`${c.prefix}/vacancy/information-security-analyst`);
        await pageReady(page);
        await formLive(page, 'application-form');
        const form = page.getByTestId('application-form');
        // A 2020 birth date is a real date: the message is the rule, with its numbers.
        await form.locator('input[type="date"]').fill('2020-01-01');
        await form.getByRole('button', { name: c.send }).click();
        const summary = page.getByTestId('form-error-summary');
        await summary.waitFor();
        expect(await summary.textContent()).toContain(c.age);
        // The summary lists the fields in the order the form shows them.
        const linked = await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
        const inForm = await form.locator('input[id], textarea[id]').evaluateAll((fields) => fields.map((f) => f.id));
        const formOrder = inForm.filter((id) => linked.includes(id));
        expect(linked.length).toBeGreaterThan(3);
        expect(linked).toEqual(formOrder);
        // The read-only position shows its whole title at 375 px ("…информационной безопасности").
        const position = form.getByLabel(c.position, { exact: true });
        const box = await position.evaluate((el) => ({
          scroll: el.scrollHeight,
          client: el.clientHeight,
          sw: el.scrollWidth,
          cw: el.clientWidth,
        }));
        expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
        expect(box.sw).toBeLessThanOrEqual(box.cw + 1);
        expect(await documentWidth(page)).toBeLessThanOrEqual(375);
      }
    });
  });

  it('4. after hours the call-centre band says it is closed and when it opens, in Tashkent time, with no "Live" (uz, ru)', async () => {
    const cases = [
      // Friday 20:00 in Tashkent: open again on Monday.
      { path: '/', at: '2026-11-27T15:00:00Z', badge: 'Yopiq', note: 'Hozir yopiq · dushanba soat 09:00 da ochiladi (Toshkent vaqti)' },
      // Thursday 20:00: open again tomorrow.
      {
        path: '/ru',
        at: '2026-11-26T15:00:00Z',
        badge: 'Закрыто',
        note: 'Сейчас закрыто · откроется завтра в 09:00 (по ташкентскому времени)',
      },
    ];
    for (const c of cases) {
      await withPage(PHONE, async (page, session) => {
        await session.context.clock.setFixedTime(new Date(c.at));
        await page.goto(c.path);
        await pageReady(page);
        await page.locator('#call-centre').scrollIntoViewIfNeeded();
        const note = page.getByTestId('operators-note');
        await expect.poll(() => note.textContent(), { timeout: 20_000 }).toBe(c.note);
        expect(await page.getByTestId('operators-status').textContent()).toBe(c.badge);
        expect(await page.getByTestId('operators-free').count()).toBe(0);
      });
    }
  });

  it('5. the regions map names its regions at 375 px: each tile a readable number, the list beside it the names (uz, ru)', async () => {
    await withPage(PHONE, async (page) => {
      for (const path of ['/', '/ru']) {
        await page.goto(path);
        await pageReady(page);
        await page.locator('#regions-map').scrollIntoViewIfNeeded();
        const tiles = page.locator('#regions-map g[data-region]');
        await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(14);
        const shown = await tiles.evaluateAll((groups) =>
          groups.map((g) => {
            const text = [...g.querySelectorAll('text')].find((t) => getComputedStyle(t).display !== 'none');
            return {
              code: g.getAttribute('data-region'),
              label: text?.textContent ?? '',
              height: text?.getBoundingClientRect().height ?? 0,
            };
          }),
        );
        for (const tile of shown) {
          expect(tile.label, tile.code!).toMatch(/^\d{1,2}$/);
          expect(tile.height, tile.code!).toBeGreaterThanOrEqual(11);
          const button = page.locator(`[data-region-button="${tile.code}"]`);
          expect(await button.isVisible()).toBe(true);
          // The number on the tile leads the region's name in the list.
          expect((await button.innerText()).trim()).toMatch(new RegExp(`^${tile.label}\\s*\\D`));
        }
      }
    });
  });

  it('6. on a phone the success toast leaves the confirmation heading readable (uz, en)', async () => {
    const cases = [
      {
        path: '/contacts',
        fio: 'F.I.Sh.',
        phone: 'Telefon raqami',
        email: 'Elektron pochta',
        message: 'Xabar',
        toast: 'Xabaringiz muvaffaqiyatli yuborildi!',
      },
      {
        path: '/en/contacts',
        fio: 'Full name',
        phone: 'Phone number',
        email: 'Email',
        message: 'Message',
        toast: 'Your message has been sent successfully!',
      },
    ];
    await withPage(PHONE, async (page) => {
      for (const c of cases) {
        await page.goto(c.path);
        await pageReady(page);
        await formLive(page, 'contact-form');
        const form = page.getByTestId('contact-form');
        await form.getByLabel(c.fio, { exact: false }).fill('Karimova Dilnoza');
        await form.getByLabel(c.phone, { exact: false }).pressSequentially('901234567');
        await form.getByLabel(c.email, { exact: false }).fill('dilnoza@example.uz');
        await form.getByLabel(c.message, { exact: false }).fill('Shanba kuni ishlaysizmi?');
        await form.locator('button[type="submit"]').click();
        const heading = page.getByTestId('form-confirmation').getByRole('heading', { level: 2 });
        await heading.waitFor();
        const toast = page.getByText(c.toast, { exact: true });
        await toast.waitFor();
        const [headingBox, toastBox] = [await heading.boundingBox(), await toast.boundingBox()];
        expect(overlaps(headingBox!, toastBox!)).toBe(false);
        expect(headingBox!.y).toBeGreaterThanOrEqual(0);
        expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(800);
      }
    });
  });

  it('7. the calculator keeps 0 or 100000 as typed, says the allowed range, and counts no total from it (en, ru)', async () => {
    const cases = [
      { prefix: '/en', error: 'Enter a whole number from 1 to 999', quantity: 'Quantity: Electronic digital signature (EDS) key' },
      { prefix: '/ru', error: 'Введите целое число от 1 до 999', quantity: 'Количество: ' },
    ];
    await withPage(PHONE, async (page) => {
      for (const c of cases) {
        await page.goto(`${c.prefix}/services/calculator?s=eds-key*3`);
        await pageReady(page);
        const field = page.locator('[data-quantity="eds-key"] input, input[data-quantity="eds-key"]').first();
        const total = page.locator('[data-total]');
        expect(await total.getAttribute('data-total')).toBe('147000');
        for (const typed of ['0', '100000']) {
          await field.fill(typed);
          await field.blur();
          expect(await field.inputValue()).toBe(typed);
          await page.getByText(c.error, { exact: true }).waitFor();
          expect(await total.getAttribute('data-total')).toBe('invalid');
          expect(await page.getByTestId('calculator-invalid').isVisible()).toBe(true);
        }
        await field.fill('2');
        await expect.poll(() => total.getAttribute('data-total')).toBe('98000');
        expect(await page.getByText(c.error, { exact: true }).count()).toBe(0);
      }
    });
  });

  it('8. without scripts the calculator is a plain form the server counts, and an out-of-range quantity is explained (ru, en)', async () => {
    const cases = [
      { prefix: '/ru', count: 'Посчитать итог', error: 'Введите целое число от 1 до 999' },
      { prefix: '/en', count: 'Count the total', error: 'Enter a whole number from 1 to 999' },
    ];
    await withPage({ ...PHONE, javaScriptEnabled: false }, async (page) => {
      for (const c of cases) {
        await page.goto(`${c.prefix}/services/calculator`);
        await page.locator('[data-choice="eds-key"] input[type="checkbox"]').check();
        await page.getByRole('button', { name: c.count }).click();
        await page.waitForURL(/s=eds-key/);
        expect(await page.locator('[data-total]').getAttribute('data-total')).toBe('49000');
        const field = page.locator('input[name="q-eds-key"]');
        await field.fill('3');
        await page.getByRole('button', { name: c.count }).click();
        await page.waitForURL(/q-eds-key=3/);
        expect(await page.locator('[data-total]').getAttribute('data-total')).toBe('147000');
        await page.locator('input[name="q-eds-key"]').fill('0');
        await page.getByRole('button', { name: c.count }).click();
        await page.waitForURL(/q-eds-key=0/);
        expect(await page.locator('input[name="q-eds-key"]').inputValue()).toBe('0');
        expect(await page.getByText(c.error, { exact: true }).isVisible()).toBe(true);
        expect(await page.locator('[data-total]').getAttribute('data-total')).toBe('invalid');
      }
    });
  });

  it('8. without scripts "Was this page useful?" is a plain form: sent once, thanked, or told why not; with them the box stops at 1,000 characters, counted (uz, ru)', async () => {
    const cases = [
      {
        prefix: '',
        no: 'Yoʻq',
        send: 'Yuborish',
        thanks: 'Rahmat! Fikringiz saytni yaxshilashga yordam beradi.',
        required: 'Hech narsa yuborilmadi: «Ha» yoki «Yoʻq» tugmasini bosing yoki nima ishlamaganini yozing.',
      },
      {
        prefix: '/ru',
        no: 'Нет',
        send: 'Отправить',
        thanks: 'Спасибо! Ваш отзыв поможет улучшить сайт.',
        required: 'Ничего не отправлено: нажмите «Да» или «Нет» либо напишите, что не сработало.',
      },
    ];
    await withPage({ ...PHONE, javaScriptEnabled: false }, async (page) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(`${request.url()} ${request.headers()['content-type']}`);
      });
      for (const c of cases) {
        await page.goto(`${c.prefix}/news`);
        const foot = page.getByTestId('page-feedback');
        // The box is there without scripts; the link that opens it through scripts is not.
        expect(await foot.getByTestId('feedback-plain').isVisible()).toBe(true);
        expect(await foot.getByTestId('feedback-report').isVisible()).toBe(false);
        expect(await foot.getByText('JavaScript').count()).toBe(0);
        // Nothing chosen nor written: back to the page, told so in its language, nothing stored.
        await foot.getByRole('button', { name: c.send, exact: true }).click();
        await page.waitForURL(/feedback=required#page-feedback$/);
        expect(new URL(page.url()).pathname).toBe(`${c.prefix}/news`);
        expect(await page.getByRole('alert').filter({ hasText: c.required }).isVisible()).toBe(true);
        const box = page.locator('#page-feedback textarea[name="message"]');
        await box.fill('a'.repeat(1200));
        expect((await box.inputValue()).length).toBe(1000);
        await box.fill('Ofis manzili topilmadi');
        await page.locator('#page-feedback').getByRole('button', { name: c.no, exact: true }).click();
        await page.waitForURL(/feedback=thanks#page-feedback$/);
        expect(new URL(page.url()).pathname).toBe(`${c.prefix}/news`);
        expect(await page.getByTestId('feedback-thanks').textContent()).toBe(c.thanks);
        expect(await page.getByTestId('feedback-thanks').isVisible()).toBe(true);
        expect(await documentWidth(page)).toBeLessThanOrEqual(375);
      }
      // Two sends per language, each a plain form post to the API.
      expect(posts).toHaveLength(4);
      for (const post of posts) expect(post).toMatch(/\/api\/feedback application\/x-www-form-urlencoded$/);
    });
    await withPage(PHONE, async (page) => {
      for (const [path, counted] of [
        ['/en/news', '1000 of 1000 characters'],
        ['/news', '1000 / 1000 belgi'],
      ] as const) {
        await page.goto(path);
        await pageReady(page);
        // The plain form's box is for pages without scripts only.
        expect(await page.getByTestId('feedback-plain').count()).toBe(0);
        await page.getByTestId('feedback-report').scrollIntoViewIfNeeded();
        await page.getByTestId('feedback-report').click();
        const box = page.locator('#page-feedback textarea');
        await box.fill('a'.repeat(1200));
        expect((await box.inputValue()).length).toBe(1000);
        expect(await page.getByTestId('feedback-count').textContent()).toBe(counted);
      }
    });
  });

  it("9. the privacy notice and the public offer: the introduction and the document's bold title are apart (ru, en)", async () => {
    await withPage(PHONE, async (page) => {
      for (const path of ['/ru/privacy', '/en/oferta', '/oferta']) {
        await page.goto(path);
        await pageReady(page);
        const gap = await page.evaluate(() => {
          const intro = document.getElementById('page-title')!.nextElementSibling!;
          const title = document.querySelector('[data-testid="document-title"]')!;
          return title.getBoundingClientRect().top - intro.getBoundingClientRect().bottom;
        });
        expect(gap, path).toBeGreaterThanOrEqual(16);
      }
    });
  });

  it('10. a guest has a sign-in link in the header at 1280 and 375 px (en, ru)', async () => {
    for (const width of [1280, 375]) {
      await withPage({ width, height: 800 }, async (page) => {
        for (const [path, name, href] of [
          ['/en/news', 'Sign in', '/en/signin'],
          ['/ru', 'Вход', '/ru/signin'],
        ] as const) {
          await page.goto(path);
          await pageReady(page);
          const link = page.locator('header').getByRole('link', { name, exact: true });
          expect(await link.isVisible(), `${path} ${width}`).toBe(true);
          expect(await link.getAttribute('href')).toBe(href);
        }
      });
    }
  });

  it('11. a used reset link is said as it opens, with the way to ask for a new one, before any password is typed (en, ru)', async () => {
    await withPage(PHONE, async (page) => {
      const email = `used-link-${Date.now().toString(36)}@example.uz`;
      const registered = await page.request.post('/api/auth/register', {
        data: { kind: 'individual', email, password: 'first-Password-77', fio: 'Yusupova Kamola', phone_number: '+998 90 777 66 55' },
      });
      // Registered, not confirmed: a reset link works for such an account too (and confirms it).
      expect(registered.status()).toBe(202);
      await page.context().clearCookies();
      expect((await page.request.post('/api/auth/password-reset', { data: { email, locale: 'en' } })).status()).toBe(202);
      const outbox = join(dirname(inject('deployDir')), 'outbox');
      let token: string | undefined;
      await expect
        .poll(
          () => {
            const mail = readOutbox(outbox, 50).find((m) => m.to === email && m.text.includes('/password-reset?token='));
            token = mail ? /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
            return token;
          },
          { timeout: 15_000 },
        )
        .toBeTruthy();
      expect(
        (await page.request.post('/api/auth/password-reset/confirm', { data: { token, password: 'new-Password-2026' } })).status(),
      ).toBe(204);
      for (const [prefix, used, again] of [
        ['/en', 'This link has been used already.', 'Ask for a new link'],
        ['/ru', 'Эта ссылка уже использована.', 'Запросить новую ссылку'],
      ] as const) {
        await page.goto(`${prefix}/password-reset?token=${token}`);
        await pageReady(page);
        const problem = page.getByTestId('reset-problem');
        await problem.waitFor();
        expect(await problem.getByRole('alert').textContent()).toBe(used);
        expect(await problem.getByRole('link', { name: again }).getAttribute('href')).toBe(`${prefix}/password-reset`);
        expect(await page.locator('input[type="password"]').count()).toBe(0);
      }
    });
  });

  it("12. every office card says today's hours in one line (en on a Wednesday, ru on a Sunday)", async () => {
    const cases = [
      { path: '/en/contacts', at: '2026-11-25T06:00:00Z', line: /^Today \d\d:\d\d–\d\d:\d\d(, lunch \d\d:\d\d–\d\d:\d\d)?$/ },
      { path: '/ru/contacts', at: '2026-11-29T06:00:00Z', line: /^Сегодня закрыто$/ },
    ];
    for (const c of cases) {
      await withPage(PHONE, async (page, session) => {
        await session.context.clock.setFixedTime(new Date(c.at));
        await page.goto(c.path);
        await pageReady(page);
        const offices = page.getByTestId('office');
        const count = await offices.count();
        expect(count).toBeGreaterThan(10);
        // Each region's cards come alive on their own, after the page: wait until every card says it.
        await expect.poll(() => page.getByTestId('today-hours').count(), { timeout: 30_000 }).toBe(count);
        for (const line of await page.getByTestId('today-hours').allTextContents()) expect(line).toMatch(c.line);
        expect(await offices.first().getByTestId('today-hours').count()).toBe(1);
      });
    }
  });

  it("12. the home page's office cards say today's hours in one line too (ru on a Wednesday, uz on a Sunday)", async () => {
    const cases = [
      { path: '/ru', at: '2026-11-25T06:00:00Z', line: /^Сегодня \d\d:\d\d–\d\d:\d\d(, обед \d\d:\d\d–\d\d:\d\d)?$/ },
      { path: '/', at: '2026-11-29T06:00:00Z', line: /^Bugun yopiq$/ },
    ];
    for (const c of cases) {
      await withPage(PHONE, async (page, session) => {
        await session.context.clock.setFixedTime(new Date(c.at));
        await page.goto(c.path);
        await pageReady(page);
        const locations = page.locator('[data-home-section="locations"]');
        // The band loads as it comes near the view.
        await locations.scrollIntoViewIfNeeded();
        const cards = locations.locator('[data-group="tashkent-city"] [data-office]');
        await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
        const count = await cards.count();
        await expect.poll(() => cards.getByTestId('today-hours').count(), { timeout: 15_000 }).toBe(count);
        for (const line of await cards.getByTestId('today-hours').allTextContents()) expect(line).toMatch(c.line);
        // A region chosen on the map lists its offices with the same line.
        const map = page.locator('[data-home-section="regions-map"]');
        await map.scrollIntoViewIfNeeded();
        await map.locator('[data-region="samarkand"]').click();
        const panel = page.getByTestId('region-panel');
        await expect.poll(() => panel.locator('[data-office]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await panel.getByTestId('today-hours').count()).toBe(await panel.locator('[data-office]').count());
        for (const line of await panel.getByTestId('today-hours').allTextContents()) expect(line).toMatch(c.line);
        expect(await documentWidth(page)).toBeLessThanOrEqual(375);
      });
    }
  });
});
