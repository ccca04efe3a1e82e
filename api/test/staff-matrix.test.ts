/**
 * The permission matrix (issue 39): every staff endpoint × {no session, a citizen's session, a staff account not yet
 * enrolled, handler, editor, admin}, each answering exactly the status its role allows. The endpoints are those the
 * API registers (fastify's onRoute): an endpoint added under /staff without a row here fails the first test.
 *
 * Each cell runs with a fresh account of that role (signed in with its second factor and re-authenticated, so that a
 * route needing a recent re-authentication answers by role alone; the second test shows it refuses without one), so no
 * cell depends on another's side effects (signing out, ending sessions, changing a password).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { createStaffAccount } from '../src/staff.ts';
import { json, multipart, pdfBytes, registerConfirmed, useApi } from './helpers.ts';
import { createStaff, memoryMailer, nextCode, reauthenticate, staffCookieOf, type TestStaff } from './staff-helpers.ts';

/** The public site's own staff pages' content (leadership, team), which share the /staff prefix: not the workspace's. */
const PUBLIC_CONTENT = new Set(['GET /api/staff', 'GET /api/staff/:slug']);
const registered: string[] = [];
const t = useApi({ mailer: memoryMailer() }, (app) =>
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (method !== 'HEAD' && route.url.startsWith('/api/staff') && !PUBLIC_CONTENT.has(key)) registered.push(key);
    }
  }),
);

const PRINCIPALS = ['none', 'citizen', 'unenrolled', 'handler', 'editor', 'admin'] as const;
type Principal = (typeof PRINCIPALS)[number];

interface Cell {
  /** The principal's account (staff principals), else undefined. */
  p: TestStaff | undefined;
}
interface Sent {
  url: string;
  payload?: unknown;
  /** Headers besides the cookie (a multipart body's type). */
  headers?: Record<string, string>;
}
interface Row {
  /** Status per principal. */
  expect: Record<Principal, number>;
  /** The request: its path after /api and its body. */
  request: (cell: Cell) => Promise<Sent> | Sent;
  /** Needs a re-authentication of the last 5 minutes (the allowed role gets 403 reauthentication_required without). */
  reauth?: boolean;
}

// Expected statuses by who may call what (see `access` in shared/src/contract/endpoints.ts).
const anyone = (status: number): Record<Principal, number> => ({
  none: status,
  citizen: status,
  unenrolled: status,
  handler: status,
  editor: status,
  admin: status,
});
const anyStage = (enrol: number, signedIn: number) => ({
  none: 401,
  citizen: 401,
  unenrolled: enrol,
  handler: signedIn,
  editor: signedIn,
  admin: signedIn,
});
const roles = (ok: number, allowed: Principal[]): Record<Principal, number> => ({
  none: 401,
  citizen: 401,
  unenrolled: 403,
  handler: allowed.includes('handler') ? ok : 403,
  editor: allowed.includes('editor') ? ok : 403,
  admin: allowed.includes('admin') ? ok : 403,
});
const ALL: Principal[] = ['handler', 'editor', 'admin'];

let contactId = '';
let vacancyId = '';
let templateId = '';
let citizenCookie = '';
const uuid = () => randomUUID();
const code = (p: TestStaff | undefined) => (p?.secret ? nextCode(t, p.secret) : '123456');
/** An account to act on (admin's routes). */
async function victim(): Promise<string> {
  const email = `victim-${randomBytes(4).toString('hex')}@test.local`;
  await createStaffAccount(t.database.db, {
    email,
    password: `pw-${randomBytes(10).toString('hex')}`,
    roles: ['handler'],
    now: () => t.clock.now,
  });
  return (await t.database.db.selectFrom('staff_accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
/** Another signed-in session of the principal's own (to end). */
async function ownOtherSession(p: TestStaff | undefined): Promise<string> {
  if (!p || p.recoveryCodes.length === 0) return uuid();
  const first = await t.app.inject({ method: 'POST', url: '/api/staff/auth/sign-in', payload: { email: p.email, password: p.password } });
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/verify',
    payload: { code: code(p) },
    headers: { cookie: staffCookieOf(first) },
  });
  return json(await t.app.inject({ url: '/api/staff/me', headers: { cookie: staffCookieOf(second) } })).session.id as string;
}
/** One item of each editorial type (created in beforeAll), the matrix's rows aim at. */
const editorialIds = {} as Record<C.EditorialType, string>;
let imageId = '';
/** A small PNG of its own each time (the same file twice is the same image, answered 200). */
const aPicture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } } })
    .png()
    .toBuffer();
