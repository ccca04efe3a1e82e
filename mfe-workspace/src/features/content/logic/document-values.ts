import { DocumentContent } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { DocumentContentInput, DocumentEditorial } from '@tax/shared/staff-api';
import {
  CONTENT_LOCALES,
  contentErrorCodes,
  isLanguageEmpty,
  tashkentToday,
  type ContentFormValues,
  type ContentLocale,
} from './form-values.ts';

/**
 * A legal document's form: its version label and effective day, once; a title and the text (sections at level-2
 * headings) per language. The sections' anchors are not edited here: they are carried from the item unchanged, so a
 * save keeps the public page's links (`/ustav#general-provisions`) working.
 */
export interface DocumentFormValues extends ContentFormValues {
  version: string;
  effective: string;
  anchors: string[];
  texts: Record<ContentLocale, { title: string; body: string }>;
}

const EMPTY = { title: '', body: '' };

export function emptyDocumentValues(now = new Date()): DocumentFormValues {
  return {
    slug: '',
    version: '',
    effective: tashkentToday(now),
    anchors: [],
    texts: { uz: { ...EMPTY }, ru: { ...EMPTY }, en: { ...EMPTY } },
  };
}

export function documentValuesFromItem(item: Pick<DocumentEditorial, 'slug' | 'draft'>): DocumentFormValues {
  const texts = item.draft.texts;
  return {
    slug: item.slug,
    version: item.draft.version,
    effective: item.draft.effective,
    anchors: item.draft.anchors ?? [],
    texts: { uz: { ...EMPTY, ...texts.uz }, ru: { ...EMPTY, ...texts.ru }, en: { ...EMPTY, ...texts.en } },
  };
}

/** The content as the API takes it: a language nobody wrote in is absent. */
export function documentContentFromValues(values: DocumentFormValues): DocumentContentInput {
  const texts: DocumentContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { title: own.title, body: own.body };
  }
  return { version: values.version, effective: values.effective, ...(values.anchors.length ? { anchors: values.anchors } : {}), texts };
}

const resolver = schemaResolver(DocumentContent, { sync: true });

/** The form's errors as codes by field path, from the contract's schema (the API's own checks). */
export function documentErrorCodes(values: DocumentFormValues): Record<string, string> {
  return contentErrorCodes((c) => resolver(c as DocumentContentInput), documentContentFromValues(values), values, 'title');
}
