import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic size, so the page reserves the space and nothing jumps when the image arrives. */
  width: number;
  height: number;
  /** Required: describe the image, or '' when it is decoration. */
  alt: string;
  /** The first image a visitor sees: load it at once. */
  priority?: boolean;
}

/**
 * An image loaded lazily by the browser, carrying the specification's classes: `lazyLoad` always,
 * `isLoading` until it has arrived, then `isLoaded`.
 */
export function LazyImage({ width, height, alt, priority, className, onLoad, style, ...rest }: LazyImageProps) {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image may have arrived before the scripts that listen for it: its load event is long gone.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={['lazyLoad', loaded ? 'isLoaded' : 'isLoading', className].filter(Boolean).join(' ')}
      style={{ maxWidth: '100%', height: 'auto', ...style }}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
    />
  );
}
