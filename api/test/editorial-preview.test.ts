/**
 * Previews of every editorial type with a public page (issue 40, decision 0053): with the editor's token the public
 * reads answer the draft as Publish would make it (page and lists alike), private and not indexed; without it, or with
 * a forged, expired or other type's token, the normal public answer. A withdrawn business product answers 410.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditorialType } from '@tax/shared/contract';
import { json, useApi } from './helpers.ts';
import { createStaff, memoryMailer, type TestStaff } from './staff-helpers.ts';

const t = useApi({ mailer: memoryMailer(), editorialTickMs: 3_600_000 });
let editor: TestStaff;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: editor.cookie },
  });

beforeAll(async () => {
  editor = await createStaff(t, ['editor']);
});

type Texts = Record<string, string>;
interface Item {
  id: string;
  slug: string;
  version: number;
  draft: { texts: { uz?: Texts; ru?: Texts; en?: Texts } } & Record<string, unknown>;
}

/** A published item of the type, its draft changed (a marker in its name, in Uzbek and Russian); nothing published. */
async function changedDraft(type: EditorialType, marker: string, change: (d: Item['draft']) => void = () => {}) {
  const list = json(await call('GET', `/staff/editorial/${type}?pageSize=50`));
  const summary =
    (list.items as { id: string; states: Record<string, string> }[]).find((i) => i.states?.uz === 'published') ?? list.items[0];
  const item = json(await call('GET', `/staff/editorial/${type}/${summary.id}`)) as Item;
  const draft = structuredClone(item.draft);
  for (const l of ['uz', 'ru'] as const) {
    const texts = draft.texts[l];
    if (!texts) continue;
    const field = ['title', 'name', 'fio'].find((k) => k in texts)!;
    texts[field] = `${texts[field]} ${marker}`.slice(0, 150);
  }
  change(draft);
  const saved = await call('PATCH', `/staff/editorial/${type}/${item.id}/draft`, { baseVersion: item.version, content: draft });
  expect(saved.statusCode, saved.body).toBe(200);
  const p = json(await call('POST', `/staff/editorial/${type}/${item.id}/preview`));
  return { item, token: p.token as string, paths: p.paths as Record<string, string> };
}

const read = (url: string, token?: string) =>
  t.app.inject({ url: `/api${url}${url.includes('?') ? '&' : '?'}locale=ru${token ? `&preview=${encodeURIComponent(token)}` : ''}` });

/** type, the public reads that show it (by the item's slug), and a type whose token must not open it. */
const CASES: [EditorialType, (slug: string) => string[], EditorialType][] = [
  ['vacancies', (s) => [`/vacancies/${s}`, '/vacancies?pageSize=50'], 'services'],
  ['services', (s) => [`/services/${s}`, '/services?pageSize=50'], 'vacancies'],
  ['products', (s) => [`/business-products/${s}`, '/business-products'], 'services'],
  ['staff', (s) => [`/staff/${s}`, '/staff'], 'vacancies'],
  ['document', (s) => [`/documents/${s}`], 'staff'],
  ['offices', () => ['/regions'], 'staff'],
  ['slides', () => ['/slides'], 'partners'],
  ['partners', () => ['/partners'], 'slides'],
  ['certificates', () => ['/certificates'], 'awards'],
  ['awards', () => ['/awards'], 'certificates'],
  ['videos', () => ['/videos?pageSize=50'], 'awards'],
];

