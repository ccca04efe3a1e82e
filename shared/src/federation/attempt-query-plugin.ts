/**
 * A federation runtime plugin built into every section's remote entry. The shell loads a retry of a version from
 * `remoteEntry.js?attempt=N`; webpack's automatic public path drops that query, so the version's chunks would be
 * asked for at the URLs that failed before (and a failed `<link rel=preload>` or a cached half file would answer
 * again). Here the entry hands its attempt on to every chunk and CSS file it loads. It runs while the entry script
 * is being evaluated, so `document.currentScript` is the entry.
 */
declare const __webpack_require__: { p?: string; u?: (id: string | number) => string; k?: (id: string | number) => string };

const script = typeof document !== 'undefined' ? document.currentScript : null;
const attempt = script instanceof HTMLScriptElement ? /[?&](attempt=\d+)/.exec(script.src)?.[1] : undefined;
if (attempt) {
  const withAttempt = (name: (id: string | number) => string) => (id: string | number) => `${name(id)}?${attempt}`;
  if (typeof __webpack_require__.u === 'function') __webpack_require__.u = withAttempt(__webpack_require__.u);
  if (typeof __webpack_require__.k === 'function') __webpack_require__.k = withAttempt(__webpack_require__.k);
}

/**
 * The version's folder as a path of this site (`/mfe/news/1.4.2/`) when the entry came from this site, not as the
 * absolute URL webpack's automatic public path makes of the entry's address. A server-rendered page links the
 * section's CSS by path (`<link href="/mfe/news/1.4.2/static/css/…">`), and the CSS loader recognises a stylesheet
 * already in the page only by its URL beginning with the public path plus the file's name: with the absolute form it
 * never did, so every section's first chunk linked its CSS a second time during hydration, and the browser worked
 * out the styles of the whole page again (about 30 ms of a slow phone's hydration on the home page). Chunks and
 * their CSS load from the same addresses as before. An entry from another origin (a CDN) keeps the absolute form.
 */
if (
  typeof location !== 'undefined' &&
  typeof __webpack_require__.p === 'string' &&
  __webpack_require__.p.startsWith(`${location.origin}/`)
) {
  __webpack_require__.p = __webpack_require__.p.slice(location.origin.length);
}

export default function attemptQueryPlugin() {
  return { name: 'attempt-query' };
}
