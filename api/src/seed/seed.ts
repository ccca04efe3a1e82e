/**
 * Maps the sample content onto the tables, builds the search index (no staff account: see src/staff.ts)
 * and the call-centre operators. Runs on first start (empty database) or on `npm run seed -- --replace`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { CONTENT_TABLES, type Database } from '../db/schema.ts';
import { plainText, sanitizeRich, searchText } from '../lib/html.ts';
import { LOCALES } from '@tax/shared/contract';
import { SEARCH_CONFIG, Translator } from '../lib/locale.ts';
import type * as S from './content/types.ts';

export interface SeedContent {
  news: S.NewsSeed[];
  videos: S.VideoSeed[];
  slides: S.SlideSeed[];
  services: S.ServiceSeed[];
  businessProducts: S.BusinessProductSeed[];
  personalProducts: S.PersonalProductSeed[];
  companyProfile: S.CompanyProfileSeed;
  staff: S.StaffSeed[];
  departments: S.DepartmentSeed[];
  structure: S.StructureNodeSeed[];
  certificates: S.CertificateSeed[];
  awards: S.AwardSeed[];
  achievements: S.AchievementSeed[];
  partners: S.PartnerSeed[];
  mobileApp: S.MobileAppSeed;
  documents: S.DocumentSeed[];
  openData: S.OpenDataSeed[];
  regions: S.RegionSeed[];
  vacancies: S.VacancySeed[];
  taxStatistics: S.TaxStatSeriesSeed[];
}

export async function loadDefaultContent(): Promise<SeedContent> {
  return (await import('./content/index.ts')) as SeedContent;
}

const j = (v: unknown) => JSON.stringify(v);
/** Rich text sanitized in every language. */
const rich = (v: S.T): S.T => {
  const out: S.T = { uz: sanitizeRich(v.uz) };
  if (v.ru !== undefined) out.ru = sanitizeRich(v.ru);
  if (v.en !== undefined) out.en = sanitizeRich(v.en);
  return out;
};

async function insertMany<K extends keyof Database & string>(trx: Transaction<Database>, table: K, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    if (chunk.length)
      await trx
        .insertInto(table)
        .values(chunk as never)
        .execute();
  }
}

