import { diffWords } from 'diff';
import { newsLogic, type ContentTypeLogic } from './content-types.ts';
import { CONTENT_LOCALES, type ContentFormValues } from './form-values.ts';

export interface ConflictField {
  /** A shared field (`date`, `topic`…) or `texts.<locale>.<field>`. */
  path: string;
  mine: string;
  theirs: string;
  /** Word by word, from theirs to mine: what keeping mine would change. */
  parts: { text: string; added: boolean; removed: boolean }[];
}

type Fields = Pick<ContentTypeLogic, 'sharedFields' | 'textFields' | 'richFields'>;

/** Rich text compared as the words a reader sees, a block per line. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n+$/, '');
}

/** The fields where my unsaved text and the text another editor saved differ, each with a word diff. */
export function conflictFields<V extends ContentFormValues>(mine: V, theirs: V, spec: Fields = newsLogic): ConflictField[] {
  const shared = (values: V, field: string) => String((values as unknown as Record<string, unknown>)[field] ?? '');
  const pairs: [string, string, string][] = spec.sharedFields.map((field) => [field, shared(mine, field), shared(theirs, field)]);
  for (const locale of CONTENT_LOCALES)
    for (const field of spec.textFields) {
      const read = (values: V) => {
        const value = values.texts[locale][field] ?? '';
        return spec.richFields.includes(field) ? plainText(value) : value;
      };
      pairs.push([`texts.${locale}.${field}`, read(mine), read(theirs)]);
    }
  return pairs
    .filter(([, a, b]) => a !== b)
    .map(([path, a, b]) => ({
      path,
      mine: a,
      theirs: b,
      parts: diffWords(b, a).map((part) => ({ text: part.value, added: !!part.added, removed: !!part.removed })),
    }));
}

/** My text as plain words, every language, for the clipboard ("copy mine", then take theirs and merge by hand). */
export function mineAsText(
  mine: ContentFormValues,
  languageName: (locale: string) => string,
  spec: Pick<ContentTypeLogic, 'textFields' | 'richFields'> = newsLogic,
): string {
  return CONTENT_LOCALES.filter((locale) => spec.textFields.some((field) => mine.texts[locale][field]))
    .map((locale) => {
      const t = mine.texts[locale];
      const fields = spec.textFields.map((field) => (spec.richFields.includes(field) ? plainText(t[field] ?? '') : (t[field] ?? '')));
      return [`## ${languageName(locale)}`, ...fields].filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}
