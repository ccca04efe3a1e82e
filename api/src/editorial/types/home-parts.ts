/**
 * The home and about pages' parts as editorial types: slides (home), partners (home and about), certificates and
 * licences (home and about), awards (about). Each projects into its public table (migration 1) with its `ord`; none
 * is searched (the public search never held them). Decision 0051.
 */
import {
  AWARD_SCHEMAS,
  CERTIFICATE_SCHEMAS,
  PARTNER_SCHEMAS,
  SLIDE_SCHEMAS,
  type AwardContent,
  type CertificateContent,
  type Locale,
  type PartnerContent,
  type SlideContent,
} from '@tax/shared/contract';
import type { Transaction } from 'kysely';
import type { Database, T } from '../../db/schema.ts';
import { ApiHttpError } from '../../lib/errors.ts';
import type { ContentChange } from '../content-changes.ts';
import type { Db, EditorialDescriptor, SiteLinks } from '../descriptor.ts';
import { sitePathOf } from '../rich-text.ts';
import { matchesSitePath } from '../site-paths.ts';
import { draftImageMeta, projectedImage, publicImageMeta, requireImageAlt } from '../item-image.ts';
import { localized } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
type PartTable = 'slides' | 'partners' | 'certificates' | 'awards';

/** Per language, the texts a public row's localized columns hold (a language the row lacks is not written). */
function textsOf<X>(pick: (l: Locale) => X | null): Partial<Record<Locale, X>> {
  const out: Partial<Record<Locale, X>> = {};
  for (const l of LOCALES) {
    const x = pick(l);
    if (x) out[l] = x;
  }
  return out;
}

/** Written in a language when its first column has text there; other columns read Uzbek's where the seed had none. */
const inLocale = (l: Locale, first: T, ...rest: T[]) => (first[l] ? [first[l], ...rest.map((v) => v[l] ?? v.uz)] : null);

const exists = (table: PartTable) => async (d: Db, slug: string) =>
  !!(await d.selectFrom(table).select('slug').where('slug', '=', slug).executeTakeFirst());

async function dropRows(trx: Transaction<Database>, table: PartTable, slugs: string[]) {
  await trx.deleteFrom(table).where('slug', 'in', slugs).execute();
}

/** The languages public after this publication (each needs the image's alt text). */
const publicLocales = (texts: Partial<Record<Locale, unknown>>) => Object.keys(texts) as Locale[];

const title = (c: { texts: Partial<Record<Locale, { title: string }>> }) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title;

// ---------------------------------------------------------------- slides

/** A slide shows on the home page only. */
export function slideChange(...slugs: string[]): ContentChange {
  return { tags: ['slides', ...slugs.map((s) => `slide:${s}`), 'home'], paths: ['/'] };
}

/** The button's page must be one of the site's, as a rich-text link must (a slide never leads to a 404). */
export function checkSlideLink(link: string, site: SiteLinks): void {
  const path = sitePathOf(link, site.siteOrigin);
  if (path === null || !matchesSitePath(site.sitePaths, path))
    throw new ApiHttpError(422, 'validation_failed', `The link leads to no page of the site: ${link}`, { 'content.link': 'link' });
}

export const slideDescriptor: EditorialDescriptor<SlideContent> = {
  type: 'slides',
  noun: 'Slide',
  schemas: SLIDE_SCHEMAS,
  richFields: [],
  title,
  summary: (c) => ({ link: c.link, order: c.order }),
  meta: (c) => ({ link: c.link, order: c.order, ...draftImageMeta(c.image) }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('slides').select(['link', 'ord', 'image']).where('slug', '=', slug).executeTakeFirst();
    return row ? { link: row.link, order: row.ord, ...publicImageMeta(row.image) } : null;
  },
  canPublish: requireImageAlt,
  check: (c, site) => checkSlideLink(c.link, site),
  async project(trx, { slug, previousSlugs, published }) {
    await dropRows(trx, 'slides', [slug, ...previousSlugs]);
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('slides')
      .values({
        slug,
        title: JSON.stringify(localized(texts, (x) => x.title)),
        text: JSON.stringify(localized(texts, (x) => x.text)),
        link: content.link,
        link_label: JSON.stringify(localized(texts, (x) => x.linkLabel)),
        ord: content.order,
        image: await projectedImage(trx, content.image, publicLocales(texts)),
      })
      .execute();
  },
  change: slideChange,
  publicSlugExists: exists('slides'),
  async adoptable(d) {
    const rows = await d.selectFrom('slides').selectAll().execute();
    return rows.map((s) => ({
      slug: s.slug,
      content: {
        link: s.link,
        order: s.ord,
        texts: textsOf((l) => {
          const v = inLocale(l, s.title, s.text, s.link_label);
          return v && { title: v[0]!, text: v[1]!, linkLabel: v[2]! };
        }),
      },
    }));
  },
  publicPath: () => '/',
};

// ---------------------------------------------------------------- partners

/** Partners show on the home page and the about page. */
export function partnerChange(...slugs: string[]): ContentChange {
  return { tags: ['partners', ...slugs.map((s) => `partner:${s}`), 'home', 'about'], paths: ['/', '/about'] };
}

