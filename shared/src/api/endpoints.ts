/** One typed function per endpoint, grouped by domain. */
import type { BodyOf, Locale, QueryOf, ResponseOf, ServiceRequestForm, VacancyApplicationFields } from '../contract/index.ts';
import { apiBaseUrl, currentPageLocale, publicUrl, request } from './client.ts';

type Loc = { locale?: Locale };
/** `preview`: an editor's preview token (api/preview.ts): the API answers with the draft, never cached. */
type CallOpts = { signal?: AbortSignal | undefined; preview?: string | null | undefined };
export interface SubmitOptions {
  /** Keep the same key when the visitor sends the same form again: it is stored once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}
const enc = encodeURIComponent;
const get = <T>(path: string, query?: object, o?: CallOpts) =>
  request<T>('GET', path, {
    query: { ...(query as Record<string, string | number | undefined>), ...(o?.preview ? { preview: o.preview } : {}) },
    ...(o?.signal ? { signal: o.signal } : {}),
  });
/**
 * A form is sent with the page's language (Accept-Language): the enterprise answers the citizen in it (the staff
 * workspace's reply), whatever the browser's own languages are.
 */
const submit = <T>(path: string, body: unknown, o?: SubmitOptions) =>
  request<T>('POST', path, {
    body,
    headers: { 'Accept-Language': currentPageLocale(), ...(o?.idempotencyKey ? { 'Idempotency-Key': o.idempotencyKey } : {}) },
    ...(o?.signal ? { signal: o.signal } : {}),
  });

/** The fields of the vacancy application plus the CV file. */
export type VacancyApplicationInput = VacancyApplicationFields & { cv: Blob; cvName?: string };
export interface UploadOptions extends SubmitOptions {
  /** Upload progress, 0..1 (uses XMLHttpRequest when given). */
  onUploadProgress?: (fraction: number) => void;
}

function vacancyFormData(input: VacancyApplicationInput): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(input)) {
    if (k === 'cv' || k === 'cvName' || v === undefined || v === null) continue;
    fd.append(k, String(v));
  }
  fd.append('cv', input.cv, input.cvName ?? ((input.cv as File).name || 'cv'));
  return fd;
}

