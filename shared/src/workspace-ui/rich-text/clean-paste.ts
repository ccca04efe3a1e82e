/**
 * What a paste from Word or a web page brings besides its text: Word's `mso-` styles and `Mso…` classes, its
 * conditional comments with their XML, `<o:p>` and other namespaced elements, style sheets, scripts, event handlers,
 * colours and fonts. The editor's schema keeps only the elements it knows (paragraphs, h2, h3, lists, bold, italic,
 * links, quotes) whatever comes in; this takes the rest away first, so no attribute or hidden text rides along on a
 * kept element. The server sanitizes again before it stores anything.
 */
const DROPPED_ELEMENTS = 'script, style, meta, link, title, xml, template, iframe, object, embed, svg, math, head';
// A picture keeps its address and alt text: the editor takes only the site's own (RichTextField), the server again.
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = { A: ['href'], IMG: ['src', 'alt'] };
const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  for (const element of Array.from(body.querySelectorAll(DROPPED_ELEMENTS))) element.remove();
  removeComments(doc, body);
  for (const element of Array.from(body.querySelectorAll('*'))) {
    // Word's own elements (<o:p>, <w:Sdt>, <v:shape>): their text, if any, without them.
    if (element.tagName.includes(':')) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const kept = KEPT_ATTRIBUTES[element.tagName] ?? [];
    for (const attribute of Array.from(element.attributes)) {
      if (!kept.includes(attribute.name)) element.removeAttribute(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null && !SAFE_LINK.test(href.trim())) element.removeAttribute('href');
  }
  return body.innerHTML;
}

function removeComments(doc: Document, root: Node) {
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}
