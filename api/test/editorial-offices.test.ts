/**
 * Offices through the editorial engine (issue 40): address, phones, point, each day's hours, public holidays and
 * one-off closures, published into the public offices (GET /regions) with the closure's reason in the visitor's
 * language; "open now" follows the kit's time module on a set clock. Bad input is a 422, never a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfficeHours } from '@tax/shared/contract';
import { officeStatus, tashkentDay, todayHours, closureOn } from '@tax/shared/time';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const t = useApi({ mailer: memoryMailer(), editorialTickMs: 3_600_000 });
let editor: TestStaff;
let handler: TestStaff;
const base = '/staff/editorial/offices';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });

interface PublicOffice {
  slug: string;
  name: string;
  phone_number: string;
  phones?: string[];
  office_hours: OfficeHours;
  coordinates: { lat: number; lng: number };
}
/** The office as the contacts page reads it (GET /regions/<code>) in a language. */
async function publicOffice(region: string, slug: string, locale: string): Promise<PublicOffice | undefined> {
  const res = await t.app.inject({ url: `/api/regions/${region}?locale=${locale}` });
  return (json(res).item.offices as PublicOffice[]).find((o) => o.slug === slug);
}

const day = (open: string, close: string, lunch: { start: string; end: string } | null = { start: '13:00', end: '14:00' }) => ({
  open,
  close,
  lunch,
});
const WEEK = {
  mon: day('09:00', '18:00'),
  tue: day('09:00', '18:00'),
  wed: day('09:00', '18:00'),
  thu: day('09:00', '18:00'),
  fri: day('09:00', '17:00'),
  sat: day('10:00', '14:00', null),
  sun: null,
};
const texts = {
  uz: { name: 'Sinov ofisi', address: 'Toshkent shahri, Amir Temur koʻchasi, 1-uy' },
  ru: { name: 'Тестовый офис', address: 'г. Ташкент, улица Амира Темура, 1' },
  en: { name: 'Test Office', address: '1 Amir Temur Street, Tashkent' },
};
const content = (over: Record<string, unknown> = {}) => ({
  region: 'tashkent-city',
  kind: 'office',
  phones: ['+998 71 200 00 01', '71 200-00-02'],
  email: 'test-office@soliqservis.example',
  lat: 41.3111,
  lng: 69.2797,
  week: WEEK,
  holidays: [],
  closures: [],
  texts,
  ...over,
});

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  handler = await createStaff(t, ['handler']);
});

