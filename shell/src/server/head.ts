/** The hoistable tags React 19 puts before the markup (title, meta, link): they belong in the document's head. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/;

/** Splits a rendered page into its head tags (for `<head>`, where hydration finds them) and its markup (for #root). */
export function splitHead(markup: string): { head: string; html: string } {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}