describe('preview of every type with a public page', () => {
  for (const [type, urls, other] of CASES)
    it(`${type}: the draft with its token, private and unindexed; the public answer without or with a bad token`, async () => {
      const marker = `PRV${type.slice(0, 4)}${Date.now().toString(36)}`;
      const { item, token } = await changedDraft(type, marker);
      const { token: otherToken } = await changedDraft(other, `OTH${Date.now().toString(36)}`);
      for (const url of urls(item.slug)) {
        const seen = await read(url, token);
        expect(seen.statusCode, `${url} ${seen.body}`).toBe(200);
        expect(seen.body).toContain(marker);
        expect(json(seen).preview).toBe(true);
        expect(seen.headers['cache-control']).toBe('private, no-store');
        expect(seen.headers['x-robots-tag']).toBe('noindex, nofollow');

        const plain = await read(url);
        expect(plain.statusCode).toBe(200);
        expect(plain.body).not.toContain(marker);
        expect(json(plain).preview).toBeUndefined();
        const forged = await read(url, `${token.slice(0, -3)}abc`);
        expect(forged.body).not.toContain(marker);
        expect(forged.headers['cache-control']).toBe('private, no-store');
        const wrongType = await read(url, otherToken);
        expect(wrongType.body).not.toContain(marker);
        expect(json(wrongType).preview).toBeUndefined();
      }
      // The preview left nothing behind: the public answer is unchanged after it.
      expect((await read(urls(item.slug)[0]!)).body).not.toContain(marker);
      // Half an hour later the token is worth nothing.
      t.clock.advance(31 * 60_000);
      expect((await read(urls(item.slug)[0]!, token)).body).not.toContain(marker);
      t.clock.advance(-31 * 60_000);
    });

  it('a new vacancy never published: 404 without the token, the page with it', async () => {
    const slug = `preview-new-${Date.now().toString(36)}`;
    const text = (l: string) => ({ title: `Yangi ${l}`, employment: 'Toʻliq', duties: 'Ish\nIsh 2', requirements: 'Talab' });
    const deadline = new Date(t.clock.now.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await call('POST', '/staff/editorial/vacancies', {
      slug,
      content: { region: 'samarkand', salary: null, deadline, texts: { uz: text('uz'), ru: text('ru'), en: text('en') } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const p = json(await call('POST', `/staff/editorial/vacancies/${json(created).id}/preview`));
    expect((await read(`/vacancies/${slug}`)).statusCode).toBe(404);
    const seen = await read(`/vacancies/${slug}`, p.token);
    expect(seen.statusCode).toBe(200);
    expect(json(seen).item.title).toBe('Yangi ru');
    expect((await read(`/vacancies/${slug}`)).statusCode).toBe(404);
  });

  it("a service's draft price is the price list's and the page's in its preview only", async () => {
    const { item, token } = await changedDraft('services', `PRICE${Date.now().toString(36)}`, (d) => {
      d.price = 123_456;
    });
    const price = (body: string) =>
      (json({ body } as never).items as { slug: string; servicename_sum: number }[]).find((s) => s.slug === item.slug)?.servicename_sum;
    expect(price((await read('/services?pageSize=50', token)).body)).toBe(123_456);
    expect(price((await read('/services?pageSize=50')).body)).not.toBe(123_456);
  });
});

describe('preview links', () => {
  it("a product's opens its details page, the token beside the product", async () => {
    const { item, paths } = await changedDraft('products', `LINK${Date.now().toString(36)}`);
    expect(paths.ru).toMatch(new RegExp(`^/ru/business/products/details\\?product=${item.slug}&preview=[^&]+$`));
  });
});

describe('withdrawn business products', () => {
  it('answer 410 after unpublish, 404 for an address never used', async () => {
    const list = json(await call('GET', '/staff/editorial/products?pageSize=50'));
    const one = list.items[0] as { id: string; slug: string };
    expect((await t.app.inject({ url: `/api/business-products/${one.slug}` })).statusCode).toBe(200);
    const gone = await call('POST', `/staff/editorial/products/${one.id}/unpublish`, {});
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await t.app.inject({ url: `/api/business-products/${one.slug}` });
    expect(after.statusCode).toBe(410);
    expect(json(after).error.code).toBe('gone');
    expect((await t.app.inject({ url: '/api/business-products/never-was-a-product' })).statusCode).toBe(404);
  });
});

describe('a withdrawn document', () => {
  it('answers 410 after unpublish', async () => {
    const list = json(await call('GET', '/staff/editorial/document?pageSize=50'));
    const one = (list.items as { id: string; slug: string }[]).find((i) => i.slug === 'accessibility')!;
    expect((await t.app.inject({ url: `/api/documents/${one.slug}` })).statusCode).toBe(200);
    expect((await call('POST', `/staff/editorial/document/${one.id}/unpublish`, {})).statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/documents/${one.slug}` });
    expect(after.statusCode).toBe(410);
    expect(json(after).error.code).toBe('gone');
  });
});
