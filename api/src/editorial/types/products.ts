/**
 * Business products as an editorial type: the public `business_products` table (the business page, the products list
 * and a product's details read it) is the published projection. A price, or "on request" (null), takes effect on a
 * date through a publication scheduled for that day's Tashkent midnight, as services' prices do.
 */
import { PRODUCT_SCHEMAS, type ProductContent, type ProductTexts } from '@tax/shared/contract';
import type { T } from '../../db/schema.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { localized, localizedLines } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** What a product's publication touches: the business pages that list and show products, and the home page. */
export function productChange(...slugs: string[]): ContentChange {
  return {
    tags: ['business-products', ...slugs.map((s) => `business-product:${s}`), 'home'],
    paths: ['/', '/business', '/business/products', '/business/products/details'],
  };
}

export const productDescriptor: EditorialDescriptor<ProductContent> = {
  type: 'products',
  noun: 'Product',
  schemas: PRODUCT_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ price: c.price }),
  meta: (c) => ({ price: c.price }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('business_products').select('price').where('slug', '=', slug).executeTakeFirst();
    return row ? { price: row.price === null ? null : Number(row.price) } : null;
  },
  async project(trx, { slug, previousSlugs, published }) {
    const slugs = [slug, ...previousSlugs];
    // A product keeps its place in the list (a renamed one its old one's); a new one goes last.
    const before = await trx.selectFrom('business_products').select('ord').where('slug', 'in', slugs).executeTakeFirst();
    await trx.deleteFrom('business_products').where('slug', 'in', slugs).execute();
    if (!published) return;
    const { texts, content } = published;
    const t = (pick: (x: ProductTexts) => string) => JSON.stringify(localized(texts, pick));
    const last = await trx
      .selectFrom('business_products')
      .select((eb) => eb.fn.max('ord').as('ord'))
      .executeTakeFirst();
    await trx
      .insertInto('business_products')
      .values({
        slug,
        title: t((x) => x.title),
        summary: t((x) => x.summary),
        details: t((x) => x.details),
        features: JSON.stringify(localizedLines(texts, (x) => x.features)),
        price: content.price,
        ord: before?.ord ?? Number(last?.ord ?? 0) + 1,
      })
      .execute();
  },
  change: productChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('business_products').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('business_products').selectAll().execute();
    return rows.map((p) => {
      const texts: ProductContent['texts'] = {};
      for (const l of LOCALES) {
        const title = p.title[l];
        if (!title) continue;
        const pick = (v: T) => v[l] ?? v.uz;
        texts[l] = { title, summary: pick(p.summary), details: pick(p.details), features: p.features.map(pick).join('\n') };
      }
      return { slug: p.slug, content: { price: p.price === null ? null : Number(p.price), texts } };
    });
  },
  // The details page takes its product in the query (a preview link adds its token beside it).
  publicPath: (slug) => `/business/products/details?product=${slug}`,
};
