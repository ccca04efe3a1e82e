import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { confirmAndSignIn } from './support/mail.ts';

/**
 * Products, service requests that show in the cabinet (and only in their owner's), partner applications and
 * the pages' accessibility, in three languages. Makes 3 registrations and 3 sign-ins (the API limits both).
 */
const T = {
  uz: {
    prefix: '',
    productsTitle: 'Kabinet xizmatlari',
    sum: 'soʻm',
    order: 'Buyurtma berish',
    fio: 'F.I.Sh.',
    email: 'Elektron pochta',
    phone: 'Telefon raqami',
    password: 'Parol',
    region: 'Hudud',
    regionName: 'Samarqand viloyati',
    message: 'Xabar',
    send: 'Arizani yuborish',
    register: 'Roʻyxatdan oʻtish',
    cabinetTitle: 'Mening arizalarim',
    status: 'Yangi',
    empty: 'Siz hali hech qanday xizmatga buyurtma bermagansiz.',
    companyName: 'Kompaniya nomi',
    website: 'Veb-sayt',
    target: 'Nimani integratsiya qilmoqchisiz',
    partnerSent: 'Hamkorlik arizangiz qabul qilindi',
  },
  ru: {
    prefix: '/ru',
    productsTitle: 'Услуги кабинета',
    sum: 'сум',
    order: 'Заказать',
    fio: 'ФИО',
    email: 'Эл. почта',
    phone: 'Номер телефона',
    password: 'Пароль',
    region: 'Регион',
    regionName: 'Самаркандская область',
    message: 'Сообщение',
    send: 'Отправить заявку',
    register: 'Зарегистрироваться',
    cabinetTitle: 'Мои заявки',
    status: 'Новая',
    empty: 'Вы ещё не заказывали услуг.',
    companyName: 'Название компании',
    website: 'Сайт',
    target: 'Что вы хотите интегрировать',
    partnerSent: 'Заявка партнёра принята',
  },
  en: {
    prefix: '/en',
    productsTitle: 'Cabinet services',
    sum: 'soʻm',
    order: 'Order',
    fio: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    password: 'Password',
    region: 'Region',
    regionName: 'Samarkand Region',
    message: 'Message',
    send: 'Send the request',
    register: 'Register',
    cabinetTitle: 'My requests',
    status: 'New',
    empty: 'You have not ordered any service yet.',
    companyName: 'Company name',
    website: 'Website',
    target: 'What you want to integrate',
    partnerSent: 'Partner application received',
  },
};
type Loc = keyof typeof T;
const LOCS: Loc[] = ['uz', 'ru', 'en'];
const stamp = Date.now().toString(36);
/** A field by its label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const title = (page: Page) => page.locator('#page-title').textContent();
const main = (page: Page) => page.locator('main');

async function registerAs(page: Page, loc: Loc, email: string, fio: string) {
  const s = T[loc];
  await page.context().clearCookies();
  await page.goto(`${s.prefix}/registration`);
  await pageReady(page);
  const form = main(page).locator('form');
  await form.getByLabel(label(s.fio)).fill(fio);
  await form.getByLabel(label(s.email)).fill(email);
  await form.getByLabel(label(s.phone)).fill('90 555 12 34');
  await form.getByLabel(label(s.password)).fill('correct-horse-battery');
  await form.getByRole('button', { name: s.register, exact: true }).click();
  await page.getByTestId('registration-sent').waitFor();
  // The link from the e-mail, then the password (registration-confirm.e2e.ts walks these pages).
  await confirmAndSignIn(page.request, email, 'correct-horse-battery');
  await page.goto(`${s.prefix}/personal/requests`);
  await pageReady(page);
  await expect.poll(() => title(page)).toBe(s.cabinetTitle);
}

/** Orders the first product; returns its title. */
async function orderFirstProduct(page: Page, loc: Loc, message: string): Promise<string> {
  const s = T[loc];
  await page.goto(`${s.prefix}/personal/product`);
  await pageReady(page);
  const first = page.getByTestId('product-list').locator('li').first();
  const productTitle = (await first.locator('h2').textContent())!;
  await first.getByRole('link', { name: new RegExp(`^${s.order}`) }).click();
  await page.waitForURL(`**${s.prefix}/personal/product/*`);
  await expect.poll(() => title(page)).toBe(productTitle);
  const form = main(page).locator('form');
  // Prefilled from the account.
  await expect.poll(() => form.getByLabel(label(s.fio)).inputValue()).toContain('Requester');
  expect(await form.getByLabel(label(s.phone)).inputValue()).toBe('+998 90 555 12 34');
  await form.getByLabel(label(s.region)).selectOption({ label: s.regionName });
  await form.getByLabel(label(s.message)).fill(message);
  return productTitle;
}

