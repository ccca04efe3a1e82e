/** A search snippet: HTML-escaped text with <mark> around the matches, split into parts (no innerHTML). */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: unescape(html.slice(last, index)), mark: false });
    parts.push({ text: unescape(match[1] ?? ''), mark: true });
    last = index + match[0].length;
  }
  if (last < html.length) parts.push({ text: unescape(html.slice(last)), mark: false });
  return parts.filter((part) => part.text !== '');
}
