import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { apiPlugin } from '../src/plugin.ts';
import { countRows, docBytes, expectError, expectShape, json, multipart, pdfBytes, storedFile, useApi, zipBytes } from './helpers.ts';

const t = useApi();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });

const contact = { fio: 'Aliyev Vali', phone_number: '90 123-45-67', email: 'Vali@Example.uz', message: 'Salom, savolim bor.' };
const partner = {
  companyName: 'Test Pay LLC',
  fio: 'Karimova Aziza',
  phone_number: '+998 (71) 200-11-22',
  email: 'aziza@testpay.uz',
  website: 'https://testpay.uz',
  target: 'Integrate card payments into the cabinet',
};
const serviceReq = {
  servicename: 'eds-key',
  fio: 'Tursunov Bek',
  phone_number: '998901112233',
  region_name: 'andijan',
  message: 'Please call me',
};

async function openVacancy(): Promise<string> {
  const list = expectShape(C.VacancyListResponse, await t.app.inject({ url: '/api/vacancies?status=open&pageSize=1' }));
  return list.items[0]!.slug;
}
async function closedVacancy(): Promise<string> {
  const list = expectShape(C.VacancyListResponse, await t.app.inject({ url: '/api/vacancies?status=closed&pageSize=1' }));
  return list.items[0]!.slug;
}
const vacancyFields = (position: string) => ({
  first_name: 'Dilshod',
  last_name: 'Rahimov',
  surname: 'Akmalovich',
  birthday: '1992-04-17',
  phone_number: '(93) 555 66 77',
  email: 'dilshod@example.uz',
  position,
});
const sendVacancy = (
  fields: Record<string, string>,
  file?: { filename: string; content: Buffer; type?: string } | null,
  headers: Record<string, string> = {},
) => {
  const body = multipart(
    fields,
    file === null ? undefined : { name: 'cv', ...(file ?? { filename: 'cv.pdf', content: pdfBytes(), type: 'application/pdf' }) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/forms/vacancy-application',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe('phone normalization (contract helper)', () => {
  it.each([
    ['+998 90 123 45 67', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['90 123-45-67', '+998901234567'],
    ['(90) 123 45 67', '+998901234567'],
    ['+998 (71) 200-11-22', '+998712001122'],
    ['901234567', '+998901234567'],
  ])('%s -> %s', (input, out) => expect(C.normalizeUzPhone(input)).toBe(out));
  it.each(['12345', '+7 901 234 56 78', '+99890123456', '0901234567', '+998 012 345 678', 'abc', '90 123 45 67 ext 5', '+901234567'])(
    'refuses %s',
    (input) => expect(C.normalizeUzPhone(input)).toBeNull(),
  );
});

describe('contact form', () => {
  it('stores a valid message with the phone normalized and answers 201 with a receipt', async () => {
    const before = await countRows(t, 'contact_messages');
    const res = await post('/api/forms/contact', contact);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = expectShape(C.FormReceipt, res);
    expect(receipt.form).toBe('contact');
    expect(await countRows(t, 'contact_messages')).toBe(before + 1);
    const row = await t.database.db.selectFrom('contact_messages').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
    expect(row.phone_number).toBe('+998901234567');
    expect(row.email).toBe('vali@example.uz');
  });

  it.each(['fio', 'phone_number', 'email', 'message'])('missing %s -> required', async (field) => {
    const body: Record<string, unknown> = { ...contact };
    delete body[field];
    const err = expectError(await post('/api/forms/contact', body), 422, 'validation_failed');
    expect(err.fields).toEqual({ [field]: 'required' });
  });

  it.each([
    ['email', 'not-an-email', 'email'],
    ['email', 'a@b', 'email'],
    ['phone_number', '12345', 'phone'],
    ['phone_number', '+7 495 123 45 67', 'phone'],
    ['fio', 'x'.repeat(201), 'too_long'],
    ['fio', 'A', 'too_short'],
    ['message', 'hi', 'too_short'],
    ['message', 'x'.repeat(5001), 'too_long'],
    ['fio', '   ', 'required'],
    ['fio', 42, 'invalid'],
    ['email', null, 'required'],
  ])('invalid value case %#: %s', async (field, value, code) => {
    const err = expectError(await post('/api/forms/contact', { ...contact, [field]: value }), 422);
    expect(err.fields).toEqual({ [field]: code });
  });

  it('reports every bad field at once and stores nothing', async () => {
    const before = await countRows(t, 'contact_messages');
    const err = expectError(await post('/api/forms/contact', { fio: '', phone_number: 'x', email: 'y' }), 422);
    expect(err.fields).toEqual({ fio: 'required', phone_number: 'phone', email: 'email', message: 'required' });
    expect(await countRows(t, 'contact_messages')).toBe(before);
  });

  it('non-object bodies are 422, unparseable JSON 400, other types 415, huge bodies 413', async () => {
    for (const body of [[], 'text', 42, null]) {
      const err = expectError(await post('/api/forms/contact', JSON.stringify(body)), 422);
      expect(err.fields?.fio).toBe('required');
    }
    expectError(await post('/api/forms/contact', '{"fio": '), 400, 'bad_request');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/forms/contact', payload: 'fio=x', headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
    expectError(await post('/api/forms/contact', { ...contact, message: 'x'.repeat(70 * 1024) }), 413, 'payload_too_large');
  });
});

describe('partner application and service request', () => {
  it('stores a partner application; website is optional but must be http(s)', async () => {
    expect((await post('/api/forms/partner-application', partner)).statusCode).toBe(201);
    expect((await post('/api/forms/partner-application', { ...partner, website: '' })).statusCode).toBe(201);
    const { website: _w, ...noSite } = partner;
    expect((await post('/api/forms/partner-application', noSite)).statusCode).toBe(201);
    expect(expectError(await post('/api/forms/partner-application', { ...partner, website: 'javascript:alert(1)' }), 422).fields).toEqual({
      website: 'invalid',
    });
    expect(expectError(await post('/api/forms/partner-application', { ...partner, website: 'ftp://x.uz' }), 422).fields).toEqual({
      website: 'invalid',
    });
  });

  it.each(['companyName', 'fio', 'phone_number', 'email', 'target'])('partner: missing %s -> required', async (field) => {
    const body: Record<string, unknown> = { ...partner };
    delete body[field];
    expect(expectError(await post('/api/forms/partner-application', body), 422).fields).toEqual({ [field]: 'required' });
  });

  it('stores a service request with status new; unknown service or region is invalid', async () => {
    const res = await post('/api/forms/service-request', serviceReq);
    expect(res.statusCode).toBe(201);
    const row = await t.database.db.selectFrom('service_requests').selectAll().where('id', '=', json(res).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', user_id: null, phone_number: '+998901112233', region_name: 'andijan' });
    expect(expectError(await post('/api/forms/service-request', { ...serviceReq, servicename: 'no-such-service' }), 422).fields).toEqual({
      servicename: 'invalid',
    });
    expect(expectError(await post('/api/forms/service-request', { ...serviceReq, region_name: 'mars' }), 422).fields).toEqual({
      region_name: 'invalid',
    });
    // Nothing chosen in the region list is a missing answer, said as such.
    expect(expectError(await post('/api/forms/service-request', { ...serviceReq, region_name: '' }), 422).fields).toEqual({
      region_name: 'required',
    });
  });

  it('every receipt carries a reference derived from its id, the same on a replay', async () => {
    const bodies = [
      ['/api/forms/contact', contact, 'M'],
      ['/api/forms/partner-application', partner, 'P'],
      ['/api/forms/service-request', serviceReq, 'S'],
    ] as const;
    for (const [url, body, letter] of bodies) {
      const key = `ref-${letter}-${Date.now()}`;
      const first = json(await post(url, body, { 'idempotency-key': key }));
      expect(first.reference).toMatch(new RegExp(`^${letter}-[0-9A-F]{4}-[0-9A-F]{4}$`));
      expect(first.reference.replace(/-/g, '').slice(1)).toBe(first.id.replace(/-/g, '').slice(0, 8).toUpperCase());
      const again = json(await post(url, body, { 'idempotency-key': key }));
      expect(again).toEqual(first);
    }
  });

  it('a service request records the product ordered and its price then; a product of another service is refused', async () => {
    const res = await post('/api/forms/service-request', { ...serviceReq, servicename: 'eds-key', product: 'eds-key-2-years' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.database.db.selectFrom('service_requests').selectAll().where('id', '=', json(res).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ servicename: 'eds-key', product: 'eds-key-2-years', price: 49000 });
    const before = await countRows(t, 'service_requests');
    for (const product of ['eds-token-kit', 'no-such-product']) {
      expect(expectError(await post('/api/forms/service-request', { ...serviceReq, servicename: 'eds-key', product }), 422).fields).toEqual(
        {
          product: 'invalid',
        },
      );
    }
    expect(await countRows(t, 'service_requests')).toBe(before);
  });

  it.each(['servicename', 'fio', 'phone_number', 'region_name'])('service request: missing %s -> required', async (field) => {
    const body: Record<string, unknown> = { ...serviceReq };
    delete body[field];
    expect(expectError(await post('/api/forms/service-request', body), 422).fields).toEqual({ [field]: 'required' });
  });
});

describe('vacancy application with CV', () => {
  it('accepts PDF, DOC and DOCX recognised by content, and stores the file with its record', async () => {
    const position = await openVacancy();
    const before = await countRows(t, 'vacancy_applications');
    const files = [
      { filename: 'cv.pdf', content: pdfBytes(), type: 'application/pdf' },
      { filename: 'resume.doc', content: docBytes(), type: 'application/msword' },
      { filename: 'Резюме.docx', content: zipBytes(['[Content_Types].xml', 'word/document.xml']), type: 'application/octet-stream' },
    ];
    const types: string[] = [];
    for (const f of files) {
      const res = await sendVacancy(vacancyFields(position), f);
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.database.db
        .selectFrom('vacancy_applications')
        .selectAll()
        .where('id', '=', json(res).id)
        .executeTakeFirstOrThrow();
      expect((await storedFile(t, row.cv_key)).equals(f.content)).toBe(true);
      expect(row.phone_number).toBe('+998935556677');
      types.push(row.cv_type);
    }
    expect(types).toEqual(['pdf', 'doc', 'docx']);
    expect(await countRows(t, 'vacancy_applications')).toBe(before + 3);
  });

  it('refuses a renamed non-PDF, an empty file, a 6 MB file, a zip that is not DOCX, and a missing file; nothing is stored', async () => {
    const position = await openVacancy();
    const before = await countRows(t, 'vacancy_applications');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
    const cases: [Buffer | null, string, string][] = [
      [png, 'photo.pdf', 'file_type'],
      [Buffer.from('just some text pretending to be a document'), 'cv.docx', 'file_type'],
      [Buffer.from('%PDF-1.4 but truncated without an end marker'), 'cv.pdf', 'file_type'],
      [zipBytes(['xl/workbook.xml']), 'cv.docx', 'file_type'],
      [Buffer.alloc(0), 'cv.pdf', 'file_empty'],
      [Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]), 'big.pdf', 'file_size'],
    ];
    for (const [content, filename, code] of cases) {
      const res = await sendVacancy(vacancyFields(position), { filename, content: content!, type: 'application/pdf' });
      expect(expectError(res, 422, 'validation_failed').fields, filename).toEqual({ cv: code });
    }
    expect(expectError(await sendVacancy(vacancyFields(position), null), 422).fields).toEqual({ cv: 'file_required' });
    expect(await countRows(t, 'vacancy_applications')).toBe(before);
  });

  it('validates the text fields: required, date, email, phone, a closed or unknown position', async () => {
    const position = await openVacancy();
    for (const field of ['first_name', 'last_name', 'birthday', 'phone_number', 'email', 'position']) {
      const f: Record<string, string> = vacancyFields(position);
      delete f[field];
      expect(expectError(await sendVacancy(f), 422).fields, field).toEqual({ [field]: 'required' });
    }
    const { surname: _s, ...noSurname } = vacancyFields(position);
    expect((await sendVacancy(noSurname)).statusCode).toBe(201);
    for (const birthday of ['1990-02-30', '17.04.1992']) {
      expect(expectError(await sendVacancy({ ...vacancyFields(position), birthday }), 422).fields, birthday).toEqual({ birthday: 'date' });
    }
    // A real date outside the allowed age: its own code, whose message states the ages.
    for (const birthday of ['2020-01-01', '1800-01-01']) {
      expect(expectError(await sendVacancy({ ...vacancyFields(position), birthday }), 422).fields, birthday).toEqual({ birthday: 'age' });
    }
    expect(expectError(await sendVacancy({ ...vacancyFields(position), email: 'x@' }), 422).fields).toEqual({ email: 'email' });
    expect(expectError(await sendVacancy({ ...vacancyFields(position), phone_number: '555' }), 422).fields).toEqual({
      phone_number: 'phone',
    });
    expect(expectError(await sendVacancy(vacancyFields('no-such-vacancy')), 422).fields).toEqual({ position: 'invalid' });
    expect(expectError(await sendVacancy(vacancyFields(await closedVacancy())), 422).fields).toEqual({ position: 'closed' });
    // Field and file errors come together.
    expect(expectError(await sendVacancy({ ...vacancyFields(position), email: 'bad' }, null), 422).fields).toEqual({
      email: 'email',
      cv: 'file_required',
    });
  });

  it('refuses a JSON body with 415', async () => {
    expectError(await post('/api/forms/vacancy-application', vacancyFields('x')), 415, 'unsupported_media_type');
  });
});

describe('idempotency', () => {
  it('a retried submission with the same key is stored once and gets the same answer', async () => {
    const before = await countRows(t, 'contact_messages');
    const key = 'retry-key-0001';
    const a = await post('/api/forms/contact', contact, { 'idempotency-key': key });
    const b = await post('/api/forms/contact', { ...contact, fio: '  Aliyev Vali ' }, { 'idempotency-key': key });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(t, 'contact_messages')).toBe(before + 1);
  });

  it('concurrent twins are stored once', async () => {
    const before = await countRows(t, 'partner_applications');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/forms/partner-application', partner, { 'idempotency-key': 'twins-1' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => json(r).id)).size).toBe(1);
    expect(await countRows(t, 'partner_applications')).toBe(before + 1);
  });

  it('the same key with a different submission is a 409; a failed validation does not use the key up', async () => {
    await post('/api/forms/contact', contact, { 'idempotency-key': 'k-conflict' });
    expectError(
      await post('/api/forms/contact', { ...contact, message: 'Another message entirely' }, { 'idempotency-key': 'k-conflict' }),
      409,
      'idempotency_key_reused',
    );
    expectError(await post('/api/forms/contact', { ...contact, email: 'bad' }, { 'idempotency-key': 'k-fix' }), 422);
    expect((await post('/api/forms/contact', contact, { 'idempotency-key': 'k-fix' })).statusCode).toBe(201);
    expectError(await post('/api/forms/contact', contact, { 'idempotency-key': 'bad key with spaces' }), 400, 'invalid_idempotency_key');
  });

  it('works for the multipart vacancy application too', async () => {
    const position = await openVacancy();
    const before = await countRows(t, 'vacancy_applications');
    const a = await sendVacancy(vacancyFields(position), undefined, { 'idempotency-key': 'cv-retry' });
    const b = await sendVacancy(vacancyFields(position), undefined, { 'idempotency-key': 'cv-retry' });
    expect(a.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    expect(await countRows(t, 'vacancy_applications')).toBe(before + 1);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client exceeds the limit, per client', async () => {
    const app = Fastify({ logger: false, trustProxy: true });
    await app.register(apiPlugin, { prefix: '/api', db: t.database.db, rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const send = (ip: string) =>
        app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await send('10.0.0.1')).statusCode).toBe(201);
      const limited = await send('10.0.0.1');
      const err = expectError(limited, 429, 'rate_limited');
      expect(err.message).toMatch(/retry/i);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('10.0.0.2')).statusCode).toBe(201);
      // Reads are not limited.
      for (let i = 0; i < 5; i++)
        expect((await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '10.0.0.1' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