describe('personal: products, requests and partners', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ bypassCSP: true });
  });
  afterAll(async () => session.close());

  it('lists the products with prices in soʻm in three languages, and an unknown product is a 404', async () => {
    const { page } = session;
    for (const loc of LOCS) {
      const s = T[loc];
      await page.goto(`${s.prefix}/personal/product`);
      await pageReady(page);
      expect(await title(page)).toBe(s.productsTitle);
      const prices = await page.getByTestId('product-price').allTextContents();
      expect(prices.length).toBeGreaterThan(3);
      for (const price of prices) expect(price).toMatch(new RegExp(`^\\d{1,3}([\\s\\u00a0\\u202f,]\\d{3})*\\u00a0${s.sum} / .+`));
    }
    await page.goto('/en/personal/product/no-such-product');
    await expect.poll(() => title(page)).toBe('This page could not be found');
  });

  it('en: a service request survives a failed send, is stored once on retry, and shows in the cabinet', async () => {
    const { page } = session;
    await registerAs(page, 'en', `req-en-${stamp}@example.uz`, 'Requester English');
    expect(await page.getByTestId('requests-empty').textContent()).toContain(T.en.empty);
    const productTitle = await orderFirstProduct(page, 'en', 'Please call after 14:00.');

    // The first send is stored but its answer is lost on the way back: everything typed stays, the same button
    // sends again with the same idempotency key, and the request is stored once.
    let failNext = true;
    const keys: (string | undefined)[] = [];
    await page.route('**/api/forms/service-request', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (failNext) {
        failNext = false;
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const form = main(page).locator('form');
    await form.getByRole('button', { name: T.en.send }).click();
    await expect.poll(() => page.getByTestId('form-send-error').textContent()).toContain('What you typed is kept');
    expect(await form.getByLabel(label('Message')).inputValue()).toBe('Please call after 14:00.');
    await form.getByRole('button', { name: T.en.send }).click();
    // The confirmation in the form's place: the reference, what happens next, focus moved to it; no "message" toast.
    const sent = page.getByTestId('request-sent');
    await sent.waitFor();
    const reference = (await sent.getByTestId('form-reference').textContent())!;
    expect(reference).toMatch(/^S-[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="request-sent"]') !== null)).toBe(true);
    expect(await sent.textContent()).toContain('A centre employee will call you within 1 working day');
    expect(await page.getByText('Your message has been sent successfully!').count()).toBe(0);
    await page.unroute('**/api/forms/service-request');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    await page.getByTestId('request-sent').getByRole('link', { name: 'My requests' }).click();
    await page.waitForURL('**/en/personal/requests');
    const requests = page.getByTestId('request');
    await expect.poll(() => requests.count()).toBe(1);
    const card = (await requests.first().textContent())!;
    expect(card).toContain(T.en.status);
    expect(card).toContain('Samarkand Region');
    expect(card).toContain('Please call after 14:00.');
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    expect(card).toContain(today);
    // The product actually ordered, its price then, and the reference the confirmation gave.
    expect(await requests.first().locator('h3').textContent()).toBe(productTitle);
    expect(await requests.first().getByTestId('request-reference').textContent()).toContain(reference);
    expect(await requests.first().getByTestId('request-price').textContent()).toMatch(/\d[\d\s\u00a0,]*\u00a0soʻm/);
  });

  for (const loc of ['ru', 'uz'] as const) {
    it(`${loc}: another visitor never sees the first one's requests; his own show in his language`, async () => {
      const { page } = session;
      const s = T[loc];
      await registerAs(page, loc, `req-${loc}-${stamp}@example.uz`, `Requester ${loc}`);
      await expect.poll(() => page.getByTestId('requests-empty').textContent()).toContain(s.empty);
      expect(await page.getByTestId('request').count()).toBe(0);
      await orderFirstProduct(page, loc, `Message ${loc}`);
      await main(page).locator('form').getByRole('button', { name: s.send }).click();
      await page.getByTestId('request-sent').waitFor();
      await page.goto(`${s.prefix}/personal/requests`);
      await pageReady(page);
      const requests = page.getByTestId('request');
      await expect.poll(() => requests.count()).toBe(1);
      expect(await requests.first().textContent()).toContain(s.status);
      expect(await requests.first().textContent()).toContain(`Message ${loc}`);
      expect(await requests.first().textContent()).not.toContain('Please call after 14:00.');
      expect(session.errors).toEqual([]);
    });
  }

  it('partner applications: the error summary, then the confirmation with a reference, in three languages', async () => {
    const { page } = session;
    await page.context().clearCookies();
    for (const loc of LOCS) {
      const s = T[loc];
      await page.goto(`${s.prefix}/personal/partner`);
      await pageReady(page);
      const form = main(page).locator('form');
      if (loc === 'en') {
        await form.getByRole('button', { name: 'Send the application' }).click();
        const summary = page.getByTestId('form-error-summary');
        await expect.poll(() => summary.textContent()).toContain('Company name is required');
        await summary.getByRole('link', { name: /^E-mail/ }).click();
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('personal-partner-email');
        await form.getByLabel(label('E-mail')).fill('not-an-email');
        await expect.poll(() => form.textContent()).toContain('Invalid email');
      }
      await form.getByLabel(label(s.companyName)).fill(`Partner ${loc} LLC`);
      await form.getByLabel(label(s.fio)).fill('Aziz Karimov');
      await form.getByLabel(label(s.phone)).fill('+998 71 200 00 00');
      await form.getByLabel(label(s.email)).fill(`partner-${loc}-${stamp}@example.uz`);
      await form.getByLabel(label(s.website)).fill('https://partner.example.uz');
      await form.getByLabel(label(s.target)).fill('Accept tax service payments by card in our app.');
      await form.locator('button[type=submit]').click();
      const confirmation = page.getByTestId('form-confirmation');
      await confirmation.waitFor();
      expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe(s.partnerSent);
      expect(await confirmation.getByTestId('form-reference').textContent()).toMatch(/^P-[0-9A-F]{4}-[0-9A-F]{4}$/);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="form-confirmation"]') !== null))
        .toBe(true);
    }
    expect(session.errors).toEqual([]);
  });

  it('axe finds no WCAG 2.2 AA violation on the section pages, at 1280 and 375 px', async () => {
    const { page } = session;
    for (const [width, paths] of [
      [1280, ['/en/personal/product', '/ru/personal/product/eds-key-2-years', '/personal/partner', '/en/signin', '/ru/registration']],
      [375, ['/personal/product', '/en/personal/product/eds-key-2-years', '/ru/signin']],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await pageReady(page);
        await page.locator('main form, [data-testid="product-list"]').first().waitFor();
        const violations = await axeViolations(page);
        expect(violations, `${path} at ${width}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    }
  });
});
