/** The differences between two versions of a news item, field by field, word by word (the `diff` library's diffWords). */
import { diffWords } from 'diff';
import type { FieldDiff, NewsContent } from '@tax/shared/contract';
import { plainText } from '../lib/html.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
const TEXT_FIELDS = ['title', 'summary', 'body'] as const;

function fieldDiff(field: string, from: string, to: string): FieldDiff | null {
  if (from === to) return null;
  const parts = diffWords(from, to).map((c) => ({
    op: c.added ? ('added' as const) : c.removed ? ('removed' as const) : ('same' as const),
    text: c.value,
  }));
  return { field, from, to, parts };
}

/** Bodies are compared as their plain text (what a reader sees), titles and summaries as written. */
export function newsDiff(from: NewsContent, to: NewsContent): FieldDiff[] {
  const out: (FieldDiff | null)[] = [fieldDiff('date', from.date, to.date), fieldDiff('topic', from.topic, to.topic)];
  for (const l of LOCALES) {
    for (const f of TEXT_FIELDS) {
      const read = (c: NewsContent) => {
        const v = c.texts[l]?.[f] ?? '';
        return f === 'body' ? plainText(v) : v;
      };
      out.push(fieldDiff(`texts.${l}.${f}`, read(from), read(to)));
    }
  }
  return out.filter((d): d is FieldDiff => d !== null);
}
