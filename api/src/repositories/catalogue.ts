/** Services and products: queries and the mapping of their rows to the contract's shapes. */
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { pageMeta, pageOf } from '../context.ts';
import type { T } from '../db/schema.ts';
import { localize } from '../lib/locale.ts';

export type ServiceSort = 'popular' | 'name' | 'price';

export function catalogueRepository({ db }: RepositoryContext) {
  const selectServices = () => db.selectFrom('services').selectAll().execute();
  type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];
  const service = (l: Locale, s: ServiceRow) =>
    localize(l, s, (tr) => ({
      slug: s.slug,
      category: s.category,
      servicename: tr.t(s.servicename),
      servicename_sum: Number(s.servicename_sum),
      unit: tr.t(s.unit),
      summary: tr.t(s.summary),
      description: tr.t(s.description),
      audience: tr.t(s.audience),
      documents: tr.list(s.documents),
      duration: tr.t(s.duration),
      popularity: s.popularity,
    }));
  const businessProduct = (l: Locale, p: { slug: string; title: T; summary: T; details: T; features: T[]; price: number | null }) =>
    localize(l, p, (tr) => ({
      slug: p.slug,
      title: tr.t(p.title),
      summary: tr.t(p.summary),
      details: tr.t(p.details),
      features: tr.list(p.features),
      price: p.price === null ? null : Number(p.price),
    }));
  const personalProduct = (l: Locale, p: { slug: string; title: T; description: T; price: number; unit: T; service_slug: string }) =>
    localize(l, p, (tr) => ({
      slug: p.slug,
      title: tr.t(p.title),
      description: tr.t(p.description),
      price: Number(p.price),
      unit: tr.t(p.unit),
      serviceSlug: p.service_slug,
    }));

  return {
    /**
     * Services of a category, sorted by popularity (the default), price or name. Sorted here, not in SQL: the name
     * is the localized one (Uzbek where a translation is missing), compared with the locale's collation.
     */
    async services(
      l: Locale,
      q: { page?: number | undefined; pageSize?: number | undefined; category?: string | undefined; sort: ServiceSort },
    ) {
      const { page, pageSize, offset } = pageOf(q, 50);
      const byName = new Intl.Collator(l);
      const rows = (await selectServices())
        .filter((s) => !q.category || s.category === q.category)
        .map((s) => service(l, s))
        .sort((a, b) =>
          q.sort === 'name'
            ? byName.compare(a.servicename, b.servicename)
            : q.sort === 'price'
              ? a.servicename_sum - b.servicename_sum || a.slug.localeCompare(b.slug)
              : b.popularity - a.popularity || a.slug.localeCompare(b.slug),
        );
      return { items: rows.slice(offset, offset + pageSize), ...pageMeta(page, pageSize, rows.length) };
    },
    async service(l: Locale, slug: string) {
      const s = await db.selectFrom('services').selectAll().where('slug', '=', slug).executeTakeFirst();
      return s && service(l, s);
    },
    async businessProducts(l: Locale) {
      return (await db.selectFrom('business_products').selectAll().orderBy('ord').execute()).map((p) => businessProduct(l, p));
    },
    async businessProduct(l: Locale, slug: string) {
      const p = await db.selectFrom('business_products').selectAll().where('slug', '=', slug).executeTakeFirst();
      return p && businessProduct(l, p);
    },
    async personalProducts(l: Locale) {
      return (await db.selectFrom('personal_products').selectAll().orderBy('ord').execute()).map((p) => personalProduct(l, p));
    },
    async personalProduct(l: Locale, slug: string) {
      const p = await db.selectFrom('personal_products').selectAll().where('slug', '=', slug).executeTakeFirst();
      return p && personalProduct(l, p);
    },
  };
}
