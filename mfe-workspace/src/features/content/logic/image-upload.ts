/**
 * What uploading an editor's image needs beside the request: the types taken, the server's refusals by their codes,
 * and the images uploaded in this page (the picture dialog of the rich text offers them again: the one just uploaded
 * for the lead image, or for another language's text).
 */
import { IMAGE_VARIANT_RE, type EditorialImageInfo } from '@tax/shared/contract';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const KNOWN_ERRORS = new Set(['file_type', 'file_size', 'file_unreadable', 'file_empty', 'busy']);

/** The server's refusal as the editor reads it (its code: file_type, file_size…), else the general failure. */
export function uploadErrorKey(error: unknown): string {
  const e = error as { fields?: Record<string, string>; code?: string } | null;
  const code = e?.fields?.file ?? e?.code ?? '';
  return KNOWN_ERRORS.has(code) ? code : 'failed';
}

const recent: EditorialImageInfo[] = [];
const RECENT_MAX = 6;

/** Remembers an upload (newest first, each image once, a few only). */
export function rememberImage(image: EditorialImageInfo): void {
  const at = recent.findIndex((r) => r.id === image.id);
  if (at >= 0) recent.splice(at, 1);
  recent.unshift(image);
  recent.length = Math.min(recent.length, RECENT_MAX);
}

export const recentImages = (): readonly EditorialImageInfo[] => [...recent];

/** The JPEG closest to `width` wide (a preview's picture): the smallest as wide, else the largest. */
export function jpegNear(image: EditorialImageInfo, width: number) {
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  return jpegs.find((v) => v.width >= width) ?? jpegs.at(-1) ?? image.variants[0]!;
}

/**
 * Whether an address looks like one of the site's uploaded image files (`…/media/images/<id>/<file>`): the editor
 * takes no other picture in. The server checks the rest (its own base, the image and the file existing).
 */
export function isSiteImage(src: string): boolean {
  const match = /^(?:https?:\/\/[^/]+)?(?:\/[\w.-]+)*\/media\/images\/[0-9a-f-]{36}\/([^/?#]+)$/i.exec(src);
  return !!match && IMAGE_VARIANT_RE.test(match[1]!);
}
