/**
 * Pictures inside rich text and the deletion of unused images (docs/editorial-images.md): the sanitiser keeps only
 * this site's uploaded images with alt text, the public article shows them as <picture>s, and the sweep deletes an
 * image nothing names once its grace period is over, keeping those a body, a draft or an old revision names.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Editorial } from '../src/editorial/index.ts';
import { expectError, json, multipart, useApi } from './helpers.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
let editorial: Editorial;
const t = useApi({ editorialTickMs: 3_600_000, onEditorial: (e) => (editorial = e) });
let editor: TestStaff;
beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: editor.cookie },
  });

let shade = 0;
/** A new picture each time (another colour: another sha256, so another image), 1000×600. */
async function uploadImage(): Promise<{ id: string; variants: { name: string; url: string }[] }> {
  shade += 1;
  const content = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: shade * 7, g: 120, b: 200 - shade } } })
    .jpeg()
    .toBuffer();
  const form = multipart({}, { name: 'file', filename: 'photo.jpg', content, type: 'image/jpeg' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/editorial/images',
    payload: form.payload,
    headers: { ...form.headers, cookie: editor.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res);
}

const src = (id: string, variant = 'w960.jpg') => `/api/media/images/${id}/${variant}`;
let n = 0;
const news = (body: string, langs: Record<string, string> = {}) => ({
  date: '2026-11-27',
  topic: 'events',
  texts: {
    uz: { title: 'Rasmli matn', summary: 'Qisqa', body },
    ...Object.fromEntries(Object.entries(langs).map(([l, b]) => [l, { title: `Title ${l}`, summary: 'Short', body: b }])),
  },
});
async function create(body: string, langs?: Record<string, string>) {
  const res = await call('POST', '/staff/editorial/news', {
    slug: `rich-image-${++n}-${Date.now().toString(36)}`,
    content: news(body, langs),
  });
  return res;
}
async function created(body: string, langs?: Record<string, string>) {
  const res = await create(body, langs);
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: string; slug: string; version: number; draft: { texts: Record<string, { body: string }> } };
}

describe('the sanitiser and pictures', () => {
  it("keeps this site's image with its alt text, in one form: the largest JPEG, no other attribute", async () => {
    const image = await uploadImage();
    const item = await created(
      `<p>Matn</p><img src="${src(image.id, 'w480.webp')}" alt="  Ofis binosi  " srcset="https://evil.example/x.jpg 1x" onerror="alert(1)" width="9" style="x">`,
    );
    expect(item.draft.texts.uz!.body).toBe(`<p>Matn</p><img src="${src(image.id, 'w960.jpg')}" alt="Ofis binosi" />`);
  });

  it('removes any other picture, as a pasted Word or web document brings them, and keeps the text', async () => {
    const image = await uploadImage();
    const hostile = [
      '<img src="https://evil.example/a.jpg" alt="external">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="data">',
      '<img src="javascript:alert(1)" alt="js">',
      '<img src="//evil.example/api/media/images/x" alt="protocol-relative">',
      `<img src="https://evil.example/api/media/images/${image.id}/w960.jpg" alt="our path on another host">`,
      // A well-formed address of an image that does not exist, and a file the image does not have.
      `<img src="${src('00000000-0000-4000-8000-000000000000')}" alt="unknown">`,
      `<img src="${src(image.id, 'w1600.jpg')}" alt="no such file">`,
      `<img src="${src(image.id, 'master.webp')}" alt="master">`,
      `<img src="${src(image.id)}/../../x" alt="traversal">`,
      '<img srcset="https://evil.example/a.jpg 1x" alt="srcset only">',
      '<img alt="no address">',
      `<p>Word matni<img src="file:///C:/Users/a/image001.png" alt=""></p>`,
    ].join('');
    const item = await created(hostile);
    expect(item.draft.texts.uz!.body).toBe('<p>Word matni</p>');
    const stored = await t.database.db.selectFrom('editorial_items').select('draft').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.draft)).not.toMatch(/evil|data:|javascript:|file:|<img/);
  });

  it("refuses (422, image_alt) this site's image without alt text, or with one of only spaces, changing nothing", async () => {
    const image = await uploadImage();
    for (const img of [
      `<img src="${src(image.id)}">`,
      `<img src="${src(image.id)}" alt="   ">`,
      `<img src="${src(image.id)}" alt="${'a'.repeat(301)}">`,
    ]) {
      const refused = expectError(await create(`<p>Matn</p>${img}`), 422, 'validation_failed');
      expect(refused.fields).toEqual({ 'content.texts.uz.body': 'image_alt' });
      expect(refused.message).toMatch(/alt text/);
    }
    // In Russian too: each language's body carries its own alt texts.
    const ru = expectError(await create(`<p>Matn</p>`, { ru: `<p>Текст</p><img src="${src(image.id)}" alt="">` }), 422);
    expect(ru.fields).toEqual({ 'content.texts.ru.body': 'image_alt' });
  });

  it('a huge paste full of pictures is still refused with too_long, as any huge paste', async () => {
    const image = await uploadImage();
    const img = `<img src="${src(image.id)}" alt="Rasm">`;
    const res = await create(`<p>Ko‘p rasm</p>${img.repeat(Math.ceil(100_001 / img.length))}`);
    expectError(res, 422, 'validation_failed');
    expect(json(res).error.fields).toEqual({ 'content.texts.uz.body': 'too_long' });
  });
});

