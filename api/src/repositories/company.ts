/** The company's pages: profile, mobile app, staff, departments, structure, certificates, awards, partners, documents. */
import type * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { mediaImage } from '../context.ts';
import { avatarAlt } from '../lib/svg.ts';
import type { DocumentsTable, OfficeHoursValue, PublishedImage, T } from '../db/schema.ts';
import { shownImage } from '../editorial/item-image.ts';
import { localize } from '../lib/locale.ts';
import { paragraphsHtml } from '../lib/html.ts';

type CompanyValue = {
  name: T;
  shortName: T;
  intro: T;
  details: T;
  mission: T;
  founded: string;
  address: T;
  phone_number: string;
  callCentre: string;
  email: string;
  office_hours: OfficeHoursValue;
  lat: number;
  lng: number;
  keyFigures: { key: string; title: T; unit: T; points: { year: number; value: number }[] }[];
};
type MobileAppValue = { name: T; description: T; appStoreUrl: string; googlePlayUrl: string };
type StaffRow = {
  slug: string;
  fio: T;
  position: T;
  grp: C.StaffListResponse['items'][number]['group'];
  ord: number;
  biography: T;
  reception_hours: T;
  phone_number: string;
  email: string;
  image?: PublishedImage | null;
};
const GROUP_ORDER = { leadership: 0, management: 1, team: 2 } as const;

export function companyRepository(ctx: RepositoryContext) {
  const { db } = ctx;
  /** A one-row value of the `singletons` table; undefined if it was never seeded. */
  const singleton = async <V>(key: string): Promise<V | undefined> => {
    const row = await db.selectFrom('singletons').select('data').where('key', '=', key).executeTakeFirst();
    return row?.data as V | undefined;
  };
  const staffMember = (l: Locale, s: StaffRow) =>
    localize(l, s, (tr) => ({
      slug: s.slug,
      fio: tr.t(s.fio),
      position: tr.t(s.position),
      group: s.grp,
      order: s.ord,
      // The editor's portrait; without one, the drawing of initials (the pages draw their own: StaffAvatar).
      photo: shownImage(ctx, s.image, l, () => mediaImage(ctx, 'staff', s.slug, tr.t(avatarAlt(s.slug, s.fio.en || s.fio.uz)))),
      // HTML: an editor's rich text, or the seed's plain text as paragraphs.
      biography: paragraphsHtml(tr.t(s.biography)),
      reception_hours: tr.t(s.reception_hours),
      phone_number: s.phone_number,
      email: s.email,
    }));

  return {
    async company(l: Locale) {
      const c = await singleton<CompanyValue>('company');
      return (
        c &&
        localize(l, c, (tr) => ({
          name: tr.t(c.name),
          shortName: tr.t(c.shortName),
          intro: tr.t(c.intro),
          details: tr.t(c.details),
          mission: tr.t(c.mission),
          founded: c.founded,
          address: tr.t(c.address),
          phone_number: c.phone_number,
          callCentre: c.callCentre,
          email: c.email,
          office_hours: c.office_hours,
          coordinates: { lat: c.lat, lng: c.lng },
          keyFigures: c.keyFigures.map((k) => ({ key: k.key, title: tr.t(k.title), unit: tr.t(k.unit), points: k.points })),
        }))
      );
    },

    async mobileApp(l: Locale) {
      const m = await singleton<MobileAppValue>('mobile_app');
      return (
        m &&
        localize(l, m, (tr) => ({
          name: tr.t(m.name),
          description: tr.t(m.description),
          appStoreUrl: m.appStoreUrl,
          googlePlayUrl: m.googlePlayUrl,
        }))
      );
    },

    /** Leadership, then management, then the team; by order within a group. */
    async staff(l: Locale, group?: StaffRow['grp']) {
      let query = db.selectFrom('staff').selectAll();
      if (group) query = query.where('grp', '=', group);
      const rows = (await query.orderBy('ord').orderBy('slug').execute()).sort(
        (a, b) => GROUP_ORDER[a.grp] - GROUP_ORDER[b.grp] || a.ord - b.ord,
      );
      return rows.map((s) => staffMember(l, s));
    },
    async staffMember(l: Locale, slug: string) {
      const s = await db.selectFrom('staff').selectAll().where('slug', '=', slug).executeTakeFirst();
      return s && staffMember(l, s);
    },

    async departments(l: Locale) {
      const [rows, heads] = await Promise.all([
        db.selectFrom('departments').selectAll().orderBy('ord').execute(),
        db.selectFrom('staff').select(['slug', 'fio', 'position']).execute(),
      ]);
      const bySlug = new Map(heads.map((h) => [h.slug, h]));
      return rows.map((d) =>
        localize(l, d, (tr) => {
          const h = d.head_slug ? bySlug.get(d.head_slug) : undefined;
          return {
            slug: d.slug,
            name: tr.t(d.name),
            description: tr.t(d.description),
            head: h ? { slug: h.slug, fio: tr.t(h.fio), position: tr.t(h.position) } : null,
            phone_number: d.phone_number,
          };
        }),
      );
    },

    /** The organisation chart as a tree: the roots, each node with its children in order. */
    async structure(l: Locale) {
      const rows = await db.selectFrom('structure_nodes').selectAll().orderBy('ord').orderBy('id').execute();
      const nodes = new Map<string, C.StructureNode>(
        rows.map((r) => [r.id, { ...localize(l, r, (tr) => ({ id: r.id, name: tr.t(r.name), order: r.ord })), children: [] }]),
      );
      const roots: C.StructureNode[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id)!;
        const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },

    async certificates(l: Locale) {
      return (await db.selectFrom('certificates').selectAll().orderBy('ord').execute()).map((c) =>
        localize(l, c, (tr) => ({
          slug: c.slug,
          kind: c.kind,
          title: tr.t(c.title),
          issuer: tr.t(c.issuer),
          number: c.number,
          issued: c.issued,
          validUntil: c.valid_until,
          image: shownImage(ctx, c.image, l, () => mediaImage(ctx, 'certificates', c.slug, tr.t(c.title))),
        })),
      );
    },

    async awards(l: Locale) {
      return (await db.selectFrom('awards').selectAll().orderBy('year', 'desc').orderBy('ord').execute()).map((a) =>
        localize(l, a, (tr) => ({ slug: a.slug, year: a.year, title: tr.t(a.title), description: tr.t(a.description) })),
      );
    },

    async achievements(l: Locale) {
      return (await db.selectFrom('achievements').selectAll().orderBy('ord').execute()).map((a) =>
        localize(l, a, (tr) => ({ key: a.key, value: Number(a.value), suffix: a.suffix, label: tr.t(a.label) })),
      );
    },

    async partners(l: Locale) {
      return (await db.selectFrom('partners').selectAll().orderBy('ord').execute()).map((p) =>
        localize(l, p, (tr) => ({
          slug: p.slug,
          name: tr.t(p.name),
          url: p.url,
          description: tr.t(p.description),
          logo: shownImage(ctx, p.image, l, () => mediaImage(ctx, 'partners', p.slug, tr.t(p.name))),
        })),
      );
    },

    async document(l: Locale, slug: DocumentsTable['slug']) {
      const d = await db.selectFrom('documents').selectAll().where('slug', '=', slug).executeTakeFirst();
      return (
        d &&
        localize(l, d, (tr) => ({
          slug: d.slug,
          title: tr.t(d.title),
          version: d.version,
          updated: d.updated,
          sections: d.sections.map((s) => ({ id: s.id, heading: tr.t(s.heading), body: tr.t(s.body) })),
        }))
      );
    },
  };
}