export async function seedContent(trx: Transaction<Database>, c: SeedContent): Promise<void> {
  await insertMany(
    trx,
    'news',
    c.news.map((n) => ({
      slug: n.slug,
      date: n.date,
      topic: n.topic,
      title: j(n.title),
      summary: j(n.summary),
      body: j(rich(n.body)),
    })),
  );
  await insertMany(
    trx,
    'videos',
    c.videos.map((v) => ({
      slug: v.slug,
      date: v.date,
      youtube_id: v.youtubeId,
      duration_sec: v.durationSec,
      title: j(v.title),
      description: j(v.description),
    })),
  );
  await insertMany(
    trx,
    'slides',
    c.slides.map((s) => ({ slug: s.slug, title: j(s.title), text: j(s.text), link: s.link, link_label: j(s.linkLabel), ord: s.order })),
  );
  await insertMany(
    trx,
    'services',
    c.services.map((s, i) => ({
      slug: s.slug,
      category: s.category,
      servicename: j(s.servicename),
      servicename_sum: s.servicename_sum,
      unit: j(s.unit),
      summary: j(s.summary),
      description: j(s.description),
      audience: j(s.audience),
      documents: j(s.documents),
      duration: j(s.duration),
      popularity: s.popularity,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'business_products',
    c.businessProducts.map((p, i) => ({
      slug: p.slug,
      title: j(p.title),
      summary: j(p.summary),
      details: j(rich(p.details)),
      features: j(p.features),
      price: p.price,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'personal_products',
    c.personalProducts.map((p, i) => ({
      slug: p.slug,
      title: j(p.title),
      description: j(p.description),
      price: p.price,
      unit: j(p.unit),
      service_slug: p.serviceSlug,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'staff',
    c.staff.map((s) => ({
      slug: s.slug,
      fio: j(s.fio),
      position: j(s.position),
      grp: s.group,
      ord: s.order,
      biography: j(s.biography),
      reception_hours: j(s.reception_hours),
      phone_number: s.phone_number,
      email: s.email,
    })),
  );
  await insertMany(
    trx,
    'departments',
    c.departments.map((d, i) => ({
      slug: d.slug,
      name: j(d.name),
      description: j(d.description),
      head_slug: d.headSlug,
      phone_number: d.phone_number,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'structure_nodes',
    c.structure.map((n) => ({ id: n.id, parent_id: n.parentId, name: j(n.name), ord: n.order })),
  );
  await insertMany(
    trx,
    'certificates',
    c.certificates.map((x, i) => ({
      slug: x.slug,
      kind: x.kind,
      title: j(x.title),
      issuer: j(x.issuer),
      number: x.number,
      issued: x.issued,
      valid_until: x.validUntil,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'awards',
    c.awards.map((a, i) => ({ slug: a.slug, year: a.year, title: j(a.title), description: j(a.description), ord: i })),
  );
  await insertMany(
    trx,
    'achievements',
    c.achievements.map((a, i) => ({ key: a.key, value: a.value, suffix: a.suffix, label: j(a.label), ord: i })),
  );
  await insertMany(
    trx,
    'partners',
    c.partners.map((p, i) => ({ slug: p.slug, name: j(p.name), url: p.url, description: j(p.description), ord: i })),
  );
  await insertDocuments(trx, c.documents);
  await insertMany(
    trx,
    'open_data',
    c.openData.map((o, i) => ({
      slug: o.slug,
      source: o.source,
      title: j(o.title),
      description: j(o.description),
      updated: o.updated,
      ord: i,
    })),
  );
  await insertMany(
    trx,
    'regions',
    c.regions.map((r, i) => ({ code: r.code, name: j(r.name), grp: r.group, centre: j(r.centre), lat: r.lat, lng: r.lng, ord: i })),
  );
  await insertMany(
    trx,
    'offices',
    c.regions.flatMap((r) =>
      r.offices.map((o, i) => ({
        slug: o.slug,
        region_code: r.code,
        kind: o.kind,
        name: j(o.name),
        address: j(o.address),
        phone_number: o.phone_number,
        email: o.email,
        office_hours: j(o.office_hours),
        lat: o.lat,
        lng: o.lng,
        ord: i,
      })),
    ),
  );
  await insertMany(
    trx,
    'vacancies',
    c.vacancies.map((v) => ({
      slug: v.slug,
      title: j(v.title),
      region_code: v.region,
      employment: j(v.employment),
      salary_from: v.salary?.from ?? null,
      salary_to: v.salary?.to ?? null,
      duties: j(v.duties),
      requirements: j(v.requirements),
      deadline: v.deadline,
      status: v.status,
      published: v.published,
    })),
  );
  await insertMany(
    trx,
    'tax_stat_series',
    c.taxStatistics.map((s, i) => ({ key: s.key, title: j(s.title), unit: j(s.unit), ord: i })),
  );
  await insertMany(
    trx,
    'tax_stat_points',
    c.taxStatistics.flatMap((s) => s.points.map((p) => ({ series_key: s.key, month: p.month, value: p.value }))),
  );
  await insertMany(trx, 'singletons', [
    { key: 'company', data: j({ ...c.companyProfile, details: rich(c.companyProfile.details) }) },
    { key: 'mobile_app', data: j(c.mobileApp) },
  ]);
  await rebuildSearchIndex(trx, c);
}

/** One row per entity and locale, texts in that locale (Uzbek where missing), weighted title A, body B. */
export async function rebuildSearchIndex(trx: Transaction<Database>, c: SeedContent): Promise<void> {
  await trx.deleteFrom('search_index').execute();
  const regionName = new Map(c.regions.map((r) => [r.code, r.name]));
  const rows: { kind: string; slug: string; locale: string; title: string; body: string; translated: boolean }[] = [];
  for (const locale of LOCALES) {
    const add = (kind: string, slug: string, fn: (t: Translator['t']) => { title: string; body: string[] }) => {
      const tr = new Translator(locale);
      const { title, body } = fn(tr.t);
      rows.push({ kind, slug, locale, title: plainText(title), body: searchText(body), translated: tr.meta().translated });
    };
    for (const n of c.news) add('news', n.slug, (t) => ({ title: t(n.title), body: [t(n.summary), t(n.body)] }));
    for (const s of c.services)
      add('service', s.slug, (t) => ({ title: t(s.servicename), body: [t(s.summary), t(s.description), t(s.audience)] }));
    for (const v of c.vacancies)
      add('vacancy', v.slug, (t) => ({
        title: t(v.title),
        body: [t(regionName.get(v.region) ?? { uz: v.region }), ...v.duties.map(t), ...v.requirements.map(t)],
      }));
    for (const r of c.regions)
      for (const o of r.offices) add('office', o.slug, (t) => ({ title: t(o.name), body: [t(o.address), t(r.name)] }));
    for (const s of c.staff) add('staff', s.slug, (t) => ({ title: t(s.fio), body: [t(s.position), t(s.biography)] }));
    for (const d of c.documents)
      add('document', d.slug, (t) => ({ title: t(d.title), body: d.sections.flatMap((s) => [t(s.heading), t(s.body)]) }));
  }
  await insertMany(trx, 'search_index', rows);
  for (const locale of LOCALES) {
    const cfg = SEARCH_CONFIG[locale];
    await sql`UPDATE search_index SET tsv = setweight(to_tsvector(${cfg}::regconfig, title), 'A') || setweight(to_tsvector(${cfg}::regconfig, body), 'B') WHERE locale = ${locale}`.execute(
      trx,
    );
  }
}

const OPERATOR_COUNT = 12;

async function seedOperators(trx: Transaction<Database>): Promise<void> {
  const have = await trx
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(have?.n ?? 0) > 0) return;
  const now = new Date();
  await insertMany(
    trx,
    'operators',
    Array.from({ length: OPERATOR_COUNT }, (_, i) => ({
      id: `op-${String(i + 1).padStart(2, '0')}`,
      name: `Operator ${i + 1}`,
      status: i % 3 === 0 ? 'busy' : i === OPERATOR_COUNT - 1 ? 'offline' : 'free',
      since: now,
      ord: i,
    })),
  );
}

/** Seeds the content when it has never been seeded (idempotent; safe with several replicas starting together). */
async function insertDocuments(trx: Transaction<Database>, documents: SeedContent['documents']): Promise<void> {
  await insertMany(
    trx,
    'documents',
    documents.map((d) => ({
      slug: d.slug,
      title: j(d.title),
      version: d.version,
      updated: d.updated,
      sections: j(d.sections.map((s) => ({ id: s.id, heading: s.heading, body: rich(s.body) }))),
    })),
  );
}

export async function seedIfEmpty(db: Kysely<Database>, content?: SeedContent): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727274002)`.execute(trx);
    await seedOperators(trx);
    const done = await trx.selectFrom('app_meta').select('value').where('key', '=', 'content_seeded_at').executeTakeFirst();
    if (done) {
      // Documents added to the sample content since this database was seeded (the privacy notice, the accessibility
      // statement) join it; the rest of its content is left as it is.
      const have = new Set((await trx.selectFrom('documents').select('slug').execute()).map((row) => row.slug));
      const missing = (content ?? (await loadDefaultContent())).documents.filter((d) => !have.has(d.slug));
      if (missing.length) await insertDocuments(trx, missing);
      return false;
    }
    await seedContent(trx, content ?? (await loadDefaultContent()));
    await trx.insertInto('app_meta').values({ key: 'content_seeded_at', value: new Date().toISOString() }).execute();
    return true;
  });
}

/** Replaces all sample content (forms, accounts and operators are kept). */
export async function replaceContent(db: Kysely<Database>, content?: SeedContent): Promise<void> {
  const c = content ?? (await loadDefaultContent());
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727274002)`.execute(trx);
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    await seedContent(trx, c);
    await trx
      .insertInto('app_meta')
      .values({ key: 'content_seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
      .execute();
  });
}
