import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../api/client.ts';
import type { PageLoaderArgs } from '../federation/contract.ts';
import { gone, notFound } from '../routing/not-found.ts';

/** Query options as `queryOptions(...)` makes them (a query's one definition, from its `api/get-*.ts`). */
export interface PrefetchQuery {
  queryKey: QueryKey;
}

// Each plan mixes queries of different data types; the client takes each as it is.
const asFetch = (query: PrefetchQuery) => query as FetchQueryOptions;

/** The API's answers about `main` that mean the page does not exist. */
const NO_SUCH_PAGE = new Set([400, 404, 414]);

export interface PrefetchPlan {
  /** What the page is about (an article, a vacancy): unknown to the API, it rejects the route with the shell's 404. */
  main?: PrefetchQuery | null;
  /** What the first screen shows: waited for; a failure is left to the page (its QueryState shows the error and a retry). */
  wait?: readonly PrefetchQuery[];
  /** What is further down the page: started now, not waited for. */
  later?: readonly PrefetchQuery[];
}

/**
 * The one way a page loader prefetches (`src/pages/<Page>.loader.ts`): through the shared query client, so the
 * page reads the same queries, each as fresh as its own `staleTime` asks (cached data within it costs nothing). Only an unknown `main` fails the route; every other failure stays with the page,
 * so one failing endpoint never takes the whole page down.
 */
export async function prefetchPage({ queryClient }: Pick<PageLoaderArgs, 'queryClient'>, plan: PrefetchPlan): Promise<null> {
  for (const query of plan.later ?? []) void queryClient.prefetchQuery(asFetch(query));
  const [main] = await Promise.allSettled([
    plan.main ? queryClient.fetchQuery(asFetch(plan.main)) : Promise.resolve(null),
    ...(plan.wait ?? []).map((query) => queryClient.fetchQuery(asFetch(query))),
  ]);
  // Unknown, or an address the API refuses to look up (a slug too long, 414; malformed, 400): no such page either.
  if (main?.status === 'rejected' && isApiError(main.reason) && NO_SUCH_PAGE.has(main.reason.status)) notFound();
  // Withdrawn (an unpublished article): the page says so and answers 410, and search engines drop it.
  if (main?.status === 'rejected' && isApiError(main.reason) && main.reason.status === 410) gone();
  return null;
}
