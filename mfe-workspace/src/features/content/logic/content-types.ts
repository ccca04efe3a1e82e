import { NEWS_TOPICS } from '@tax/shared/contract';
import type { EditorialItemBase, EditorialType, NewsEditorial } from '@tax/shared/staff-api';
import {
  contentFromValues,
  emptyNewsValues,
  newsErrorCodes,
  valuesFromItem,
  type ContentFormValues,
  type NewsFormValues,
} from './form-values.ts';

/**
 * What the workspace's generic list and editor shell need of one content type, beside its field components
 * (components/content-types.tsx): its form values from and to the API's content, checked by the contract's schema.
 */
export interface ContentTypeLogic<V extends ContentFormValues = ContentFormValues> {
  type: EditorialType;
  /** Each language's fields, in the order shown (the first is the one "nothing written" marks). */
  textFields: readonly string[];
  /** Of those, the rich texts (compared as their plain words in a conflict). */
  richFields: readonly string[];
  /** The shared (not per-language) fields, at the top of the form values. */
  sharedFields: readonly string[];
  /** The list's own filters beside state, language and words: the query key and the values it takes. */
  filters: Readonly<Record<string, readonly string[]>>;
  empty: (now?: Date) => V;
  fromItem: (item: EditorialItemBase) => V;
  /** The content as the API takes it (a language nobody wrote in is absent). */
  toContent: (values: V) => unknown;
  /** Error codes by form path, from the contract's schemas (the ones the API validates with). */
  errorCodes: (values: V) => Record<string, string>;
  /** The public page of an item (no locale prefix), or null when it has none of its own. */
  publicPath: (slug: string) => string | null;
  /** The public page can show a draft (a preview link). */
  preview: boolean;
}

export const newsLogic: ContentTypeLogic<NewsFormValues> = {
  type: 'news',
  textFields: ['title', 'summary', 'body'],
  richFields: ['body'],
  sharedFields: ['date', 'topic'],
  filters: { topic: NEWS_TOPICS },
  empty: emptyNewsValues,
  fromItem: (item) => valuesFromItem(item as NewsEditorial),
  toContent: contentFromValues,
  errorCodes: newsErrorCodes,
  publicPath: (slug) => `/news/${slug}`,
  preview: true,
};

const LOGIC: Record<EditorialType, ContentTypeLogic> = {
  news: newsLogic as unknown as ContentTypeLogic,
};

export function contentTypeLogic(type: EditorialType): ContentTypeLogic {
  return LOGIC[type];
}
