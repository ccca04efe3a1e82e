import { ProductContent } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { ProductContentInput, ProductEditorial } from '@tax/shared/staff-api';
import { CONTENT_LOCALES, contentErrorCodes, isLanguageEmpty, type ContentFormValues, type ContentLocale } from './form-values.ts';

export type ProductTextValues = { title: string; summary: string; details: string; features: string };

/** The business product form: its price as typed (empty: "on request"); texts per language. */
export interface ProductFormValues extends ContentFormValues {
  price: string;
  texts: Record<ContentLocale, ProductTextValues>;
}

const EMPTY: ProductTextValues = { title: '', summary: '', details: '', features: '' };

export function emptyProductValues(): ProductFormValues {
  return { slug: '', price: '', texts: { uz: { ...EMPTY }, ru: { ...EMPTY }, en: { ...EMPTY } } };
}

export function productValuesFromItem(item: Pick<ProductEditorial, 'slug' | 'draft'>): ProductFormValues {
  const { draft } = item;
  return {
    slug: item.slug,
    price: draft.price === null ? '' : String(draft.price),
    texts: { uz: { ...EMPTY, ...draft.texts.uz }, ru: { ...EMPTY, ...draft.texts.ru }, en: { ...EMPTY, ...draft.texts.en } },
  };
}

/** A price as typed: nothing is null ("on request"), anything but whole so'm -1 (the schema's `invalid`). */
function priceOf(typed: string): number | null {
  const digits = typed.replace(/[\s\u00a0]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : -1;
}

export function productContentFromValues(values: ProductFormValues): ProductContentInput {
  const texts: ProductContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { ...own };
  }
  return { price: priceOf(values.price), texts };
}

const resolver = schemaResolver(ProductContent, { sync: true });

export function productErrorCodes(values: ProductFormValues): Record<string, string> {
  return contentErrorCodes((c) => resolver(c as ProductContentInput), productContentFromValues(values), values, 'title');
}
