/**
 * A federation runtime plugin built into every section's remote entry. The shell loads a retry of a version from
 * `remoteEntry.js?attempt=N`; webpack's automatic public path drops that query, so the version's chunks would be
 * asked for at the URLs that failed before (and a failed `<link rel=preload>` or a cached half file would answer
 * again). Here the entry hands its attempt on to every chunk and CSS file it loads. It runs while the entry script
 * is being evaluated, so `document.currentScript` is the entry.
 */
declare const __webpack_require__: { u?: (id: string | number) => string; k?: (id: string | number) => string };

const script = typeof document !== 'undefined' ? document.currentScript : null;
const attempt = script instanceof HTMLScriptElement ? /[?&](attempt=\d+)/.exec(script.src)?.[1] : undefined;
if (attempt) {
  const withAttempt = (name: (id: string | number) => string) => (id: string | number) => `${name(id)}?${attempt}`;
  if (typeof __webpack_require__.u === 'function') __webpack_require__.u = withAttempt(__webpack_require__.u);
  if (typeof __webpack_require__.k === 'function') __webpack_require__.k = withAttempt(__webpack_require__.k);
}

export default function attemptQueryPlugin() {
  return { name: 'attempt-query' };
}
