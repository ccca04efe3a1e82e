/**
 * Pictures inside rich text (docs/editorial-images.md, "Images inside rich text"). An editor's body may hold
 * `<img src="…/media/images/<id>/<variant>" alt="…">` of an image uploaded to this site: the sanitiser keeps it when
 * the id and the file exist, in one canonical form (the largest JPEG, the alt text trimmed); any other picture (another
 * site's, a data: URL, an unknown id, a srcset elsewhere) goes, as a pasted Word or web document's would. The
 * publication turns each kept `<img>` into a `<picture>` with the image's AVIF, WebP and JPEG widths, so the public
 * pages need no script to show it responsively.
 */
import type { Kysely, Transaction } from 'kysely';
import { IMAGE_ALT_MAX, IMAGE_VARIANT_RE, type ImageOutputFormat } from '@tax/shared/contract';
import type { Database, PublishedImage } from '../db/schema.ts';
import { publicImage } from './images.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Variant = { name: string; format: ImageOutputFormat; width: number; height: number };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MENTION_RE = new RegExp(`/media/images/(${UUID})/`, 'gi');
/** How wide a picture in a body is shown: the article column is at most 760 px (as the lead picture's `sizes`). */
export const RICH_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';
/** The class the public pages style a body's pictures by (shared/src/ui/display.css). */
export const RICH_IMAGE_CLASS = 'rich-image';

/** The image ids a text names in an address of this site's image files (lower case, each once). */
export function imageIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(MENTION_RE)].map((m) => m[1]!.toLowerCase()))];
}

/** The files of the images among `ids` that exist, by id. */
export async function imageFilesOf(d: Db, ids: readonly string[]): Promise<Map<string, Variant[]>> {
  if (ids.length === 0) return new Map();
  const rows = await d.selectFrom('editorial_images').select(['id', 'variants']).where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [
      r.id,
      (r.variants as unknown as (Variant & { bytes: number })[])
        .filter((v) => !v.name.startsWith('og-'))
        .map(({ name, format, width, height }) => ({ name, format, width, height })),
    ]),
  );
}

/** What the sanitiser decided about one `<img>`: its canonical attributes, or nothing (the picture goes). */
export interface RichImageRules {
  /** The attributes kept (`src`, `alt`), or null: not one of this site's images that exists. */
  keep(attribs: Record<string, string>): { src: string; alt: string } | null;
  /** Ids kept and those kept without alt text (or with one longer than IMAGE_ALT_MAX), as the sanitiser met them. */
  kept: string[];
  withoutAlt: string[];
}

/**
 * The sanitiser's rules for pictures: `src` must be `<publicBase>/media/images/<id>/<variant>` (or, when the API's
 * base is a path, the same address on the site's origin: a picture copied from a public page) of a file the image
 * has. `files` are the existing images' files (imageFilesOf).
 */
export function richImageRules(publicBase: string, siteOrigin: string, files: Map<string, Variant[]>): RichImageRules {
  const prefixes = [publicBase];
  if (publicBase.startsWith('/') && siteOrigin) prefixes.push(`${siteOrigin}${publicBase}`);
  const rules: RichImageRules = {
    kept: [],
    withoutAlt: [],
    keep(attribs) {
      const src = (attribs.src ?? '').trim();
      const prefix = prefixes.find((p) => src.toLowerCase().startsWith(`${p.toLowerCase()}/media/images/`));
      if (prefix === undefined) return null;
      const [id, variant, ...rest] = src.slice(prefix.length + '/media/images/'.length).split('/');
      if (!id || !variant || rest.length > 0 || !new RegExp(`^${UUID}$`, 'i').test(id) || !IMAGE_VARIANT_RE.test(variant)) return null;
      const own = files.get(id.toLowerCase());
      if (!own?.some((v) => v.name === variant)) return null;
      const alt = withoutControls(attribs.alt ?? '').trim();
      rules.kept.push(id.toLowerCase());
      if (alt === '' || alt.length > IMAGE_ALT_MAX) rules.withoutAlt.push(id.toLowerCase());
      return { src: `${publicBase}/media/images/${id.toLowerCase()}/${largestJpeg(own).name}`, alt };
    },
  };
  return rules;
}

/** Control characters (a pasted text's tabs, line breaks, NULs) as spaces: an alt text is one line. */
const withoutControls = (s: string) => Array.from(s, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('');

const largestJpeg = (variants: Variant[]) =>
  [...variants]
    .sort((a, b) => a.width - b.width)
    .filter((v) => v.format === 'jpeg')
    .at(-1) ?? variants.at(-1)!;

/** The `<picture>` of a kept image: AVIF and WebP sources, the JPEG widths on the `<img>`, its size, lazy. */
function pictureHtml(publicBase: string, id: string, variants: Variant[], altAttribute: string): string {
  const shown = publicImage({ publicBase }, { id, variants, alt: {}, crop: null, og: '' } as PublishedImage, 'uz');
  const sources = shown.sources ?? [];
  const jpeg = sources.find((s) => s.type === 'image/jpeg');
  const others = sources
    .filter((s) => s !== jpeg)
    .map((s) => `<source type="${s.type}" srcset="${s.srcSet}" sizes="${RICH_IMAGE_SIZES}" />`)
    .join('');
  const srcset = jpeg ? ` srcset="${jpeg.srcSet}" sizes="${RICH_IMAGE_SIZES}"` : '';
  return (
    `<picture class="${RICH_IMAGE_CLASS}">${others}<img src="${shown.url}"${srcset} width="${shown.width}" height="${shown.height}" ` +
    `alt="${altAttribute}" loading="lazy" decoding="async" /></picture>`
  );
}

const IMG_RE = /<img\b[^>]*>/gi;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Rich text as the public pages show it: each `<img>` the sanitiser kept becomes its `<picture>`; one whose image no
 * longer exists goes (never a broken picture). The text is the sanitiser's output, so every attribute is
 * double-quoted and escaped: its values are taken as they are.
 */
export function withPictures(html: string, publicBase: string, files: Map<string, Variant[]>): string {
  if (!/<img\b/i.test(html)) return html;
  return html.replace(IMG_RE, (tag) => {
    const src = attribute(tag, 'src') ?? '';
    const id = imageIdsIn(src)[0];
    const variants = id ? files.get(id) : undefined;
    if (!id || !variants || variants.length === 0) return '';
    return pictureHtml(publicBase, id, variants, attribute(tag, 'alt') ?? '');
  });
}

/** `withPictures` for several texts at once, reading the images they name in one query. */
export async function textsWithPictures<X extends Record<string, string>>(
  d: Db,
  publicBase: string,
  texts: X[],
  fields: readonly string[],
): Promise<X[]> {
  const ids = [...new Set(texts.flatMap((t) => fields.flatMap((f) => imageIdsIn(t[f] ?? ''))))];
  if (ids.length === 0) return texts;
  const files = await imageFilesOf(d, ids);
  return texts.map((t) => {
    const out: Record<string, string> = { ...t };
    for (const f of fields) if (typeof t[f] === 'string') out[f] = withPictures(t[f], publicBase, files);
    return out as X;
  });
}
