/**
 * Property tests: whatever a client sends to a form endpoint, the answer is never a 5xx, and every
 * stored record is a valid one (the count of stored records equals the count of 201 answers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { countRows, docBytes, json, multipart, pdfBytes, useApi, zipBytes } from './helpers.ts';

const t = useApi();
const RUNS = 60;

const validPhone = fc.constantFrom('+998901234567', '90 123 45 67', '998 71 200 11 22', '(93) 555-66-77');
const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constant(''),
  fc.constant('   '),
  fc.constant('x'.repeat(6000)),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("'; DROP TABLE users; --"),
);
/** A field that is sometimes valid, sometimes junk, sometimes missing. */
const field = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 10 }, { arbitrary: junk, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 });
const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const EMAIL = C.EMAIL_RE;
const PHONE = /^\+998[1-9]\d{8}$/;

async function postJson(url: string, payload: unknown, raw = false, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: raw ? (payload as string) : JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** `ok`: the endpoint's success status (a form's 201; registration's 202, the same for a new and a known e-mail). */
function checkAnswer(status: number, body: string, ok = 201) {
  expect(status).toBeLessThan(500);
  expect([ok, 400, 409, 413, 415, 422]).toContain(status);
  const parsed = JSON.parse(body);
  if (status !== ok) {
    expect(C.ErrorBody.safeParse(parsed).success).toBe(true);
    for (const code of Object.values(parsed.error.fields ?? {})) expect(C.FIELD_ERROR_CODES).toContain(code);
  }
}

describe('property: form endpoints never fail and never store an invalid record', () => {
  it('contact', async () => {
    const before = await countRows(t, 'contact_messages');
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .record({
              fio: field(fc.string({ minLength: 2, maxLength: 60 })),
              phone_number: field(validPhone),
              email: field(fc.emailAddress()),
              message: field(fc.string({ minLength: 5, maxLength: 200 })),
            })
            .map(strip),
          junk,
          fc.anything(),
        ),
        async (body) => {
          const res = await postJson('/api/forms/contact', body);
          checkAnswer(res.statusCode, res.body);
          if (res.statusCode === 201) created++;
        },
      ),
      { numRuns: RUNS, examples: [[{ fio: 'Aliyev Vali', phone_number: '901234567', email: 'v@example.uz', message: 'Hello there' }]] },
    );
    // Malformed JSON text too.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
        const res = await postJson('/api/forms/contact', text, true);
        checkAnswer(res.statusCode, res.body);
        if (res.statusCode === 201) created++;
      }),
      { numRuns: 30 },
    );
    const rows = await t.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows.length - before).toBe(created);
    // The generators do reach the happy path, so the checks below are about real records.
    expect(created).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.phone_number).toMatch(PHONE);
      expect(r.email).toMatch(EMAIL);
      expect(r.fio.trim().length).toBeGreaterThanOrEqual(2);
      expect(r.fio.length).toBeLessThanOrEqual(200);
      expect(r.message.trim().length).toBeGreaterThanOrEqual(5);
    }
  });

  it('partner application', async () => {
    const before = await countRows(t, 'partner_applications');
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .record({
              companyName: field(fc.string({ minLength: 2, maxLength: 60 })),
              fio: field(fc.string({ minLength: 2, maxLength: 60 })),
              phone_number: field(validPhone),
              email: field(fc.emailAddress()),
              website: field(fc.webUrl()),
              target: field(fc.string({ minLength: 5, maxLength: 100 })),
            })
            .map(strip),
          fc.anything(),
        ),
        async (body) => {
          const res = await postJson('/api/forms/partner-application', body);
          checkAnswer(res.statusCode, res.body);
          if (res.statusCode === 201) created++;
        },
      ),
      {
        numRuns: RUNS,
        examples: [
          [{ companyName: 'Pay LLC', fio: 'Karimova Aziza', phone_number: '712001122', email: 'a@pay.uz', target: 'Card payments' }],
        ],
      },
    );
    const rows = await t.database.db.selectFrom('partner_applications').selectAll().execute();
    expect(rows.length - before).toBe(created);
    // The generators do reach the happy path, so the checks below are about real records.
    expect(created).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.phone_number).toMatch(PHONE);
      expect(r.email).toMatch(EMAIL);
      if (r.website !== null) expect(C.isHttpUrl(r.website)).toBe(true);
      expect(r.company_name.trim().length).toBeGreaterThanOrEqual(2);
    }
  });

  it('service request', async () => {
    const before = await countRows(t, 'service_requests');
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .record({
              servicename: field(fc.constantFrom('eds-key', 'eds-key-renewal', 'no-such')),
              fio: field(fc.string({ minLength: 2, maxLength: 60 })),
              phone_number: field(validPhone),
              region_name: field(fc.constantFrom(...C.REGION_CODES, 'mars')),
              message: field(fc.string({ maxLength: 100 })),
            })
            .map(strip),
          fc.anything(),
        ),
        async (body) => {
          const res = await postJson('/api/forms/service-request', body);
          checkAnswer(res.statusCode, res.body);
          if (res.statusCode === 201) created++;
        },
      ),
      { numRuns: RUNS, examples: [[{ servicename: 'eds-key', fio: 'Tursunov Bek', phone_number: '901112233', region_name: 'andijan' }]] },
    );
    const rows = await t.database.db.selectFrom('service_requests').selectAll().execute();
    expect(rows.length - before).toBe(created);
    // The generators do reach the happy path, so the checks below are about real records.
    expect(created).toBeGreaterThan(0);
    const services = new Set((await t.database.db.selectFrom('services').select('slug').execute()).map((s) => s.slug));
    for (const r of rows) {
      expect(r.phone_number).toMatch(PHONE);
      expect(services.has(r.servicename)).toBe(true);
      expect(C.REGION_CODES).toContain(r.region_name);
    }
  });

  it('vacancy application (multipart, random fields and files)', async () => {
    const open = json(await t.app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).items[0].slug as string;
    const before = await countRows(t, 'vacancy_applications');
    let created = 0;
    const file = fc.oneof(
      { arbitrary: fc.constantFrom(pdfBytes(), docBytes(), zipBytes(['word/document.xml'])), weight: 6 },
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.concat([Buffer.from('%PDF-'), Buffer.from(a)])),
      fc.constant(Buffer.alloc(0)),
    );
    const text = (valid: fc.Arbitrary<string>) =>
      fc.oneof(
        { arbitrary: valid, weight: 14 },
        { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
        { arbitrary: fc.constant('x'.repeat(300)), weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          first_name: text(fc.constant('Dilshod')),
          last_name: text(fc.constant('Rahimov')),
          surname: text(fc.constant('Akmalovich')),
          birthday: text(fc.constantFrom('1990-01-01', '1985-12-31', '2015-05-05', '1990-02-31')),
          phone_number: text(validPhone),
          email: text(fc.emailAddress()),
          position: text(fc.constantFrom(open, open, open, 'no-such')),
        }),
        fc.oneof({ arbitrary: file, weight: 8 }, { arbitrary: fc.constant(undefined), weight: 1 }),
        fc.constantFrom('cv.pdf', 'cv.docx', 'x.exe', ''),
        async (fields, content, filename) => {
          const body = multipart(strip(fields) as Record<string, string>, content ? { name: 'cv', filename, content } : undefined);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/forms/vacancy-application',
            payload: body.payload,
            headers: body.headers,
          });
          checkAnswer(res.statusCode, res.body);
          if (res.statusCode === 201) created++;
        },
      ),
      {
        numRuns: RUNS * 2,
        examples: [
          [
            {
              first_name: 'Dilshod',
              last_name: 'Rahimov',
              surname: undefined,
              birthday: '1990-01-01',
              phone_number: '901234567',
              email: 'd@example.uz',
              position: open,
            },
            pdfBytes(),
            'cv.pdf',
          ],
        ],
      },
    );
    const rows = await t.database.db.selectFrom('vacancy_applications').selectAll().execute();
    expect(rows.length - before).toBe(created);
    // The generators do reach the happy path, so the checks below are about real records.
    expect(created).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.phone_number).toMatch(PHONE);
      expect(r.email).toMatch(EMAIL);
      expect(C.isPlausibleBirthday(r.birthday)).toBe(true);
      expect(r.cv_size).toBeGreaterThan(0);
      expect(['pdf', 'doc', 'docx']).toContain(r.cv_type);
      expect(r.position).toBe(open);
    }
  });

  // Each run hashes a password once or twice (scrypt, N = 2^17: deliberately slow), so fewer runs than the forms.
  it('registration and sign-in', async () => {
    const before = await countRows(t, 'users');
    const created = new Set<string>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc
              .record({
                kind: field(fc.constantFrom('individual', 'business')),
                email: field(fc.emailAddress()),
                password: field(fc.string({ minLength: 8, maxLength: 40 })),
                fio: field(fc.string({ minLength: 2, maxLength: 60 })),
                phone_number: field(validPhone),
                companyName: field(fc.string({ minLength: 1, maxLength: 60 })),
                tin: field(fc.constantFrom('123456789', '12345', 'abcdefghi')),
              })
              .map(strip),
          },
          { weight: 1, arbitrary: fc.anything() },
        ),
        async (body) => {
          const res = await postJson('/api/auth/register', body);
          checkAnswer(res.statusCode, res.body, 202);
          // A new e-mail and a known one get the same answer (202); only new ones make an account.
          // (Only a 202 is sure to carry a string e-mail: fc.anything() makes objects without a prototype, which
          // String() cannot print.)
          if (res.statusCode === 202) created.add((body as { email: string }).email.trim().toLowerCase());
          // Each run from its own address: the per-address sign-in limit is not what this property is about.
          const signIn = await postJson('/api/auth/sign-in', body, false, `10.90.${Math.floor(++run / 250)}.${(run % 250) + 1}`);
          expect(signIn.statusCode).toBeLessThan(500);
          expect([200, 400, 401, 403, 422, 429]).toContain(signIn.statusCode);
          // The right password of an account whose e-mail is not confirmed yet: "confirm first", no session.
          if (res.statusCode === 202) expect(json(signIn).error?.code).toBe('account_unconfirmed');
        },
      ),
      {
        numRuns: 15,
        examples: [
          [
            {
              kind: 'individual',
              email: 'prop-example@example.uz',
              password: 'long enough',
              fio: 'Prop Example',
              phone_number: '901234567',
            },
          ],
        ],
      },
    );
    const rows = await t.database.db.selectFrom('users').selectAll().where('role', '=', 'user').execute();
    expect(rows.length).toBe(before + created.size);
    expect(created.size).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.phone_number).toMatch(PHONE);
      expect(r.email).toMatch(EMAIL);
      expect(r.email).toBe(r.email.toLowerCase());
      if (r.kind === 'business') expect(r.tin).toMatch(/^\d{9}$/);
    }
  }, 150_000);
});
