import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { delayScripts, formLive, nextFrames, openSession, pageReady, type Session } from './support/browser.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const TOAST = {
  en: 'Your message has been sent successfully!',
  ru: 'Ваше сообщение успешно отправлено!',
  uz: 'Xabaringiz muvaffaqiyatli yuborildi!',
} as const;

/** After a send: GOV.UK's confirmation in the form's place, with the API's reference, and focus on it. */
async function expectConfirmation(page: Page, letter: string, title: string) {
  const confirmation = page.getByTestId('form-confirmation');
  await confirmation.waitFor();
  const reference = (await confirmation.getByTestId('form-reference').textContent()) ?? '';
  expect(reference).toMatch(new RegExp(`^${letter}-[0-9A-F]{4}-[0-9A-F]{4}$`));
  expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe(title);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="form-confirmation"]') !== null)).toBe(true);
  return reference;
}

async function fillApplication(page: Page, labels: Record<string, string>) {
  await page.getByLabel(labels.lastName!, { exact: false }).first().fill('Karimova');
  await page.getByLabel(labels.firstName!, { exact: false }).first().fill('Dilnoza');
  await page.getByLabel(labels.birthday!, { exact: false }).fill('1994-05-17');
  await page.getByLabel(labels.phone!, { exact: false }).pressSequentially('901234567');
  await page.getByLabel(labels.email!, { exact: false }).fill('dilnoza@example.uz');
}

