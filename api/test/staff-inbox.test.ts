/** The inbox as handlers meet it: what citizens sent, found, read, moved along, answered in their language; every read and change recorded. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { tashkentDay } from '../src/lib/days.ts';
import { AUDIT_RETENTION, purgeExpired } from '../src/lib/retention.ts';
import { newId } from '../src/session.ts';
import { expectError, expectShape, json, multipart, pdfBytes, registerConfirmed, useApi } from './helpers.ts';
import { createStaff, memoryMailer, reauthenticate, type TestStaff } from './staff-helpers.ts';

const mailer = memoryMailer();
const t = useApi({ mailer });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

let handler: TestStaff;
let editor: TestStaff;
let citizen: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  handler = await createStaff(t, ['handler'], { name: 'Dilnoza Handler' });
  editor = await createStaff(t, ['editor']);
  citizen = (
    await registerConfirmed(t, {
      kind: 'individual',
      email: 'citizen.inbox@example.uz',
      password: 'a-long-citizen-password',
      fio: 'Olimov Jasur',
      phone_number: '901112233',
    })
  ).cookie;
  // What visitors send, each from a page in its language (the kit sends the page's language as Accept-Language).
  ids.contactRu = json(
    await send(
      'POST',
      '/api/forms/contact',
      { fio: 'Иванова Мария', phone_number: '901234567', email: 'maria@example.ru', message: 'Не могу получить ключ ЭЦП, помогите' },
      undefined,
      {
        'accept-language': 'ru',
      },
    ),
  ).id;
  ids.contactUz = json(
    await send(
      'POST',
      '/api/forms/contact',
      { fio: 'Karimov Aziz', phone_number: '901234568', email: 'aziz@example.uz', message: "O'zbekiston bo'yicha savol" },
      undefined,
      {
        'accept-language': 'uz',
      },
    ),
  ).id;
  ids.partner = json(
    await send(
      'POST',
      '/api/forms/partner-application',
      { companyName: 'Pay LLC', fio: 'Karimova Aziza', phone_number: '712001122', email: 'a@pay.uz', target: 'Card payments' },
      undefined,
      {
        'accept-language': 'en',
      },
    ),
  ).id;
  ids.service = json(
    await send(
      'POST',
      '/api/forms/service-request',
      { servicename: 'eds-key', fio: 'Olimov Jasur', phone_number: '901112233', region_name: 'bukhara' },
      citizen,
      {
        'accept-language': 'uz',
      },
    ),
  ).id;
  const vacancy = json(await get('/api/vacancies?status=open&pageSize=1')).items[0].slug as string;
  const mp = multipart(
    { first_name: 'Anvar', last_name: 'Bekov', birthday: '1990-01-01', phone_number: '901234567', email: 'anvar@b.uz', position: vacancy },
    { name: 'cv', filename: 'мой cv.pdf', content: pdfBytes('inbox test') },
  );
  const applied = await t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', payload: mp.payload, headers: mp.headers });
  expect(applied.statusCode, applied.body).toBe(201);
  ids.vacancy = json(applied).id;
  ids.feedback = json(await send('POST', '/api/feedback', { path: '/ru/contacts', useful: 'no', message: 'Карта не грузится' })).id;
});

const list = async (query: string, cookie = handler.cookie) => expectShape(C.InboxList, await get(`/api/staff/inbox${query}`, cookie));

describe('the inbox list', () => {
  it('holds the five kinds, newest first, with language, region and when retention deletes each', async () => {
    const all = await list('?pageSize=50');
    const kinds = new Set(all.items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual([...C.INBOX_KINDS].sort());
    const times = all.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const ru = all.items.find((i) => i.id === ids.contactRu)!;
    expect(ru).toMatchObject({
      kind: 'contact',
      language: 'ru',
      status: 'new',
      name: 'Иванова Мария',
      email: 'maria@example.ru',
      assignee: null,
    });
    expect(ru.reference).toBe(C.referenceOf('contact', ids.contactRu!));
    expect(new Date(ru.deleteAt).getTime() - new Date(ru.createdAt).getTime()).toBe(365 * 86_400_000);
    const service = all.items.find((i) => i.id === ids.service)!;
    expect(service).toMatchObject({ region: 'bukhara', citizenStatus: 'new', email: 'citizen.inbox@example.uz', language: 'uz' });
    expect(new Date(service.deleteAt).getTime() - new Date(service.createdAt).getTime()).toBe(3 * 365 * 86_400_000);
    expect(all.items.find((i) => i.id === ids.feedback)).toMatchObject({ language: 'ru', email: null });
    expect(all.items.find((i) => i.id === ids.partner)).toMatchObject({ language: 'en' });
  });

  it('filters by kind, status, language, region, dates and assignee, and pages on the server', async () => {
    expect((await list('?kind=contact')).items.every((i) => i.kind === 'contact')).toBe(true);
    expect((await list('?language=ru')).items.map((i) => i.id).sort()).toEqual([ids.contactRu, ids.feedback].sort());
    expect((await list('?region=bukhara')).items.map((i) => i.id)).toEqual([ids.service]);
    expect((await list('?status=closed')).total).toBe(0);
    // The filter's days are Tashkent days: after 19:00 UTC the UTC date is yesterday there.
    const today = tashkentDay(t.clock.now);
    expect((await list(`?from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(6);
    expect((await list('?to=2000-01-01')).total).toBe(0);
    const page1 = await list('?pageSize=2&page=1');
    const page2 = await list('?pageSize=2&page=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 2));
    expect(page2.items.map((i) => i.id)).not.toContain(page1.items[0]!.id);
    expect((await list('?assignee=none')).total).toBe(page1.total);
  });

  it('searches words in uz, ru and en (beginnings of words, any apostrophe), and references', async () => {
    expect((await list(`?q=${encodeURIComponent('ключ эцп')}`)).items.map((i) => i.id)).toEqual([ids.contactRu]);
    expect((await list(`?q=${encodeURIComponent('ИВАНОВ')}`)).items.map((i) => i.id)).toEqual([ids.contactRu]);
    for (const q of ["o'zbekiston", 'oʻzbekiston', 'o‘zbek', 'ozbek'])
      expect(
        (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.id),
        q,
      ).toEqual([ids.contactUz]);
    expect((await list('?q=payments')).items.map((i) => i.id)).toEqual([ids.partner]);
    expect((await list('?q=maria%40example.ru')).items.map((i) => i.id)).toEqual([ids.contactRu]);
    const reference = C.referenceOf('service-request', ids.service!);
    expect((await list(`?q=${reference}`)).items.map((i) => i.id)).toEqual([ids.service]);
    expect((await list(`?q=${reference.toLowerCase().replace(/-/g, '')}`)).items.map((i) => i.id)).toEqual([ids.service]);
    expect((await list('?q=zzzznothing')).total).toBe(0);
    // Only signs: no words to look for, so no filter (and no error).
    expect((await list(`?q=${encodeURIComponent("'&|!")}`)).total).toBeGreaterThanOrEqual(6);
  });

  it('refuses bad filters with the fields named, and changes nothing', async () => {
    const bad = expectError(
      await get(
        '/api/staff/inbox?kind=letters&status=lost&from=2024-02-30&language=de&region=mars&assignee=x&pageSize=500',
        handler.cookie,
      ),
      422,
    );
    expect(bad.fields).toMatchObject({
      kind: 'invalid',
      status: 'invalid',
      from: 'date',
      language: 'invalid',
      region: 'invalid',
      pageSize: 'too_long',
    });
    expect(expectError(await get(`/api/staff/inbox?q=${'x'.repeat(201)}`, handler.cookie), 422).fields).toEqual({ q: 'too_long' });
  });
});

describe('one item', () => {
  it('opens with every field, notes and replies; the opening is recorded', async () => {
    const d = expectShape(C.InboxDetail, await get(`/api/staff/inbox/contact/${ids.contactRu}`, handler.cookie));
    expect(d.fields).toMatchObject({ fio: 'Иванова Мария', phone_number: '+998901234567', language: 'ru' });
    expect(d.canReply).toBe(true);
    const opened = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'submission-opened')
      .where('target_id', '=', ids.contactRu!)
      .execute();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actor_id: handler.id, target_kind: 'contact', target_label: d.reference, address: '127.0.0.1' });
    expectError(await get(`/api/staff/inbox/partner-application/${ids.contactRu}`, handler.cookie), 404);
    expectError(await get('/api/staff/inbox/contact/not-a-uuid', handler.cookie), 404);
    expectError(await get('/api/staff/inbox/letters/00000000-0000-0000-0000-000000000000', handler.cookie), 404);
  });

  it('is assigned to a handler or to nobody; an editor cannot be assigned', async () => {
    const d = expectShape(
      C.InboxDetail,
      await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/assign`, { assigneeId: handler.id }, handler.cookie),
    );
    expect(d.assignee).toEqual({ id: handler.id, name: 'Dilnoza Handler' });
    expect((await list('?assignee=me')).items.map((i) => i.id)).toEqual([ids.contactRu]);
    expect((await list(`?assignee=${handler.id}`)).items.map((i) => i.id)).toEqual([ids.contactRu]);
    expect(
      expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/assign`, { assigneeId: editor.id }, handler.cookie), 422)
        .fields,
    ).toEqual({ assigneeId: 'invalid' });
    expect(expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/assign`, {}, handler.cookie), 422).fields).toEqual({
      assigneeId: 'required',
    });
    const handlers = expectShape(C.HandlerList, await get('/api/staff/handlers', handler.cookie));
    expect(handlers.items.map((h) => h.id)).toContain(handler.id);
    expect(handlers.items.map((h) => h.id)).not.toContain(editor.id);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'assigned')
      .where('target_id', '=', ids.contactRu!)
      .execute();
    expect(audit[0]!.detail).toEqual({ from: null, to: handler.id });
  });

  it("moves along; a service request's citizen sees its own status in the cabinet", async () => {
    expect(
      expectShape(
        C.InboxDetail,
        await send('POST', `/api/staff/inbox/contact/${ids.contactUz}/status`, { status: 'in_progress' }, handler.cookie),
      ).status,
    ).toBe('in_progress');
    expect(
      expectError(
        await send('POST', `/api/staff/inbox/contact/${ids.contactUz}/status`, { status: 'closed', citizenStatus: 'done' }, handler.cookie),
        422,
      ).fields,
    ).toEqual({
      citizenStatus: 'invalid',
    });
    expect(
      expectError(
        await send(
          'POST',
          `/api/staff/inbox/service-request/${ids.service}/status`,
          { status: 'new', citizenStatus: 'done' },
          handler.cookie,
        ),
        422,
      ).fields,
    ).toEqual({
      citizenStatus: 'invalid',
    });
    expect(
      expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactUz}/status`, { status: 'lost' }, handler.cookie), 422).fields,
    ).toEqual({ status: 'invalid' });
    const mine = async () =>
      expectShape(C.MyRequestsResponse, await get('/api/me/requests', citizen)).items.find((i) => i.id === ids.service)!;
    await send('POST', `/api/staff/inbox/service-request/${ids.service}/status`, { status: 'in_progress' }, handler.cookie);
    expect((await mine()).status).toBe('in_progress');
    const closed = expectShape(
      C.InboxDetail,
      await send(
        'POST',
        `/api/staff/inbox/service-request/${ids.service}/status`,
        { status: 'closed', citizenStatus: 'rejected' },
        handler.cookie,
      ),
    );
    expect(closed).toMatchObject({ status: 'closed', citizenStatus: 'rejected' });
    expect((await mine()).status).toBe('rejected');
    const log = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'status-changed')
      .where('target_id', '=', ids.service!)
      .execute();
    expect(log.at(-1)!.detail).toEqual({ from: 'in_progress', to: 'closed', citizenFrom: 'in_progress', citizenTo: 'rejected' });
    await send('POST', `/api/staff/inbox/service-request/${ids.service}/status`, { status: 'in_progress' }, handler.cookie);
  });

  it('takes internal notes (never shown to the citizen)', async () => {
    const note = expectShape(
      C.InboxNote,
      await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/notes`, { text: 'Позвонить завтра\nпосле 10' }, handler.cookie),
    );
    expect(note).toMatchObject({ author: { id: handler.id }, text: 'Позвонить завтра\nпосле 10' });
    expect(json(await get(`/api/staff/inbox/contact/${ids.contactRu}`, handler.cookie)).notes).toHaveLength(1);
    expect(
      expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/notes`, { text: '  ' }, handler.cookie), 422).fields,
    ).toEqual({ text: 'required' });
    expect(
      expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/notes`, { text: 'a\u202eb' }, handler.cookie), 422).fields,
    ).toEqual({ text: 'characters' });
  });
});

describe('replies', () => {
  it("go by e-mail in the citizen's language from a template, with the reference in the subject; the item is answered", async () => {
    const template = expectShape(
      C.ReplyTemplate,
      await send(
        'POST',
        '/api/staff/templates',
        {
          name: 'Key received',
          body: {
            uz: 'Hurmatli {name}, murojaatingiz {reference} koʻrib chiqildi.',
            ru: 'Уважаемая {name}, ваше обращение {reference} рассмотрено.',
            en: 'Dear {name}, your request {reference} was reviewed.',
          },
        },
        handler.cookie,
      ),
    );
    mailer.sent.length = 0;
    const reference = C.referenceOf('contact', ids.contactRu!);
    const reply = expectShape(
      C.InboxReply,
      await send('POST', `/api/staff/inbox/contact/${ids.contactRu}/replies`, { templateId: template.id }, handler.cookie),
    );
    expect(reply).toMatchObject({
      language: 'ru',
      to: 'maria@example.ru',
      templateId: template.id,
      text: `Уважаемая Иванова Мария, ваше обращение ${reference} рассмотрено.`,
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'maria@example.ru', language: 'ru', subject: `Ответ на ваше обращение (${reference})` });
    expect(mailer.sent[0]!.text).toContain('ваше обращение');
    expect(mailer.sent[0]!.text).toContain('С уважением');
    const d = expectShape(C.InboxDetail, await get(`/api/staff/inbox/contact/${ids.contactRu}`, handler.cookie));
    expect(d.status).toBe('answered');
    expect(d.replies.map((r) => r.id)).toEqual([reply.id]);
    const logged = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'reply-sent')
      .where('target_id', '=', ids.contactRu!)
      .execute();
    expect(logged[0]!.detail).toMatchObject({ language: 'ru', template: template.id });
  });

  it('in another language or in own words when asked; the citizen sees a service request’s reply in the cabinet', async () => {
    const r = expectShape(
      C.InboxReply,
      await send(
        'POST',
        `/api/staff/inbox/service-request/${ids.service}/replies`,
        { text: 'Your key is ready.', language: 'en' },
        handler.cookie,
      ),
    );
    expect(r.subject).toBe(`Reply to your request (${C.referenceOf('service-request', ids.service!)})`);
    const mine = expectShape(C.MyRequestsResponse, await get('/api/me/requests', citizen)).items.find((i) => i.id === ids.service)!;
    expect(mine.replies).toEqual([{ createdAt: r.createdAt, language: 'en', subject: r.subject, text: 'Your key is ready.' }]);
    expect(mine.status).toBe('in_progress');
  });

  it('are refused without a text or template, for an unknown template, and for page feedback (no address); nothing is sent', async () => {
    mailer.sent.length = 0;
    expect(expectError(await send('POST', `/api/staff/inbox/contact/${ids.contactUz}/replies`, {}, handler.cookie), 422).fields).toEqual({
      text: 'required',
    });
    expect(
      expectError(
        await send(
          'POST',
          `/api/staff/inbox/contact/${ids.contactUz}/replies`,
          { templateId: '00000000-0000-4000-8000-000000000000' },
          handler.cookie,
        ),
        422,
      ).fields,
    ).toEqual({ templateId: 'invalid' });
    expect(
      expectError(
        await send('POST', `/api/staff/inbox/contact/${ids.contactUz}/replies`, { text: 'x', language: 'de' }, handler.cookie),
        422,
      ).fields,
    ).toEqual({ language: 'invalid' });
    expectError(
      await send('POST', `/api/staff/inbox/page-feedback/${ids.feedback}/replies`, { text: 'Thanks' }, handler.cookie),
      409,
      'no_address',
    );
    expect(mailer.sent).toHaveLength(0);
  });

  it('a mail server that fails stores nothing and says so', async () => {
    mailer.failing = true;
    try {
      const res = await send(
        'POST',
        `/api/staff/inbox/partner-application/${ids.partner}/replies`,
        { text: 'We will call you.' },
        handler.cookie,
      );
      expectError(res, 503, 'mail_unavailable');
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      mailer.failing = false;
    }
    const d = expectShape(C.InboxDetail, await get(`/api/staff/inbox/partner-application/${ids.partner}`, handler.cookie));
    expect(d.replies).toEqual([]);
    expect(d.status).toBe('new');
  });
});

describe('templates', () => {
  it('need all three languages, and are edited by handlers', async () => {
    expect(
      expectError(
        await send('POST', '/api/staff/templates', { name: 'Only uz', body: { uz: 'Salom', ru: '', en: 'Hi' } }, handler.cookie),
        422,
      ).fields,
    ).toEqual({ 'body.ru': 'required' });
    const created = expectShape(
      C.ReplyTemplate,
      await send('POST', '/api/staff/templates', { name: 'Thanks', body: { uz: 'Rahmat', ru: 'Спасибо', en: 'Thanks' } }, handler.cookie),
    );
    const edited = expectShape(
      C.ReplyTemplate,
      await send(
        'PATCH',
        `/api/staff/templates/${created.id}`,
        { name: 'Thanks!', body: { uz: 'Katta rahmat', ru: 'Спасибо', en: 'Thanks' } },
        handler.cookie,
      ),
    );
    expect(edited).toMatchObject({ name: 'Thanks!', body: { uz: 'Katta rahmat' }, updatedBy: { id: handler.id } });
    expect(expectShape(C.ReplyTemplateList, await get('/api/staff/templates', handler.cookie)).items.map((i) => i.name)).toContain(
      'Thanks!',
    );
    expectError(
      await send(
        'PATCH',
        '/api/staff/templates/00000000-0000-4000-8000-000000000000',
        { name: 'Nope', body: { uz: 'a', ru: 'b', en: 'c' } },
        handler.cookie,
      ),
      404,
    );
  });
});

describe('CVs and exports', () => {
  it('a CV is a download in its stored type, never inline, and the download is recorded', async () => {
    const res = await get(`/api/staff/inbox/vacancy-application/${ids.vacancy}/cv`, handler.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___ cv.pdf"; filename*=UTF-8''${encodeURIComponent('мой cv.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(pdfBytes('inbox test'))).toBe(true);
    expect(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'cv-downloaded')
          .where('target_id', '=', ids.vacancy!)
          .execute()
      ).length,
    ).toBe(1);
    expectError(await get(`/api/staff/inbox/contact/${ids.contactRu}/cv`, handler.cookie), 404);
    const detail = expectShape(C.InboxDetail, await get(`/api/staff/inbox/vacancy-application/${ids.vacancy}`, handler.cookie));
    expect(detail.cv).toEqual({ filename: 'мой cv.pdf', type: 'pdf', mime: 'application/pdf', size: pdfBytes('inbox test').length });
  });

  it('the filtered list exports as CSV after a re-authentication, and the export is recorded', async () => {
    await reauthenticate(t, handler);
    const res = await get('/api/staff/inbox/export.csv?language=ru', handler.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('reference,kind,created_at,status');
    expect(res.body).toContain('Иванова Мария');
    const exported = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'exported')
      .where('actor_id', '=', handler.id)
      .execute();
    expect(exported.at(-1)!.detail).toEqual({ filters: { language: 'ru' }, rows: 2 });
  });
});

describe('retention and the audit log', () => {
  it('the privacy notice says, in each language, that the log of staff actions is kept two years', async () => {
    const expected = { uz: 'Xodimlarning harakatlari jurnali', ru: 'Журнал действий сотрудников', en: 'The log of staff actions' };
    for (const [locale, phrase] of Object.entries(expected)) {
      const text = JSON.stringify(json(await get(`/api/documents/privacy?locale=${locale}`)));
      expect(text, locale).toContain(phrase);
      expect(text, locale).toMatch(
        locale === 'uz' ? /jurnali[^<]*— 2 yil/ : locale === 'ru' ? /сотрудников[^<]*— 2 года/ : /staff actions[^<]*: 2 years/,
      );
    }
    expect(AUDIT_RETENTION).toBe(2 * 365 * 86_400_000);
  });

  it('an item retention deletes leaves the inbox with its notes and replies; audit rows go after two years and never change', async () => {
    const { db } = t.database;
    const old = newId();
    const at = new Date(Date.now() - 400 * 86_400_000);
    await db
      .insertInto('contact_messages')
      .values({
        id: old,
        created_at: at,
        fio: 'Eski',
        phone_number: '+998901234567',
        email: 'old@example.uz',
        message: 'eski',
        language: 'uz',
      })
      .execute();
    await db
      .insertInto('inbox_notes')
      .values({ id: newId(), kind: 'contact', item_id: old, author_id: handler.id, text: 'note', created_at: at })
      .execute();
    expect((await db.selectFrom('inbox_items').select('id').where('id', '=', old).execute()).length).toBe(1);
    await db
      .insertInto('audit_log')
      .values({ at: new Date(Date.now() - 731 * 86_400_000), actor_id: null, action: 'sign-in-failed', address: '192.0.2.1' })
      .execute();
    await db
      .insertInto('audit_log')
      .values({ at: new Date(Date.now() - 700 * 86_400_000), actor_id: null, action: 'sign-in-failed', address: '192.0.2.2' })
      .execute();
    const deleted = await purgeExpired(db, new Date());
    expect(deleted.contact_messages).toBeGreaterThanOrEqual(1);
    expect(deleted.audit_log).toBe(1);
    expect(await db.selectFrom('inbox_items').select('id').where('id', '=', old).execute()).toEqual([]);
    expect(await db.selectFrom('inbox_notes').select('id').where('item_id', '=', old).execute()).toEqual([]);
    expect(
      (await db.selectFrom('audit_log').select('address').where('address', 'in', ['192.0.2.1', '192.0.2.2']).execute()).map(
        (r) => r.address,
      ),
    ).toEqual(['192.0.2.2']);
    // Append-only in the database too: no update, no delete of a recent row.
    await expect(sql`UPDATE audit_log SET action = 'sign-in' WHERE address = '192.0.2.2'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log WHERE address = '192.0.2.2'`.execute(db)).rejects.toThrow(/append-only/);
  });
});
