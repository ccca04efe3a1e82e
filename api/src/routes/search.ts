/** Site search: PostgreSQL full-text search in the requested language, ranked, with highlighted snippets. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { etagOf, localeOf, pageMeta, pageOf, parseWith } from '../context.ts';
import { escapeHtml } from '../lib/html.ts';
import { SEARCH_CONFIG } from '../lib/locale.ts';

const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** Escapes the snippet, then turns the sentinels into <mark>. */
export function markSnippet(raw: string): string {
  return escapeHtml(raw).split(START).join('<mark>').split(STOP).join('</mark>');
}

const PATH: Record<C.SearchResponse['items'][number]['kind'], (slug: string) => string> = {
  news: (s) => `/news/${s}`,
  service: (s) => `/services/${s}`,
  vacancy: (s) => `/vacancy/${s}`,
  staff: (s) => `/staff/${s}`,
  document: (s) => `/${s}`,
};

export async function registerSearchRoutes(app: FastifyInstance, ctx: ApiContext) {
  // Not kept in the in-memory answer cache: the key space is unbounded and would evict the content
  // answers. Browsers and proxies can still cache it (ETag, max-age).
  // Each search is a scan and a ranking in the database: besides the plugin's in-flight bound, a per-client
  // rate (a visitor types a few searches a minute; 120 leaves room for an office behind one address).
  const config = {
    cache: 'content' as const,
    ...(ctx.rateLimit ? { rateLimit: { max: Math.max(120, ctx.rateLimit.max), timeWindow: 60_000 } } : {}),
  };
  app.get('/search', { config }, async (request, reply) => {
    const q = parseWith(C.SearchQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 10);
    // Control characters would clash with the highlight sentinels.
    const text = Array.from(q.q, (ch) => (ch < ' ' ? ' ' : ch)).join('');
    const l = localeOf(request);
    const data = await (async () => {
      const cfg = SEARCH_CONFIG[l];
      const query = sql`websearch_to_tsquery(${cfg}::regconfig, ${text})`;
      const groupsRes = await sql<{ kind: string; n: number }>`
        SELECT kind, count(*)::int AS n FROM search_index
        WHERE locale = ${l} AND tsv @@ ${query} GROUP BY kind`.execute(ctx.db);
      const groups = C.SEARCH_KINDS.map((kind) => ({ kind, total: Number(groupsRes.rows.find((g) => g.kind === kind)?.n ?? 0) })).filter(
        (g) => g.total > 0,
      );
      const total = q.kind ? (groups.find((g) => g.kind === q.kind)?.total ?? 0) : groups.reduce((s, g) => s + g.total, 0);
      const kindFilter = q.kind ? sql`AND kind = ${q.kind}` : sql``;
      const rows =
        total === 0
          ? []
          : (
              await sql<{
                kind: C.SearchResponse['items'][number]['kind'];
                slug: string;
                title: string;
                translated: boolean;
                rank: number;
                snippet: string;
              }>`
          WITH hits AS (
            SELECT kind, slug, title, body, translated, ts_rank_cd(tsv, ${query}, 1) AS rank
            FROM search_index WHERE locale = ${l} AND tsv @@ ${query} ${kindFilter}
            ORDER BY rank DESC, kind, slug LIMIT ${pageSize} OFFSET ${offset}
          )
          SELECT kind, slug, title, translated, rank,
                 ts_headline(${cfg}::regconfig, body, ${query}, ${HEADLINE_OPTS}) AS snippet
          FROM hits ORDER BY rank DESC, kind, slug`.execute(ctx.db)
            ).rows;
      return {
        query: q.q,
        items: rows.map((r) => ({
          kind: r.kind,
          slug: r.slug,
          title: r.title,
          snippet: markSnippet(r.snippet),
          path: PATH[r.kind](r.slug),
          rank: Math.round(Number(r.rank) * 1e6) / 1e6,
          locale: r.translated ? l : ('uz' as const),
          translated: r.translated,
        })),
        ...pageMeta(page, pageSize, total),
        groups,
      };
    })();
    const body = JSON.stringify(data);
    return reply
      .header('etag', etagOf(body))
      .header('vary', 'Accept-Language, Accept-Encoding')
      .header('content-language', l)
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
