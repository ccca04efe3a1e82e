/**
 * Vacancies through the editorial engine (issue 40): a draft is not public; published, it is on the list, its page and
 * search; unpublished it answers 410 and leaves them; a slug change answers 301; schedules, conflicts, permissions and
 * bad input as for news; a vacancy whose closing day is over cannot be published, and an application after that day
 * (Tashkent's) is refused with `closed`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dayEnd, tashkentDay } from '@tax/shared/time';
import type { ContentChange } from '../src/editorial/content-changes.ts';
import { createContentBus } from '../src/editorial/content-changes.ts';
import type { Editorial } from '../src/editorial/index.ts';
import { expectError, json, multipart, pdfBytes, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const bus = createContentBus();
const heard: ContentChange[] = [];
bus.onContentChanged((change) => heard.push(change));
let editorial: Editorial;
const t = useApi({ mailer: memoryMailer(), contentBus: bus, editorialTickMs: 3_600_000, onEditorial: (e) => (editorial = e) });

let editor: TestStaff;
let second: TestStaff;
let handler: TestStaff;
const base = '/staff/editorial/vacancies';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });

const today = () => tashkentDay(t.clock.now);
const inDays = (days: number) => tashkentDay(new Date(t.clock.now.getTime() + days * 86_400_000));
const texts = (title: string) => ({
  title,
  employment: `${title}: full-time`,
  duties: `Write ${title} reports\nCheck ${title} invoices`,
  requirements: `Higher education\nThree years of ${title}`,
});
const content = (title: string, extra: Record<string, unknown> = {}, langs: ('uz' | 'ru' | 'en')[] = ['uz', 'ru', 'en']) => ({
  region: 'samarkand',
  salary: { from: 8_000_000, to: 12_000_000 },
  deadline: inDays(20),
  texts: Object.fromEntries(langs.map((l) => [l, texts(`${title} ${l}`)])),
  ...extra,
});

let n = 0;
async function createVacancy(title = 'Buxgalter', extra: Record<string, unknown> = {}) {
  const slug = `vacancy-test-${++n}-${Date.now().toString(36)}`;
  const res = await call('POST', base, editor, { slug, content: content(title, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number };
}
const publicVacancy = (slug: string, locale = 'uz') => t.app.inject({ url: `/api/vacancies/${slug}?locale=${locale}` });
const publicSlugs = async () =>
  (json(await t.app.inject({ url: '/api/vacancies?pageSize=50' })).items as { slug: string }[]).map((i) => i.slug);
const searchFinds = async (q: string, slug: string) =>
  (json(await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=ru` })).items as { path: string }[]).some((i) =>
    i.path.includes(slug),
  );
/** Lets time pass, the staff sessions kept alive as people at work keep them (idle limit 30 minutes). */
async function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 20 * 60_000) {
    t.clock.advance(Math.min(left, 20 * 60_000));
    for (const who of [editor, second, handler]) await call('GET', '/staff/me', who);
  }
}
const auditOf = (id: string) => t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('id').execute();

beforeAll(async () => {
  editor = await createStaff(t, ['editor'], { name: 'Editor One' });
  second = await createStaff(t, ['editor'], { name: 'Editor Two' });
  handler = await createStaff(t, ['handler']);
});

