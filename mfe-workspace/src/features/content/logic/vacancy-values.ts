import { VacancyContent } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { VacancyContentInput, VacancyEditorial } from '@tax/shared/staff-api';
import {
  CONTENT_LOCALES,
  contentErrorCodes,
  isLanguageEmpty,
  tashkentToday,
  type ContentFormValues,
  type ContentLocale,
} from './form-values.ts';

export type VacancyTextValues = { title: string; employment: string; duties: string; requirements: string };

/** The vacancy form: region, salary range as typed (digits, spaces allowed), closing date; texts per language. */
export interface VacancyFormValues extends ContentFormValues {
  region: string;
  salaryFrom: string;
  salaryTo: string;
  deadline: string;
  texts: Record<ContentLocale, VacancyTextValues>;
}

const EMPTY: VacancyTextValues = { title: '', employment: '', duties: '', requirements: '' };

/** A month from today (Tashkent): a common closing date, which the editor changes. */
export function emptyVacancyValues(now = new Date()): VacancyFormValues {
  return {
    slug: '',
    region: 'tashkent-city',
    salaryFrom: '',
    salaryTo: '',
    deadline: tashkentToday(new Date(now.getTime() + 30 * 24 * 3600_000)),
    texts: { uz: { ...EMPTY }, ru: { ...EMPTY }, en: { ...EMPTY } },
  };
}

export function vacancyValuesFromItem(item: Pick<VacancyEditorial, 'slug' | 'draft'>): VacancyFormValues {
  const { draft } = item;
  return {
    slug: item.slug,
    region: draft.region,
    salaryFrom: draft.salary ? String(draft.salary.from) : '',
    salaryTo: draft.salary ? String(draft.salary.to) : '',
    deadline: draft.deadline,
    texts: {
      uz: { ...EMPTY, ...draft.texts.uz },
      ru: { ...EMPTY, ...draft.texts.ru },
      en: { ...EMPTY, ...draft.texts.en },
    },
  };
}

/**
 * A sum as typed ("15 000 000"): the number; nothing typed is NaN (the schema's `required`), anything that is not
 * whole so'm is -1 (its `invalid`), so the form says which.
 */
function soum(typed: string): number {
  const digits = typed.replace(/[\s\u00a0]/g, '');
  if (digits === '') return Number.NaN;
  return /^\d+$/.test(digits) ? Number(digits) : -1;
}

/** The content as the API takes it: no salary when both sums are empty ("by agreement"). */
export function vacancyContentFromValues(values: VacancyFormValues): VacancyContentInput {
  const texts: VacancyContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { ...own };
  }
  const none = !values.salaryFrom.trim() && !values.salaryTo.trim();
  return {
    region: values.region as VacancyContentInput['region'],
    salary: none ? null : { from: soum(values.salaryFrom), to: soum(values.salaryTo) },
    deadline: values.deadline,
    texts,
  };
}

/** The API's (and the schema's) path of a field, as the form names it: `salary.to` is the `salaryTo` input. */
export function vacancyFormPath(path: string): string {
  if (path === 'salary' || path === 'salary.from') return 'salaryFrom';
  if (path === 'salary.to') return 'salaryTo';
  return path;
}

const resolver = schemaResolver(VacancyContent, { sync: true });

export function vacancyErrorCodes(values: VacancyFormValues): Record<string, string> {
  const codes = contentErrorCodes((c) => resolver(c as VacancyContentInput), vacancyContentFromValues(values), values, 'title');
  return Object.fromEntries(Object.entries(codes).map(([path, code]) => [vacancyFormPath(path), code]));
}
