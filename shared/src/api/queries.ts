import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../routing/locales.ts';
import { api } from './endpoints.ts';
import { isApiError } from './client.ts';

/**
 * The queries more than one section (or the shell) reads: one key and one definition each, so a page and a
 * widget of two sections share one cached answer. Zod-free, like the rest of the kit's main entry.
 */

/** The 14 regions with their offices and their groups. */
export const regionsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['regions', locale] as const, queryFn: ({ signal }) => api.regions.list({ locale }, { signal }) });

/**
 * The video gallery: the news section's, shown on /news and, as its widget, on /about; each page's loader asks for
 * it, so the server renders the gallery with its videos (it was a loading skeleton, for ever without scripts).
 */
export const videosQuery = (locale: Locale, pageSize = 12) =>
  queryOptions({
    queryKey: ['news', 'videos', locale, pageSize] as const,
    queryFn: ({ signal }) => api.news.videos({ locale, page: 1, pageSize }, { signal }),
  });

/** The signed-in visitor's key: dropped on sign-in and sign-out. */
export const ME_KEY = ['auth', 'me'] as const;

/**
 * The signed-in visitor (a 401 when nobody is): the shell's `auth` middleware and the cabinet's pages share it,
 * so one answer serves both and an invalidation reaches both.
 */
export const meQuery = () =>
  queryOptions({ queryKey: ME_KEY, queryFn: () => api.auth.me(), staleTime: 30_000, retry: false, retryOnMount: false });

/** True when the API says nobody is signed in (rather than that it could not answer). */
export function isSignedOutError(error: unknown): boolean {
  // A server-rendered page hands its answer over as JSON (no longer an ApiError instance, the same status).
  const status = isApiError(error) ? error.status : (error as { name?: unknown; status?: unknown } | null)?.status;
  const apiShaped = isApiError(error) || (error as { name?: unknown } | null)?.name === 'ApiError';
  return apiShaped && (status === 401 || status === 403);
}
