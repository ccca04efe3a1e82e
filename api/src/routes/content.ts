/** Read-only content: news, videos, slides, services, products, company, regions, vacancies, statistics. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { localeOf, mediaImage, pageMeta, pageOf, parseWith, sendContent } from '../context.ts';
import type { OfficeHoursValue, T } from '../db/schema.ts';
import { toCsv } from '../lib/csv.ts';
import { notFound } from '../lib/errors.ts';
import { localize, Translator } from '../lib/locale.ts';

const cfg = { config: { cache: 'content' as const } };

export function todayOf(ctx: ApiContext): string {
  return ctx.now().toISOString().slice(0, 10);
}

export async function registerContentRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;

  // ------------------------------------------------------------------ news
  type NewsRow = { slug: string; date: string; topic: string; title: T; summary: T; image_alt: T };
  const newsSummary = (l: Locale, r: NewsRow) =>
    localize(l, r, (tr, n) => ({
      slug: n.slug,
      date: n.date,
      topic: n.topic as C.NewsSummary['topic'],
      title: tr.t(n.title),
      summary: tr.t(n.summary),
      image: mediaImage(ctx, 'news', n.slug, tr.t(n.image_alt)),
    }));
  const newsCols = ['slug', 'date', 'topic', 'title', 'summary', 'image_alt'] as const;

  app.get('/news', cfg, (request, reply) => {
    const q = parseWith(C.NewsListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 10);
    return sendContent(ctx, request, reply, `news|${page}|${pageSize}|${q.year ?? ''}|${q.topic ?? ''}`, async (l) => {
      let base = db.selectFrom('news');
      if (q.year) base = base.where('date', '>=', `${q.year}-01-01`).where('date', '<', `${q.year + 1}-01-01`);
      if (q.topic) base = base.where('topic', '=', q.topic);
      const [count, rows, years, topics] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.select(newsCols).orderBy('date', 'desc').orderBy('slug', 'asc').limit(pageSize).offset(offset).execute(),
        db
          .selectFrom('news')
          .select(sql<number>`extract(year from date)::int`.as('y'))
          .distinct()
          .orderBy('y', 'desc')
          .execute(),
        db.selectFrom('news').select('topic').distinct().orderBy('topic').execute(),
      ]);
      return {
        items: rows.map((r) => newsSummary(l, r)),
        ...pageMeta(page, pageSize, Number(count.n)),
        years: years.map((y) => Number(y.y)),
        topics: topics.map((t) => t.topic),
      };
    });
  });

  app.get('/news/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.newsBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `news/${slug}`, async (l) => {
      const n = await db.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!n) throw notFound('News item');
      const link = (r: { slug: string; title: T; date: string } | undefined) =>
        r ? { slug: r.slug, title: new Translator(l).t(r.title), date: r.date } : null;
      const [older, newer, related] = await Promise.all([
        db
          .selectFrom('news')
          .select(['slug', 'title', 'date'])
          .where((eb) => eb.or([eb('date', '<', n.date), eb.and([eb('date', '=', n.date), eb('slug', '>', n.slug)])]))
          .orderBy('date', 'desc')
          .orderBy('slug', 'asc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(['slug', 'title', 'date'])
          .where((eb) => eb.or([eb('date', '>', n.date), eb.and([eb('date', '=', n.date), eb('slug', '<', n.slug)])]))
          .orderBy('date', 'asc')
          .orderBy('slug', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(newsCols)
          .where('topic', '=', n.topic)
          .where('slug', '!=', n.slug)
          .orderBy('date', 'desc')
          .orderBy('slug')
          .limit(3)
          .execute(),
      ]);
      const item = localize(l, n, (tr, r) => ({
        slug: r.slug,
        date: r.date,
        topic: r.topic as C.NewsSummary['topic'],
        title: tr.t(r.title),
        summary: tr.t(r.summary),
        body: tr.t(r.body),
        image: mediaImage(ctx, 'news', r.slug, tr.t(r.image_alt)),
      }));
      return { item, previous: link(older), next: link(newer), related: related.map((r) => newsSummary(l, r)) };
    });
  });

  app.get('/videos', cfg, (request, reply) => {
    const q = parseWith(C.VideoListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 12);
    return sendContent(ctx, request, reply, `videos|${page}|${pageSize}`, async (l) => {
      const [count, rows] = await Promise.all([
        db
          .selectFrom('videos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db.selectFrom('videos').selectAll().orderBy('date', 'desc').orderBy('slug').limit(pageSize).offset(offset).execute(),
      ]);
      return {
        items: rows.map((v) =>
          localize(l, v, (tr) => ({
            slug: v.slug,
            date: v.date,
            youtubeId: v.youtube_id,
            embedUrl: `https://www.youtube-nocookie.com/embed/${v.youtube_id}`,
            durationSec: v.duration_sec,
            title: tr.t(v.title),
            description: tr.t(v.description),
            thumbnail: { url: `https://i.ytimg.com/vi/${v.youtube_id}/hqdefault.jpg`, width: 480, height: 360, alt: tr.t(v.title) },
          })),
        ),
        ...pageMeta(page, pageSize, Number(count.n)),
      };
    });
  });

  app.get('/slides', cfg, (request, reply) => {
    parseWith(C.endpoints.slides.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'slides', async (l) => ({
      items: (await db.selectFrom('slides').selectAll().orderBy('ord').execute()).map((s) =>
        localize(l, s, (tr) => ({
          slug: s.slug,
          title: tr.t(s.title),
          text: tr.t(s.text),
          link: s.link,
          linkLabel: tr.t(s.link_label),
          order: s.ord,
          image: mediaImage(ctx, 'slides', s.slug, tr.t(s.title)),
        })),
      ),
    }));
  });

  // ------------------------------------------------------------------ services and products
  type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];
  const selectServices = () => db.selectFrom('services').selectAll().execute();
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

  app.get('/services', cfg, (request, reply) => {
    const q = parseWith(C.ServiceListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 50);
    const sort = q.sort ?? 'popular';
    return sendContent(ctx, request, reply, `services|${page}|${pageSize}|${q.category ?? ''}|${sort}`, async (l) => {
      let rows = (await selectServices()).filter((s) => !q.category || s.category === q.category).map((s) => service(l, s));
      const byName = new Intl.Collator(l);
      rows = rows.sort((a, b) =>
        sort === 'name'
          ? byName.compare(a.servicename, b.servicename)
          : sort === 'price'
            ? a.servicename_sum - b.servicename_sum || a.slug.localeCompare(b.slug)
            : b.popularity - a.popularity || a.slug.localeCompare(b.slug),
      );
      return { items: rows.slice(offset, offset + pageSize), ...pageMeta(page, pageSize, rows.length) };
    });
  });

  app.get('/services/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.serviceBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `services/${slug}`, async (l) => {
      const s = await db.selectFrom('services').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!s) throw notFound('Service');
      return { item: service(l, s) };
    });
  });

  const businessProduct = (l: Locale, p: { slug: string; title: T; summary: T; details: T; features: T[]; price: number | null }) =>
    localize(l, p, (tr) => ({
      slug: p.slug,
      title: tr.t(p.title),
      summary: tr.t(p.summary),
      details: tr.t(p.details),
      features: tr.list(p.features),
      price: p.price === null ? null : Number(p.price),
    }));
  app.get('/business-products', cfg, (request, reply) => {
    parseWith(C.endpoints.businessProducts.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'business-products', async (l) => ({
      items: (await db.selectFrom('business_products').selectAll().orderBy('ord').execute()).map((p) => businessProduct(l, p)),
    }));
  });
  app.get('/business-products/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.businessProductBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `business-products/${slug}`, async (l) => {
      const p = await db.selectFrom('business_products').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!p) throw notFound('Product');
      return { item: businessProduct(l, p) };
    });
  });

  const personalProduct = (l: Locale, p: { slug: string; title: T; description: T; price: number; unit: T; service_slug: string }) =>
    localize(l, p, (tr) => ({
      slug: p.slug,
      title: tr.t(p.title),
      description: tr.t(p.description),
      price: Number(p.price),
      unit: tr.t(p.unit),
      serviceSlug: p.service_slug,
    }));
  app.get('/personal-products', cfg, (request, reply) => {
    parseWith(C.endpoints.personalProducts.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'personal-products', async (l) => ({
      items: (await db.selectFrom('personal_products').selectAll().orderBy('ord').execute()).map((p) => personalProduct(l, p)),
    }));
  });
  app.get('/personal-products/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.personalProductBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `personal-products/${slug}`, async (l) => {
      const p = await db.selectFrom('personal_products').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!p) throw notFound('Product');
      return { item: personalProduct(l, p) };
    });
  });

  // ------------------------------------------------------------------ company
  const singleton = async <V>(key: string): Promise<V> => {
    const row = await db.selectFrom('singletons').select('data').where('key', '=', key).executeTakeFirst();
    if (!row) throw notFound();
    return row.data as V;
  };

  app.get('/company', cfg, (request, reply) => {
    parseWith(C.endpoints.company.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'company', async (l) => {
      const c = await singleton<{
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
      }>('company');
      return {
        item: localize(l, c, (tr) => ({
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
        })),
      };
    });
  });

  app.get('/mobile-app', cfg, (request, reply) => {
    parseWith(C.endpoints.mobileApp.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'mobile-app', async (l) => {
      const m = await singleton<{ name: T; description: T; appStoreUrl: string; googlePlayUrl: string }>('mobile_app');
      return {
        item: localize(l, m, (tr) => ({
          name: tr.t(m.name),
          description: tr.t(m.description),
          appStoreUrl: m.appStoreUrl,
          googlePlayUrl: m.googlePlayUrl,
        })),
      };
    });
  });

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
  };
  const staffMember = (l: Locale, s: StaffRow) =>
    localize(l, s, (tr) => ({
      slug: s.slug,
      fio: tr.t(s.fio),
      position: tr.t(s.position),
      group: s.grp,
      order: s.ord,
      photo: mediaImage(ctx, 'staff', s.slug, tr.t(s.fio)),
      biography: tr.t(s.biography),
      reception_hours: tr.t(s.reception_hours),
      phone_number: s.phone_number,
      email: s.email,
    }));
  const GROUP_ORDER = { leadership: 0, management: 1, team: 2 } as const;
  app.get('/staff', cfg, (request, reply) => {
    const q = parseWith(C.StaffListQuery, request.query, 'query');
    return sendContent(ctx, request, reply, `staff|${q.group ?? ''}`, async (l) => {
      let query = db.selectFrom('staff').selectAll();
      if (q.group) query = query.where('grp', '=', q.group);
      const rows = (await query.orderBy('ord').orderBy('slug').execute()).sort(
        (a, b) => GROUP_ORDER[a.grp] - GROUP_ORDER[b.grp] || a.ord - b.ord,
      );
      return { items: rows.map((s) => staffMember(l, s)) };
    });
  });
  app.get('/staff/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.staffBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `staff/${slug}`, async (l) => {
      const s = await db.selectFrom('staff').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!s) throw notFound('Staff member');
      return { item: staffMember(l, s) };
    });
  });

  app.get('/departments', cfg, (request, reply) => {
    parseWith(C.endpoints.departments.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'departments', async (l) => {
      const [rows, heads] = await Promise.all([
        db.selectFrom('departments').selectAll().orderBy('ord').execute(),
        db.selectFrom('staff').select(['slug', 'fio', 'position']).execute(),
      ]);
      const bySlug = new Map(heads.map((h) => [h.slug, h]));
      return {
        items: rows.map((d) =>
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
        ),
      };
    });
  });

  app.get('/structure', cfg, (request, reply) => {
    parseWith(C.endpoints.structure.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'structure', async (l) => {
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
      return { items: roots };
    });
  });

  app.get('/certificates', cfg, (request, reply) => {
    parseWith(C.endpoints.certificates.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'certificates', async (l) => ({
      items: (await db.selectFrom('certificates').selectAll().orderBy('ord').execute()).map((c) =>
        localize(l, c, (tr) => ({
          slug: c.slug,
          kind: c.kind,
          title: tr.t(c.title),
          issuer: tr.t(c.issuer),
          number: c.number,
          issued: c.issued,
          validUntil: c.valid_until,
          image: mediaImage(ctx, 'certificates', c.slug, tr.t(c.title)),
        })),
      ),
    }));
  });

  app.get('/awards', cfg, (request, reply) => {
    parseWith(C.endpoints.awards.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'awards', async (l) => ({
      items: (await db.selectFrom('awards').selectAll().orderBy('year', 'desc').orderBy('ord').execute()).map((a) =>
        localize(l, a, (tr) => ({ slug: a.slug, year: a.year, title: tr.t(a.title), description: tr.t(a.description) })),
      ),
    }));
  });

  app.get('/achievements', cfg, (request, reply) => {
    parseWith(C.endpoints.achievements.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'achievements', async (l) => ({
      items: (await db.selectFrom('achievements').selectAll().orderBy('ord').execute()).map((a) =>
        localize(l, a, (tr) => ({ key: a.key, value: Number(a.value), suffix: a.suffix, label: tr.t(a.label) })),
      ),
    }));
  });

  app.get('/partners', cfg, (request, reply) => {
    parseWith(C.endpoints.partners.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'partners', async (l) => ({
      items: (await db.selectFrom('partners').selectAll().orderBy('ord').execute()).map((p) =>
        localize(l, p, (tr) => ({
          slug: p.slug,
          name: tr.t(p.name),
          url: p.url,
          description: tr.t(p.description),
          logo: mediaImage(ctx, 'partners', p.slug, tr.t(p.name)),
        })),
      ),
    }));
  });

  app.get('/documents/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.endpoints.documentBySlug.params, request.params, 'params');
    parseWith(C.endpoints.documentBySlug.query, request.query, 'query');
    return sendContent(ctx, request, reply, `documents/${slug}`, async (l) => {
      const d = await db.selectFrom('documents').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!d) throw notFound('Document');
      return {
        item: localize(l, d, (tr) => ({
          slug: d.slug,
          title: tr.t(d.title),
          version: d.version,
          updated: d.updated,
          sections: d.sections.map((s) => ({ id: s.id, heading: tr.t(s.heading), body: tr.t(s.body) })),
        })),
      };
    });
  });

  // ------------------------------------------------------------------ open data
  const openDataRows = async (source: string, l: Locale): Promise<{ header: string[]; rows: Record<string, unknown>[] }> => {
    const tr = new Translator(l);
    const hours = (h: OfficeHoursValue) =>
      `Mon-Fri ${h.weekdays.open}-${h.weekdays.close}` +
      (h.saturday ? `; Sat ${h.saturday.open}-${h.saturday.close}` : '') +
      (h.lunch ? `; lunch ${h.lunch.start}-${h.lunch.end}` : '');
    switch (source) {
      case 'regions': {
        const rows = await db
          .selectFrom('regions')
          .leftJoin('offices', 'offices.region_code', 'regions.code')
          .select([
            'regions.code',
            'regions.name',
            'regions.grp',
            'regions.centre',
            'regions.lat',
            'regions.lng',
            'regions.ord',
            (eb) => eb.fn.count<number>('offices.slug').as('offices'),
          ])
          .groupBy(['regions.code'])
          .orderBy('regions.ord')
          .execute();
        return {
          header: ['code', 'name', 'group', 'centre', 'lat', 'lng', 'offices'],
          rows: rows.map((r) => ({
            code: r.code,
            name: tr.t(r.name),
            group: r.grp,
            centre: tr.t(r.centre),
            lat: r.lat,
            lng: r.lng,
            offices: Number(r.offices),
          })),
        };
      }
      case 'offices': {
        const rows = await db
          .selectFrom('offices')
          .innerJoin('regions', 'regions.code', 'offices.region_code')
          .select([
            'offices.slug',
            'offices.region_code',
            'regions.name as region_name',
            'offices.kind',
            'offices.name',
            'offices.address',
            'offices.phone_number',
            'offices.email',
            'offices.office_hours',
            'offices.lat',
            'offices.lng',
          ])
          .orderBy('regions.ord')
          .orderBy('offices.ord')
          .execute();
        return {
          header: ['slug', 'region', 'region_name', 'kind', 'name', 'address', 'phone_number', 'email', 'office_hours', 'lat', 'lng'],
          rows: rows.map((r) => ({
            slug: r.slug,
            region: r.region_code,
            region_name: tr.t(r.region_name),
            kind: r.kind,
            name: tr.t(r.name),
            address: tr.t(r.address),
            phone_number: r.phone_number,
            email: r.email,
            office_hours: hours(r.office_hours),
            lat: r.lat,
            lng: r.lng,
          })),
        };
      }
      case 'services': {
        const rows = await db.selectFrom('services').selectAll().orderBy('ord').execute();
        return {
          header: ['slug', 'category', 'servicename', 'servicename_sum', 'unit', 'duration'],
          rows: rows.map((r) => ({
            slug: r.slug,
            category: r.category,
            servicename: tr.t(r.servicename),
            servicename_sum: Number(r.servicename_sum),
            unit: tr.t(r.unit),
            duration: tr.t(r.duration),
          })),
        };
      }
      case 'tax_statistics': {
        const rows = await db
          .selectFrom('tax_stat_points')
          .innerJoin('tax_stat_series', 'tax_stat_series.key', 'tax_stat_points.series_key')
          .select([
            'tax_stat_series.key',
            'tax_stat_series.title',
            'tax_stat_series.unit',
            'tax_stat_points.month',
            'tax_stat_points.value',
          ])
          .orderBy('tax_stat_series.ord')
          .orderBy('tax_stat_points.month')
          .execute();
        return {
          header: ['series', 'title', 'unit', 'month', 'value'],
          rows: rows.map((r) => ({ series: r.key, title: tr.t(r.title), unit: tr.t(r.unit), month: r.month, value: Number(r.value) })),
        };
      }
      case 'vacancies': {
        const rows = await db.selectFrom('vacancies').selectAll().orderBy('published', 'desc').orderBy('slug').execute();
        const today = todayOf(ctx);
        return {
          header: ['slug', 'title', 'region', 'status', 'published', 'deadline', 'salary_from', 'salary_to'],
          rows: rows.map((r) => ({
            slug: r.slug,
            title: tr.t(r.title),
            region: r.region_code,
            status: r.status === 'closed' || r.deadline < today ? 'closed' : 'open',
            published: r.published,
            deadline: r.deadline,
            salary_from: r.salary_from,
            salary_to: r.salary_to,
          })),
        };
      }
      default:
        return { header: [], rows: [] };
    }
  };

  app.get('/open-data', cfg, (request, reply) => {
    parseWith(C.endpoints.openData.query, request.query, 'query');
    return sendContent(ctx, request, reply, 'open-data', async (l) => {
      const sets = await db.selectFrom('open_data').selectAll().orderBy('ord').execute();
      return {
        items: await Promise.all(
          sets.map(async (s) => ({
            ...localize(l, s, (tr) => ({
              slug: s.slug,
              source: s.source,
              title: tr.t(s.title),
              description: tr.t(s.description),
              updated: s.updated,
            })),
            rows: (await openDataRows(s.source, l)).rows.length,
            downloads: (['csv', 'json'] as const).map((format) => ({
              format,
              url: `${ctx.publicBase}/open-data/${s.slug}.${format}?locale=${l}`,
            })),
          })),
        ),
      };
    });
  });

  app.get('/open-data/:file', cfg, async (request, reply) => {
    const { file } = request.params as { file: string };
    const m = /^([a-z0-9][a-z0-9-]{0,119})\.(csv|json)$/.exec(file);
    if (!m) throw notFound('Data set');
    const [, slug = '', format] = m;
    parseWith(C.endpoints.openDataDownload.query, request.query, 'query');
    const set = await db.selectFrom('open_data').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!set) throw notFound('Data set');
    const l = localeOf(request);
    const { header, rows } = await openDataRows(set.source, l);
    reply.header('content-disposition', `attachment; filename="${slug}-${l}.${format}"`).header('vary', 'Accept-Language, Accept-Encoding');
    if (format === 'json') {
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ slug, locale: l, updated: set.updated, fields: header, rows }));
    }
    return reply.type('text/csv; charset=utf-8').send(
      toCsv(
        header,
        rows.map((r) => header.map((h) => r[h])),
      ),
    );
  });

  // ------------------------------------------------------------------ regions and offices
  const regionsWithOffices = async (l: Locale, code?: string) => {
    let rq = db.selectFrom('regions').selectAll().orderBy('ord');
    let oq = db.selectFrom('offices').selectAll().orderBy('ord');
    if (code) {
      rq = rq.where('code', '=', code);
      oq = oq.where('region_code', '=', code);
    }
    const [regions, offices] = await Promise.all([rq.execute(), oq.execute()]);
    return regions.map((r) => {
      const rt = new Translator(l);
      const regionName = rt.t(r.name);
      const items = offices
        .filter((o) => o.region_code === r.code)
        .map((o) =>
          localize(l, o, (tr) => ({
            slug: o.slug,
            kind: o.kind,
            name: tr.t(o.name),
            region: r.code as C.Region['code'],
            region_name: tr.t(r.name),
            address: tr.t(o.address),
            phone_number: o.phone_number,
            email: o.email,
            office_hours: o.office_hours,
            coordinates: { lat: o.lat, lng: o.lng },
          })),
        );
      const centre = rt.t(r.centre);
      const meta = rt.meta();
      const translated = meta.translated && items.every((o) => o.translated);
      return {
        code: r.code as C.Region['code'],
        name: regionName,
        group: r.grp,
        centre,
        coordinates: { lat: r.lat, lng: r.lng },
        offices: items,
        locale: translated ? l : ('uz' as const),
        translated,
      };
    });
  };

  app.get('/regions', cfg, (request, reply) => {
    const q = parseWith(C.RegionListQuery, request.query, 'query');
    return sendContent(ctx, request, reply, `regions|${q.group ?? ''}`, async (l) => {
      const items = (await regionsWithOffices(l)).filter((r) => !q.group || r.group === q.group);
      const groups = (['tashkent-city', 'regions'] as const)
        .map((key) => ({ key, regions: items.filter((r) => r.group === key).map((r) => r.code) }))
        .filter((g) => g.regions.length > 0);
      return { items, groups };
    });
  });
  app.get('/regions/:code', cfg, (request, reply) => {
    const { code } = parseWith(C.RegionParams, request.params, 'params');
    parseWith(C.endpoints.regionByCode.query, request.query, 'query');
    return sendContent(ctx, request, reply, `regions/${code}`, async (l) => {
      const [item] = await regionsWithOffices(l, code);
      if (!item) throw notFound('Region');
      return { item };
    });
  });

  // ------------------------------------------------------------------ vacancies
  type VacancyRow = Awaited<ReturnType<ReturnType<typeof vacancyQuery>['execute']>>[number];
  const vacancyQuery = () =>
    db
      .selectFrom('vacancies')
      .innerJoin('regions', 'regions.code', 'vacancies.region_code')
      .selectAll('vacancies')
      .select('regions.name as region_title');
  const vacancy = (l: Locale, v: VacancyRow, today: string) =>
    localize(l, v, (tr) => ({
      slug: v.slug,
      title: tr.t(v.title),
      region: { code: v.region_code as C.Region['code'], name: tr.t(v.region_title) },
      employment: tr.t(v.employment),
      salary: v.salary_from !== null && v.salary_to !== null ? { from: Number(v.salary_from), to: Number(v.salary_to) } : null,
      duties: tr.list(v.duties),
      requirements: tr.list(v.requirements),
      deadline: v.deadline,
      published: v.published,
      status: v.status,
      closed: v.status === 'closed' || v.deadline < today,
    }));

  app.get('/vacancies', cfg, (request, reply) => {
    const q = parseWith(C.VacancyListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 10);
    const today = todayOf(ctx);
    const status = q.status ?? 'all';
    return sendContent(ctx, request, reply, `vacancies|${page}|${pageSize}|${q.region ?? ''}|${status}|${today}`, async (l) => {
      let base = vacancyQuery();
      if (q.region) base = base.where('vacancies.region_code', '=', q.region);
      if (status === 'open') base = base.where('vacancies.status', '=', 'open').where('vacancies.deadline', '>=', today);
      if (status === 'closed')
        base = base.where((eb) => eb.or([eb('vacancies.status', '=', 'closed'), eb('vacancies.deadline', '<', today)]));
      const all = await base.execute();
      // Open ones first, then by publication date.
      all.sort((a, b) => {
        const ca = a.status === 'closed' || a.deadline < today ? 1 : 0;
        const cb = b.status === 'closed' || b.deadline < today ? 1 : 0;
        return ca - cb || b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug);
      });
      return { items: all.slice(offset, offset + pageSize).map((v) => vacancy(l, v, today)), ...pageMeta(page, pageSize, all.length) };
    });
  });
  app.get('/vacancies/:slug', cfg, (request, reply) => {
    const { slug } = parseWith(C.SlugParams, request.params, 'params');
    parseWith(C.endpoints.vacancyBySlug.query, request.query, 'query');
    const today = todayOf(ctx);
    return sendContent(ctx, request, reply, `vacancies/${slug}|${today}`, async (l) => {
      const v = await vacancyQuery().where('vacancies.slug', '=', slug).executeTakeFirst();
      if (!v) throw notFound('Vacancy');
      return { item: vacancy(l, v, today) };
    });
  });

  // ------------------------------------------------------------------ statistics
  app.get('/tax-statistics', cfg, (request, reply) => {
    const q = parseWith(C.TaxStatQuery, request.query, 'query');
    return sendContent(ctx, request, reply, `tax-statistics|${q.key ?? ''}|${q.from ?? ''}|${q.to ?? ''}`, async (l) => {
      let sq = db.selectFrom('tax_stat_series').selectAll().orderBy('ord');
      if (q.key) sq = sq.where('key', '=', q.key);
      let pq = db.selectFrom('tax_stat_points').selectAll().orderBy('month');
      if (q.from) pq = pq.where('month', '>=', q.from);
      if (q.to) pq = pq.where('month', '<=', q.to);
      const [series, points] = await Promise.all([sq.execute(), pq.execute()]);
      if (q.key && series.length === 0) throw notFound('Series');
      return {
        items: series.map((s) =>
          localize(l, s, (tr) => ({
            key: s.key,
            title: tr.t(s.title),
            unit: tr.t(s.unit),
            points: points.filter((p) => p.series_key === s.key).map((p) => ({ month: p.month, value: Number(p.value) })),
          })),
        ),
      };
    });
  });
}
