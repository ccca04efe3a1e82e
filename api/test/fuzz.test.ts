/**
 * Fuzz suite over every operation of the OpenAPI document (issue 13): random and hostile path parameters, query
 * strings, headers and bodies (NUL, control and bidi characters, lone surrogates, huge and deeply nested values,
 * wrong types), sent anonymously, as a visitor and as staff. Asserts that no answer is a 5xx, that every error has
 * the one error shape, and afterwards that no stored row violates the contract.
 * FUZZ_RUNS (default 50) sets the cases per operation; the totals are printed at the end.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { checkCv } from '../src/lib/cv.ts';
import { docBytes, json, multipart, pdfBytes, registerConfirmed, storedFile, useApi, zipBytes } from './helpers.ts';
import { createStaff, memoryMailer, reauthenticate } from './staff-helpers.ts';

// Replies to citizens would otherwise be written to the outbox folder.
const t = useApi({ siteUrl: 'http://soliq.test', mailer: memoryMailer() });
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

interface Operation {
  method: string;
  path: string;
  operationId: string;
  params: { name: string; in: string; schema?: { enum?: unknown[] } }[];
  body?: { kind: 'json' | 'multipart'; properties: Record<string, { enum?: unknown[]; type?: unknown }> };
  auth: boolean;
}

// ------------------------------------------------------------------ hostile values

const HOSTILE_CHARS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '\n',
  '\r\n',
  '\t',
  '😀',
  'ʻ',
  'Ё',
  'e\u0301',
  '%00',
  '%',
  '..',
  '/',
  '\\',
  '"',
  "'",
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${7*7}',
  '{{7*7}}',
  '\\u0000',
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c));
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.oneof(control, loneSurrogate, fc.constantFrom(...HOSTILE_CHARS)), maxLength: 12 }),
  fc
    .tuple(fc.constantFrom('Ali Valiyev', 'eds-key', 'a@b.uz', '901234567', 'soliq'), fc.constantFrom(...HOSTILE_CHARS))
    .map(([a, b]) => `${a}${b}`),
  fc.constantFrom('', ' ', 'null', 'undefined', '0', '-1', '1e308', 'NaN', 'true', '[]', '{}', 'uz', 'ru', 'en'),
  fc.constantFrom('a'.repeat(10_000), '\u0000'.repeat(500), '😀'.repeat(3000)),
);
const deep = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      deep(2000, 'x'),
      Array.from({ length: 20_000 }, (_, i) => i),
    ),
    weight: 1,
  },
);

/** Values that pass, so that the fuzz reaches the code behind validation and stores rows to check. */
const VALID: Record<string, unknown[]> = {
  fio: ['Aliyev Vali', 'Karimova Ziyoda Oʻktam qizi', 'Иванов Иван'],
  first_name: ['Vali'],
  last_name: ['Aliyev'],
  surname: ['Olimovich', ''],
  companyName: ['Pay LLC', 'OOO «Солиқ»'],
  email: ['vali@example.uz', 'Z.Karimova@Soliq.UZ'],
  // The vacancy application's position: an open vacancy's slug, filled in before the run.
  position: [],
  phone_number: ['+998901234567', '90 123 45 67', '(93) 555-66-77'],
  message: ['Hello there, please call', 'Line one\nLine two 😀', null],
  target: ['Card payments via the API'],
  website: ['https://pay.uz', '', null],
  servicename: ['eds-key'],
  region_name: ['bukhara', 'tashkent-city'],
  birthday: ['1990-01-01'],
  kind: ['individual', 'business'],
  password: ['Quiet-Harbour-7-Lanterns'],
  tin: ['123456789'],
  status: ['in_progress', 'done'],
  operators: [[{ id: 'op-1', status: 'free' }]],
};

function valueFor(name: string, enumValues: unknown[] | undefined): fc.Arbitrary<unknown> {
  const valid = VALID[name] ?? enumValues;
  if (!valid) return hostileValue;
  return fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 6 }, { arbitrary: hostileValue, weight: 1 });
}

const bodyFor = (op: Operation): fc.Arbitrary<unknown> => {
  const props = op.body?.properties ?? {};
  const record = fc
    .record(
      Object.fromEntries(
        Object.entries(props).map(([name, schema]) => [name, fc.option(valueFor(name, schema.enum), { nil: undefined, freq: 8 })]),
      ),
    )
    .chain((o) => fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...o })));
  return fc.oneof({ arbitrary: record, weight: 8 }, { arbitrary: hostileValue, weight: 1 }, { arbitrary: fc.anything(), weight: 1 });
};

const pathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom(
    '%00',
    '%E0%A4%A',
    '%ZZ',
    '..',
    '%2e%2e',
    '%2F',
    'a'.repeat(300),
    '-'.repeat(36),
    'eds-key',
    'bukhara',
    'contact',
    'news',
    'csv',
  ),
);

