import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

const upload = {
  url: '/api/media/images/i/w1600.jpg',
  width: 1600,
  height: 1200,
  alt: 'Tashkent office',
  sources: [
    { type: 'image/avif' as const, srcSet: '/a/w480.avif 480w, /a/w960.avif 960w, /a/w1600.avif 1600w' },
    { type: 'image/webp' as const, srcSet: '/a/w480.webp 480w, /a/w960.webp 960w, /a/w1600.webp 1600w' },
    { type: 'image/jpeg' as const, srcSet: '/a/w480.jpg 480w, /a/w960.jpg 960w, /a/w1600.jpg 1600w' },
  ],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('Picture', () => {
  it('offers AVIF, then WebP, then the JPEG with their widths and sizes, space reserved, lazy below the fold', () => {
    const doc = parse(renderToStaticMarkup(<Picture image={upload} sizes="(min-width: 1024px) 720px, 100vw" />));
    const sources = [...doc.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(upload.sources[0]!.srcSet);
    expect(sources.every((s) => s.getAttribute('sizes') === '(min-width: 1024px) 720px, 100vw')).toBe(true);
    const img = doc.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(upload.url);
    expect(img.getAttribute('srcset')).toBe(upload.sources[2]!.srcSet);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.getAttribute('alt')).toBe('Tashkent office');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.classList.contains('lazyLoad')).toBe(true);
  });

  it('loads the first picture at once, and takes an empty alt for decoration', () => {
    const img = parse(renderToStaticMarkup(<Picture image={upload} priority alt="" />)).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('is a plain lazy image when the image has no other encodings', () => {
    const doc = parse(renderToStaticMarkup(<Picture image={{ url: '/api/media/news/a.svg', width: 1200, height: 675, alt: '' }} />));
    expect(doc.querySelector('picture')).toBeNull();
    expect(doc.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });
});
