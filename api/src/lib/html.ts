import sanitizeHtml from 'sanitize-html';

/** The rich text the site renders: nothing else survives, links get rel=noopener. */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
  },
};

/**
 * `image`: an editor's text may keep pictures, each `<img>` as `image` rewrites its attributes (`src`, `alt`), or not
 * at all when it answers null (editorial/rich-images.ts decides: this site's uploaded images only). Without it no
 * picture survives.
 */
export function sanitizeRich(html: string, image?: (attribs: Record<string, string>) => { src: string; alt: string } | null): string {
  if (!image) return sanitizeHtml(html, RICH);
  return sanitizeHtml(html, {
    ...RICH,
    allowedTags: [...(RICH.allowedTags as string[]), 'img'],
    allowedAttributes: { ...RICH.allowedAttributes, img: ['src', 'alt'] },
    transformTags: { ...RICH.transformTags, img: (tagName, attribs) => ({ tagName, attribs: image(attribs) ?? {} }) },
    // A picture refused above has lost its address: it goes whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** Plain text of rich text, for the search index. */
export function plainText(html: string): string {
  // A space where a block or a line break ends, none around inline markup: "<strong>vacancy</strong>:" is "vacancy:".
  return sanitizeHtml(html.replace(/<(?!\/?(?:strong|em|b|i|a|span|mark|abbr|code|sub|sup|small)\b)/gi, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of several pieces of rich text (a summary, a body, a list's items) as sentences, for the search index
 * and its snippets: each paragraph, heading, list item and piece ends with a full stop unless it already ends with
 * punctuation. Joined as they were, a vacancy's duties read as one run-on line in a snippet ("…bartaraf etish
 * Kassirlarni qisqa oʻqitish Bajarilgan ishlar…").
 */
export function searchText(pieces: readonly string[]): string {
  return pieces
    .flatMap((piece) => piece.split(/<\/(?:p|li|h[1-6]|blockquote|td|th|dt|dd|div)\s*>|<br\s*\/?>/i))
    .map(plainText)
    .filter(Boolean)
    .map((text) => (/[.!?…:;]["»”’)]*$/.test(text) ? text : `${text}.`))
    .join(' ');
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Text that may be plain (the seed's staff biographies) or rich (an editor's, already sanitized) as HTML: plain text
 * becomes escaped paragraphs (a blank line parts them); HTML is returned as it is.
 */
export function paragraphsHtml(text: string): string {
  if (/^\s*</.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
}
