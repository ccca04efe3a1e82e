/**
 * Editors' images on the parts the public shows with a picture (staff portraits, partners' logos, slides,
 * certificates' scans): the same upload, alt-text rule and published shape as news (docs/editorial-images.md).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EditorialImageInfo } from '@tax/shared/contract';
import { expectError, expectShape, json, multipart, useApi } from './helpers.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';

// An upload makes ten files on one core: seconds on a machine shared with other work.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const t = useApi();
let editor: TestStaff;
let portrait: EditorialImageInfo;
let logo: EditorialImageInfo;

const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { cookie: editor.cookie } });

async function upload(content: Buffer, filename: string) {
  const form = multipart({}, { name: 'file', filename, content, type: filename.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/editorial/images',
    payload: form.payload,
    headers: { ...form.headers, cookie: editor.cookie },
  });
  return expectShape(EditorialImageInfo, res);
}

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  // A portrait 900×1200 (3:4) with noise (every encoder keeps something) and a wide logo with transparency.
  const noise = {
    width: 900,
    height: 1200,
    channels: 3 as const,
    background: '#7a6050',
    noise: { type: 'gaussian' as const, mean: 120, sigma: 25 },
  };
  portrait = await upload(await sharp({ create: noise }).jpeg({ quality: 85 }).toBuffer(), 'portrait.jpg');
  const mark = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect x="10" y="40" width="120" height="120" rx="20" fill="#1c4f8a"/><text x="150" y="130" font-size="80" fill="#1c4f8a">Bank</text></svg>',
  );
  logo = await upload(await sharp(mark).png().toBuffer(), 'logo.png');
});

const unique = (type: string) => `${type}-img-${randomBytes(3).toString('hex')}`;
const person = (image?: object) => ({
  group: 'leadership',
  order: 90,
  phone: '71 202 11 56',
  email: 'portrait@soliqservis.example',
  texts: {
    uz: {
      fio: 'Rahimova Dilnoza',
      position: 'Direktor oʻrinbosari',
      biography: '<p>Tajriba.</p>',
      receptionHours: 'Payshanba 10:00–12:00',
    },
    ru: { fio: 'Рахимова Дильноза', position: 'Заместитель директора', biography: '<p>Опыт.</p>', receptionHours: 'Четверг 10:00–12:00' },
  },
  ...(image ? { image } : {}),
});

describe('a staff page with a portrait', () => {
  it('refuses to publish without the Russian alt text (422 naming the field), then gives the public page the portrait', async () => {
    const slug = unique('staff');
    const image = { id: portrait.id, alt: { uz: 'Dilnoza Rahimovaning portreti', ru: ' ' } };
    const created = await call('POST', '/staff/editorial/staff', { slug, content: person(image) });
    expect(created.statusCode, created.body).toBe(201);
    const item = json(created);

    const refused = expectError(await call('POST', `/staff/editorial/staff/${item.id}/publish`, {}), 422, 'validation_failed');
    // The field code the workspace says in the editor's language (content.image.altMissing), naming Russian.
    expect(refused.fields).toEqual({ 'content.image.alt.ru': 'required' });
    expect(refused.message).toMatch(/alt text.*missing: ru/);
    expect((await t.app.inject({ url: `/api/staff/${slug}` })).statusCode).toBe(404);
    // Publishing only Uzbek asks only Uzbek's alt text.
    const uzOnly = await call('POST', `/staff/editorial/staff/${item.id}/publish`, { locales: ['uz'] });
    expect(uzOnly.statusCode, uzOnly.body).toBe(200);

    const saved = await call('PATCH', `/staff/editorial/staff/${item.id}/draft`, {
      baseVersion: json(uzOnly).version,
      content: person({ ...image, alt: { uz: image.alt.uz, ru: 'Портрет Дильнозы Рахимовой' } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).status.uz.changed).toBe(true);
    const published = await call('POST', `/staff/editorial/staff/${item.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published).status.uz).toMatchObject({ state: 'published', changed: false });
    expect(json(published).publishedMeta.image).toMatchObject({ id: portrait.id });

    for (const [locale, alt] of [
      ['uz', 'Dilnoza Rahimovaning portreti'],
      ['ru', 'Портрет Дильнозы Рахимовой'],
      ['en', 'Dilnoza Rahimovaning portreti'], // not published in English: the page reads Uzbek
    ] as const) {
      const page = json(await t.app.inject({ url: `/api/staff/${slug}?locale=${locale}` })).item;
      expect(page.photo.alt).toBe(alt);
      expect(page.photo.url).toBe(`/api/media/images/${portrait.id}/w900.jpg`);
      expect([page.photo.width, page.photo.height]).toEqual([900, 1200]);
      expect(page.photo.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
      expect(page.photo.sources[1].srcSet).toBe(
        `/api/media/images/${portrait.id}/w480.webp 480w, /api/media/images/${portrait.id}/w900.webp 900w`,
      );
    }
    // The list and the files it names.
    const listed = json(await t.app.inject({ url: '/api/staff?locale=ru' })).items.find((p: { slug: string }) => p.slug === slug);
    expect(listed.photo.sources).toHaveLength(3);
    const file = await t.app.inject({ url: `/api/media/images/${portrait.id}/w480.avif` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');

    // Removed in the draft and published: the page draws the initials again (no editor's files).
    const removed = await call('PATCH', `/staff/editorial/staff/${item.id}/draft`, {
      baseVersion: json(published).version,
      content: person(),
    });
    expect(json(removed).status.ru.changed).toBe(true);
    expect((await call('POST', `/staff/editorial/staff/${item.id}/publish`, {})).statusCode).toBe(200);
    const plain = json(await t.app.inject({ url: `/api/staff/${slug}` })).item;
    expect(plain.photo.url).toMatch(/\/media\/staff\/.+\.svg/);
    expect(plain.photo.sources).toBeUndefined();
  });

  it('refuses a hostile image id when saving and an id that is no image when publishing, and publishes nothing', async () => {
    for (const id of ['../../etc/passwd', 'images/x/master.webp', '<script>', '']) {
      const res = await call('POST', '/staff/editorial/staff', { slug: unique('staff'), content: person({ id, alt: { uz: 'x' } }) });
      expect(expectError(res, 422, 'validation_failed').fields).toMatchObject({
        'content.image.id': expect.stringMatching(/invalid|required/),
      });
    }
    const alt = { uz: 'Portret', ru: 'Портрет' };
    const slug = unique('staff');
    const created = json(
      await call('POST', '/staff/editorial/staff', { slug, content: person({ id: '00000000-0000-4000-8000-000000000000', alt }) }),
    );
    const refused = expectError(await call('POST', `/staff/editorial/staff/${created.id}/publish`, {}), 422, 'validation_failed');
    expect(refused.fields).toEqual({ 'content.image': 'invalid' });
    expect((await t.app.inject({ url: `/api/staff/${slug}` })).statusCode).toBe(404);
  });
});

describe('partners, slides and certificates with an image', () => {
  const alt = { uz: 'Bank logotipi', ru: 'Логотип банка', en: 'Bank logo' };
  const cases = [
    {
      type: 'partners',
      list: '/partners',
      field: 'logo',
      content: {
        url: 'https://bank.example',
        order: 0,
        texts: {
          uz: { name: 'Bank', description: 'Hamkor' },
          ru: { name: 'Банк', description: 'Партнёр' },
          en: { name: 'Bank', description: 'Partner' },
        },
      },
    },
    {
      type: 'slides',
      list: '/slides',
      field: 'image',
      content: {
        link: '/services',
        order: 0,
        texts: {
          uz: { title: 'Yangi xizmat', text: 'Matn', linkLabel: 'Batafsil' },
          ru: { title: 'Новая услуга', text: 'Текст', linkLabel: 'Подробнее' },
          en: { title: 'A new service', text: 'Text', linkLabel: 'Read more' },
        },
      },
    },
    {
      type: 'certificates',
      list: '/certificates',
      field: 'image',
      content: {
        kind: 'certificate',
        number: 'ISO-9001-12',
        issued: '2026-01-10',
        validUntil: null,
        order: 0,
        texts: {
          uz: { title: 'Sifat sertifikati', issuer: 'Markaz' },
          ru: { title: 'Сертификат качества', issuer: 'Центр' },
          en: { title: 'Quality certificate', issuer: 'Centre' },
        },
      },
    },
  ];

  for (const c of cases) {
    it(`${c.type}: refused without English alt text, then the public list carries the image in each language`, async () => {
      const slug = unique(c.type);
      const item = json(
        await call('POST', `/staff/editorial/${c.type}`, {
          slug,
          content: { ...c.content, image: { id: logo.id, alt: { ...alt, en: '' } } },
        }),
      );
      const refused = expectError(await call('POST', `/staff/editorial/${c.type}/${item.id}/publish`, {}), 422, 'validation_failed');
      expect(refused.fields).toEqual({ 'content.image.alt.en': 'required' });
      const saved = await call('PATCH', `/staff/editorial/${c.type}/${item.id}/draft`, {
        baseVersion: item.version,
        content: { ...c.content, image: { id: logo.id, alt } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call('POST', `/staff/editorial/${c.type}/${item.id}/publish`, {});
      expect(published.statusCode, published.body).toBe(200);
      for (const locale of ['uz', 'ru', 'en'] as const) {
        const row = json(await t.app.inject({ url: `/api${c.list}?locale=${locale}` })).items.find(
          (r: { slug: string }) => r.slug === slug,
        );
        const image = row[c.field];
        expect(image.alt).toBe(alt[locale]);
        expect([image.width, image.height]).toEqual([640, 200]);
        expect(image.sources[0]).toEqual({
          type: 'image/avif',
          srcSet: `/api/media/images/${logo.id}/w480.avif 480w, /api/media/images/${logo.id}/w640.avif 640w`,
        });
      }
    });
  }

  it("the seed's rows keep their generated pictures", async () => {
    const partners = json(await t.app.inject({ url: '/api/partners' })).items as {
      slug: string;
      logo: { url: string; sources?: unknown };
    }[];
    const seeded = partners.filter((p) => !p.slug.includes('-img-'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const p of seeded) {
      expect(p.logo.url).toMatch(/\.svg/);
      expect(p.logo.sources).toBeUndefined();
    }
  });
});