const newsContent = {
  date: '2026-11-20',
  topic: 'events',
  texts: {
    uz: { title: 'Matritsa', summary: 'Qisqa', body: '<p>Matn</p>' },
    en: { title: 'Matrix', summary: 'Short', body: '<p>Text</p>' },
  },
};
const freshSlug = () => `matrix-${randomBytes(4).toString('hex')}`;
const EDITORIAL_CONTENT: Record<C.EditorialType, unknown> = {
  news: newsContent,
  vacancies: {
    region: 'andijan',
    salary: null,
    deadline: '2099-12-31',
    texts: { uz: { title: 'Matritsa', employment: 'Toʻliq', duties: 'Ish', requirements: 'Bilim' } },
  },
  services: {
    category: 'individual',
    price: 10000,
    texts: {
      uz: {
        title: 'Matritsa',
        unit: 'bir marta',
        summary: 'Qisqa',
        description: 'Matn',
        audience: 'Hamma',
        documents: 'Pasport',
        duration: '1 kun',
      },
    },
  },
  document: { version: '9.9', effective: '2026-12-01', texts: { uz: { title: 'Maxfiylik', body: '<h2>Bir</h2><p>Matn</p>' } } },
  slides: { link: '/services', order: 9, texts: { uz: { title: 'Matritsa', text: 'Qisqa', linkLabel: 'Batafsil' } } },
  partners: { url: 'https://matrix.example', order: 9, texts: { uz: { name: 'Matritsa', description: 'Hamkor' } } },
  certificates: {
    kind: 'licence',
    number: 'M-1',
    issued: '2026-01-10',
    validUntil: null,
    order: 9,
    texts: { uz: { title: 'Matritsa', issuer: 'Vazirlik' } },
  },
  awards: { year: 2026, order: 9, texts: { uz: { title: 'Matritsa', description: 'Mukofot' } } },
  staff: {
    group: 'team',
    order: 9,
    phone: '+998 71 202 11 99',
    email: 'matrix@soliqservis.example',
    texts: { uz: { fio: 'Matritsa Sinov', position: 'Mutaxassis', biography: '<p>Matn</p>', receptionHours: 'Dushanba 10:00' } },
  },
  offices: {
    region: 'andijan',
    kind: 'office',
    phones: ['+998712000001'],
    email: 'matritsa@soliqservis.example',
    lat: 40.78,
    lng: 72.34,
    week: { mon: { open: '09:00', close: '18:00', lunch: null }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    holidays: [],
    closures: [{ date: '2026-12-31', reason: { uz: 'Sanitariya kuni' } }],
    texts: { uz: { name: 'Matritsa ofisi', address: 'Andijon shahri, 1-uy' } },
  },
  products: { price: null, texts: { uz: { title: 'Matritsa', summary: 'Qisqa', details: 'Matn', features: 'Bir\nIkki' } } },
  videos: {
    date: '2026-11-01',
    youtube: 'https://youtu.be/qF3kT8wLx2A',
    duration: '4:05',
    texts: { uz: { title: 'Matritsa', description: 'Video' } },
  },
};
const itemVersion = async (type: C.EditorialType) =>
  (await t.database.db.selectFrom('editorial_items').select('version').where('id', '=', editorialIds[type]).executeTakeFirstOrThrow())
    .version;
/** A Tashkent date-time an hour after the test clock's moment. */
const inAnHour = () => new Date(t.clock.now.getTime() + 6 * 3600_000).toISOString().slice(0, 16);
/** A scheduled action to cancel (written straight into the table: the matrix's clock outlives any one session). */
async function pendingSchedule(type: C.EditorialType): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('editorial_schedules')
    .values({
      id,
      item_id: editorialIds[type],
      action: 'unpublish',
      locales: JSON.stringify(['en']),
      at: new Date(t.clock.now.getTime() + 3600_000),
      created_by: null,
      created_at: t.clock.now,
    })
    .execute();
  return id;
}
/**
 * Review asked for the item's current draft by no one signed in here, its last change made by no one either (written
 * straight into the tables): any editor of the matrix is then a second pair of eyes.
 */