describe('about section forms', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('vacancy application (en): a CV too large or of the wrong type is refused in the browser and by the API; a good one is stored', async () => {
    const { page } = session;
    await page.goto('/en/vacancy/backend-developer');
    await pageReady(page);
    await formLive(page, 'application-form');
    const form = page.getByTestId('application-form');
    await fillApplication(page, {
      lastName: 'Last name',
      firstName: 'First name',
      birthday: 'Date of birth',
      phone: 'Phone number',
      email: 'Email',
    });
    // The mask formats the phone as it is typed.
    expect(await page.getByLabel('Phone number', { exact: false }).inputValue()).toBe('+998 90 123 45 67');
    const file = form.locator('input[type="file"]');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/vacancy-application')) uploads.push(request.url());
    });

    // The CV field is a recognisable file picker: a labelled button, then the chosen file's name and size.
    const picker = form.getByTestId('file-picker');
    expect(await picker.getByTestId('file-choose').textContent()).toBe('Choose a file');
    expect(await picker.getByTestId('file-chosen').textContent()).toBe('No file chosen');
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
    await expect.poll(() => form.getByText('CV must be no larger than 5 MB').count()).toBe(1);
    expect(await picker.getByTestId('file-chosen').textContent()).toMatch(/^Chosen file: cv\.pdf, 6\sMB$/);
    // Its remove button reads at AA on the white page (the subtle variant's own red is 3.3:1).
    const ratio = await picker.getByTestId('file-remove').evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .color.match(/\d+/g)!
        .map(Number)
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    // Removing the file empties the field and gives focus back to the picker.
    await picker.getByTestId('file-remove').click();
    expect(await picker.getByTestId('file-chosen').textContent()).toBe('No file chosen');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect.poll(() => form.getByText('CV must be a PDF, DOC or DOCX file').count()).toBe(1);
    await form.getByRole('button', { name: 'Send the application' }).click();
    expect(await page.getByTestId('form-error-summary').textContent()).toContain('CV must be a PDF, DOC or DOCX file');
    expect(uploads).toEqual([]);

    // The API refuses the same files on its own.
    const fields = {
      first_name: 'Dilnoza',
      last_name: 'Karimova',
      birthday: '1994-05-17',
      phone_number: '+998901234567',
      email: 'd@example.uz',
      position: 'backend-developer',
    };
    const renamed = await page.request.post('/api/forms/vacancy-application', {
      multipart: { ...fields, cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG } },
    });
    expect(renamed.status()).toBe(422);
    expect((await renamed.json()).error.fields.cv).toBe('file_type');
    const large = await page.request.post('/api/forms/vacancy-application', {
      multipart: {
        ...fields,
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) },
      },
    });
    expect([413, 422]).toContain(large.status());

    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => form.getByText('CV must be a PDF, DOC or DOCX file').count()).toBe(0);
    const answer = page.waitForResponse((response) => response.url().includes('/api/forms/vacancy-application'));
    await form.getByRole('button', { name: 'Send the application' }).click();
    const receipt = (await (await answer).json()) as { reference: string };
    const reference = await expectConfirmation(page, 'V', 'Application sent');
    expect(reference).toBe(receipt.reference);
    expect(await page.getByTestId('form-confirmation').textContent()).toContain('What happens next');
    // The message toast is the contact form's: an application is not a message.
    expect(await page.getByText(TOAST.en).count()).toBe(0);
    expect(uploads).toHaveLength(1);
  });

  it('vacancy application (ru and uz): labels, messages and the toast in the page language', async () => {
    const { page } = session;
    await page.goto('/ru/vacancy/information-security-analyst');
    await pageReady(page);
    await formLive(page, 'application-form');
    const form = page.getByTestId('application-form');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const summary = await page.getByTestId('form-error-summary').textContent();
    expect(summary).toContain('Поле «Фамилия» обязательно');
    expect(summary).toContain('Выберите файл для поля «Резюме (CV)»');
    await fillApplication(page, {
      lastName: 'Фамилия',
      firstName: 'Имя',
      birthday: 'Дата рождения',
      phone: 'Номер телефона',
      email: 'Электронная почта',
    });
    await form.locator('input[type="file"]').setInputFiles({ name: 'резюме.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expectConfirmation(page, 'V', 'Отклик отправлен');

    await page.goto('/vacancy/e-invoice-support-specialist');
    await pageReady(page);
    await formLive(page, 'application-form');
    const uzForm = page.getByTestId('application-form');
    await uzForm.locator('input[type="file"]').setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => uzForm.getByText('«Rezyume (CV)»: faqat PDF, DOC yoki DOCX fayl qabul qilinadi').count()).toBe(1);
    expect(await uzForm.getByTestId('file-choose').textContent()).toBe('Boshqa fayl tanlash');
    expect(await uzForm.getByTestId('file-chosen').textContent()).toMatch(/^Tanlangan fayl: cv\.png, 12\sbayt$/);
  });

  const modes: { mode: string; afterTyping: boolean; afterBlur: boolean }[] = [
    { mode: 'aggressive', afterTyping: true, afterBlur: true },
    { mode: 'eager', afterTyping: false, afterBlur: true },
    { mode: 'lazy', afterTyping: false, afterBlur: true },
    { mode: 'passive', afterTyping: false, afterBlur: false },
  ];
  for (const { mode, afterTyping, afterBlur } of modes) {
    it(`contact form, ${mode} validation: when "Invalid email" shows, and the summary on submit`, async () => {
      const { page } = session;
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await page.goto(`/en/contacts?validate=${mode}`);
      await pageReady(page);
      const form = page.getByTestId('contact-form');
      expect(await form.getAttribute('data-mode')).toBe(mode);
      const email = form.getByLabel('Email', { exact: false });
      await email.click();
      await email.pressSequentially('not-an-email');
      await nextFrames(page);
      expect(await form.getByText('Invalid email').count(), 'after typing').toBe(afterTyping ? 1 : 0);
      await form.getByLabel('Full name', { exact: false }).click();
      await nextFrames(page);
      expect(await form.getByText('Invalid email').count(), 'after leaving the field').toBe(afterBlur ? 1 : 0);
      if (mode === 'eager') {
        // Once invalid, eager checks on every input: fixing it clears the message at once.
        await email.fill('ok@example.uz');
        await expect.poll(() => form.getByText('Invalid email').count()).toBe(0);
        await email.fill('nope');
      }
      // By keyboard: leaving a field shows its message, which moves the button under a pointer mid-click.
      await form.getByRole('button', { name: 'Send' }).focus();
      await page.keyboard.press('Enter');
      const summary = page.getByTestId('form-error-summary');
      await summary.waitFor();
      // Each message names its field, so the summary shows it once, as it is beside the field.
      expect(await summary.textContent()).toContain('Full name is required');
      expect(await summary.textContent()).not.toContain('Full name: Full name');
      expect(await summary.textContent()).toContain('Invalid email: enter it like name@example.uz');
      // Each summary entry moves focus to its field.
      await summary.getByRole('link', { name: /Full name/ }).click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('about-contact-fio');
    });
  }

  it('contact form: the API down during submit keeps everything typed; the retry is stored once', async () => {
    const { page } = session;
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/ru/contacts');
    await pageReady(page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Ф.И.О.', { exact: false }).fill('Сардор Рахимов');
    await form.getByLabel('Номер телефона', { exact: false }).pressSequentially('+998 (93) 555-44-33');
    expect(await form.getByLabel('Номер телефона', { exact: false }).inputValue()).toBe('+998 93 555 44 33');
    await form.getByLabel('Электронная почта', { exact: false }).fill('sardor@example.uz');
    await form.getByLabel('Сообщение', { exact: false }).fill('Работает ли офис в субботу?');

    // First attempt: the request reaches the API and is stored, but the answer is lost on the way back.
    const keys: string[] = [];
    await page.route('**/api/forms/contact', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Отправить' }).click();
    await page.getByTestId('form-send-error').waitFor();
    expect(await page.getByTestId('form-send-error').textContent()).toContain('Не удалось отправить');
    expect(await form.getByLabel('Сообщение', { exact: false }).inputValue()).toBe('Работает ли офис в субботу?');
    expect(await form.getByLabel('Ф.И.О.', { exact: false }).inputValue()).toBe('Сардор Рахимов');

    // Back up: the retry carries the same key, and the API answers with the stored submission.
    await page.unroute('**/api/forms/contact');
    const answer = page.waitForResponse((response) => response.url().includes('/api/forms/contact'));
    await form.getByRole('button', { name: 'Отправить' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toBe(keys[0]);
    expect(response.headers()['idempotent-replayed']).toBe('true');
    // The specification's toast stays for the contact form, and the confirmation gives the stored message's reference.
    await expect.poll(() => page.getByText(TOAST.ru).count()).toBeGreaterThan(0);
    const reference = await expectConfirmation(page, 'M', 'Сообщение отправлено');
    expect(reference).toBe(((await response.json()) as { reference: string }).reference);
    // "Send another message" brings back an empty form.
    await page.getByRole('button', { name: 'Отправить ещё одно сообщение' }).click();
    expect(await page.getByTestId('contact-form').getByLabel('Сообщение', { exact: false }).inputValue()).toBe('');
  });

  // A slow phone shows the server's form seconds before its scripts run. What is typed in that time stays in the
  // fields after hydration and is what is sent (it used to stay on screen only: "required" on send, then cleared).
  for (const [prefix, labels, title] of [
    ['', { fio: 'F.I.Sh.', phone: 'Telefon raqami', email: 'Elektron pochta', message: 'Xabar', send: 'Yuborish' }, 'Xabaringiz yuborildi'],
    [
      '/ru',
      { fio: 'Ф.И.О.', phone: 'Номер телефона', email: 'Электронная почта', message: 'Сообщение', send: 'Отправить' },
      'Сообщение отправлено',
    ],
    ['/en', { fio: 'Full name', phone: 'Phone number', email: 'Email', message: 'Message', send: 'Send' }, 'Message sent'],
  ] as const) {
    it(`contact form (${prefix || '/'}): typed before the scripts ran, kept and sent`, async () => {
      const early = await openSession({ width: 375, height: 800 });
      try {
        const { page } = early;
        await delayScripts(page, 1500);
        await page.goto(`${prefix}/contacts`, { waitUntil: 'domcontentloaded' });
        const form = page.getByTestId('contact-form');
        await form.getByLabel(labels.fio, { exact: false }).fill('Dilnoza Karimova');
        await form.getByLabel(labels.phone, { exact: false }).fill('901234567');
        await form.getByLabel(labels.email, { exact: false }).fill('dilnoza@example.uz');
        await form.getByLabel(labels.message, { exact: false }).fill('Shanba kuni ishlaysizmi?');
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-app'))).toBeNull();
        await pageReady(page);
        // The form's code loads when the form comes near the view (the kit's nearView): then it goes live and replays.
        await formLive(page, 'contact-form');
        expect(await form.getByLabel(labels.fio, { exact: false }).inputValue()).toBe('Dilnoza Karimova');
        // The phone went through the field's own mask.
        expect(await form.getByLabel(labels.phone, { exact: false }).inputValue()).toBe('+998 90 123 45 67');
        const answer = page.waitForResponse((response) => response.url().includes('/api/forms/contact'));
        await form.getByRole('button', { name: labels.send }).click();
        expect((await answer).status()).toBe(201);
        await expectConfirmation(page, 'M', title);
      } finally {
        await early.close();
      }
    });
  }

  it("contacts (ru, 375 px): the message form's code loads when the form comes near the view, not with the page", async () => {
    const near = await openSession({ width: 375, height: 800 });
    try {
      const { page } = near;
      await page.goto('/ru/contacts');
      await pageReady(page);
      await page.waitForTimeout(1000);
      // Far below the first screen: the server's markup, readable, not yet the live form.
      const form = page.locator('form[data-testid="contact-form"]');
      expect(await form.count()).toBe(1);
      expect(await form.getAttribute('data-live')).toBeNull();
      // The link to the form (or scrolling there) brings its code; then it works as always.
      await page.getByTestId('to-message-form').click();
      await page.locator('form[data-testid="contact-form"][data-live]').waitFor();
      const phone = form.getByLabel('Номер телефона', { exact: false });
      await phone.fill('901234567');
      expect(await phone.inputValue()).toBe('+998 90 123 45 67');
      expect(near.errors).toEqual([]);
    } finally {
      await near.close();
    }
  });

  // "Send" pressed before the scripts ran: the kit's forms are never sent by the browser itself (before, the fields
  // went into the page's address and the form came back empty). Pressed before the first script, nothing happens and
  // nothing is lost; pressed after it, before hydration, the form sends itself once hydrated.
  it('contact form (ru, 375 px): "Send" pressed before the scripts ran loses nothing, and sends once they run', async () => {
    const early = await openSession({ width: 375, height: 800 });
    try {
      const { page } = early;
      // The first script after 1 s, the rest after 3 s.
      await delayScripts(page, (url) => (/\/static\/js\/main\./.test(url) ? 1000 : 3000));
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/forms/contact')) sends.push(request.method());
      });
      await page.goto('/ru/contacts', { waitUntil: 'domcontentloaded' });
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Ф.И.О.', { exact: false }).fill('Дильноза Каримова');
      await form.getByLabel('Номер телефона', { exact: false }).fill('901234567');
      await form.getByLabel('Электронная почта', { exact: false }).fill('dilnoza@example.uz');
      await form.getByLabel('Сообщение', { exact: false }).fill('Работаете ли вы в субботу?');
      const send = form.getByRole('button', { name: 'Отправить' });
      await send.click();
      await page.waitForTimeout(300);
      expect(page.url()).toMatch(/\/ru\/contacts$/);
      expect(await form.getByLabel('Ф.И.О.', { exact: false }).inputValue()).toBe('Дильноза Каримова');
      // The first script has run; the page is not hydrated yet.
      await page.waitForFunction(() => Symbol.for('tax.forms.sentEarly') in window);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-app'))).toBeNull();
      await send.click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sent-early'))).toBe(true);
      expect(page.url()).toMatch(/\/ru\/contacts$/);
      await expectConfirmation(page, 'M', 'Сообщение отправлено');
      expect(sends).toEqual(['POST']);
      expect(page.url()).toMatch(/\/ru\/contacts$/);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sent-early'))).toBe(false);
    } finally {
      await early.close();
    }
  });
});