describe('the public article', () => {
  it('shows each picture as a <picture> with AVIF, WebP and JPEG widths, its size and the alt text of its language, lazily', async () => {
    const image = await uploadImage();
    const item = await created(`<p>Boshi</p><img src="${src(image.id)}" alt="Ofis &quot;Markaz&quot; binosi"><p>Oxiri</p>`, {
      ru: `<p>Начало</p><img src="${src(image.id)}" alt="Здание офиса"><p>Конец</p>`,
    });
    const published = await call('POST', `/staff/editorial/news/${item.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const body = (locale: string) =>
      t.app.inject({ url: `/api/news/${item.slug}?locale=${locale}` }).then((r) => json(r).item.body as string);
    const uz = await body('uz');
    const base = `/api/media/images/${image.id}`;
    const sizes = 'sizes="(min-width: 800px) 760px, 100vw"';
    expect(uz).toBe(
      `<p>Boshi</p><picture class="rich-image">` +
        `<source type="image/avif" srcset="${base}/w480.avif 480w, ${base}/w960.avif 960w" ${sizes} />` +
        `<source type="image/webp" srcset="${base}/w480.webp 480w, ${base}/w960.webp 960w" ${sizes} />` +
        `<img src="${base}/w960.jpg" srcset="${base}/w480.jpg 480w, ${base}/w960.jpg 960w" ${sizes} width="960" height="576" ` +
        `alt="Ofis &quot;Markaz&quot; binosi" loading="lazy" decoding="async" /></picture><p>Oxiri</p>`,
    );
    expect(await body('ru')).toContain('alt="Здание офиса" loading="lazy"');
    // Every address in it is a file that is served.
    for (const url of new Set(uz.match(/\/api\/media\/images\/[^" ]+/g))) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });
});

describe('unused images are deleted after the grace period', () => {
  const exists = async (id: string) =>
    !!(await t.database.db.selectFrom('editorial_images').select('id').where('id', '=', id).executeTakeFirst());
  const fileThere = async (id: string, name: string) => (await t.files.get(`images/${id}/${name}`)) !== null;

  it('keeps an image only a body names, and one only an old revision names; deletes one nothing names, with its files', async () => {
    const inBody = await uploadImage();
    const inOldRevision = await uploadImage();
    const unused = await uploadImage();
    await created(`<p>Matn</p><img src="${src(inBody.id)}" alt="Rasm">`);
    // Named by version 1 only: version 2 took the picture out. Restoring version 1 must still show it.
    const item = await created(`<p>Matn</p><img src="${src(inOldRevision.id)}" alt="Eski rasm">`);
    const saved = await call('PATCH', `/staff/editorial/news/${item.id}/draft`, { baseVersion: 1, content: news('<p>Rasmsiz</p>') });
    expect(saved.statusCode, saved.body).toBe(200);

    // Within the grace period nothing goes, not even the unused one (it may sit in an editor's unsaved text).
    expect(await editorial.sweepImages()).toEqual([]);
    expect(await exists(unused.id)).toBe(true);

    t.clock.advance(25 * 3600_000);
    const deleted = await editorial.sweepImages();
    expect(deleted).toContain(unused.id);
    expect(deleted).not.toContain(inBody.id);
    expect(deleted).not.toContain(inOldRevision.id);
    expect(await exists(unused.id)).toBe(false);
    for (const v of unused.variants) {
      expect(await fileThere(unused.id, v.name)).toBe(false);
      expect((await t.app.inject({ url: v.url })).statusCode).toBe(404);
    }
    expect(await fileThere(unused.id, 'master.webp')).toBe(false);
    for (const kept of [inBody, inOldRevision]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await fileThere(kept.id, 'master.webp')).toBe(true);
    }
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'image-deleted')
      .where('target_id', '=', unused.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ target_kind: 'image', actor_id: null, address: 'scheduler' });

    // The old revision restored (a day later: signed in again): its picture is there, kept as it was.
    editor = await createStaff(t, ['editor']);
    const restored = await call('POST', `/staff/editorial/news/${item.id}/restore`, { version: 1, baseVersion: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json(restored).draft.texts.uz.body).toContain(src(inOldRevision.id));
    expect(await editorial.sweepImages()).not.toContain(inOldRevision.id);
  });

  it("keeps a news item's lead image (an image field, not rich text)", async () => {
    const lead = await uploadImage();
    const res = await call('POST', '/staff/editorial/news', {
      slug: `lead-image-${Date.now().toString(36)}`,
      content: { ...news('<p>Matn</p>'), image: { id: lead.id, alt: { uz: 'Rasm' } } },
    });
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(25 * 3600_000);
    expect(await editorial.sweepImages()).not.toContain(lead.id);
    expect(await exists(lead.id)).toBe(true);
  });
});
