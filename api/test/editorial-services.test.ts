/**
 * Services and prices through the editorial engine (issue 40): a new price on an effective date is a publication
 * scheduled for that day's Tashkent midnight; the price list and the calculator (both read GET /services) show the
 * old price until then and the new one from then, in every language at once. Bad input is a 422, never a 5xx.
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
const base = '/staff/editorial/services';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestStaff | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who ? { cookie: who.cookie } : {},
  });

/** The price each locale's price list (and calculator: the same answer) shows for a service. */
async function publicPrices(slug: string) {
  const out: Record<string, number | undefined> = {};
  for (const locale of ['uz', 'ru', 'en']) {
    const list = json(await t.app.inject({ url: `/api/services?locale=${locale}&pageSize=50` }));
    out[locale] = (list.items as { slug: string; servicename_sum: number }[]).find((s) => s.slug === slug)?.servicename_sum;
  }
  return out;
}

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
  handler = await createStaff(t, ['handler']);
});

describe('services and prices for editors', () => {
  it('the seeded services are published items with their price', async () => {
    const list = json(await call('GET', `${base}?pageSize=50`, editor));
    const publicList = json(await t.app.inject({ url: '/api/services?pageSize=50' }));
    expect(list.total).toBe(publicList.total);
    const one = publicList.items[0] as { slug: string; servicename_sum: number };
    expect(list.items.find((i: { slug: string }) => i.slug === one.slug)).toMatchObject({
      price: one.servicename_sum,
      status: { uz: { state: 'published', changed: false } },
    });
  });

  it('a new price scheduled for a date shows in the price list and the calculator from that Tashkent midnight, not before', async () => {
    const list = json(await call('GET', `${base}?category=individual&pageSize=1`, editor));
    const { id, slug } = list.items[0] as { id: string; slug: string };
    const item = json(await call('GET', `${base}/${id}`, editor));
    const oldPrice = item.draft.price as number;
    const newPrice = oldPrice + 11_000;
    const saved = await call('PATCH', `${base}/${id}/draft`, editor, {
      baseVersion: item.version,
      content: { ...item.draft, price: newPrice },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).status.uz.changed).toBe(true);
    expect(await publicPrices(slug)).toEqual({ uz: oldPrice, ru: oldPrice, en: oldPrice });

    const effective = tashkentDay(new Date(t.clock.now.getTime() + 86_400_000));
    const scheduled = await call('POST', `${base}/${id}/schedules`, editor, { action: 'publish', at: `${effective}T00:00` });
    expect(scheduled.statusCode, scheduled.body).toBe(201);

    t.clock.now = new Date(dayStart(effective).getTime() - 60_000);
    await editorial.tick();
    expect(await publicPrices(slug)).toEqual({ uz: oldPrice, ru: oldPrice, en: oldPrice });
    expect(json(await t.app.inject({ url: `/api/services/${slug}?locale=ru` })).item.servicename_sum).toBe(oldPrice);

    t.clock.now = new Date(dayStart(effective).getTime() + 1000);
    await editorial.tick();
    expect(await publicPrices(slug)).toEqual({ uz: newPrice, ru: newPrice, en: newPrice });
    expect(json(await t.app.inject({ url: `/api/services/${slug}?locale=en` })).item.servicename_sum).toBe(newPrice);
  });
});

describe('services: input and permissions', () => {
  beforeAll(async () => {
    // The clock moved a day above: fresh sessions.
    editor = await createStaff(t, ['editor']);
    handler = await createStaff(t, ['handler']);
  });
  const texts = {
    title: 'Yangi xizmat',
    unit: 'bir marta',
    summary: 'Qisqa',
    description: 'Toʻliq',
    audience: 'Hamma',
    documents: 'Pasport\nSTIR',
    duration: '1 kun',
  };

  it('bad input is a 422 naming the field, never a 5xx', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ category: 'individual', price: -5, texts: { uz: texts } }, { 'content.price': 'invalid' }],
      [{ category: 'individual', price: 1.5, texts: { uz: texts } }, { 'content.price': 'invalid' }],
      [{ category: 'individual', price: 'abc', texts: { uz: texts } }, { 'content.price': 'required' }],
      [{ category: 'state', price: 100, texts: { uz: texts } }, { 'content.category': 'invalid' }],
      [{ category: 'individual', price: 100, texts: { uz: { ...texts, unit: '' } } }, { 'content.texts.uz.unit': 'required' }],
    ];
    for (const [content, fields] of cases) {
      const res = await call('POST', base, editor, { slug: `service-bad-${Date.now().toString(36)}`, content });
      expect(expectError(res, 422, 'validation_failed').fields, JSON.stringify(content)).toMatchObject(fields);
    }
  });

  it('a new service, published, is on the price list with its documents; unpublished, its page answers 410', async () => {
    const slug = `service-test-${Date.now().toString(36)}`;
    const created = await call('POST', base, editor, { slug, content: { category: 'business', price: 123_000, texts: { uz: texts } } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json(created);
    expect((await t.app.inject({ url: `/api/services/${slug}` })).statusCode).toBe(404);
    expect((await call('POST', `${base}/${id}/publish`, editor, {})).statusCode).toBe(200);
    const page = json(await t.app.inject({ url: `/api/services/${slug}?locale=ru` })).item;
    expect(page).toMatchObject({
      servicename: 'Yangi xizmat',
      servicename_sum: 123_000,
      documents: ['Pasport', 'STIR'],
      category: 'business',
    });
    expect((await publicPrices(slug)).uz).toBe(123_000);
    await call('POST', `${base}/${id}/unpublish`, editor, {});
    expectError(await t.app.inject({ url: `/api/services/${slug}` }), 410, 'gone');
    expect((await publicPrices(slug)).uz).toBeUndefined();
  });

  it('only editors', async () => {
    expectError(await call('GET', base, handler), 403);
    expectError(await call('GET', base, null), 401);
  });
});
