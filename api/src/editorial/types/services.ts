/**
 * Services and their prices as an editorial type: the public `services` table (the price list and the calculator
 * read it) and its search rows are the published projection. A price change takes effect on a date through a
 * publication scheduled for that day's Tashkent midnight: one transaction, so nobody sees half of it.
 */
import { SERVICE_SCHEMAS, type ServiceContent, type ServiceTexts } from '@tax/shared/contract';
import type { T } from '../../db/schema.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { indexForSearch, localized, localizedLines } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** What a service's publication touches: its page, the lists, the price list and calculator, the home teaser, search. */
export function serviceChange(...slugs: string[]): ContentChange {
  return {
    tags: ['services', ...slugs.map((s) => `service:${s}`), 'home', 'sitemap', 'search', 'open-data'],
    paths: ['/', '/services', '/services/prices', '/services/calculator', '/business', '/search', ...slugs.map((s) => `/services/${s}`)],
  };
}

export const serviceDescriptor: EditorialDescriptor<ServiceContent> = {
  type: 'services',
  noun: 'Service',
  schemas: SERVICE_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ category: c.category, price: c.price }),
  meta: (c) => ({ category: c.category, price: c.price }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('services').select(['category', 'servicename_sum']).where('slug', '=', slug).executeTakeFirst();
    return row ? { category: row.category, price: Number(row.servicename_sum) } : null;
  },
  async project(trx, { slug, previousSlugs, published }) {
    const slugs = [slug, ...previousSlugs];
    await trx.deleteFrom('search_index').where('kind', '=', 'service').where('slug', 'in', slugs).execute();
    // Popularity and order are not edited here: a service keeps its own (a renamed one its old one's).
    const before = await trx.selectFrom('services').select(['popularity', 'ord']).where('slug', 'in', slugs).executeTakeFirst();
    await trx.deleteFrom('services').where('slug', 'in', slugs).execute();
    if (!published) return;
    if (previousSlugs.length > 0)
      await trx.updateTable('personal_products').set({ service_slug: slug }).where('service_slug', 'in', previousSlugs).execute();
    const { texts, content } = published;
    const t = (pick: (x: ServiceTexts) => string) => JSON.stringify(localized(texts, pick));
    const last = await trx
      .selectFrom('services')
      .select((eb) => eb.fn.max('ord').as('ord'))
      .executeTakeFirst();
    await trx
      .insertInto('services')
      .values({
        slug,
        category: content.category,
        servicename: t((x) => x.title),
        servicename_sum: content.price,
        unit: t((x) => x.unit),
        summary: t((x) => x.summary),
        description: t((x) => x.description),
        audience: t((x) => x.audience),
        documents: JSON.stringify(localizedLines(texts, (x) => x.documents)),
        duration: t((x) => x.duration),
        popularity: before?.popularity ?? 0,
        ord: before?.ord ?? Number(last?.ord ?? 0) + 1,
      })
      .execute();
    await indexForSearch(
      trx,
      'service',
      slug,
      localized(texts, (x) => x.title),
      [localized(texts, (x) => x.summary), localized(texts, (x) => x.description), localized(texts, (x) => x.audience)],
    );
  },
  change: serviceChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('services').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('services').selectAll().execute();
    return rows.map((s) => {
      const texts: ServiceContent['texts'] = {};
      for (const l of LOCALES) {
        const title = s.servicename[l];
        if (!title) continue;
        const pick = (v: T) => v[l] ?? v.uz;
        texts[l] = {
          title,
          unit: pick(s.unit),
          summary: pick(s.summary),
          description: pick(s.description),
          audience: pick(s.audience),
          documents: s.documents.map(pick).join('\n'),
          duration: pick(s.duration),
        };
      }
      return { slug: s.slug, content: { category: s.category, price: Number(s.servicename_sum), texts } };
    });
  },
  publicPath: (slug) => `/services/${slug}`,
};
