/**
 * The one optional image a content type's item may carry (news: the article's picture; staff: a portrait; partners:
 * a logo; slides: the slide's picture; certificates: a scan), the same way for each: the draft holds an
 * EditorialImage, the published row a PublishedImage (`image` jsonb), the public answer an Image with its sources.
 * A descriptor spreads these into its `meta`, `publicMeta`, `canPublish` and `project`.
 */
import type { EditorialImage, Image, Locale } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import type { PublishedImage } from '../db/schema.ts';
import type { Db } from './descriptor.ts';
import { imageRef, publicImage, publishedImageIn, requireAlt } from './images.ts';

/** The image as `meta` compares it (draft) with `publicMeta` (public row): a changed alt text or crop is a change. */
export const draftImageMeta = (image: EditorialImage | undefined) => ({ image: image ? imageRef(image) : null });
export const publicImageMeta = (image: PublishedImage | null | undefined) => ({ image: image ? imageRef(image) : null });

/** `canPublish`: the image's alt text in each language being published (422 naming the missing ones). */
export const requireImageAlt = (content: { image?: EditorialImage | undefined }, locales: readonly Locale[]) =>
  requireAlt(content.image, locales);

/**
 * The public row's `image` column value: the image whole (files, alt texts, crop), or null. Every public language
 * needs its alt text (a publish of Russian cannot leave the Uzbek page with an image without one); an image id that
 * is no image is a 422.
 */
export async function projectedImage(d: Db, image: EditorialImage | undefined, publicLocales: readonly Locale[]): Promise<string | null> {
  requireAlt(image, publicLocales);
  return image ? JSON.stringify(await publishedImageIn(d, image)) : null;
}

/** A public row's picture as the answer shows it: the editor's upload with its sources, else `drawn` (the generated one). */
export function shownImage(
  ctx: Pick<ApiContext, 'publicBase'>,
  image: PublishedImage | null | undefined,
  locale: Locale,
  drawn: () => Image,
): Image {
  if (!image) return drawn();
  const { og: _og, ...shown } = publicImage(ctx, image, locale);
  return shown;
}
