import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client. Route loaders prefetch into it and components read from it, across remotes.
 * Content changes rarely: five minutes fresh. A failed request is retried once after a second (a route loader
 * and its page share the query, so a dead API shows its error state within a few seconds, not ten).
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // On the server each render has its own client, dropped with the render: a finite gcTime would start a
        // timer per query that kept the whole render (its client, routes and data, ~150 KB) alive for that long.
        gcTime: options.server ? Number.POSITIVE_INFINITY : 30 * 60_000,
        // On the server a failure is not retried: the page falls back to the browser, which retries.
        retry: (failureCount, error) => {
          if (options.server) return false;
          const status = (error as { status?: number }).status;
          if (status && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
          return failureCount < 1;
        },
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one query client (the server renders each request with its own, from `createQueryClient`). */
export const queryClient = createQueryClient();