describe('offices for editors', () => {
  it('the seeded offices are published items, and editing one keeps the public answer in its old shape', async () => {
    const list = json(await call('GET', `${base}?region=andijan&pageSize=50`, editor));
    const region = json(await t.app.inject({ url: '/api/regions/andijan' })).item;
    expect(list.total).toBe(region.offices.length);
    expect(list.items[0]).toMatchObject({ region: 'andijan', status: { uz: { state: 'published', changed: false } } });
    // Nothing changed yet: every seeded office's public hours are the summary alone, as before.
    expect(Object.keys(region.offices[0].office_hours).sort()).toEqual(['lunch', 'saturday', 'weekdays']);
  });

  it('a one-off closure today shows the office closed all day with the reason in each language; the next day it is open again', async () => {
    // A Monday at 10:00 Tashkent (05:00 UTC): open by the week.
    t.clock.now = new Date('2026-12-07T05:00:00Z');
    editor = await createStaff(t, ['editor']);
    const slug = `office-test-${Date.now().toString(36)}`;
    const created = await call('POST', base, editor, { slug, content: content() });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json(created);
    expect(await publicOffice('tashkent-city', slug, 'uz')).toBeUndefined();
    const published = await call('POST', `${base}/${id}/publish`, editor, {});
    expect(published.statusCode, published.body).toBe(200);

    const open = (await publicOffice('tashkent-city', slug, 'ru'))!;
    expect(open).toMatchObject({ name: 'Тестовый офис', phone_number: '+998712000001', phones: ['+998712000001', '+998712000002'] });
    expect(open.coordinates).toEqual({ lat: 41.3111, lng: 69.2797 });
    // The summary older pages read, beside each day's own hours.
    expect(open.office_hours).toMatchObject({ weekdays: { open: '09:00', close: '18:00' }, saturday: { open: '10:00', close: '14:00' } });
    expect(open.office_hours.week).toEqual([WEEK.sun, WEEK.mon, WEEK.tue, WEEK.wed, WEEK.thu, WEEK.fri, WEEK.sat]);
    expect(officeStatus(open.office_hours, t.clock.now)).toBe('open');

    const today = tashkentDay(t.clock.now);
    const item = json(await call('GET', `${base}/${id}`, editor));
    const reason = { uz: 'Sanitariya kuni', ru: 'Санитарный день', en: 'Sanitary day' };
    const saved = await call('PATCH', `${base}/${id}/draft`, editor, {
      baseVersion: item.version,
      content: {
        ...item.draft,
        closures: [{ date: today, reason }],
        holidays: [{ date: '2027-01-01', reason: { uz: 'Yangi yil', ru: 'Новый год', en: 'New Year' } }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A draft is not public: still open.
    expect(officeStatus((await publicOffice('tashkent-city', slug, 'uz'))!.office_hours, t.clock.now)).toBe('open');
    expect(json(saved).status.uz.changed).toBe(true);

    expect((await call('POST', `${base}/${id}/publish`, editor, {})).statusCode).toBe(200);
    for (const [locale, text] of Object.entries(reason)) {
      const office = (await publicOffice('tashkent-city', slug, locale))!;
      expect(office.office_hours.closures).toEqual([
        { date: today, kind: 'closure', reason: text },
        { date: '2027-01-01', kind: 'holiday', reason: locale === 'uz' ? 'Yangi yil' : locale === 'ru' ? 'Новый год' : 'New Year' },
      ]);
      expect(officeStatus(office.office_hours, t.clock.now)).toBe('closed');
      expect(todayHours(office.office_hours, t.clock.now)).toBeNull();
      expect(closureOn(office.office_hours, t.clock.now)?.reason).toBe(text);
    }
    // Published as drafted: nothing marked changed.
    expect(json(await call('GET', `${base}/${id}`, editor)).status.uz.changed).toBe(false);

    // Tuesday 10:00: open again; New Year's Day (a Friday) closed for the holiday.
    const hours = (await publicOffice('tashkent-city', slug, 'en'))!.office_hours;
    expect(officeStatus(hours, new Date('2026-12-08T05:00:00Z'))).toBe('open');
    expect(officeStatus(hours, new Date('2027-01-01T05:00:00Z'))).toBe('closed');
    expect(closureOn(hours, new Date('2027-01-01T05:00:00Z'))).toEqual({ date: '2027-01-01', kind: 'holiday', reason: 'New Year' });

    // Search finds it; unpublished, it leaves the contacts page and search.
    const hits = json(await t.app.inject({ url: `/api/search?q=${encodeURIComponent('Тестовый офис')}&locale=ru&kind=office` }));
    expect(hits.items[0]).toMatchObject({ slug, kind: 'office', path: `/contacts#office-${slug}` });
    expect((await call('POST', `${base}/${id}/unpublish`, editor, {})).statusCode).toBe(200);
    expect(await publicOffice('tashkent-city', slug, 'uz')).toBeUndefined();
    const after = json(await t.app.inject({ url: `/api/search?q=${encodeURIComponent('Тестовый офис')}&locale=ru&kind=office` }));
    expect(after.items.find((h: { slug: string }) => h.slug === slug)).toBeUndefined();
  });
});

/** RFC 4180 rows of a CSV download (the byte-order mark dropped): quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const next = body[i + 1];
    if (quoted && ch === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && next === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('offices in the open data set', () => {
  it("publishes each day's hours, the holidays and the closures in JSON and CSV, in the file's language", async () => {
    editor = await createStaff(t, ['editor']);
    const slug = `office-data-${Date.now().toString(36)}`;
    const holiday = { date: '2027-01-01', reason: { uz: 'Yangi yil', ru: 'Новый год', en: 'New Year' } };
    const closure = { date: '2026-12-15', reason: { uz: 'Taʼmirlash', ru: 'Ремонт, "малый" зал', en: 'Repairs' } };
    const created = await call('POST', base, editor, { slug, content: content({ holidays: [holiday], closures: [closure] }) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('POST', `${base}/${json(created).id}/publish`, editor, {})).statusCode).toBe(200);

    const set = json(await t.app.inject({ url: '/api/open-data/service-offices.json?locale=ru' }));
    expect(set.fields).toEqual(expect.arrayContaining(['office_hours', 'week', 'holidays', 'closures']));
    const row = set.rows.find((r: { slug: string }) => r.slug === slug);
    // The summary line stays; the week is Monday first, a short Friday and Saturday without lunch as published.
    expect(row.office_hours).toBe('Mon-Fri 09:00-18:00; Sat 10:00-14:00; lunch 13:00-14:00');
    expect(row.week).toEqual(WEEK);
    expect(Object.keys(row.week)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(row.holidays).toEqual([{ date: '2027-01-01', reason: 'Новый год' }]);
    expect(row.closures).toEqual([{ date: '2026-12-15', reason: 'Ремонт, "малый" зал' }]);
    // An office nobody edited: its days follow from the summary (Sunday closed, Saturday without lunch).
    const seeded = set.rows.find((r: { slug: string; holidays: unknown[] }) => r.slug !== slug && r.holidays.length === 0);
    expect(seeded.week.sun).toBeNull();
    expect(seeded.week.mon).toMatchObject({ open: expect.stringMatching(/^\d\d:\d\d$/) });

    const csv = await t.app.inject({ url: '/api/open-data/service-offices.csv?locale=en' });
    const [header, ...lines] = parseCsv(csv.body);
    expect(header!.slice(0, 11)).toEqual([
      'slug',
      'region',
      'region_name',
      'kind',
      'name',
      'address',
      'phone_number',
      'email',
      'office_hours',
      'lat',
      'lng',
    ]);
    const cells = Object.fromEntries(header!.map((h, i) => [h, lines.find((l) => l[0] === slug)![i]]));
    expect(cells).toMatchObject({
      mon_open: '09:00',
      mon_close: '18:00',
      mon_lunch_start: '13:00',
      mon_lunch_end: '14:00',
      fri_close: '17:00',
      sat_open: '10:00',
      sat_lunch_start: '',
      sun_open: '',
      sun_close: '',
    });
    expect(JSON.parse(cells.holidays!)).toEqual([{ date: '2027-01-01', reason: 'New Year' }]);
    expect(JSON.parse(cells.closures!)).toEqual([{ date: '2026-12-15', reason: 'Repairs' }]);
    expect(lines.every((l) => l.length === header!.length)).toBe(true);
  });
});

describe('offices: input and permissions', () => {
  beforeAll(async () => {
    editor = await createStaff(t, ['editor']);
    handler = await createStaff(t, ['handler']);
  });

  it('bad input is a 422 naming the field, never a 5xx', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [content({ lat: 55.75, lng: 37.62 }), { 'content.lat': 'invalid', 'content.lng': 'invalid' }],
      [content({ lat: 'north' }), { 'content.lat': 'required' }],
      [content({ phones: [] }), { 'content.phones': 'required' }],
      // A list's problem is the list's (every list field of the contract is reported so).
      [content({ phones: ['12345'] }), { 'content.phones': 'phone' }],
      [content({ email: 'not-mail' }), { 'content.email': 'email' }],
      [content({ region: 'mars' }), { 'content.region': 'invalid' }],
      [content({ week: [] }), { 'content.week': 'invalid' }],
      [content({ week: { ...WEEK, tue: day('18:00', '09:00') } }), { 'content.week.tue.close': 'invalid' }],
      [
        content({ week: { ...WEEK, wed: day('09:00', '18:00', { start: '19:00', end: '20:00' }) } }),
        { 'content.week.wed.lunch.end': 'invalid' },
      ],
      [content({ week: { ...WEEK, mon: day('9am', '18:00') } }), { 'content.week.mon.open': 'invalid' }],
      [content({ closures: [{ date: '2026-02-30', reason: { uz: 'Yoʻq', ru: 'Нет', en: 'No' } }] }), { 'content.closures': 'date' }],
      // A reason in every language the office is written in.
      [content({ holidays: [{ date: '2027-03-21', reason: { uz: 'Navroʻz' } }] }), { 'content.holidays': 'required' }],
      [content({ texts: { uz: { ...texts.uz, name: '' } } }), { 'content.texts.uz.name': 'required' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('POST', base, editor, { slug: `office-bad-${Date.now().toString(36)}`, content: body });
      expect(expectError(res, 422, 'validation_failed').fields, JSON.stringify(body)).toMatchObject(fields);
    }
  });

  it('only editors', async () => {
    expectError(await call('GET', base, handler), 403);
    expectError(await call('POST', base, handler, { slug: 'office-nope', content: content() }), 403);
    expectError(await call('GET', base, null), 401);
  });
});