const queryFor = (op: Operation): fc.Arbitrary<string> => {
  const known = op.params.filter((p) => p.in === 'query');
  const pair = fc.oneof(
    ...(known.length
      ? [
          fc
            .tuple(fc.constantFrom(...known), fc.constant(null))
            .chain(([p]) =>
              valueFor(p.name, p.schema?.enum).map((v) => [p.name, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const),
            ),
        ]
      : []),
    fc.tuple(hostileString, hostileString),
  );
  return fc.array(pair, { maxLength: 5 }).chain((pairs) =>
    fc.boolean().map((raw) =>
      pairs
        .map(([k, v]) => {
          const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
          // Sometimes the raw text, percent signs and all: the parser must cope with broken escapes.
          return raw ? `${enc(k)}=${v.replace(/[^\x21-\x7e]/g, (c) => enc(c)).replace(/[#&]/g, '')}` : `${enc(k)}=${enc(v)}`;
        })
        .join('&'),
    ),
  );
};

const headersArb = fc.record({
  'accept-language': fc.option(
    hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 200)),
    { nil: undefined },
  ),
  'idempotency-key': fc.option(
    hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 300)),
    { nil: undefined },
  ),
  who: fc.constantFrom('anonymous', 'user', 'staff'),
});

const cvFile = fc.oneof(
  fc.constant(pdfBytes()),
  fc.constant(docBytes()),
  fc.constant(zipBytes(['[Content_Types].xml', 'word/document.xml'])),
  fc.constant(pdfBytes('/OpenAction << /S /JavaScript /JS (x) >>')),
  fc.constant(zipBytes(['word/document.xml', 'word/vbaProject.bin'])),
  fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
  fc.uint8Array({ maxLength: 500 }).map((a) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(a), Buffer.from('\n%%EOF')])),
);

// ------------------------------------------------------------------ the run

let operations: Operation[] = [];
let sent = 0;
let started = 0;
const serverErrors: string[] = [];
/** Milliseconds spent per operation, to show where the run's time goes. */
const spent = new Map<string, number>();
const cookies = { anonymous: '', user: '', staff: '' };
/** A contact message the staff inbox's operations can find (half the cases use it as their {id}). */
let contactId = '';

