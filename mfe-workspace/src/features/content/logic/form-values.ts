import { EditorialSlug, NewsContent, type EditorialImage } from '@tax/shared/contract';
import { schemaResolver } from '@tax/shared/workspace-ui';
import type { NewsContentInput, NewsEditorial } from '@tax/shared/staff-api';

export const CONTENT_LOCALES = ['uz', 'ru', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** One language's fields as the form holds them (empty strings for a language not written). */
export type LanguageValues = Record<string, string>;

/**
 * Any type's edit form: the slug, every language present (empty strings for one not written), and the type's own
 * shared fields beside (news: date and topic), at the top level so that a field's path is its name.
 */
export interface ContentFormValues {
  slug: string;
  texts: Record<ContentLocale, LanguageValues>;
}

export type TextValues = {
  title: string;
  summary: string;
  body: string;
};

/** The news form's values. */
export interface NewsFormValues extends ContentFormValues {
  date: string;
  topic: string;
  texts: Record<ContentLocale, TextValues>;
  /** The article's image with its alt texts and crop; null: none (the generated illustration). */
  image: EditorialImage | null;
  /** A YouTube address as pasted ('' none); the contract keeps it in one form. */
  video: string;
}

const EMPTY_TEXTS: TextValues = { title: '', summary: '', body: '' };

/** Today in Tashkent (the article's date is a Tashkent day). */
export function tashkentToday(now = new Date()): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 10);
}

export function emptyNewsValues(now = new Date()): NewsFormValues {
  return {
    slug: '',
    date: tashkentToday(now),
    topic: 'announcements',
    texts: { uz: { ...EMPTY_TEXTS }, ru: { ...EMPTY_TEXTS }, en: { ...EMPTY_TEXTS } },
    image: null,
    video: '',
  };
}

export function valuesFromItem(item: Pick<NewsEditorial, 'slug' | 'draft'>): NewsFormValues {
  const texts = item.draft.texts;
  return {
    slug: item.slug,
    date: item.draft.date,
    topic: item.draft.topic,
    texts: {
      uz: { ...EMPTY_TEXTS, ...texts.uz },
      ru: { ...EMPTY_TEXTS, ...texts.ru },
      en: { ...EMPTY_TEXTS, ...texts.en },
    },
    image: item.draft.image ?? null,
    video: item.draft.video ?? '',
  };
}

/** Nothing written in any of a language's fields (a rich text of empty paragraphs is empty too). */
export function isLanguageEmpty(texts: LanguageValues): boolean {
  return Object.values(texts).every((value) => !stripTags(value).trim());
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

/** The content as the API takes it: a language nobody wrote in is absent, not three empty strings. */
export function contentFromValues(values: NewsFormValues): NewsContentInput {
  const texts: NewsContentInput['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const own = values.texts[locale];
    if (!isLanguageEmpty(own)) texts[locale] = { title: own.title, summary: own.summary, body: own.body };
  }
  return {
    date: values.date,
    topic: values.topic as NewsContentInput['topic'],
    texts,
    ...(values.image ? { image: values.image } : {}),
    ...(values.video.trim() ? { video: values.video.trim() } : {}),
  };
}

/** The published languages an image still lacks alt text for (publishing them is refused). */
export function languagesWithoutAlt(image: EditorialImage | null | undefined, locales: readonly ContentLocale[]): ContentLocale[] {
  return image ? locales.filter((l) => !image.alt[l]?.trim()) : [];
}

const contentErrors = schemaResolver(NewsContent, { sync: true });
const slugErrors = schemaResolver(EditorialSlug, { sync: true });

/**
 * A content's errors as codes by form path, from a contract schema's resolver (the API's own checks), with the slug's
 * and "nothing written at all" (`texts.uz.<first field>: required`: Uzbek is the site's first language).
 */
export function contentErrorCodes(
  resolver: (content: unknown) => Record<string, unknown>,
  content: unknown,
  values: ContentFormValues,
  firstField: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, code] of Object.entries(resolver(content))) errors[path] = String(code);
  const slug = slugErrors(values.slug)[''] ?? Object.values(slugErrors(values.slug))[0];
  if (slug) errors.slug = String(slug);
  if (CONTENT_LOCALES.every((locale) => isLanguageEmpty(values.texts[locale]))) errors[`texts.uz.${firstField}`] = 'required';
  return errors;
}

/**
 * The form's errors as error codes by field path (`texts.ru.title`: `too_short`), from the contract's own schemas,
 * the ones the API validates with: the form refuses what the server would, and says so beside the field. Nothing
 * written in any language is `texts.uz.title: required` (Uzbek is the site's first language).
 */
export function newsErrorCodes(values: NewsFormValues): Record<string, string> {
  return contentErrorCodes((c) => contentErrors(c as NewsContentInput), contentFromValues(values), values, 'title');
}

/** The language tab a field path belongs to (to open the tab with the first error). */
export function localeOfPath(path: string): ContentLocale | null {
  const match = /^texts\.(uz|ru|en)\./.exec(path);
  return match ? (match[1] as ContentLocale) : null;
}
