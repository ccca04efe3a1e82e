/**
 * Leadership and staff pages as an editorial type: the public `staff` table (the about page, `/staff`, `/staff/<slug>`,
 * the departments' heads) and its search rows are the published projection. The biography is rich text, sanitized on
 * save as news bodies are; the public page renders it as HTML. Decision 0051.
 */
import { STAFF_SCHEMAS, normalizeUzPhone, type Locale, type StaffContent } from '@tax/shared/contract';
import { paragraphsHtml } from '../../lib/html.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { draftImageMeta, projectedImage, publicImageMeta, requireImageAlt } from '../item-image.ts';
import { indexForSearch, localized } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** A person shows on the about page and its structure (a department's head), the staff list, their page, search. */
export function staffChange(...slugs: string[]): ContentChange {
  return {
    tags: ['staff', ...slugs.map((s) => `staff:${s}`), 'about', 'sitemap', 'search'],
    paths: ['/about', '/about/structure', '/staff', '/search', ...slugs.map((s) => `/staff/${s}`)],
  };
}

/** Stored as the public forms store a phone, +998 and nine digits (the schema let only such a number in). */
const publicPhone = (typed: string) => normalizeUzPhone(typed) ?? typed;

export const staffDescriptor: EditorialDescriptor<StaffContent> = {
  type: 'staff',
  noun: 'Staff page',
  schemas: STAFF_SCHEMAS,
  richFields: ['biography'],
  title: (c) => c.texts.uz?.fio ?? c.texts.ru?.fio ?? c.texts.en?.fio,
  summary: (c) => ({ group: c.group, order: c.order }),
  meta: (c) => ({ group: c.group, phone: publicPhone(c.phone), email: c.email, order: c.order, ...draftImageMeta(c.image) }),
  async publicMeta(d, slug) {
    const row = await d
      .selectFrom('staff')
      .select(['grp', 'phone_number', 'email', 'ord', 'image'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? { group: row.grp, phone: row.phone_number, email: row.email, order: row.ord, ...publicImageMeta(row.image) } : null;
  },
  canPublish: requireImageAlt,
  async project(trx, { slug, previousSlugs, published }) {
    const slugs = [slug, ...previousSlugs];
    await trx.deleteFrom('search_index').where('kind', '=', 'staff').where('slug', 'in', slugs).execute();
    await trx.deleteFrom('staff').where('slug', 'in', slugs).execute();
    if (!published) return;
    // A renamed head keeps heading the department.
    if (previousSlugs.length > 0)
      await trx.updateTable('departments').set({ head_slug: slug }).where('head_slug', 'in', previousSlugs).execute();
    const { texts, content } = published;
    const t = (pick: (x: (typeof texts)['uz'] & object) => string) => localized(texts, pick);
    await trx
      .insertInto('staff')
      .values({
        slug,
        fio: JSON.stringify(t((x) => x.fio)),
        position: JSON.stringify(t((x) => x.position)),
        grp: content.group,
        ord: content.order,
        biography: JSON.stringify(t((x) => x.biography)),
        reception_hours: JSON.stringify(t((x) => x.receptionHours)),
        phone_number: publicPhone(content.phone),
        email: content.email,
        image: await projectedImage(trx, content.image, Object.keys(texts) as Locale[]),
      })
      .execute();
    await indexForSearch(
      trx,
      'staff',
      slug,
      t((x) => x.fio),
      [t((x) => x.position), t((x) => x.biography)],
    );
  },
  change: staffChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('staff').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('staff').selectAll().execute();
    return rows.map((s) => {
      const texts: StaffContent['texts'] = {};
      for (const l of LOCALES) {
        const fio = s.fio[l];
        if (!fio) continue;
        texts[l] = {
          fio,
          position: s.position[l] ?? s.position.uz,
          biography: paragraphsHtml(s.biography[l] ?? s.biography.uz),
          receptionHours: s.reception_hours[l] ?? s.reception_hours.uz,
        };
      }
      return {
        slug: s.slug,
        content: { group: s.grp, order: s.ord, phone: s.phone_number, email: s.email, texts },
      };
    });
  },
  publicPath: (slug) => `/staff/${slug}`,
};
