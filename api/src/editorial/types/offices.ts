/**
 * Offices as an editorial type: the public `offices` table (the contacts page, the office finder, the home page's map
 * and the open data set read it) and its search rows are the published projection. Each day's hours, the public
 * holidays and the one-off closures go into `office_hours` beside the summary older pages read; the kit's time module
 * (`@tax/shared/time`) turns them into "open now" and "closed today: <reason>". Decision 0050.
 */
import {
  OFFICE_SCHEMAS,
  WEEKDAY_KEYS,
  normalizeUzPhone,
  type Locale,
  type OfficeClosedDay,
  type OfficeContent,
  type WeekdayKey,
} from '@tax/shared/contract';
import type { OfficeHoursValue, T } from '../../db/schema.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { indexForSearch, localized } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
type Day = OfficeContent['week'][WeekdayKey];
type Week = OfficeContent['week'];
/** The public `week` counts from Sunday, as JavaScript's getDay and the kit's time module do. */
const FROM_SUNDAY: readonly WeekdayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
type Reason = OfficeClosedDay['reason'];

/** What an office's publication touches: the pages that list offices (home map, about, contacts), search, open data. */
export function officeChange(...slugs: string[]): ContentChange {
  return {
    tags: ['offices', 'regions', ...slugs.map((s) => `office:${s}`), 'home', 'search', 'open-data'],
    paths: ['/', '/about', '/contacts', '/search'],
  };
}

/** The same value in one key order (meta is compared as JSON): a day, a reason, a list of closed days by date. */
const dayOf = (d: Day): Day =>
  d ? { open: d.open, close: d.close, lunch: d.lunch ? { start: d.lunch.start, end: d.lunch.end } : null } : null;
const reasonOf = (r: Partial<Record<Locale, string>>): Reason => {
  const out: Reason = {};
  for (const l of LOCALES) if (r[l]) out[l] = r[l];
  return out;
};
const byDate = (days: readonly OfficeClosedDay[]) =>
  days.map((d) => ({ date: d.date, reason: reasonOf(d.reason) })).sort((a, b) => a.date.localeCompare(b.date));
const phonesOf = (phones: readonly string[]) => phones.map((p) => normalizeUzPhone(p) ?? p);

/** The shared fields as the public row holds them. */
function officeMeta(c: OfficeContent) {
  return {
    region: c.region,
    kind: c.kind,
    phones: phonesOf(c.phones),
    email: c.email,
    lat: c.lat,
    lng: c.lng,
    week: Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, dayOf(c.week[k])])) as Week,
    holidays: byDate(c.holidays),
    closures: byDate(c.closures),
  };
}

/** The summary older pages and the open data read: Monday's hours and lunch, Saturday's hours (a closed Monday: the first open weekday). */
function summaryOf(week: Week): Pick<OfficeHoursValue, 'weekdays' | 'saturday' | 'lunch'> {
  const weekday = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((k) => week[k]).find((d) => d) ?? null;
  return {
    weekdays: weekday ? { open: weekday.open, close: weekday.close } : { open: '00:00', close: '00:00' },
    saturday: week.sat ? { open: week.sat.open, close: week.sat.close } : null,
    lunch: weekday?.lunch ?? null,
  };
}

/** An office's week from its public hours: each day's own, or (the seed's) Monday to Friday with lunch, Saturday, Sunday closed. */
function weekOf(h: OfficeHoursValue): Week {
  const week = h.week;
  if (week?.length === 7) return Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, dayOf(week[FROM_SUNDAY.indexOf(k)] ?? null)])) as Week;
  const weekday = dayOf({ ...h.weekdays, lunch: h.lunch });
  const sat = h.saturday ? dayOf({ ...h.saturday, lunch: null }) : null;
  return { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat, sun: null };
}

const closedOfKind = (h: OfficeHoursValue, kind: 'holiday' | 'closure') =>
  (h.closures ?? []).filter((c) => c.kind === kind).map((c) => ({ date: c.date, reason: reasonOf(c.reason) }));

