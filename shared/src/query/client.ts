import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client. Route loaders prefetch into it and components read from it, across remotes.
 * Content changes rarely: five minutes fresh, and a failed request is retried twice with backoff.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: (failureCount, error) => {
        const status = (error as { status?: number }).status;
        if (status && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
