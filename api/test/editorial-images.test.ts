/**
 * Editors' images (contract/editorial-images.ts): what is accepted and made, what is refused and how, what is served
 * and with which headers, who may upload.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EditorialImageInfo, IMAGE_MAX_BYTES } from '@tax/shared/contract';
import { expectError, expectShape, json, multipart, storedFile, useApi } from './helpers.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';

// Each upload makes ten files on one core: on a machine shared with other work that takes seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const t = useApi();
let editor: TestStaff;
let handler: TestStaff;
beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  handler = await createStaff(t, ['handler']);
});

/** A photo-like picture: a gradient under noise, so that encoders have something to keep. */
async function picture(width: number, height: number) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#07a"/><stop offset="1" stop-color="#fa0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient).composite([{ input: noise, blend: 'soft-light' }]);
}

/** A JPEG as a phone writes it: EXIF with the camera, GPS position and an orientation that turns it. */
const phoneJpeg = async (width: number, height: number, orientation = 1) =>
  (await picture(width, height))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 85 })
    .toBuffer();

function upload(content: Buffer, opts: { cookie?: string; filename?: string; crop?: unknown; type?: string } = {}) {
  const form = multipart(opts.crop === undefined ? {} : { crop: JSON.stringify(opts.crop) }, {
    name: 'file',
    filename: opts.filename ?? 'photo.jpg',
    content,
    type: opts.type ?? 'image/jpeg',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/editorial/images',
    payload: form.payload,
    headers: { ...form.headers, ...(opts.cookie === undefined ? { cookie: editor.cookie } : opts.cookie ? { cookie: opts.cookie } : {}) },
  });
}