async function pendingReview(type: C.EditorialType): Promise<number> {
  const version = await itemVersion(type);
  await t.database.db.updateTable('editorial_items').set({ updated_by: null }).where('id', '=', editorialIds[type]).execute();
  const values = {
    state: 'requested',
    version,
    requested_by: null,
    requested_at: t.clock.now,
    note: null,
    decided_by: null,
    decided_at: null,
    comment: null,
  };
  await t.database.db
    .insertInto('editorial_reviews')
    .values({ item_id: editorialIds[type], ...values })
    .onConflict((oc) => oc.column('item_id').doUpdateSet(values))
    .execute();
  return version;
}
const templateBody = { name: 'Matrix', body: { uz: 'Javob {reference}', ru: 'Ответ {reference}', en: 'Reply {reference}' } };

/** The seventeen editorial rows of one content type: the editor role only (an admin or handler without it is refused). */
function editorialRows(type: C.EditorialType): Record<string, Row> {
  return {
    [`GET /api/staff/editorial/${type}`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}?state=draft` }),
    },
    [`POST /api/staff/editorial/${type}`]: {
      expect: roles(201, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}`, payload: { slug: freshSlug(), content: EDITORIAL_CONTENT[type] } }),
    },
    [`GET /api/staff/editorial/${type}/:id`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}` }),
    },
    [`PATCH /api/staff/editorial/${type}/:id/draft`]: {
      expect: roles(200, ['editor']),
      request: async () => ({
        url: `/staff/editorial/${type}/${editorialIds[type]}/draft`,
        payload: { baseVersion: await itemVersion(type), content: EDITORIAL_CONTENT[type] },
      }),
    },
    [`POST /api/staff/editorial/${type}/:id/publish`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/publish`, payload: {} }),
    },
    [`POST /api/staff/editorial/${type}/:id/unpublish`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/unpublish`, payload: { locales: ['en'] } }),
    },
    [`POST /api/staff/editorial/${type}/:id/schedules`]: {
      expect: roles(201, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/schedules`, payload: { action: 'publish', at: inAnHour() } }),
    },
    [`DELETE /api/staff/editorial/${type}/:id/schedules/:scheduleId`]: {
      expect: roles(200, ['editor']),
      request: async () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/schedules/${await pendingSchedule(type)}` }),
    },
    [`POST /api/staff/editorial/${type}/:id/slug`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/slug`, payload: { slug: freshSlug() } }),
    },
    [`GET /api/staff/editorial/${type}/:id/revisions`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/revisions` }),
    },
    [`GET /api/staff/editorial/${type}/:id/revisions/:version`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/revisions/1` }),
    },
    [`GET /api/staff/editorial/${type}/:id/diff`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/diff?from=1&to=1` }),
    },
    [`POST /api/staff/editorial/${type}/:id/restore`]: {
      expect: roles(200, ['editor']),
      request: async () => ({
        url: `/staff/editorial/${type}/${editorialIds[type]}/restore`,
        payload: { version: 1, baseVersion: await itemVersion(type) },
      }),
    },
    [`POST /api/staff/editorial/${type}/:id/review/request`]: {
      expect: roles(200, ['editor']),
      request: async () => ({
        url: `/staff/editorial/${type}/${editorialIds[type]}/review/request`,
        payload: { baseVersion: await itemVersion(type), note: 'Matrix' },
      }),
    },
    [`POST /api/staff/editorial/${type}/:id/review/approve`]: {
      expect: roles(200, ['editor']),
      request: async () => ({
        url: `/staff/editorial/${type}/${editorialIds[type]}/review/approve`,
        payload: { baseVersion: await pendingReview(type) },
      }),
    },
    [`POST /api/staff/editorial/${type}/:id/review/return`]: {
      expect: roles(200, ['editor']),
      request: async () => ({
        url: `/staff/editorial/${type}/${editorialIds[type]}/review/return`,
        payload: { baseVersion: await pendingReview(type), comment: 'Matrix' },
      }),
    },
    [`POST /api/staff/editorial/${type}/:id/preview`]: {
      expect: roles(200, ['editor']),
      request: () => ({ url: `/staff/editorial/${type}/${editorialIds[type]}/preview`, payload: {} }),
    },
  };
}

const MATRIX: Record<string, Row> = {
  'POST /api/staff/auth/sign-in': {
    expect: anyone(200),
    request: async () => {
      const email = `signin-${randomBytes(4).toString('hex')}@test.local`;
      const password = `pw-${randomBytes(10).toString('hex')}`;
      await createStaffAccount(t.database.db, { email, password, roles: ['editor'], now: () => t.clock.now });
      return { url: '/staff/auth/sign-in', payload: { email, password } };
    },
  },
  'POST /api/staff/auth/sign-out': { expect: anyone(204), request: () => ({ url: '/staff/auth/sign-out', payload: {} }) },
  'GET /api/staff/me': { expect: anyStage(200, 200), request: () => ({ url: '/staff/me' }) },
  'GET /api/staff/auth/enrolment': { expect: anyStage(200, 409), request: () => ({ url: '/staff/auth/enrolment' }) },
  'POST /api/staff/auth/enrolment': {
    expect: anyStage(200, 409),
    request: ({ p }) => ({ url: '/staff/auth/enrolment', payload: { code: code(p) } }),
  },
  'POST /api/staff/auth/verify': {
    expect: anyStage(409, 409),
    request: () => ({ url: '/staff/auth/verify', payload: { code: '123456' } }),
  },
  'POST /api/staff/auth/reauth': {
    expect: roles(200, ALL),
    request: ({ p }) => ({ url: '/staff/auth/reauth', payload: { password: p?.password ?? 'x', code: code(p) } }),
  },
  'POST /api/staff/auth/password': {
    expect: roles(204, ALL),
    request: ({ p }) => ({
      url: '/staff/auth/password',
      payload: { currentPassword: p?.password ?? 'x', newPassword: `new-${randomBytes(10).toString('hex')}` },
    }),
  },
  'GET /api/staff/sessions': { expect: roles(200, ALL), request: () => ({ url: '/staff/sessions' }) },
  'DELETE /api/staff/sessions/:id': {
    expect: roles(204, ALL),
    request: async ({ p }) => ({ url: `/staff/sessions/${await ownOtherSession(p)}` }),
  },
  'POST /api/staff/sessions/end-others': { expect: roles(200, ALL), request: () => ({ url: '/staff/sessions/end-others', payload: {} }) },
  'GET /api/staff/inbox': { expect: roles(200, ['handler']), request: () => ({ url: '/staff/inbox?kind=contact&q=matrix' }) },
  'GET /api/staff/inbox/export.csv': {
    expect: roles(200, ['handler']),
    reauth: true,
    request: () => ({ url: '/staff/inbox/export.csv?kind=contact' }),
  },
  'GET /api/staff/inbox/:kind/:id': { expect: roles(200, ['handler']), request: () => ({ url: `/staff/inbox/contact/${contactId}` }) },
  'GET /api/staff/inbox/:kind/:id/cv': {
    expect: roles(200, ['handler']),
    request: () => ({ url: `/staff/inbox/vacancy-application/${vacancyId}/cv` }),
  },
  'POST /api/staff/inbox/:kind/:id/assign': {
    expect: roles(200, ['handler']),
    request: () => ({ url: `/staff/inbox/contact/${contactId}/assign`, payload: { assigneeId: null } }),
  },
  'POST /api/staff/inbox/:kind/:id/status': {
    expect: roles(200, ['handler']),
    request: () => ({ url: `/staff/inbox/contact/${contactId}/status`, payload: { status: 'in_progress' } }),
  },
  'POST /api/staff/inbox/:kind/:id/notes': {
    expect: roles(201, ['handler']),
    request: () => ({ url: `/staff/inbox/contact/${contactId}/notes`, payload: { text: 'A note' } }),
  },
  'POST /api/staff/inbox/:kind/:id/replies': {
    expect: roles(201, ['handler']),
    request: () => ({ url: `/staff/inbox/contact/${contactId}/replies`, payload: { text: 'A reply' } }),
  },
  'GET /api/staff/handlers': { expect: roles(200, ['handler', 'admin']), request: () => ({ url: '/staff/handlers' }) },
  'GET /api/staff/templates': { expect: roles(200, ['handler', 'admin']), request: () => ({ url: '/staff/templates' }) },
  'POST /api/staff/templates': {
    expect: roles(201, ['handler', 'admin']),
    request: () => ({ url: '/staff/templates', payload: templateBody }),
  },
  'PATCH /api/staff/templates/:id': {
    expect: roles(200, ['handler', 'admin']),
    request: () => ({ url: `/staff/templates/${templateId}`, payload: templateBody }),
  },
  'GET /api/staff/accounts': { expect: roles(200, ['admin']), request: () => ({ url: '/staff/accounts' }) },
  'POST /api/staff/accounts': {
    expect: roles(201, ['admin']),
    request: () => ({
      url: '/staff/accounts',
      payload: { email: `invited-${randomBytes(4).toString('hex')}@test.local`, name: 'Invited One', roles: ['editor'] },
    }),
  },
  'PATCH /api/staff/accounts/:id/roles': {
    expect: roles(200, ['admin']),
    reauth: true,
    request: async () => ({ url: `/staff/accounts/${await victim()}/roles`, payload: { roles: ['editor', 'handler'] } }),
  },
  'POST /api/staff/accounts/:id/disable': {
    expect: roles(200, ['admin']),
    request: async () => ({ url: `/staff/accounts/${await victim()}/disable`, payload: {} }),
  },
  'POST /api/staff/accounts/:id/enable': {
    expect: roles(200, ['admin']),
    request: async () => ({ url: `/staff/accounts/${await victim()}/enable`, payload: {} }),
  },
  'POST /api/staff/accounts/:id/end-sessions': {
    expect: roles(200, ['admin']),
    request: async () => ({ url: `/staff/accounts/${await victim()}/end-sessions`, payload: {} }),
  },
  'POST /api/staff/accounts/:id/reset-second-factor': {
    expect: roles(200, ['admin']),
    reauth: true,
    request: async () => ({ url: `/staff/accounts/${await victim()}/reset-second-factor`, payload: {} }),
  },
  'GET /api/staff/audit': { expect: roles(200, ['admin']), request: () => ({ url: '/staff/audit?action=sign-in' }) },

  // Editorial publishing: the editor role only (an admin or handler without it is refused).
  ...editorialRows('news'),
  ...editorialRows('vacancies'),
  ...editorialRows('services'),
  ...editorialRows('document'),
  ...editorialRows('slides'),
  ...editorialRows('partners'),
  ...editorialRows('certificates'),
  ...editorialRows('awards'),
  ...editorialRows('staff'),
  ...editorialRows('offices'),
  ...editorialRows('products'),
  ...editorialRows('videos'),
  // Only the four legal documents exist, at their pages' addresses: a new one or a new address is refused (after the role check).
  'POST /api/staff/editorial/document': {
    ...editorialRows('document')['POST /api/staff/editorial/document']!,
    expect: roles(422, ['editor']),
  },
  'POST /api/staff/editorial/document/:id/slug': {
    ...editorialRows('document')['POST /api/staff/editorial/document/:id/slug']!,
    expect: roles(422, ['editor']),
  },
  'POST /api/staff/editorial/images': {
    expect: roles(201, ['editor']),
    request: async () => {
      const form = multipart({}, { name: 'file', filename: 'matrix.png', content: await aPicture() });
      return { url: '/staff/editorial/images', payload: form.payload, headers: form.headers };
    },
  },
  'GET /api/staff/editorial/images/:id': { expect: roles(200, ['editor']), request: () => ({ url: `/staff/editorial/images/${imageId}` }) },
  'POST /api/staff/editorial/images/:id/crop': {
    expect: roles(200, ['editor']),
    request: () => ({ url: `/staff/editorial/images/${imageId}/crop`, payload: { crop: { x: 0, y: 0, width: 40, height: 21 } } }),
  },
};

beforeAll(async () => {
  contactId = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { fio: 'Matrix Citizen', phone_number: '901234567', email: 'matrix@example.uz', message: 'Matrix message text' },
    }),
  ).id;
  const vacancy = json(await t.app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).items[0].slug as string;
  const mp = multipart(
    { first_name: 'Anvar', last_name: 'Bekov', birthday: '1990-01-01', phone_number: '901234567', email: 'anvar@b.uz', position: vacancy },
    { name: 'cv', filename: 'cv.pdf', content: pdfBytes('matrix') },
  );
  vacancyId = json(
    await t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', payload: mp.payload, headers: mp.headers }),
  ).id;
  const newsEditor = await createStaff(t, ['editor']);
  // The legal documents are the seed's (adopted), never created: the privacy notice stands for them.
  const documents = json(await t.app.inject({ url: '/api/staff/editorial/document', headers: { cookie: newsEditor.cookie } })).items as {
    id: string;
    slug: string;
  }[];
  editorialIds.document = documents.find((item) => item.slug === 'privacy')!.id;
  for (const type of C.EDITORIAL_TYPES.filter((each) => each !== 'document'))
    editorialIds[type] = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/staff/editorial/${type}`,
        payload: { slug: freshSlug(), content: EDITORIAL_CONTENT[type] },
        headers: { cookie: newsEditor.cookie },
      }),
    ).id;
  const form = multipart({}, { name: 'file', filename: 'matrix.png', content: await aPicture() });
  imageId = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/editorial/images',
      payload: form.payload,
      headers: { ...form.headers, cookie: newsEditor.cookie },
    }),
  ).id;
  const owner = await createStaff(t, ['handler']);
  templateId = json(
    await t.app.inject({ method: 'POST', url: '/api/staff/templates', payload: templateBody, headers: { cookie: owner.cookie } }),
  ).id;
  citizenCookie = (
    await registerConfirmed(t, {
      kind: 'individual',
      email: 'matrix-citizen@example.uz',
      password: 'a-long-citizen-password',
      fio: 'Matrix Citizen',
      phone_number: '901234567',
    })
  ).cookie;
});