beforeAll(async () => {
  const doc = json(await t.app.inject({ url: '/api/openapi.json' }));
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, never> } }> } | undefined)
        ?.content;
      const kind = content?.['multipart/form-data'] ? 'multipart' : content ? 'json' : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId),
        params: (op.parameters ?? []) as Operation['params'],
        ...(kind ? { body: { kind, properties: Object.values(content!)[0]?.schema?.properties ?? {} } } : {}),
        auth: Array.isArray(op.security),
      });
    }
  }
  operations = operations.filter((o) => o.operationId !== 'operatorsStream');
  VALID.position = [json(await t.app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).items[0].slug];
  // Staff: a signed-in workspace session holding every role, re-authenticated (exports and role changes open too).
  const staff = await createStaff(t, ['admin', 'editor', 'handler']);
  await reauthenticate(t, staff);
  cookies.staff = staff.cookie;
  contactId = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { fio: 'Fuzz Citizen', phone_number: '901234567', email: 'fuzz@example.uz', message: 'Please call me back' },
    }),
  ).id;
  cookies.user = (
    await registerConfirmed(t, {
      kind: 'individual',
      email: 'fuzz-user@example.uz',
      password: 'Quiet-Harbour-7-Lanterns',
      fio: 'Fuzz User',
      phone_number: '901234567',
    })
  ).cookie;
  started = performance.now();
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${sent} requests over ${operations.length + 1} operations in ${seconds} s, ${serverErrors.length} answers 5xx`);
  const slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`fuzz: slowest operations: ${slowest.map(([op, ms]) => `${op} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
});

type Headers = typeof headersArb extends fc.Arbitrary<infer H> ? H : never;

async function send(op: Operation, path: string, query: string, headers: Headers, body: unknown, file?: Buffer) {
  const h: Record<string, string> = {};
  if (headers['accept-language'] !== undefined) h['accept-language'] = headers['accept-language'];
  if (headers['idempotency-key'] !== undefined) h['idempotency-key'] = headers['idempotency-key'];
  // Signing out would end the staff session every later case uses: that operation is sent without it.
  const cookie = op.operationId === 'staffSignOut' ? '' : cookies[headers.who as keyof typeof cookies];
  if (cookie) h.cookie = cookie;
  if (op.operationId === 'operatorsIngest' && headers.who !== 'anonymous') h.authorization = 'Bearer test-telephony-token';
  let payload: string | Buffer | undefined;
  if (op.body?.kind === 'multipart') {
    const fields = Object.fromEntries(
      Object.entries((body ?? {}) as Record<string, unknown>)
        .filter(([k]) => k !== 'cv')
        .map(([k, v]) => [k.replace(/[^\x21-\x7e]/g, '_').replace(/"/g, '') || '_', typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
    );
    const mp = multipart(fields, file ? { name: 'cv', filename: 'cv.bin', content: file } : undefined);
    payload = mp.payload;
    Object.assign(h, mp.headers);
  } else if (op.body) {
    payload = JSON.stringify(body) ?? 'null';
    h['content-type'] = 'application/json';
  }
  const res = await t.app.inject({ method: op.method as 'GET', url: `/api${path}${query ? `?${query}` : ''}`, headers: h, payload });
  sent++;
  if (res.statusCode >= 500) serverErrors.push(`${op.method} ${path}?${query.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400 && res.statusCode !== 404 && String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    expect(C.ErrorBody.safeParse(JSON.parse(res.body)).success, res.body.slice(0, 300)).toBe(true);
  }
  return res;
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('never answers 5xx, whatever arrives in the path, the query, the headers or the body', async () => {
    for (const op of operations) {
      // Sign-in and registration hash passwords (deliberately slow): fewer cases, the same kinds of input.
      const runs = op.operationId === 'signIn' || op.operationId === 'register' ? Math.ceil(RUNS / 3) : RUNS;
      const opStarted = performance.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
          fc.boolean(),
          queryFor(op),
          headersArb,
          bodyFor(op),
          cvFile,
          async (segments, realParams, query, headers, body, file) => {
            let i = 0;
            const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
              const seg = segments[i++] ?? '';
              // Half the time a value the route knows, so that the handler behind the parameter runs too.
              if (realParams)
                return (
                  {
                    slug: 'eds-key',
                    code: 'bukhara',
                    form: 'contact',
                    format: 'csv',
                    kind: op.path.startsWith('/staff/inbox') ? 'contact' : 'news',
                    id: op.path.startsWith('/staff/inbox') ? contactId : crypto.randomUUID(),
                  }[name] ?? seg
                );
              return seg;
            });
            await send(op, path, query, headers, body, file);
          },
        ),
        { numRuns: runs },
      );
      spent.set(op.operationId, performance.now() - opStarted);
    }
    expect(serverErrors).toEqual([]);
  }, 240_000);

  it('the live stream refuses odd query strings without a 5xx (over HTTP: its answer never ends)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await fc.assert(
      fc.asyncProperty(
        queryFor({ method: 'GET', path: '/operators/stream', operationId: 'operatorsStream', params: [], auth: false }),
        async (query) => {
          const controller = new AbortController();
          const res = await fetch(`${address}/api/operators/stream?${query}`, { signal: controller.signal });
          sent++;
          controller.abort();
          if (res.status >= 500) serverErrors.push(`GET /operators/stream?${query} -> ${res.status}`);
        },
      ),
      { numRuns: RUNS },
    );
    expect(serverErrors).toEqual([]);
  });

  it('stored no row that violates the contract', async () => {
    const db = t.database.db;
    const bad: string[] = [];
    const check = (what: string, ok: boolean, row: unknown) => {
      if (!ok) bad.push(`${what}: ${JSON.stringify(row).slice(0, 300)}`);
    };
    const phoneOk = (p: string) => /^\+998[1-9]\d{8}$/.test(p);
    for (const r of await db.selectFrom('contact_messages').selectAll().execute())
      check('contact', C.ContactForm.safeParse(r).success && phoneOk(r.phone_number) && r.email === r.email.toLowerCase(), r);
    for (const r of await db.selectFrom('partner_applications').selectAll().execute())
      check('partner', C.PartnerApplicationForm.safeParse({ ...r, companyName: r.company_name }).success && phoneOk(r.phone_number), r);
    for (const r of await db.selectFrom('service_requests').selectAll().execute())
      check(
        'service request',
        C.ServiceRequestForm.safeParse(r).success && C.SERVICE_REQUEST_STATUSES.includes(r.status as never) && phoneOk(r.phone_number),
        r,
      );
    for (const r of await db.selectFrom('vacancy_applications').selectAll().execute()) {
      const fields = { ...r, surname: r.surname ?? undefined, birthday: String(r.birthday) };
      check(
        'vacancy application',
        C.VacancyApplicationFields.safeParse(fields).success &&
          phoneOk(r.phone_number) &&
          r.cv_size === (await storedFile(t, r.cv_key)).length &&
          (await checkCv(await storedFile(t, r.cv_key))).ok,
        r,
      );
    }
    for (const r of await db.selectFrom('users').selectAll().execute()) {
      check(
        'user',
        C.EMAIL_RE.test(r.email) &&
          !C.hasForbiddenCharacters(r.email) &&
          !C.hasForbiddenCharacters(r.fio) &&
          (r.company_name === null || !C.hasForbiddenCharacters(r.company_name)) &&
          phoneOk(r.phone_number) &&
          ['user', 'staff'].includes(r.role),
        { ...r, password_hash: undefined },
      );
    }
    const stored = await Promise.all(
      (['contact_messages', 'partner_applications', 'service_requests', 'vacancy_applications', 'users'] as const).map(async (table) => {
        const n = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return `${table} ${Number(n.n)}`;
      }),
    );
    console.log(`fuzz: rows checked against the contract: ${stored.join(', ')}`);
    expect(bad).toEqual([]);
  });
});
