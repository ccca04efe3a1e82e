/**
 * Every date the contract accepts or answers is a real one: 2026-02-30 is refused with the field code `date`, never
 * rolled over to 2 March. One block per schema that holds a date, so a new date field without the check stands out.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AuditQuery,
  Certificate,
  InboxListQuery,
  IsoDate,
  LegalDocument,
  NewsContent,
  NewsSummary,
  ScheduleBody,
  TashkentDateTime,
  Vacancy,
  VacancyApplicationFields,
  isValidIsoDate,
} from './index.ts';

const IMPOSSIBLE_DAYS = ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32'];
const REAL_DAYS = ['2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29'];

/** The codes zod gives for `path` when `value` is put there in `base`. */
function codesAt(schema: z.ZodMiniType, base: Record<string, unknown>, path: string, value: unknown): string[] {
  const result = schema.safeParse({ ...base, [path]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

describe('isValidIsoDate', () => {
  it.each(IMPOSSIBLE_DAYS)('refuses %s', (day) => expect(isValidIsoDate(day)).toBe(false));
  it.each(REAL_DAYS)('accepts %s', (day) => expect(isValidIsoDate(day)).toBe(true));
  it('refuses other shapes', () => {
    for (const v of ['2026-2-3', '2026-02-03T00:00', ' 2026-02-03', '26-02-03', '2026/02/03', '']) expect(isValidIsoDate(v)).toBe(false);
  });
});

describe('IsoDate (every day in the public answers: news, vacancies, certificates, documents)', () => {
  it.each(IMPOSSIBLE_DAYS)('refuses %s with the code "date"', (day) => {
    const result = IsoDate.safeParse(day);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('date');
  });
  it.each(REAL_DAYS)('accepts %s unchanged', (day) => expect(IsoDate.parse(day)).toBe(day));
});

const newsSummary = {
  slug: 'a-news-item',
  title: 'T',
  summary: 'S',
  date: '2026-02-28',
  topic: 'announcements',
  image: { url: '/x.svg', width: 1, height: 1, alt: '' },
  locale: 'uz',
  translated: true,
};

describe('public answers holding dates', () => {
  it('NewsSummary.date', () => {
    expect(codesAt(NewsSummary, newsSummary, 'date', '2026-02-30')).toContain('date');
  });
  it('Vacancy.deadline and Vacancy.published', () => {
    for (const field of ['deadline', 'published'] as const) {
      const result = Vacancy.safeParse({ [field]: '2026-02-30' });
      expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe('date');
      expect(Vacancy.safeParse({ [field]: '2026-02-28' }).error?.issues.find((issue) => issue.path[0] === field)).toBeUndefined();
    }
  });
  it('Certificate.issued and Certificate.validUntil', () => {
    for (const field of ['issued', 'validUntil'] as const) {
      const result = Certificate.safeParse({ [field]: '2026-04-31' });
      expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe('date');
    }
    expect(Certificate.safeParse({ validUntil: null }).error?.issues.find((issue) => issue.path[0] === 'validUntil')).toBeUndefined();
  });
  it('LegalDocument.updated', () => {
    expect(LegalDocument.safeParse({ updated: '2026-02-29' }).error?.issues.find((issue) => issue.path[0] === 'updated')?.message).toBe(
      'date',
    );
  });
});

const newsContent = {
  date: '2026-02-28',
  topic: 'announcements',
  texts: { uz: { title: 'Sarlavha', summary: 'Qisqa', body: '<p>Matn</p>' } },
};

describe('what editors and staff send', () => {
  it('NewsContent.date (a news item’s day)', () => {
    expect(NewsContent.safeParse(newsContent).success).toBe(true);
    expect(codesAt(NewsContent, newsContent, 'date', '2026-02-30')).toEqual(['date']);
    expect(codesAt(NewsContent, newsContent, 'date', '2028-02-29')).toEqual([]);
  });
  it('TashkentDateTime and ScheduleBody.at (a publish or unpublish time)', () => {
    for (const at of [
      '2026-02-30T10:00',
      '2026-02-28T24:00',
      '2026-02-28T23:60',
      '2026-13-01T10:00',
      '2026-02-28 10:00',
      '2026-02-28T10:00:00',
    ])
      expect(TashkentDateTime.safeParse(at).success, at).toBe(false);
    expect(TashkentDateTime.parse('2028-02-29T23:59')).toBe('2028-02-29T23:59');
    expect(codesAt(ScheduleBody, { action: 'publish' }, 'at', '2026-02-30T10:00')).toEqual(['date']);
    expect(codesAt(ScheduleBody, { action: 'publish' }, 'at', '2026-03-02T10:00')).toEqual([]);
  });
  it('InboxListQuery and AuditQuery from/to (days in filters)', () => {
    for (const schema of [InboxListQuery, AuditQuery] as z.ZodMiniType[])
      for (const field of ['from', 'to']) {
        expect(codesAt(schema, {}, field, '2026-02-30')).toEqual(['date']);
        expect(codesAt(schema, {}, field, '2026-02-28')).toEqual([]);
      }
  });
  it('VacancyApplicationFields.birthday', () => {
    expect(codesAt(VacancyApplicationFields, {}, 'birthday', '1990-02-30')).toEqual(['date']);
    expect(codesAt(VacancyApplicationFields, {}, 'birthday', '1990-02-28')).toEqual([]);
  });
});
