import { diffWords } from 'diff';
import { CONTENT_LOCALES, type NewsFormValues } from './form-values.ts';

export interface ConflictField {
  /** `date`, `topic`, `slug` or `texts.<locale>.<title|summary|body>`. */
  path: string;
  mine: string;
  theirs: string;
  /** Word by word, from theirs to mine: what keeping mine would change. */
  parts: { text: string; added: boolean; removed: boolean }[];
}

const TEXT_FIELDS = ['title', 'summary', 'body'] as const;

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
export function conflictFields(mine: NewsFormValues, theirs: NewsFormValues): ConflictField[] {
  const pairs: [string, string, string][] = [
    ['date', mine.date, theirs.date],
    ['topic', mine.topic, theirs.topic],
  ];
  for (const locale of CONTENT_LOCALES)
    for (const field of TEXT_FIELDS) {
      const read = (values: NewsFormValues) => (field === 'body' ? plainText(values.texts[locale].body) : values.texts[locale][field]);
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
export function mineAsText(mine: NewsFormValues, languageName: (locale: string) => string): string {
  return CONTENT_LOCALES.filter((locale) => mine.texts[locale].title || mine.texts[locale].body)
    .map((locale) => {
      const t = mine.texts[locale];
      return [`## ${languageName(locale)}`, t.title, t.summary, plainText(t.body)].filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}
