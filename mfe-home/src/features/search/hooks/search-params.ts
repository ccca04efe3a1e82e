import { positiveIntParam } from '@tax/shared';
/** The search page's state lives in the URL: ?q=…&kind=…&page=… (read with the specification's limits). */
export const SEARCH_KINDS = ['news', 'service', 'vacancy', 'staff', 'document', 'office'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Query-string limits from the specification. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;
export const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000;

export interface SearchState {
  q: string;
  kind?: SearchKind;
  page: number;
}

/**
 * Reads the search state from a query string. Only the first 1000 parameters count, a key repeated more than
 * 20 times keeps its first 20 values, keys nested deeper than 5 brackets are ignored; the query is trimmed and
 * cut to what the API accepts; a bad page or kind falls back to the default.
 */
export function parseSearchParams(search: string | URLSearchParams): SearchState {
  const params = limitParams(typeof search === 'string' ? new URLSearchParams(search) : search);
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  const kindValue = params.get('kind');
  const kind = (SEARCH_KINDS as readonly string[]).includes(kindValue ?? '') ? (kindValue as SearchKind) : undefined;
  const page = positiveIntParam(params.get('page'), MAX_PAGE) ?? 1;
  return { q, page, ...(kind ? { kind } : {}) };
}

/** Applies the parameter, array and depth limits to parsed parameters. */
export function limitParams(params: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  const counts = new Map<string, number>();
  let seen = 0;
  for (const [key, value] of params) {
    if (seen >= QUERY_LIMITS.parameterLimit) break;
    seen += 1;
    if ((key.match(/\[/g)?.length ?? 0) > QUERY_LIMITS.depth) continue;
    const count = counts.get(key) ?? 0;
    if (count >= QUERY_LIMITS.arrayLimit) continue;
    counts.set(key, count + 1);
    result.append(key, value);
  }
  return result;
}

/** The query object of a search link (empty values are left out by the route map). */
export function searchLinkQuery(state: SearchState): Record<string, string | number | undefined> {
  return { q: state.q, kind: state.kind, page: state.page > 1 ? state.page : undefined };
}