describe('vacancies for editors', () => {
  it('the seeded vacancies are published items, with their region and closing date in the list', async () => {
    const list = json(await call('GET', `${base}?pageSize=50`, editor));
    const publicTotal = json(await t.app.inject({ url: '/api/vacancies?pageSize=1' })).total;
    expect(list.total).toBe(publicTotal);
    expect(list.items[0]).toMatchObject({ status: { uz: { state: 'published', changed: false } } });
    expect(list.items[0].region).toEqual(expect.any(String));
    expect(list.items[0].deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const region = list.items[0].region as string;
    const filtered = json(await call('GET', `${base}?region=${region}&pageSize=50`, editor));
    expect(filtered.items.every((i: { region: string }) => i.region === region)).toBe(true);
  });

  it('a draft is not public; published it is on the list, its page (each language, duties line by line) and search', async () => {
    const item = await createVacancy('Soliqchi');
    expect((await publicVacancy(item.slug)).statusCode).toBe(404);
    heard.length = 0;
    const published = await call('POST', `${base}/${item.id}/publish`, editor, {});
    expect(published.statusCode, published.body).toBe(200);
    const ru = json(await publicVacancy(item.slug, 'ru')).item;
    expect(ru).toMatchObject({
      title: 'Soliqchi ru',
      employment: 'Soliqchi ru: full-time',
      duties: ['Write Soliqchi ru reports', 'Check Soliqchi ru invoices'],
      region: { code: 'samarkand' },
      salary: { from: 8_000_000, to: 12_000_000 },
      closed: false,
      published: today(),
    });
    expect(await publicSlugs()).toContain(item.slug);
    expect(await searchFinds('Soliqchi', item.slug)).toBe(true);
    expect(
      heard.some((c) => c.tags.includes(`vacancy:${item.slug}`) && c.tags.includes('sitemap') && c.paths.includes(`/vacancy/${item.slug}`)),
    ).toBe(true);
    const actions = (await auditOf(item.id)).map((r) => [r.action, r.target_kind]);
    expect(actions).toEqual([
      ['content-created', 'vacancies'],
      ['content-published', 'vacancies'],
    ]);
  });

  it('a changed salary is a draft until published again; unpublished, the page answers 410 and leaves list and search', async () => {
    const item = await createVacancy('Auditor');
    await call('POST', `${base}/${item.id}/publish`, editor, {});
    const saved = json(
      await call('PATCH', `${base}/${item.id}/draft`, editor, { baseVersion: 1, content: content('Auditor', { salary: null }) }),
    );
    // Only a shared field moved: every published language is marked changed.
    expect(saved.status.uz).toMatchObject({ state: 'published', changed: true });
    expect(json(await publicVacancy(item.slug)).item.salary).toEqual({ from: 8_000_000, to: 12_000_000 });
    await call('POST', `${base}/${item.id}/publish`, editor, {});
    expect(json(await publicVacancy(item.slug)).item.salary).toBeNull();

    const gone = await call('POST', `${base}/${item.id}/unpublish`, editor, {});
    expect(json(gone).gone).toBe(true);
    expectError(await publicVacancy(item.slug), 410, 'gone');
    expect(await publicSlugs()).not.toContain(item.slug);
    expect(await searchFinds('Auditor', item.slug)).toBe(false);
  });

  it('a changed slug answers 301 from the old address', async () => {
    const item = await createVacancy('Dasturchi');
    await call('POST', `${base}/${item.id}/publish`, editor, {});
    const moved = await call('POST', `${base}/${item.id}/slug`, editor, { slug: `${item.slug}-new` });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = await publicVacancy(item.slug);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toContain(`/vacancies/${item.slug}-new`);
    expect((await publicVacancy(`${item.slug}-new`)).statusCode).toBe(200);
  });

  it('two editors: the later save from the same version is a 409 carrying the first text', async () => {
    const item = await createVacancy('Kassir');
    expect((await call('PATCH', `${base}/${item.id}/draft`, editor, { baseVersion: 1, content: content('Birinchi') })).statusCode).toBe(
      200,
    );
    const late = await call('PATCH', `${base}/${item.id}/draft`, second, { baseVersion: 1, content: content('Ikkinchi') });
    expect(late.statusCode).toBe(409);
    expect(json(late).current).toMatchObject({
      version: 2,
      updatedBy: { name: 'Editor One' },
      draft: { texts: { uz: { title: 'Birinchi uz' } } },
    });
    const diff = json(await call('GET', `${base}/${item.id}/diff?from=1&to=2`, editor));
    expect(diff.changes.map((c: { field: string }) => c.field)).toContain('texts.uz.duties');
  });

  it('a scheduled publication applies at its Tashkent time, not before', async () => {
    const item = await createVacancy('Rejali');
    const at = new Date(t.clock.now.getTime() + 30 * 60_000 + 5 * 3600_000).toISOString().slice(0, 16);
    expect((await call('POST', `${base}/${item.id}/schedules`, editor, { action: 'publish', at })).statusCode).toBe(201);
    await editorial.tick();
    expect((await publicVacancy(item.slug)).statusCode).toBe(404);
    await passTime(31 * 60_000);
    await editorial.tick();
    expect((await publicVacancy(item.slug)).statusCode).toBe(200);
    // The news store does not apply a vacancy's schedule, nor the other way round: each its own projection.
    expect(json(await call('GET', `${base}/${item.id}`, editor)).schedules).toEqual([]);
  });

  it('bad input is a 422 naming the field, never a 5xx, and stores nothing', async () => {
    const slug = `vacancy-bad-${Date.now().toString(36)}`;
    const cases: [unknown, Record<string, string>][] = [
      [content('Yomon', { salary: { from: 9_000_000, to: 1_000_000 } }), { 'content.salary.to': 'invalid' }],
      [content('Yomon', { salary: { from: -1, to: 1 } }), { 'content.salary.from': 'invalid' }],
      [content('Yomon', { region: 'atlantis' }), { 'content.region': 'invalid' }],
      [content('Yomon', { deadline: '2026-02-30' }), { 'content.deadline': 'date' }],
      [content('Yomon', { texts: { uz: { ...texts('Yomon'), title: 'ab' } } }), { 'content.texts.uz.title': 'too_short' }],
      [content('Yomon', { texts: { ru: { ...texts('Yomon'), duties: '' } } }), { 'content.texts.ru.duties': 'required' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', base, editor, { slug, content: body });
      expect(expectError(res, 422, 'validation_failed').fields, JSON.stringify(body)).toMatchObject(fields);
    }
    for (const body of ['not json', { slug, content: null }, { slug, content: { texts: 'x' } }, []]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${base}`,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(json(await call('GET', `${base}?q=${slug}`, editor)).total).toBe(0);
  });

  it('a vacancy whose closing day is over cannot be published', async () => {
    const item = await createVacancy('Kechikkan', { deadline: inDays(-1) });
    const res = await call('POST', `${base}/${item.id}/publish`, editor, {});
    expect(expectError(res, 422, 'validation_failed').fields).toEqual({ 'content.deadline': 'closed' });
    expect((await publicVacancy(item.slug)).statusCode).toBe(404);
  });

  it('only editors: a handler gets 403, nobody signed in 401', async () => {
    expectError(await call('GET', base, handler), 403);
    expectError(await call('POST', base, handler, { slug: 'x-handler', content: content('Handler') }), 403);
    expectError(await call('GET', base, null), 401);
  });
});

describe('applications after the closing date', () => {
  // Last in the file: the clock moves to the end of a Tashkent day.
  it('are taken until the Tashkent day ends, then refused with "closed"', async () => {
    const item = await createVacancy('Oxirgi kun', { deadline: today() });
    await call('POST', `${base}/${item.id}/publish`, editor, {});
    const apply = () => {
      const body = multipart(
        {
          first_name: 'Dilshod',
          last_name: 'Rahimov',
          birthday: '1992-04-17',
          phone_number: '(93) 555 66 77',
          email: 'dilshod@example.uz',
          position: item.slug,
        },
        { name: 'cv', filename: 'cv.pdf', content: pdfBytes(), type: 'application/pdf' },
      );
      return t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', payload: body.payload, headers: body.headers });
    };
    t.clock.now = new Date(dayEnd(today()).getTime() - 60_000);
    expect(json(await publicVacancy(item.slug)).item.closed).toBe(false);
    const inTime = await apply();
    expect(inTime.statusCode, inTime.body).toBeLessThan(300);
    // 00:00:01 in Tashkent: still the same day in UTC (19:00), yet the vacancy is closed.
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect(json(await publicVacancy(item.slug)).item.closed).toBe(true);
    expect(expectError(await apply(), 422, 'validation_failed').fields).toEqual({ position: 'closed' });
  });
});
