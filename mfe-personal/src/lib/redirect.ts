/**
 * Where to go after signing in: the `redirect` the auth middleware passed, when it is a path of this site
 * ('/…' but not '//…' or '/\…', which browsers read as another host, before or after resolving '..'); otherwise the fallback.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes have no place in our paths and could be read as a host by some parsers.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return fallback;
    // Judge the normalised path, not the text: '/..//evil.example/' resolves to '//evil.example/', which a
    // browser (and react-router, which then throws) reads as another host.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