export const api = {
  system: {
    health: (o?: CallOpts) => get<ResponseOf<'health'>>('/health', undefined, o),
    ready: (o?: CallOpts) => get<ResponseOf<'ready'>>('/ready', undefined, o),
  },
  news: {
    list: (q: QueryOf<'newsList'> = {}, o?: CallOpts) => get<ResponseOf<'newsList'>>('/news', q, o),
    /** `preview`: an editor's preview token (the draft, never cached). */
    get: (slug: string, q: QueryOf<'newsBySlug'> = {}, o?: CallOpts) => get<ResponseOf<'newsBySlug'>>(`/news/${enc(slug)}`, q, o),
    videos: (q: QueryOf<'videos'> = {}, o?: CallOpts) => get<ResponseOf<'videos'>>('/videos', q, o),
    slides: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'slides'>>('/slides', q, o),
  },
  services: {
    list: (q: QueryOf<'services'> = {}, o?: CallOpts) => get<ResponseOf<'services'>>('/services', q, o),
    get: (slug: string, q: Loc = {}, o?: CallOpts) => get<ResponseOf<'serviceBySlug'>>(`/services/${enc(slug)}`, q, o),
    businessProducts: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'businessProducts'>>('/business-products', q, o),
    businessProduct: (slug: string, q: Loc = {}, o?: CallOpts) =>
      get<ResponseOf<'businessProductBySlug'>>(`/business-products/${enc(slug)}`, q, o),
    personalProducts: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'personalProducts'>>('/personal-products', q, o),
    personalProduct: (slug: string, q: Loc = {}, o?: CallOpts) =>
      get<ResponseOf<'personalProductBySlug'>>(`/personal-products/${enc(slug)}`, q, o),
  },
  company: {
    profile: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'company'>>('/company', q, o),
    staff: (q: QueryOf<'staff'> = {}, o?: CallOpts) => get<ResponseOf<'staff'>>('/staff', q, o),
    staffMember: (slug: string, q: Loc = {}, o?: CallOpts) => get<ResponseOf<'staffBySlug'>>(`/staff/${enc(slug)}`, q, o),
    departments: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'departments'>>('/departments', q, o),
    structure: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'structure'>>('/structure', q, o),
    certificates: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'certificates'>>('/certificates', q, o),
    awards: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'awards'>>('/awards', q, o),
    achievements: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'achievements'>>('/achievements', q, o),
    partners: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'partners'>>('/partners', q, o),
    document: (slug: 'ustav' | 'oferta' | 'privacy' | 'accessibility', q: Loc = {}, o?: CallOpts) =>
      get<ResponseOf<'documentBySlug'>>(`/documents/${slug}`, q, o),
    documentVersion: (slug: 'ustav' | 'oferta' | 'privacy' | 'accessibility', version: string, q: Loc = {}, o?: CallOpts) =>
      get<ResponseOf<'documentVersion'>>(`/documents/${slug}/versions/${enc(version)}`, q, o),
    openData: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'openData'>>('/open-data', q, o),
    /** Address of a data set download (for a link). */
    openDataUrl: (slug: string, format: 'csv' | 'json', locale?: Locale) => publicUrl(`/open-data/${enc(slug)}.${format}`, { locale }),
    mobileApp: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'mobileApp'>>('/mobile-app', q, o),
  },
  regions: {
    list: (q: QueryOf<'regions'> = {}, o?: CallOpts) => get<ResponseOf<'regions'>>('/regions', q, o),
    get: (code: string, q: Loc = {}, o?: CallOpts) => get<ResponseOf<'regionByCode'>>(`/regions/${enc(code)}`, q, o),
  },
  vacancies: {
    list: (q: QueryOf<'vacancies'> = {}, o?: CallOpts) => get<ResponseOf<'vacancies'>>('/vacancies', q, o),
    get: (slug: string, q: Loc = {}, o?: CallOpts) => get<ResponseOf<'vacancyBySlug'>>(`/vacancies/${enc(slug)}`, q, o),
  },
  statistics: {
    tax: (q: QueryOf<'taxStatistics'> = {}, o?: CallOpts) => get<ResponseOf<'taxStatistics'>>('/tax-statistics', q, o),
  },
  operators: {
    snapshot: (o?: CallOpts) => get<ResponseOf<'operators'>>('/operators', undefined, o),
  },
  search: (q: QueryOf<'search'>, o?: CallOpts) => get<ResponseOf<'search'>>('/search', q, o),
  /** "Was this page useful?" / "Report a problem with this page". */
  feedback: (body: BodyOf<'feedback'>, o?: CallOpts) =>
    request<{ id: string }>('POST', '/feedback', { body, ...(o?.signal ? { signal: o.signal } : {}) }),
  forms: {
    contact: (body: BodyOf<'contact'>, o?: SubmitOptions) => submit<ResponseOf<'contact'>>('/forms/contact', body, o),
    partnerApplication: (body: BodyOf<'partnerApplication'>, o?: SubmitOptions) =>
      submit<ResponseOf<'partnerApplication'>>('/forms/partner-application', body, o),
    serviceRequest: (body: ServiceRequestForm, o?: SubmitOptions) =>
      submit<ResponseOf<'serviceRequest'>>('/forms/service-request', body, o),
    /** Multipart with the CV; progress needs XMLHttpRequest and is optional. */
    vacancyApplication: (input: VacancyApplicationInput, o: UploadOptions = {}) => {
      const fd = vacancyFormData(input);
      // The upload with progress (XMLHttpRequest) loads with the first application sent, not with every page.
      if (o.onUploadProgress && typeof XMLHttpRequest !== 'undefined')
        return import('./upload.ts').then(({ xhrUpload }) =>
          xhrUpload<ResponseOf<'vacancyApplication'>>('/forms/vacancy-application', fd, o),
        );
      return submit<ResponseOf<'vacancyApplication'>>('/forms/vacancy-application', fd, o);
    },
  },
  auth: {
    register: (body: BodyOf<'register'>, o?: CallOpts) =>
      request<ResponseOf<'register'>>('POST', '/auth/register', { body, ...(o?.signal ? { signal: o.signal } : {}) }),
    signIn: (body: BodyOf<'signIn'>, o?: CallOpts) =>
      request<ResponseOf<'signIn'>>('POST', '/auth/sign-in', { body, ...(o?.signal ? { signal: o.signal } : {}) }),
    signOut: () => request<void>('POST', '/auth/sign-out', { body: {} }),
    confirmAccount: (body: BodyOf<'confirmAccount'>) => request<void>('POST', '/auth/confirm', { body }),
    confirmResend: (body: BodyOf<'confirmResend'>) => request<{ sent: true }>('POST', '/auth/confirm/resend', { body }),
    passwordResetRequest: (body: BodyOf<'passwordResetRequest'>) => request<{ sent: true }>('POST', '/auth/password-reset', { body }),
    passwordReset: (body: BodyOf<'passwordReset'>) => request<void>('POST', '/auth/password-reset/confirm', { body }),
    passwordResetCheck: (body: BodyOf<'passwordResetCheck'>) => request<void>('POST', '/auth/password-reset/check', { body }),
    me: (o?: CallOpts) => get<ResponseOf<'me'>>('/me', undefined, o),
    myRequests: (q: Loc = {}, o?: CallOpts) => get<ResponseOf<'myRequests'>>('/me/requests', q, o),
  },
  /** The OpenAPI document's address. */
  openapiUrl: () => `${apiBaseUrl()}/openapi.json`,
};

export type Api = typeof api;
