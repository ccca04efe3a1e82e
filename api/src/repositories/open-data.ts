/** Open data: the published sets and the rows of each, flattened for CSV and JSON downloads. */
import { WEEKDAY_KEYS, type Locale } from '@tax/shared/contract';
import { weekdayHours } from '@tax/shared/time';
import type { RepositoryContext } from './context.ts';
import { todayOf } from '../context.ts';
import type { OfficeHoursValue } from '../db/schema.ts';
import { localize, Translator } from '../lib/locale.ts';

export interface OpenDataFile {
  /** The fields of a row, in order (the JSON download's `fields`). */
  header: string[];
  rows: Record<string, unknown>[];
  /** A set whose rows nest (an office's week) flattens them for CSV; without it the CSV's columns are the fields. */
  csv?: { header: string[]; rows: Record<string, unknown>[] };
}

/** Office hours as one line of a CSV cell. */
const hoursText = (h: OfficeHoursValue) =>
  `Mon-Fri ${h.weekdays.open}-${h.weekdays.close}` +
  (h.saturday ? `; Sat ${h.saturday.open}-${h.saturday.close}` : '') +
  (h.lunch ? `; lunch ${h.lunch.start}-${h.lunch.end}` : '');

/** The week from Monday, as the offices' editors and the open data name its days; `weekdayHours` counts from Sunday. */
const FROM_MONDAY = WEEKDAY_KEYS.map((key, i) => ({ key, weekday: (i + 1) % 7 }));

/**
 * Each day's hours (null: closed), the public holidays and the one-off closures as editors published them, reasons in
 * the file's language. An office nobody edited has only the summary: its days follow from it by the time module's rule.
 */
function officeDetail(h: OfficeHoursValue, tr: Translator) {
  const closed = (kind: 'holiday' | 'closure') =>
    (h.closures ?? []).filter((c) => c.kind === kind).map((c) => ({ date: c.date, reason: tr.t(c.reason) }));
  const { weekdays, saturday, lunch, week } = h;
  return {
    week: Object.fromEntries(FROM_MONDAY.map(({ key, weekday }) => [key, weekdayHours({ weekdays, saturday, lunch, week }, weekday)])),
    holidays: closed('holiday'),
    closures: closed('closure'),
  };
}
type OfficeDetail = ReturnType<typeof officeDetail>;

/** An office's detail as CSV columns: `<day>_open`, `_close`, `_lunch_start`, `_lunch_end` (empty: closed, no lunch); the two lists as JSON text. */
const OFFICE_CSV_DETAIL = [
  ...WEEKDAY_KEYS.flatMap((k) => [`${k}_open`, `${k}_close`, `${k}_lunch_start`, `${k}_lunch_end`]),
  'holidays',
  'closures',
];
function officeCsvDetail({ week, holidays, closures }: OfficeDetail): Record<string, unknown> {
  const cells: Record<string, unknown> = { holidays: JSON.stringify(holidays), closures: JSON.stringify(closures) };
  for (const k of WEEKDAY_KEYS) {
    const day = week[k];
    Object.assign(cells, {
      [`${k}_open`]: day?.open,
      [`${k}_close`]: day?.close,
      [`${k}_lunch_start`]: day?.lunch?.start,
      [`${k}_lunch_end`]: day?.lunch?.end,
    });
  }
  return cells;
}

