/**
 * Business products through the editorial engine (issue 40): title, summary, details and features in three
 * languages, a price or "on request"; a new price on an effective date is a publication scheduled for that day's
 * Tashkent midnight, tested with a set clock. Bad input is a 422, never a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dayStart, tashkentDay } from '@tax/shared/time';
import type { Editorial } from '../src/editorial/index.ts';
import { expectError, json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

let editorial: Editorial;
const t = useApi({ mailer: memoryMailer(), editorialTickMs: 3_600_000, onEditorial: (e) => (editorial = e) });
let editor: TestStaff;
let handler: TestStaff;
const base = '/staff/editorial/products';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });

/** The price the business pages show for a product in each language (the list and the details read the same row). */
async function publicPrices(slug: string) {
  const out: Record<string, number | null | undefined> = {};
  for (const locale of ['uz', 'ru', 'en']) {
    const list = json(await t.app.inject({ url: `/api/business-products?locale=${locale}` }));
    out[locale] = (list.items as { slug: string; price: number | null }[]).find((p) => p.slug === slug)?.price;
  }
  return out;
}

const texts = {
  uz: { title: 'Yangi mahsulot', summary: 'Qisqa', details: 'Batafsil', features: 'Tez\nIshonchli' },
  ru: { title: 'Новый продукт', summary: 'Кратко', details: 'Подробно', features: 'Быстро\nНадёжно' },
  en: { title: 'New product', summary: 'Short', details: 'In detail', features: 'Fast' },
};

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  handler = await createStaff(t, ['handler']);
});

describe('business products for editors', () => {
  it('the seeded products are published items with their price', async () => {
    const list = json(await call('GET', `${base}?pageSize=50`, editor));
    const publicList = json(await t.app.inject({ url: '/api/business-products' }));
    expect(list.total).toBe(publicList.items.length);
    const one = publicList.items[0] as { slug: string; price: number | null };
    expect(list.items.find((i: { slug: string }) => i.slug === one.slug)).toMatchObject({
      price: one.price,
      status: { uz: { state: 'published', changed: false } },
    });
  });

  it('a new product on request, then a price scheduled for a date: public from that Tashkent midnight, not before', async () => {
    const slug = `product-test-${Date.now().toString(36)}`;
    const created = await call('POST', base, editor, { slug, content: { price: null, texts } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json(created);
    expect((await t.app.inject({ url: `/api/business-products/${slug}` })).statusCode).toBe(404);
    expect((await call('POST', `${base}/${id}/publish`, editor, {})).statusCode).toBe(200);
    expect(await publicPrices(slug)).toEqual({ uz: null, ru: null, en: null });
    const page = json(await t.app.inject({ url: `/api/business-products/${slug}?locale=en` })).item;
    // English has one feature: the second line reads Uzbek's.
    expect(page).toMatchObject({ title: 'New product', details: 'In detail', features: ['Fast', 'Ishonchli'], price: null });

    const item = json(await call('GET', `${base}/${id}`, editor));
    const saved = await call('PATCH', `${base}/${id}/draft`, editor, {
      baseVersion: item.version,
      content: { ...item.draft, price: 2_500_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).status.uz.changed).toBe(true);
    const effective = tashkentDay(new Date(t.clock.now.getTime() + 86_400_000));
    const scheduled = await call('POST', `${base}/${id}/schedules`, editor, { action: 'publish', at: `${effective}T00:00` });
    expect(scheduled.statusCode, scheduled.body).toBe(201);

    t.clock.now = new Date(dayStart(effective).getTime() - 60_000);
    await editorial.tick();
    expect(await publicPrices(slug)).toEqual({ uz: null, ru: null, en: null });
    t.clock.now = new Date(dayStart(effective).getTime() + 1000);
    await editorial.tick();
    expect(await publicPrices(slug)).toEqual({ uz: 2_500_000, ru: 2_500_000, en: 2_500_000 });

    editor = await createStaff(t, ['editor']);
    await call('POST', `${base}/${id}/unpublish`, editor, {});
    expect(await publicPrices(slug)).toEqual({ uz: undefined, ru: undefined, en: undefined });
  });
});

describe('business products: input and permissions', () => {
  beforeAll(async () => {
    editor = await createStaff(t, ['editor']);
    handler = await createStaff(t, ['handler']);
  });

  it('bad input is a 422 naming the field, never a 5xx', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ price: -1, texts: { uz: texts.uz } }, { 'content.price': 'invalid' }],
      [{ price: 1.5, texts: { uz: texts.uz } }, { 'content.price': 'invalid' }],
      [{ price: 'free', texts: { uz: texts.uz } }, { 'content.price': 'required' }],
      [{ price: null, texts: { uz: { ...texts.uz, features: '' } } }, { 'content.texts.uz.features': 'required' }],
      [{ price: null, texts: { uz: { ...texts.uz, title: 'x'.repeat(201) } } }, { 'content.texts.uz.title': 'too_long' }],
    ];
    for (const [content, fields] of cases) {
      const res = await call('POST', base, editor, { slug: `product-bad-${Date.now().toString(36)}`, content });
      expect(expectError(res, 422, 'validation_failed').fields, JSON.stringify(content)).toMatchObject(fields);
    }
  });

  it('only editors', async () => {
    expectError(await call('GET', base, handler), 403);
    expectError(await call('GET', base, null), 401);
  });
});