export const officeDescriptor: EditorialDescriptor<OfficeContent> = {
  type: 'offices',
  noun: 'Office',
  schemas: OFFICE_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.name ?? c.texts.ru?.name ?? c.texts.en?.name,
  summary: (c) => ({ region: c.region, kind: c.kind }),
  meta: officeMeta,
  async publicMeta(d, slug) {
    const row = await d.selectFrom('offices').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) return null;
    return {
      region: row.region_code,
      kind: row.kind,
      phones: row.phones ?? [row.phone_number],
      email: row.email,
      lat: row.lat,
      lng: row.lng,
      week: weekOf(row.office_hours),
      holidays: byDate(closedOfKind(row.office_hours, 'holiday')),
      closures: byDate(closedOfKind(row.office_hours, 'closure')),
    };
  },
  async project(trx, { slug, previousSlugs, published }) {
    const slugs = [slug, ...previousSlugs];
    await trx.deleteFrom('search_index').where('kind', '=', 'office').where('slug', 'in', slugs).execute();
    // An office keeps its place in its region's list; a new one goes last.
    const before = await trx.selectFrom('offices').select(['ord', 'region_code']).where('slug', 'in', slugs).executeTakeFirst();
    await trx.deleteFrom('offices').where('slug', 'in', slugs).execute();
    if (!published) return;
    const { texts, content } = published;
    const meta = officeMeta(content);
    const last = await trx
      .selectFrom('offices')
      .select((eb) => eb.fn.max('ord').as('ord'))
      .where('region_code', '=', content.region)
      .executeTakeFirst();
    const ord = before && before.region_code === content.region ? before.ord : Number(last?.ord ?? -1) + 1;
    const closures: NonNullable<OfficeHoursValue['closures']> = [
      ...meta.holidays.map((d) => ({ date: d.date, kind: 'holiday' as const, reason: d.reason as T })),
      ...meta.closures.map((d) => ({ date: d.date, kind: 'closure' as const, reason: d.reason as T })),
    ].sort((a, b) => a.date.localeCompare(b.date));
    const hours: OfficeHoursValue = { ...summaryOf(meta.week), week: FROM_SUNDAY.map((k) => meta.week[k]), closures };
    await trx
      .insertInto('offices')
      .values({
        slug,
        region_code: content.region,
        kind: content.kind,
        name: JSON.stringify(localized(texts, (x) => x.name)),
        address: JSON.stringify(localized(texts, (x) => x.address)),
        phone_number: meta.phones[0]!,
        phones: JSON.stringify(meta.phones),
        email: content.email,
        office_hours: JSON.stringify(hours),
        lat: content.lat,
        lng: content.lng,
        ord,
      })
      .execute();
    const region = await trx.selectFrom('regions').select('name').where('code', '=', content.region).executeTakeFirst();
    await indexForSearch(
      trx,
      'office',
      slug,
      localized(texts, (x) => x.name),
      [localized(texts, (x) => x.address), region?.name ?? { uz: content.region }],
    );
  },
  change: officeChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('offices').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('offices').selectAll().orderBy('ord').execute();
    return rows.map((o) => {
      const texts: OfficeContent['texts'] = {};
      for (const l of LOCALES) {
        const name = o.name[l];
        if (name) texts[l] = { name, address: o.address[l] ?? o.address.uz };
      }
      const content: OfficeContent = {
        region: o.region_code as OfficeContent['region'],
        kind: o.kind,
        phones: o.phones ?? [o.phone_number],
        email: o.email,
        lat: o.lat,
        lng: o.lng,
        week: weekOf(o.office_hours),
        holidays: closedOfKind(o.office_hours, 'holiday'),
        closures: closedOfKind(o.office_hours, 'closure'),
        texts,
      };
      return { slug: o.slug, content };
    });
  },
  publicPath: () => '/contacts',
};