export function openDataRepository(ctx: RepositoryContext) {
  const { db } = ctx;

  /** The rows of a set's source, localized; an unknown source has none. */
  const rowsOf = async (source: string, l: Locale): Promise<OpenDataFile> => {
    const tr = new Translator(l);
    switch (source) {
      case 'regions': {
        const rows = await db
          .selectFrom('regions')
          .leftJoin('offices', 'offices.region_code', 'regions.code')
          .select([
            'regions.code',
            'regions.name',
            'regions.grp',
            'regions.centre',
            'regions.lat',
            'regions.lng',
            'regions.ord',
            (eb) => eb.fn.count<number>('offices.slug').as('offices'),
          ])
          .groupBy(['regions.code'])
          .orderBy('regions.ord')
          .execute();
        return {
          header: ['code', 'name', 'group', 'centre', 'lat', 'lng', 'offices'],
          rows: rows.map((r) => ({
            code: r.code,
            name: tr.t(r.name),
            group: r.grp,
            centre: tr.t(r.centre),
            lat: r.lat,
            lng: r.lng,
            offices: Number(r.offices),
          })),
        };
      }
      case 'offices': {
        const rows = await db
          .selectFrom('offices')
          .innerJoin('regions', 'regions.code', 'offices.region_code')
          .select([
            'offices.slug',
            'offices.region_code',
            'regions.name as region_name',
            'offices.kind',
            'offices.name',
            'offices.address',
            'offices.phone_number',
            'offices.email',
            'offices.office_hours',
            'offices.lat',
            'offices.lng',
          ])
          .orderBy('regions.ord')
          .orderBy('offices.ord')
          .execute();
        // The first columns are the set's since its start (office_hours: the summary as a line); the detail follows.
        const header = ['slug', 'region', 'region_name', 'kind', 'name', 'address', 'phone_number', 'email', 'office_hours', 'lat', 'lng'];
        const offices = rows.map((r) => ({
          row: {
            slug: r.slug,
            region: r.region_code,
            region_name: tr.t(r.region_name),
            kind: r.kind,
            name: tr.t(r.name),
            address: tr.t(r.address),
            phone_number: r.phone_number,
            email: r.email,
            office_hours: hoursText(r.office_hours),
            lat: r.lat,
            lng: r.lng,
          },
          detail: officeDetail(r.office_hours, tr),
        }));
        return {
          header: [...header, 'week', 'holidays', 'closures'],
          rows: offices.map((o) => ({ ...o.row, ...o.detail })),
          csv: {
            header: [...header, ...OFFICE_CSV_DETAIL],
            rows: offices.map((o) => ({ ...o.row, ...officeCsvDetail(o.detail) })),
          },
        };
      }
      case 'services': {
        const rows = await db.selectFrom('services').selectAll().orderBy('ord').execute();
        return {
          header: ['slug', 'category', 'servicename', 'servicename_sum', 'unit', 'duration'],
          rows: rows.map((r) => ({
            slug: r.slug,
            category: r.category,
            servicename: tr.t(r.servicename),
            servicename_sum: Number(r.servicename_sum),
            unit: tr.t(r.unit),
            duration: tr.t(r.duration),
          })),
        };
      }
      case 'tax_statistics': {
        const rows = await db
          .selectFrom('tax_stat_points')
          .innerJoin('tax_stat_series', 'tax_stat_series.key', 'tax_stat_points.series_key')
          .select([
            'tax_stat_series.key',
            'tax_stat_series.title',
            'tax_stat_series.unit',
            'tax_stat_points.month',
            'tax_stat_points.value',
          ])
          .orderBy('tax_stat_series.ord')
          .orderBy('tax_stat_points.month')
          .execute();
        return {
          header: ['series', 'title', 'unit', 'month', 'value'],
          rows: rows.map((r) => ({ series: r.key, title: tr.t(r.title), unit: tr.t(r.unit), month: r.month, value: Number(r.value) })),
        };
      }
      case 'vacancies': {
        const rows = await db.selectFrom('vacancies').selectAll().orderBy('published', 'desc').orderBy('slug').execute();
        const today = todayOf(ctx);
        return {
          header: ['slug', 'title', 'region', 'status', 'published', 'deadline', 'salary_from', 'salary_to'],
          rows: rows.map((r) => ({
            slug: r.slug,
            title: tr.t(r.title),
            region: r.region_code,
            status: r.status === 'closed' || r.deadline < today ? 'closed' : 'open',
            published: r.published,
            deadline: r.deadline,
            salary_from: r.salary_from,
            salary_to: r.salary_to,
          })),
        };
      }
      default:
        return { header: [], rows: [] };
    }
  };

  return {
    /** The sets with their row counts and download links. */
    async sets(l: Locale) {
      const sets = await db.selectFrom('open_data').selectAll().orderBy('ord').execute();
      return Promise.all(
        sets.map(async (s) => ({
          ...localize(l, s, (tr) => ({
            slug: s.slug,
            source: s.source,
            title: tr.t(s.title),
            description: tr.t(s.description),
            updated: s.updated,
          })),
          rows: (await rowsOf(s.source, l)).rows.length,
          downloads: (['csv', 'json'] as const).map((format) => ({
            format,
            url: `${ctx.publicBase}/open-data/${s.slug}.${format}?locale=${l}`,
          })),
        })),
      );
    },

    /** One set's table; undefined if no set has this slug. */
    async table(l: Locale, slug: string): Promise<(OpenDataFile & { updated: string }) | undefined> {
      const set = await db.selectFrom('open_data').selectAll().where('slug', '=', slug).executeTakeFirst();
      return set && { updated: set.updated, ...(await rowsOf(set.source, l)) };
    },
  };
}
