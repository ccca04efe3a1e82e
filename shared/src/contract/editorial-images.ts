/**
 * Editors' images (`POST /staff/editorial/images`, public `GET /media/images/{id}/{variant}`): an upload of a JPEG,
 * PNG or WebP becomes responsive widths in AVIF, WebP and JPEG plus a 1200×630 link-preview picture cut from a crop
 * box; nothing of the original file (its metadata, its bytes) is kept or served. Content refers to an image by its
 * id with its alt text per language (EditorialImage).
 *
 * Refusals are 422 `validation_failed` on the field `file`: `file_required`, `file_empty`, `file_type` (not a JPEG,
 * PNG or WebP by its bytes, whatever its name), `file_size` (over IMAGE_MAX_BYTES or IMAGE_MAX_PIXELS: the message
 * states both), `file_unreadable` (truncated or corrupt).
 */
import * as z from 'zod/mini';
import { UUID_RE, allowedCharacters } from './common.ts';

/** Largest upload: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture: 40 megapixels (width × height), refused from the header before anything is decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Widths made for `srcset`; a picture narrower than a width is never enlarged to it. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The link-preview picture (og:image, twitter:image). */
export const IMAGE_OG = { width: 1200, height: 630 } as const;
export const IMAGE_INPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_OUTPUT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number];
/** Alt text length per language. */
export const IMAGE_ALT_MAX = 300;
/** What the limits are, in the words of the API's refusals. */
export const IMAGE_LIMITS_TEXT = 'JPEG, PNG or WebP up to 10 MB and 40 megapixels';

/** Variant file names: `w960.webp`, `og-<x>-<y>-<w>-<h>.jpg`. Anything else is a 404 before the store is asked. */
export const IMAGE_VARIANT_RE = /^(?:w\d{2,4}\.(?:avif|webp|jpg)|og-\d{1,5}-\d{1,5}-\d{1,5}-\d{1,5}\.jpg)$/;

const int = () => z.number({ error: 'invalid' }).check(z.int({ error: 'invalid' }), z.gte(0, { error: 'invalid' }));

/**
 * The part of the picture the link preview shows, in pixels of the uploaded picture as it is seen (orientation
 * applied). Its shape need not be 1200:630: the server cuts the largest 1200:630 box centred in it.
 */
export const ImageCrop = z.object({
  x: int(),
  y: int(),
  width: int().check(z.gte(1, { error: 'invalid' })),
  height: int().check(z.gte(1, { error: 'invalid' })),
});
export type ImageCrop = z.infer<typeof ImageCrop>;

export const ImageVariant = z.object({
  /** The file name under the image (`w960.webp`). */
  name: z.string(),
  format: z.enum(IMAGE_OUTPUT_FORMATS),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  /** Its public address (the API's base and `/media/images/{id}/{name}`). */
  url: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/** The answer of an upload (and of a new crop, and of `GET /staff/editorial/images/{id}`). */
export const EditorialImageInfo = z.object({
  id: z.string(),
  sha256: z.string(),
  /** The picture as it is seen (orientation applied). */
  width: z.number(),
  height: z.number(),
  original: z.object({ format: z.enum(IMAGE_INPUT_FORMATS), bytes: z.number() }),
  variants: z.array(ImageVariant),
  /** The link-preview picture for `crop` (the crop asked for, else the centred default). */
  og: z.object({ crop: ImageCrop, url: z.string(), width: z.number(), height: z.number() }),
  createdAt: z.string(),
});
export type EditorialImageInfo = z.infer<typeof EditorialImageInfo>;

/** `POST /staff/editorial/images/{id}/crop`: the link-preview picture for another crop box. */
export const ImageCropBody = z.object({ crop: ImageCrop });
export const ImageIdParams = z.object({ id: z.string().check(z.regex(UUID_RE)) });
export const ImageFileParams = z.object({ id: z.string().check(z.regex(UUID_RE)), variant: z.string().check(z.regex(IMAGE_VARIANT_RE)) });

/** An alt text as drafted: empty is allowed while a draft (publishing asks for it in each published language). */
const altText = () =>
  z.optional(z.string({ error: 'invalid' }).check(z.trim(), allowedCharacters(), z.maxLength(IMAGE_ALT_MAX, { error: 'too_long' })));

/**
 * An image as content refers to it: its id, the alt text per language (required in every language that is
 * published; checked when publishing), and the link-preview crop (absent: centred).
 */
export const EditorialImage = z.object({
  id: z.string({ error: 'required' }).check(z.regex(UUID_RE, { error: 'invalid' })),
  alt: z.object({ uz: altText(), ru: altText(), en: altText() }),
  crop: z.optional(ImageCrop),
});
export type EditorialImage = z.infer<typeof EditorialImage>;

/** The variant name of a width and format. */
export const imageVariantName = (width: number, format: ImageOutputFormat) => `w${width}.${format === 'jpeg' ? 'jpg' : format}`;
/** The variant name of the link-preview picture of a crop box. */
export const ogVariantName = (c: ImageCrop) => `og-${c.x}-${c.y}-${c.width}-${c.height}.jpg`;

/** The largest 1200:630 box centred in `box` (whole pixels, inside it). */
export function ogBoxIn(box: ImageCrop): ImageCrop {
  const ratio = IMAGE_OG.width / IMAGE_OG.height;
  let width = box.width;
  let height = Math.round(width / ratio);
  if (height > box.height) {
    height = box.height;
    width = Math.min(box.width, Math.round(height * ratio));
  }
  width = Math.max(1, width);
  height = Math.max(1, height);
  return { x: box.x + Math.floor((box.width - width) / 2), y: box.y + Math.floor((box.height - height) / 2), width, height };
}

/** The default crop: the largest 1200:630 box centred in the picture. */
export const defaultImageCrop = (width: number, height: number): ImageCrop => ogBoxIn({ x: 0, y: 0, width, height });

/** Whether a crop box lies inside a picture of this size. */
export function cropInside(c: ImageCrop, width: number, height: number): boolean {
  return c.x + c.width <= width && c.y + c.height <= height;
}