/** A fresh principal: its cookie and, for staff, its account. */
async function principal(who: Principal, reauth = true): Promise<{ cookie: string; p: TestStaff | undefined }> {
  if (who === 'none') return { cookie: '', p: undefined };
  if (who === 'citizen') return { cookie: citizenCookie, p: undefined };
  if (who === 'unenrolled') {
    const p = await createStaff(t, ['admin', 'editor', 'handler'], { enrol: false });
    return { cookie: p.cookie, p };
  }
  const p = await createStaff(t, [who]);
  if (reauth) await reauthenticate(t, p);
  return { cookie: p.cookie, p };
}

async function call(key: string, row: Row, who: Principal, reauth = true) {
  const { cookie, p } = await principal(who, reauth);
  const { url, payload, headers } = await row.request({ p });
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'DELETE';
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

describe('the staff permission matrix', () => {
  it('has a row for every staff endpoint the API registers, and every one of the contract’s', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect([...registered].sort()).toEqual(Object.keys(MATRIX).sort());
    const contract = Object.values(C.endpoints as Record<string, C.EndpointDef>)
      .filter((d) => d.tag === 'staff' || d.tag === 'editorial')
      .map((d) => `${d.method} /api${d.path.replace(/\{([^}]+)\}/g, ':$1')}`);
    expect(contract.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, async () => {
      const got = {} as Record<Principal, number>;
      for (const who of PRINCIPALS) {
        const res = await call(key, row, who);
        got[who] = res.statusCode;
        if (res.statusCode >= 400) {
          const error = json(res).error;
          // Refusals carry the reason a workspace can act on.
          if (res.statusCode === 401) expect(error.code, `${key} as ${who}`).toBe('unauthorized');
          if (res.statusCode === 403)
            expect(error.code, `${key} as ${who}`).toBe(who === 'unenrolled' ? 'enrolment_required' : 'forbidden');
        }
      }
      expect(got).toEqual(row.expect);
    });
  }

  it("no page of the public site's staff has a slug the workspace's addresses would hide", async () => {
    const words = new Set(Object.keys(MATRIX).map((key) => key.split(' ')[1]!.split('/')[3]!));
    expect(words.has('inbox')).toBe(true);
    const slugs = (await t.database.db.selectFrom('staff').select('slug').execute()).map((r) => r.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.filter((slug) => words.has(slug))).toEqual([]);
  });

  it('routes that need a re-authentication refuse the allowed role without one', async () => {
    const needing = Object.entries(MATRIX).filter(([, row]) => row.reauth);
    expect(needing.map(([key]) => key).sort()).toEqual(
      Object.values(C.endpoints as Record<string, C.EndpointDef>)
        .filter((d) => d.access?.reauth)
        .map((d) => `${d.method} /api${d.path.replace(/\{([^}]+)\}/g, ':$1')}`)
        .sort(),
    );
    for (const [key, row] of needing) {
      const who = (Object.entries(row.expect) as [Principal, number][]).find(([, status]) => status < 300)![0];
      const res = await call(key, row, who, false);
      expect(res.statusCode, key).toBe(403);
      expect(json(res).error.code).toBe('reauthentication_required');
    }
  });
});
