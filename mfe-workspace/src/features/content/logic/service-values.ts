import { ServiceContent } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { ServiceContentInput, ServiceEditorial } from '@tax/shared/staff-api';
import { CONTENT_LOCALES, contentErrorCodes, isLanguageEmpty, type ContentFormValues, type ContentLocale } from './form-values.ts';

export type ServiceTextValues = {
  title: string;
  unit: string;
  summary: string;
  description: string;
  audience: string;
  documents: string;
  duration: string;
};

/** The service form: its category and price as typed (digits, spaces allowed); texts per language. */
export interface ServiceFormValues extends ContentFormValues {
  category: string;
  price: string;
  texts: Record<ContentLocale, ServiceTextValues>;
}

const EMPTY: ServiceTextValues = { title: '', unit: '', summary: '', description: '', audience: '', documents: '', duration: '' };

export function emptyServiceValues(): ServiceFormValues {
  return { slug: '', category: 'individual', price: '', texts: { uz: { ...EMPTY }, ru: { ...EMPTY }, en: { ...EMPTY } } };
}

export function serviceValuesFromItem(item: Pick<ServiceEditorial, 'slug' | 'draft'>): ServiceFormValues {
  const { draft } = item;
  return {
    slug: item.slug,
    category: draft.category,
    price: String(draft.price),
    texts: { uz: { ...EMPTY, ...draft.texts.uz }, ru: { ...EMPTY, ...draft.texts.ru }, en: { ...EMPTY, ...draft.texts.en } },
  };
}

/** A sum as typed: nothing is NaN (`required`), anything but whole so'm -1 (`invalid`). */
function soum(typed: string): number {
  const digits = typed.replace(/[\s\u00a0]/g, '');
  if (digits === '') return Number.NaN;
  return /^\d+$/.test(digits) ? Number(digits) : -1;
}

export function serviceContentFromValues(values: ServiceFormValues): ServiceContentInput {
  const texts: ServiceContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { ...own };
  }
  return { category: values.category as ServiceContentInput['category'], price: soum(values.price), texts };
}

const resolver = schemaResolver(ServiceContent, { sync: true });

export function serviceErrorCodes(values: ServiceFormValues): Record<string, string> {
  return contentErrorCodes((c) => resolver(c as ServiceContentInput), serviceContentFromValues(values), values, 'title');
}
