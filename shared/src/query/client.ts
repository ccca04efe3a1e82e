import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client. Route loaders prefetch into it and components read from it, across remotes.
 * Content changes rarely: five minutes fresh. A failed request is retried once after a second (a route loader
 * and its page share the query, so a dead API shows its error state within a few seconds, not ten).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: (failureCount, error) => {
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
