/** Site search: PostgreSQL full-text search in the requested language, ranked, with highlighted snippets. */
import { sql, type RawBuilder } from 'kysely';
import * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { pageMeta, pageOf } from '../context.ts';
import { escapeHtml } from '../lib/html.ts';
import { SEARCH_CONFIG } from '../lib/locale.ts';
import { normaliseUzbek, widenUzbekQuery } from '../lib/uzbek-search.ts';

type SearchKind = C.SearchResponse['items'][number]['kind'];

const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The snippet as a reader meets it: "… " before it when it starts inside the text, " …" after it when the text goes
 * on (the fragments between are already joined by " … "). `head` and `tail` are the text's first and last characters.
 */
export function snippetOf(raw: string, head: string, tail: string): string {
  const plain = raw.split(START).join('').split(STOP).join('').trim();
  const lead = plain && !head.startsWith(plain.slice(0, 24)) ? '… ' : '';
  const trail = plain && !tail.endsWith(plain.slice(-24)) ? ' …' : '';
  return markSnippet(`${lead}${raw.trim()}${trail}`);
}

/** Escapes the snippet, then turns the sentinels into <mark>. */
export function markSnippet(raw: string): string {
  return escapeHtml(raw).split(START).join('<mark>').split(STOP).join('</mark>');
}

const PATH: Record<SearchKind, (slug: string) => string> = {
  news: (s) => `/news/${s}`,
  service: (s) => `/services/${s}`,
  vacancy: (s) => `/vacancy/${s}`,
  staff: (s) => `/staff/${s}`,
  document: (s) => `/${s}`,
  // The contacts page lists every office, each card with this anchor.
  office: (s) => `/contacts#office-${s}`,
};

export function searchRepository({ db }: RepositoryContext) {
  return {
    /** Hits in the locale's index, best rank first (kind and slug break ties), with the counts per kind. */
    async search(l: Locale, q: { q: string; kind?: SearchKind | undefined; page?: number | undefined; pageSize?: number | undefined }) {
      const { page, pageSize, offset } = pageOf(q, 10);
      // Control characters would clash with the highlight sentinels.
      const clean = Array.from(q.q, (ch) => (ch < ' ' ? ' ' : ch)).join('');
      const text = l === 'uz' ? normaliseUzbek(clean) : clean;
      const cfg = SEARCH_CONFIG[l];
      // The query for `words`. In Uzbek, widened to the words' forms (lib/uzbek-search.ts), with the query as typed
      // kept for the ranking: a page with "kalit" comes before one with only "kalitlari".
      const queryOf = async (words: string): Promise<{ match: RawBuilder<unknown>; typed?: RawBuilder<unknown> }> => {
        const written = sql`websearch_to_tsquery(${cfg}::regconfig, ${words})`;
        if (l !== 'uz') return { match: written };
        const parsed = (await sql<{ q: string }>`SELECT ${written}::text AS q`.execute(db)).rows[0]?.q ?? '';
        const widened = widenUzbekQuery(parsed);
        return widened === parsed ? { match: written } : { match: sql`${widened}::tsquery`, typed: written };
      };
      const counts = async (query: RawBuilder<unknown>) =>
        (
          await sql<{ kind: string; n: number }>`
            SELECT kind, count(*)::int AS n FROM search_index
            WHERE locale = ${l} AND tsv @@ ${query} GROUP BY kind`.execute(db)
        ).rows;
      // Pages with every word first; if none has them all, pages with any of them, best (most words) first, and the
      // answer says so. Only for plain words: a phrase ("…"), an exclusion (-word) or an "or" is taken as written.
      let match: 'all' | 'any' = 'all';
      let queries = await queryOf(text);
      let groupsRows = await counts(queries.match);
      const plain = text.split(/\s+/).filter(Boolean);
      if (groupsRows.length === 0 && plain.length > 1 && plain.length <= 12 && !/"|(^|\s)-|\bor\b/i.test(text)) {
        const any = await queryOf(plain.join(' or '));
        const rows = await counts(any.match);
        if (rows.length > 0) [match, queries, groupsRows] = ['any', any, rows];
      }
      const query = queries.match;
      // With a widened query, the pages with the words as typed come first (1 + their rank, scaled below 1 by the
      // normalization 32), then the pages with other forms only.
      const rank = queries.typed
        ? sql`(tsv @@ ${queries.typed})::int + ts_rank_cd(tsv, ${query}, 1 | 32)`
        : sql`ts_rank_cd(tsv, ${query}, 1)`;
      const groups = C.SEARCH_KINDS.map((kind) => ({ kind, total: Number(groupsRows.find((g) => g.kind === kind)?.n ?? 0) })).filter(
        (g) => g.total > 0,
      );
      const total = q.kind ? (groups.find((g) => g.kind === q.kind)?.total ?? 0) : groups.reduce((s, g) => s + g.total, 0);
      const kindFilter = q.kind ? sql`AND kind = ${q.kind}` : sql``;
      const rows =
        total === 0
          ? []
          : (
              await sql<{
                kind: SearchKind;
                slug: string;
                title: string;
                translated: boolean;
                rank: number;
                snippet: string;
                head: string;
                tail: string;
              }>`
          WITH hits AS (
            SELECT kind, slug, title, body, translated, ${rank} AS rank
            FROM search_index WHERE locale = ${l} AND tsv @@ ${query} ${kindFilter}
            ORDER BY rank DESC, kind, slug LIMIT ${pageSize} OFFSET ${offset}
          )
          SELECT kind, slug, title, translated, rank, left(body, 64) AS head, right(body, 64) AS tail,
                 ts_headline(${cfg}::regconfig, body, ${query}, ${HEADLINE_OPTS}) AS snippet
          FROM hits ORDER BY rank DESC, kind, slug`.execute(db)
            ).rows;
      return {
        query: q.q,
        items: rows.map((r) => ({
          kind: r.kind,
          slug: r.slug,
          title: r.title,
          snippet: snippetOf(r.snippet, r.head, r.tail),
          path: PATH[r.kind](r.slug),
          rank: Math.round(Number(r.rank) * 1e6) / 1e6,
          locale: r.translated ? l : ('uz' as const),
          translated: r.translated,
        })),
        ...pageMeta(page, pageSize, total),
        groups,
        match,
      };
    },
  };
}
