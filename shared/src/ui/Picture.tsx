import type { Image } from '../contract/common.ts';
import { LazyImage } from './LazyImage.tsx';

export interface PictureProps {
  image: Image;
  /**
   * How wide the picture is shown, for the browser to pick a file (`sizes`), e.g. `(min-width: 1024px) 720px, 100vw`.
   * Default: the whole viewport.
   */
  sizes?: string;
  /** The first picture a visitor sees: loaded at once, with high priority. Otherwise lazily, below the fold. */
  priority?: boolean;
  className?: string;
  /** '' when the picture is decoration beside a text that says the same (a card's title). Default: the image's own. */
  alt?: string;
  /** The alt text's language when it is not the page's (an article shown in Uzbek on another language's page). */
  lang?: string | undefined;
}

/**
 * An image with its modern encodings: `<picture>` with an AVIF and a WebP `<source>` and the JPEG as the `<img>`,
 * each with its widths (`srcset`) and `sizes`, so a browser fetches the smallest file that fills the space. The
 * `<img>` carries width and height (space reserved, nothing jumps) and the lazy-image classes. An image without
 * sources (a generated illustration) is a plain lazy image.
 */
export function Picture({ image, sizes = '100vw', priority = false, className, alt = image.alt, lang }: PictureProps) {
  const sources = image.sources ?? [];
  const fallback = sources.find((s) => s.type === 'image/jpeg');
  const img = (
    <LazyImage
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      priority={priority}
      className={className}
      lang={lang}
      {...(fallback ? { srcSet: fallback.srcSet, sizes } : {})}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources
        .filter((s) => s !== fallback)
        .map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
        ))}
      {img}
    </picture>
  );
}