export const partnerDescriptor: EditorialDescriptor<PartnerContent> = {
  type: 'partners',
  noun: 'Partner',
  schemas: PARTNER_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.name ?? c.texts.ru?.name ?? c.texts.en?.name,
  summary: (c) => ({ url: c.url, order: c.order }),
  meta: (c) => ({ url: c.url, order: c.order, ...draftImageMeta(c.image) }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('partners').select(['url', 'ord', 'image']).where('slug', '=', slug).executeTakeFirst();
    return row ? { url: row.url, order: row.ord, ...publicImageMeta(row.image) } : null;
  },
  canPublish: requireImageAlt,
  async project(trx, { slug, previousSlugs, published }) {
    await dropRows(trx, 'partners', [slug, ...previousSlugs]);
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('partners')
      .values({
        slug,
        name: JSON.stringify(localized(texts, (x) => x.name)),
        url: content.url,
        description: JSON.stringify(localized(texts, (x) => x.description)),
        ord: content.order,
        image: await projectedImage(trx, content.image, publicLocales(texts)),
      })
      .execute();
  },
  change: partnerChange,
  publicSlugExists: exists('partners'),
  async adoptable(d) {
    const rows = await d.selectFrom('partners').selectAll().execute();
    return rows.map((p) => ({
      slug: p.slug,
      content: {
        url: p.url,
        order: p.ord,
        texts: textsOf((l) => {
          const v = inLocale(l, p.name, p.description);
          return v && { name: v[0]!, description: v[1]! };
        }),
      },
    }));
  },
  publicPath: () => '/about',
};

// ---------------------------------------------------------------- certificates and licences

/** Certificates show on the home page (achievements) and the about page. */
export function certificateChange(...slugs: string[]): ContentChange {
  return { tags: ['certificates', ...slugs.map((s) => `certificate:${s}`), 'home', 'about'], paths: ['/', '/about'] };
}

export const certificateDescriptor: EditorialDescriptor<CertificateContent> = {
  type: 'certificates',
  noun: 'Certificate',
  schemas: CERTIFICATE_SCHEMAS,
  richFields: [],
  title,
  summary: (c) => ({ kind: c.kind, issued: c.issued, validUntil: c.validUntil, order: c.order }),
  meta: (c) => ({ kind: c.kind, number: c.number, issued: c.issued, validUntil: c.validUntil, order: c.order, ...draftImageMeta(c.image) }),
  async publicMeta(d, slug) {
    const row = await d
      .selectFrom('certificates')
      .select(['kind', 'number', 'issued', 'valid_until', 'ord', 'image'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const validUntil = row.valid_until === null ? null : String(row.valid_until);
    return { kind: row.kind, number: row.number, issued: String(row.issued), validUntil, order: row.ord, ...publicImageMeta(row.image) };
  },
  canPublish: requireImageAlt,
  async project(trx, { slug, previousSlugs, published }) {
    await dropRows(trx, 'certificates', [slug, ...previousSlugs]);
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('certificates')
      .values({
        slug,
        kind: content.kind,
        title: JSON.stringify(localized(texts, (x) => x.title)),
        issuer: JSON.stringify(localized(texts, (x) => x.issuer)),
        number: content.number,
        issued: content.issued,
        valid_until: content.validUntil,
        ord: content.order,
        image: await projectedImage(trx, content.image, publicLocales(texts)),
      })
      .execute();
  },
  change: certificateChange,
  publicSlugExists: exists('certificates'),
  async adoptable(d) {
    const rows = await d.selectFrom('certificates').selectAll().execute();
    return rows.map((c) => ({
      slug: c.slug,
      content: {
        kind: c.kind,
        number: c.number,
        issued: String(c.issued),
        validUntil: c.valid_until === null ? null : String(c.valid_until),
        order: c.ord,
        texts: textsOf((l) => {
          const v = inLocale(l, c.title, c.issuer);
          return v && { title: v[0]!, issuer: v[1]! };
        }),
      },
    }));
  },
  publicPath: () => '/about',
};

// ---------------------------------------------------------------- awards

/** Awards show on the about page only. */
export function awardChange(...slugs: string[]): ContentChange {
  return { tags: ['awards', ...slugs.map((s) => `award:${s}`), 'about'], paths: ['/about'] };
}

export const awardDescriptor: EditorialDescriptor<AwardContent> = {
  type: 'awards',
  noun: 'Award',
  schemas: AWARD_SCHEMAS,
  richFields: [],
  title,
  summary: (c) => ({ year: c.year, order: c.order }),
  meta: (c) => ({ year: c.year, order: c.order }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('awards').select(['year', 'ord']).where('slug', '=', slug).executeTakeFirst();
    return row ? { year: row.year, order: row.ord } : null;
  },
  async project(trx, { slug, previousSlugs, published }) {
    await dropRows(trx, 'awards', [slug, ...previousSlugs]);
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('awards')
      .values({
        slug,
        year: content.year,
        title: JSON.stringify(localized(texts, (x) => x.title)),
        description: JSON.stringify(localized(texts, (x) => x.description)),
        ord: content.order,
      })
      .execute();
  },
  change: awardChange,
  publicSlugExists: exists('awards'),
  async adoptable(d) {
    const rows = await d.selectFrom('awards').selectAll().execute();
    return rows.map((a) => ({
      slug: a.slug,
      content: {
        year: a.year,
        order: a.ord,
        texts: textsOf((l) => {
          const v = inLocale(l, a.title, a.description);
          return v && { title: v[0]!, description: v[1]! };
        }),
      },
    }));
  },
  publicPath: () => '/about',
};
