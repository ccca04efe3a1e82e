import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../routing/locales.ts';
import { api } from './endpoints.ts';
import { previewKey } from './preview.ts';
import { isApiError } from './client.ts';

/**
 * The queries more than one section (or the shell) reads: one key and one definition each, so a page and a
 * widget of two sections share one cached answer. Zod-free, like the rest of the kit's main entry.
 */

/*
 * The keys name the resource and its parameters, never the section that asks: the home page and /about read the
 * same company profile, partners, certificates and achievements, the cabinet and a service page the same personal
 * products, and with one key a page (or a visit moving between them) asks the API once. `['company']` matches every
 * company resource, for an invalidation.
 */

/** The company profile: texts, contacts, office hours (the call centre's too), key figures. */
export const companyQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['company', 'profile', locale] as const, queryFn: ({ signal }) => api.company.profile({ locale }, { signal }) });

/** The partners, with their logos. */
export const partnersQuery = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['company', 'partners', locale, ...previewKey(preview)] as const,
    queryFn: ({ signal }) => api.company.partners({ locale }, { signal, preview }),
  });

/** The licences and certificates, with their scans. */
export const certificatesQuery = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['company', 'certificates', locale, ...previewKey(preview)] as const,
    queryFn: ({ signal }) => api.company.certificates({ locale }, { signal, preview }),
  });

/** The achievements in figures. */
export const achievementsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['company', 'achievements', locale] as const,
    queryFn: ({ signal }) => api.company.achievements({ locale }, { signal }),
  });

/** What the personal cabinet sells (a service page links to the product that orders it). */
export const personalProductsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['personal-products', 'list', locale] as const,
    queryFn: ({ signal }) => api.services.personalProducts({ locale }, { signal }),
  });

/** The 14 regions with their offices and their groups. */
/** The regions and their offices; with an editor's preview token (api/preview.ts), an office's draft among them. */
export const regionsQuery = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['regions', locale, ...previewKey(preview)] as const,
    queryFn: ({ signal }) => api.regions.list({ locale }, { signal, preview }),
  });

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