/** Fetches a public file of an image (its URL as the answer gives it) and reads it with sharp. */
async function served(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

/** A PNG whose header says 100 000 × 100 000 pixels, a few hundred bytes long: a decompression bomb's shape. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(100_000 * 3 + 1), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading an image', () => {
  it.each([
    ['jpeg', 'photo.jpg', (p: Sharp) => p.jpeg()],
    ['png', 'chart.png', (p: Sharp) => p.png()],
    ['webp', 'photo.webp', (p: Sharp) => p.webp()],
  ] as const)('accepts a %s and makes AVIF, WebP and JPEG at each width it reaches, never larger', async (format, filename, encode) => {
    const content = await encode(await picture(1000, 750)).toBuffer();
    const res = await upload(content, { filename });
    expect(res.statusCode, res.body).toBe(201);
    const image = expectShape(EditorialImageInfo, res);
    expect(image.original).toEqual({ format, bytes: content.length });
    expect([image.width, image.height]).toEqual([1000, 750]);
    // 1000 wide: 480 and 960; never 1600 (that would be enlarging it).
    expect(image.variants.map((v) => v.name).sort()).toEqual(
      ['w480.avif', 'w480.jpg', 'w480.webp', 'w960.avif', 'w960.jpg', 'w960.webp'].sort(),
    );
    for (const v of image.variants) {
      const { res: file, meta } = await served(v.url);
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : v.format);
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(v.width).toBeLessThanOrEqual(image.width);
      expect(Number(file.headers['content-length'])).toBe(v.bytes);
    }
  });

  it('keeps a picture narrower than every width at its own width', async () => {
    const image = json(await upload(await (await picture(300, 200)).png().toBuffer(), { filename: 'small.png' }));
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([300, 300, 300]);
    const { meta } = await served(image.og.url);
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('applies the orientation and strips every piece of metadata (EXIF, GPS) from every output', async () => {
    const content = await phoneJpeg(800, 600, 6);
    const before = await sharp(content).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.orientation).toBe(6);
    const image = expectShape(EditorialImageInfo, await upload(content));
    // Orientation 6 turns the picture a quarter: seen 600 wide, 800 high.
    expect([image.width, image.height]).toEqual([600, 800]);
    for (const url of [...image.variants.map((v) => v.url), image.og.url]) {
      const { res, meta } = await served(url);
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(res.rawPayload.includes(Buffer.from('PhoneMaker')), url).toBe(false);
      expect(res.rawPayload.includes(Buffer.from('GPS')), url).toBe(false);
    }
    const w480 = image.variants.find((v) => v.name === 'w480.jpg')!;
    expect([w480.width, w480.height]).toEqual([480, 640]);
  });

  it('cuts the link-preview picture to 1200×630 from the crop box chosen, and from a new one later', async () => {
    const content = await phoneJpeg(2000, 1500);
    const crop = { x: 100, y: 200, width: 1000, height: 525 };
    const first = expectShape(EditorialImageInfo, await upload(content, { crop }));
    expect(first.og.crop).toEqual(crop);
    expect(first.og.url).toMatch(/\/og-100-200-1000-525\.jpg$/);
    const { meta } = await served(first.og.url);
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);

    const other = { x: 0, y: 0, width: 2000, height: 1500 };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/editorial/images/${first.id}/crop`,
      payload: { crop: other },
      headers: { cookie: editor.cookie },
    });
    const second = expectShape(EditorialImageInfo, res);
    expect(second.og.url).not.toBe(first.og.url);
    const again = await served(second.og.url);
    expect([again.meta.width, again.meta.height]).toEqual([1200, 630]);
    // The first crop's file still answers (its address is cached forever wherever it went).
    await served(first.og.url);

    const outside = await t.app.inject({
      method: 'POST',
      url: `/api/staff/editorial/images/${first.id}/crop`,
      payload: { crop: { x: 1500, y: 0, width: 1000, height: 500 } },
      headers: { cookie: editor.cookie },
    });
    expect(expectError(outside, 422, 'validation_failed').fields).toEqual({ crop: 'invalid' });
  });

  it('centres the default crop, keeps the files in the store and only their description in the database', async () => {
    const image = expectShape(EditorialImageInfo, await upload(await phoneJpeg(1600, 1600)));
    // The largest 1200:630 box in a square: full width, centred vertically.
    expect(image.og.crop).toEqual({ x: 0, y: 380, width: 1600, height: 840 });
    const row = await t.database.db.selectFrom('editorial_images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(image.sha256);
    expect(row.uploaded_by).toBe(editor.id);
    expect(JSON.stringify(row).length).toBeLessThan(4000);
    expect((await storedFile(t, `images/${image.id}/w1600.webp`)).length).toBe(image.variants.find((v) => v.name === 'w1600.webp')!.bytes);
    expect((await storedFile(t, `images/${image.id}/master.webp`)).length).toBeGreaterThan(0);
  });

  it('answers the same image for the same file sent again', async () => {
    const content = await (await picture(640, 480)).jpeg().toBuffer();
    const first = await upload(content);
    expect(first.statusCode).toBe(201);
    const second = await upload(content);
    expect(second.statusCode).toBe(200);
    expect(json(second).id).toBe(json(first).id);
  });
});

describe('what is refused, always with a 4xx that says why', () => {
  it('a text file named .jpg', async () => {
    const error = expectError(await upload(Buffer.from('just some text, not a picture\n'.repeat(20)), { filename: 'photo.jpg' }), 422);
    expect(error.fields).toEqual({ file: 'file_type' });
    expect(error.message).toMatch(/JPEG, PNG or WebP/);
  });

  it('a GIF, an SVG and a TIFF (types the site does not take)', async () => {
    const gif = await (await picture(50, 50)).gif().toBuffer();
    const tiff = await (await picture(50, 50)).tiff().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const content of [gif, tiff, svg]) expect(expectError(await upload(content), 422).fields).toEqual({ file: 'file_type' });
  });

  it('a truncated JPEG', async () => {
    const whole = await phoneJpeg(1200, 900);
    const error = expectError(await upload(whole.subarray(0, Math.floor(whole.length / 2))), 422);
    expect(error.fields).toEqual({ file: 'file_unreadable' });
  });

  it('a PNG bomb: 100 000 × 100 000 pixels in a few hundred bytes, refused from its header at once', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    const error = expectError(await upload(bomb, { filename: 'bomb.png', type: 'image/png' }), 422);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.fields).toEqual({ file: 'file_size' });
    expect(error.message).toMatch(/10 MB and 40 megapixels/);
  });

  it('a picture over 40 megapixels however small its file', async () => {
    const big = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(IMAGE_MAX_BYTES);
    expect(expectError(await upload(big, { filename: 'flat.png' }), 422).fields).toEqual({ file: 'file_size' });
  });

  it('a file over 10 MB', async () => {
    const content = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(IMAGE_MAX_BYTES + 10)]);
    const error = expectError(await upload(content), 422);
    expect(error.fields).toEqual({ file: 'file_size' });
    expect(error.message).toMatch(/10 MB/);
  });

  it('nothing, an empty file, a crop that is not a box, a body that is not multipart', async () => {
    const none = multipart({});
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/staff/editorial/images',
      payload: none.payload,
      headers: { ...none.headers, cookie: editor.cookie },
    });
    expect(expectError(noFile, 422).fields).toEqual({ file: 'file_required' });
    expect(expectError(await upload(Buffer.alloc(0)), 422).fields).toEqual({ file: 'file_empty' });
    const content = await (await picture(200, 200)).jpeg().toBuffer();
    expect(expectError(await upload(content, { crop: { x: -1, y: 0, width: 10, height: 10 } }), 422).fields).toEqual({ crop: 'invalid' });
    expect(expectError(await upload(content, { crop: 'not json' }), 422).fields).toEqual({ crop: 'invalid' });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/staff/editorial/images',
      payload: { file: 'x' },
      headers: { cookie: editor.cookie },
    });
    expectError(asJson, 415);
  });

  it('stores nothing for a refused file', async () => {
    const before = await t.database.db.selectFrom('editorial_images').select('id').execute();
    await upload(Buffer.from('GIF89a not really'));
    expect(await t.database.db.selectFrom('editorial_images').select('id').execute()).toEqual(before);
  });
});

describe('serving', () => {
  let image: EditorialImageInfo;
  beforeAll(async () => {
    image = json(await upload(await (await picture(1700, 1000)).webp().toBuffer(), { filename: 'x.webp' }));
  });

  it('answers each file with its type, length and a cache of a year, immutable', async () => {
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
    for (const v of image.variants) {
      const res = await t.app.inject({ url: v.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(types[v.format]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBeTruthy();
    }
    expect(image.variants.map((v) => v.width)).toEqual([480, 480, 480, 960, 960, 960, 1600, 1600, 1600]);
    // Any visitor may read them: no session needed.
    const og = await t.app.inject({ url: image.og.url });
    expect(og.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for what does not exist and for any other name, the master and the original included', async () => {
    const base = `/api/media/images/${image.id}`;
    const unknownId = '/api/media/images/00000000-0000-4000-8000-000000000000/w480.webp';
    for (const url of [
      unknownId,
      `${base}/w123.webp`,
      `${base}/w480.png`,
      `${base}/master.webp`,
      `${base}/original`,
      `${base}/og-1-2-3-4.jpg`,
      `${base}/..%2Fmaster.webp`,
      `${base}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/media/images/..%2F..%2Fcv/w480.webp`,
      `/api/media/images/not-a-uuid/w480.webp`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('who may upload', () => {
  it('an editor only: nobody signed in 401, a handler 403', async () => {
    const content = await (await picture(100, 100)).jpeg().toBuffer();
    expectError(await upload(content, { cookie: '' }), 401);
    expectError(await upload(content, { cookie: handler.cookie }), 403, 'forbidden');
    const crop = await t.app.inject({
      method: 'POST',
      url: '/api/staff/editorial/images/00000000-0000-4000-8000-000000000000/crop',
      payload: { crop: { x: 0, y: 0, width: 10, height: 10 } },
      headers: { cookie: handler.cookie },
    });
    expectError(crop, 403);
  });

  it('records each upload in the audit log', async () => {
    const image = json(await upload(await (await picture(120, 90)).jpeg().toBuffer()));
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'image-uploaded')
      .where('target_id', '=', image.id)
      .executeTakeFirst();
    expect(entry?.actor_id).toBe(editor.id);
  });
});

describe('a news item with an image', () => {
  const texts = (title: string) => ({ title, summary: `${title}: summary`, body: `<p>${title}: body</p>` });
  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { cookie: editor.cookie } });

  it('refuses to publish a language without alt text, then publishes the picture with its sources and og:image', async () => {
    const image = expectShape(
      EditorialImageInfo,
      await upload(await phoneJpeg(2000, 1200), { crop: { x: 0, y: 0, width: 1200, height: 630 } }),
    );
    const slug = `with-image-${randomBytes(3).toString('hex')}`;
    const content = {
      date: '2026-11-27',
      topic: 'events',
      texts: { uz: texts('Rasmli yangilik'), ru: texts('Новость с фото'), en: texts('News with a photo') },
      image: {
        id: image.id,
        alt: { uz: 'Ofis binosi', ru: '', en: 'The office building' },
        crop: { x: 0, y: 0, width: 1200, height: 630 },
      },
    };
    const created = await call('POST', '/staff/editorial/news', { slug, content });
    expect(created.statusCode, created.body).toBe(201);
    const item = json(created);

    const refused = expectError(await call('POST', `/staff/editorial/news/${item.id}/publish`, {}), 422, 'validation_failed');
    expect(refused.fields).toEqual({ 'content.image.alt.ru': 'required' });
    expect(refused.message).toMatch(/alt text/);
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(404);

    const saved = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, {
      baseVersion: item.version,
      content: { ...content, image: { ...content.image, alt: { ...content.image.alt, ru: 'Здание офиса' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call('POST', `/staff/editorial/news/${item.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published).status.ru).toMatchObject({ state: 'published', changed: false });

    const alts = { uz: 'Ofis binosi', ru: 'Здание офиса', en: 'The office building' };
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const article = json(await t.app.inject({ url: `/api/news/${slug}?locale=${locale}` })).item;
      expect(article.image.alt).toBe(alts[locale]);
      expect(article.image.url).toBe(`/api/media/images/${image.id}/w1600.jpg`);
      expect([article.image.width, article.image.height]).toEqual([1600, 960]);
      expect(article.image.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
      expect(article.image.sources[0].srcSet).toBe(
        [480, 960, 1600].map((w) => `/api/media/images/${image.id}/w${w}.avif ${w}w`).join(', '),
      );
      expect(article.ogImage).toBe(`/api/media/images/${image.id}/og-0-0-1200-630.jpg`);
      const { meta } = await served(article.ogImage);
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
    const list = json(await t.app.inject({ url: '/api/news?pageSize=50' }));
    const card = list.items.find((n: { slug: string }) => n.slug === slug);
    expect(card.image.sources).toHaveLength(3);

    // A changed alt text marks the published languages changed until published again.
    const again = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, {
      baseVersion: json(published).version,
      content: { ...content, image: { ...content.image, alt: { ...alts, en: 'The office, from the street' } } },
    });
    expect(json(again).status.en.changed).toBe(true);
  });

  it('keeps the generated illustration for news without an image', async () => {
    const list = json(await t.app.inject({ url: '/api/news?pageSize=5' }));
    const plain = list.items.find((n: { image: { url: string } }) => n.image.url.endsWith('.svg') || n.image.url.includes('.svg?'));
    expect(plain.image.sources).toBeUndefined();
  });
});
