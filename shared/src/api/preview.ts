/**
 * An editor's preview of a draft (decision 0053): the page's address carries `?preview=<token>`, and every API read
 * of the page passes it on (`api.x.get(slug, q, { preview })`); the API then answers with the draft, marked
 * `preview: true`. Query keys include the token, so a preview never shares a cache entry with the public answer.
 */
/** The address's parameter that carries the token. */
const PREVIEW_PARAM = 'preview';

/** The preview token of a page's address (a loader's `args.request.url`); null without one. */
export function previewTokenOf(url: string | URL): string | null {
  const token = new URL(url, 'http://localhost').searchParams.get(PREVIEW_PARAM);
  return token ? token : null;
}

/** The end of a query key for a read that may be a preview: nothing for the public read, the token for a preview. */
export const previewKey = (preview: string | null | undefined): [] | [{ preview: string }] => (preview ? [{ preview }] : []);

/** Whether an API answer is an editor's preview of a draft. */
export const isPreviewAnswer = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { preview?: unknown }).preview === true;
