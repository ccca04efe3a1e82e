import { describe, expect, it } from 'vitest';
import type { EditorialImageInfo } from '@tax/shared/contract';
import { isSiteImage, jpegNear, recentImages, rememberImage, uploadErrorKey } from './image-upload.ts';

const id = '3f2c1a4e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';

describe('which pictures the rich-text editor takes in', () => {
  it("takes the site's image files, on the API's path or origin", () => {
    expect(isSiteImage(`/api/media/images/${id}/w1600.jpg`)).toBe(true);
    expect(isSiteImage(`https://soliq.uz/api/media/images/${id}/w480.avif`)).toBe(true);
  });

  it('leaves out other sites, data: and file: addresses, the master and anything after the file', () => {
    for (const src of [
      'https://evil.example/photo.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///C:/Users/a/image001.png',
      `/api/media/images/${id}/master.webp`,
      `/api/media/images/${id}/w960.jpg?x=1`,
      `javascript:alert(1)//media/images/${id}/w960.jpg`,
    ])
      expect(isSiteImage(src), src).toBe(false);
  });
});

describe('uploads remembered on the page', () => {
  const info = (n: number) =>
    ({
      id: `${n}`,
      width: 1000,
      height: 600,
      variants: [
        { name: 'w960.jpg', format: 'jpeg', width: 960, height: 576, bytes: 1, url: `/i/${n}/w960.jpg` },
        { name: 'w480.jpg', format: 'jpeg', width: 480, height: 288, bytes: 1, url: `/i/${n}/w480.jpg` },
        { name: 'w480.webp', format: 'webp', width: 480, height: 288, bytes: 1, url: `/i/${n}/w480.webp` },
      ],
    }) as unknown as EditorialImageInfo;

  it('keeps the newest first, each once, six at most', () => {
    for (let n = 1; n <= 8; n++) rememberImage(info(n));
    rememberImage(info(5));
    expect(recentImages().map((r) => r.id)).toEqual(['5', '8', '7', '6', '4', '3']);
  });

  it('picks the JPEG nearest a width: the smallest as wide, else the largest', () => {
    expect(jpegNear(info(1), 400).name).toBe('w480.jpg');
    expect(jpegNear(info(1), 600).name).toBe('w960.jpg');
    expect(jpegNear(info(1), Number.POSITIVE_INFINITY).name).toBe('w960.jpg');
  });

  it("names the server's refusals by their codes, anything else as a failure", () => {
    expect(uploadErrorKey({ fields: { file: 'file_type' } })).toBe('file_type');
    expect(uploadErrorKey({ code: 'busy' })).toBe('busy');
    expect(uploadErrorKey(new Error('network'))).toBe('failed');
  });
});
