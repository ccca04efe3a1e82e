import { OfficeContent, WEEKDAY_KEYS, type WeekdayKey } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { OfficeContentInput, OfficeEditorial } from '@tax/shared/staff-api';
import { CONTENT_LOCALES, contentErrorCodes, isLanguageEmpty, type ContentFormValues, type ContentLocale } from './form-values.ts';

export type OfficeTextValues = { name: string; address: string };

/** One day of the week as the form has it: closed, or its hours and an optional lunch break (both ends empty: none). */
export interface DayValues {
  closed: boolean;
  open: string;
  close: string;
  lunchStart: string;
  lunchEnd: string;
}

/** A holiday or closure row: its date and the reason in each language. */
export interface ClosedDayValues {
  date: string;
  uz: string;
  ru: string;
  en: string;
}

/** The office form: phones one a line, the point as typed, the week Monday first, holidays and closures as rows. */
export interface OfficeFormValues extends ContentFormValues {
  region: string;
  kind: string;
  phones: string;
  email: string;
  lat: string;
  lng: string;
  week: Record<WeekdayKey, DayValues>;
  holidays: ClosedDayValues[];
  closures: ClosedDayValues[];
  texts: Record<ContentLocale, OfficeTextValues>;
}

const EMPTY: OfficeTextValues = { name: '', address: '' };
const WORKDAY: DayValues = { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' };
const CLOSED: DayValues = { closed: true, open: '', close: '', lunchStart: '', lunchEnd: '' };

export function emptyOfficeValues(): OfficeFormValues {
  const week = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, k === 'sat' || k === 'sun' ? { ...CLOSED } : { ...WORKDAY }])) as Record<
    WeekdayKey,
    DayValues
  >;
  return {
    slug: '',
    region: 'tashkent-city',
    kind: 'office',
    phones: '',
    email: '',
    lat: '',
    lng: '',
    week,
    holidays: [],
    closures: [],
    texts: { uz: { ...EMPTY }, ru: { ...EMPTY }, en: { ...EMPTY } },
  };
}

const rowOf = (d: { date: string; reason: Partial<Record<ContentLocale, string>> }): ClosedDayValues => ({
  date: d.date,
  uz: d.reason.uz ?? '',
  ru: d.reason.ru ?? '',
  en: d.reason.en ?? '',
});

export function officeValuesFromItem(item: Pick<OfficeEditorial, 'slug' | 'draft'>): OfficeFormValues {
  const { draft } = item;
  const week = Object.fromEntries(
    WEEKDAY_KEYS.map((k) => {
      const day = draft.week[k];
      return [
        k,
        day
          ? { closed: false, open: day.open, close: day.close, lunchStart: day.lunch?.start ?? '', lunchEnd: day.lunch?.end ?? '' }
          : { ...CLOSED },
      ];
    }),
  ) as Record<WeekdayKey, DayValues>;
  return {
    slug: item.slug,
    region: draft.region,
    kind: draft.kind,
    phones: draft.phones.join('\n'),
    email: draft.email,
    lat: String(draft.lat),
    lng: String(draft.lng),
    week,
    holidays: draft.holidays.map(rowOf),
    closures: draft.closures.map(rowOf),
    texts: { uz: { ...EMPTY, ...draft.texts.uz }, ru: { ...EMPTY, ...draft.texts.ru }, en: { ...EMPTY, ...draft.texts.en } },
  };
}

/** A coordinate as typed (a comma for the decimal point too): nothing is NaN (`required`). */
function degrees(typed: string): number {
  const text = typed.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const reasonOf = (row: ClosedDayValues) => {
  const out: Partial<Record<ContentLocale, string>> = {};
  for (const l of CONTENT_LOCALES) if (row[l].trim()) out[l] = row[l];
  return out;
};

export function officeContentFromValues(values: OfficeFormValues): OfficeContentInput {
  const texts: OfficeContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { ...own };
  }
  const week = Object.fromEntries(
    WEEKDAY_KEYS.map((k) => {
      const d = values.week[k];
      const lunch = d.lunchStart || d.lunchEnd ? { start: d.lunchStart, end: d.lunchEnd } : null;
      return [k, d.closed ? null : { open: d.open, close: d.close, lunch }];
    }),
  ) as OfficeContentInput['week'];
  return {
    region: values.region as OfficeContentInput['region'],
    kind: values.kind as OfficeContentInput['kind'],
    phones: values.phones
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean),
    email: values.email,
    lat: degrees(values.lat),
    lng: degrees(values.lng),
    week,
    holidays: values.holidays.map((row) => ({ date: row.date, reason: reasonOf(row) })),
    closures: values.closures.map((row) => ({ date: row.date, reason: reasonOf(row) })),
    texts,
  };
}

/** The form's path of a field the API or the schema names: a day's lunch ends are the `lunchStart`/`lunchEnd` inputs, a row's reason its language's input. */
export function officeFormPath(path: string): string {
  const lunch = /^week\.(\w+)\.lunch(?:\.(start|end))?$/.exec(path);
  if (lunch) return `week.${lunch[1]}.${lunch[2] === 'end' ? 'lunchEnd' : 'lunchStart'}`;
  const reason = /^(holidays|closures)\.(\d+)\.reason\.(uz|ru|en)$/.exec(path);
  if (reason) return `${reason[1]}.${reason[2]}.${reason[3]}`;
  // The API names a list's problem on the list (`closures`), the form on the row's field: both show.
  return path.replace(/^phones\.\d+$/, 'phones');
}

const resolver = schemaResolver(OfficeContent, { sync: true });

export function officeErrorCodes(values: OfficeFormValues): Record<string, string> {
  const codes = contentErrorCodes((c) => resolver(c as OfficeContentInput), officeContentFromValues(values), values, 'name');
  return Object.fromEntries(Object.entries(codes).map(([path, code]) => [officeFormPath(path), code]));
}
