/**
 * The one list of endpoints: paths (relative to the API base, e.g. `/api`), their query, params,
 * bodies and answers. The server validates with these, serves the OpenAPI document built from them,
 * and the browser client takes its types from them.
 */
import * as z from 'zod/mini';
import { ErrorBody, LocaleQuery, PageMeta, PageQuery, SlugParams, UUID_RE } from './common.ts';
import * as C from './content.ts';
import * as F from './forms.ts';
import * as B from './beacons.ts';

export const AdminFormParams = z.object({ form: F.FormKindSchema });
export const AdminListQuery = z.object({ ...PageQuery });
export const AdminSubmission = z.object({
  id: z.string(),
  /** The reference the visitor was given (see `referenceOf`), which he quotes when he calls. */
  reference: z.string(),
  form: F.FormKindSchema,
  createdAt: z.string(),
  /** The submitted fields (phones normalized); CV metadata for vacancy applications. */
  fields: z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
});
export const AdminSubmissionList = z.object({ items: z.array(AdminSubmission), ...PageMeta });
export type AdminSubmissionList = z.infer<typeof AdminSubmissionList>;
/** A submission's id; anything else (36 dashes included, which PostgreSQL refused with a 500) is a 404. */
export const IdParams = z.object({ id: z.string().check(z.regex(UUID_RE)) });

const slugOnly = SlugParams;
const locOnly = z.object({ ...LocaleQuery });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export interface EndpointDef {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Non-JSON request body, documented only (the server checks it by hand). */
  bodyKind?: 'multipart';
  /** Successful answer; omitted for non-JSON answers (CSV, SVG, SSE, files). */
  response?: z.ZodMiniType;
  status?: number;
  produces?: string;
  auth?: 'user' | 'staff' | 'telephony';
  idempotent?: boolean;
}

const def = <T extends EndpointDef>(d: T) => d;

export const endpoints = {
  health: def({ method: 'GET', path: '/health', summary: 'Liveness', tag: 'system', response: C.HealthResponse }),
  ready: def({ method: 'GET', path: '/ready', summary: 'Readiness (database reachable)', tag: 'system', response: C.ReadyResponse }),

  newsList: def({
    method: 'GET',
    path: '/news',
    summary: 'News, newest first',
    tag: 'news',
    query: C.NewsListQuery,
    response: C.NewsListResponse,
  }),
  newsBySlug: def({
    method: 'GET',
    path: '/news/{slug}',
    summary: 'One article with previous, next and related',
    tag: 'news',
    params: slugOnly,
    query: locOnly,
    response: C.NewsDetailResponse,
  }),
  videos: def({
    method: 'GET',
    path: '/videos',
    summary: 'Video gallery',
    tag: 'news',
    query: C.VideoListQuery,
    response: C.VideoListResponse,
  }),
  slides: def({ method: 'GET', path: '/slides', summary: 'Home page slider', tag: 'news', query: locOnly, response: C.SlideListResponse }),

  services: def({
    method: 'GET',
    path: '/services',
    summary: "Services with prices in so'm",
    tag: 'services',
    query: C.ServiceListQuery,
    response: C.ServiceListResponse,
  }),
  serviceBySlug: def({
    method: 'GET',
    path: '/services/{slug}',
    summary: 'One service',
    tag: 'services',
    params: slugOnly,
    query: locOnly,
    response: C.ServiceResponse,
  }),
  businessProducts: def({
    method: 'GET',
    path: '/business-products',
    summary: 'Business products',
    tag: 'services',
    query: locOnly,
    response: C.BusinessProductListResponse,
  }),
  businessProductBySlug: def({
    method: 'GET',
    path: '/business-products/{slug}',
    summary: 'One business product with details',
    tag: 'services',
    params: slugOnly,
    query: locOnly,
    response: C.BusinessProductResponse,
  }),
  personalProducts: def({
    method: 'GET',
    path: '/personal-products',
    summary: 'Products for individuals',
    tag: 'services',
    query: locOnly,
    response: C.PersonalProductListResponse,
  }),
  personalProductBySlug: def({
    method: 'GET',
    path: '/personal-products/{slug}',
    summary: 'One personal product',
    tag: 'services',
    params: slugOnly,
    query: locOnly,
    response: C.PersonalProductResponse,
  }),

  company: def({
    method: 'GET',
    path: '/company',
    summary: 'Company profile',
    tag: 'company',
    query: locOnly,
    response: C.CompanyProfileResponse,
  }),
  staff: def({
    method: 'GET',
    path: '/staff',
    summary: 'Leadership, management and team',
    tag: 'company',
    query: C.StaffListQuery,
    response: C.StaffListResponse,
  }),
  staffBySlug: def({
    method: 'GET',
    path: '/staff/{slug}',
    summary: 'One staff member',
    tag: 'company',
    params: slugOnly,
    query: locOnly,
    response: C.StaffResponse,
  }),
  departments: def({
    method: 'GET',
    path: '/departments',
    summary: 'Central apparatus departments',
    tag: 'company',
    query: locOnly,
    response: C.DepartmentListResponse,
  }),
  structure: def({
    method: 'GET',
    path: '/structure',
    summary: 'Organisational structure (tree)',
    tag: 'company',
    query: locOnly,
    response: C.StructureResponse,
  }),
  certificates: def({
    method: 'GET',
    path: '/certificates',
    summary: 'Licences and certificates',
    tag: 'company',
    query: locOnly,
    response: C.CertificateListResponse,
  }),
  awards: def({ method: 'GET', path: '/awards', summary: 'Awards', tag: 'company', query: locOnly, response: C.AwardListResponse }),
  achievements: def({
    method: 'GET',
    path: '/achievements',
    summary: 'Achievements (key figures)',
    tag: 'company',
    query: locOnly,
    response: C.AchievementListResponse,
  }),
  partners: def({ method: 'GET', path: '/partners', summary: 'Partners', tag: 'company', query: locOnly, response: C.PartnerListResponse }),
  documentBySlug: def({
    method: 'GET',
    path: '/documents/{slug}',
    summary: 'Charter (ustav) or public offer (oferta)',
    tag: 'company',
    params: z.object({ slug: C.DocumentSlug }),
    query: locOnly,
    response: C.DocumentResponse,
  }),
  openData: def({
    method: 'GET',
    path: '/open-data',
    summary: 'Open data sets',
    tag: 'company',
    query: locOnly,
    response: C.OpenDataListResponse,
  }),
  openDataDownload: def({
    method: 'GET',
    path: '/open-data/{slug}.{format}',
    summary: 'Download a data set (csv or json), generated from the database',
    tag: 'company',
    params: z.object({ slug: z.string(), format: z.enum(['csv', 'json']) }),
    query: locOnly,
    produces: 'text/csv',
  }),
  mobileApp: def({
    method: 'GET',
    path: '/mobile-app',
    summary: 'Mobile app',
    tag: 'company',
    query: locOnly,
    response: C.MobileAppResponse,
  }),

  regions: def({
    method: 'GET',
    path: '/regions',
    summary: 'The 14 regions with their offices',
    tag: 'regions',
    query: C.RegionListQuery,
    response: C.RegionListResponse,
  }),
  regionByCode: def({
    method: 'GET',
    path: '/regions/{code}',
    summary: 'One region with its offices',
    tag: 'regions',
    params: C.RegionParams,
    query: locOnly,
    response: C.RegionResponse,
  }),
  vacancies: def({
    method: 'GET',
    path: '/vacancies',
    summary: 'Vacancies',
    tag: 'regions',
    query: C.VacancyListQuery,
    response: C.VacancyListResponse,
  }),
  vacancyBySlug: def({
    method: 'GET',
    path: '/vacancies/{slug}',
    summary: 'One vacancy',
    tag: 'regions',
    params: slugOnly,
    query: locOnly,
    response: C.VacancyResponse,
  }),
  taxStatistics: def({
    method: 'GET',
    path: '/tax-statistics',
    summary: 'Monthly tax statistics series',
    tag: 'regions',
    query: C.TaxStatQuery,
    response: C.TaxStatResponse,
  }),

  operators: def({
    method: 'GET',
    path: '/operators',
    summary: 'Call-centre operators now',
    tag: 'operators',
    response: C.OperatorsSnapshot,
  }),
  operatorsStream: def({
    method: 'GET',
    path: '/operators/stream',
    summary: 'Live operators (server-sent events: `snapshot` events, heartbeat comments)',
    tag: 'operators',
    produces: 'text/event-stream',
  }),
  operatorsIngest: def({
    method: 'POST',
    path: '/operators/ingest',
    summary: 'Telephony system reports operator states',
    tag: 'operators',
    body: C.OperatorsIngestBody,
    response: C.OperatorsSnapshot,
    auth: 'telephony',
  }),

  search: def({
    method: 'GET',
    path: '/search',
    summary: 'Site search (full text, ranked, highlighted)',
    tag: 'search',
    query: C.SearchQuery,
    response: C.SearchResponse,
  }),

  contact: def({
    method: 'POST',
    path: '/forms/contact',
    summary: 'Contact message',
    tag: 'forms',
    body: F.ContactForm,
    response: F.FormReceipt,
    status: 201,
    idempotent: true,
  }),
  vacancyApplication: def({
    method: 'POST',
    path: '/forms/vacancy-application',
    summary: 'Vacancy application with CV (multipart; `cv`: PDF, DOC or DOCX up to 5 MB)',
    tag: 'forms',
    body: F.VacancyApplicationFields,
    bodyKind: 'multipart',
    response: F.FormReceipt,
    status: 201,
    idempotent: true,
  }),
  partnerApplication: def({
    method: 'POST',
    path: '/forms/partner-application',
    summary: 'Partner application (payment-system integration)',
    tag: 'forms',
    body: F.PartnerApplicationForm,
    response: F.FormReceipt,
    status: 201,
    idempotent: true,
  }),
  serviceRequest: def({
    method: 'POST',
    path: '/forms/service-request',
    summary: 'Service request (linked to the account when signed in)',
    tag: 'forms',
    body: F.ServiceRequestForm,
    response: F.FormReceipt,
    status: 201,
    idempotent: true,
  }),

  register: def({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and sign in',
    tag: 'accounts',
    body: F.RegisterBody,
    response: F.UserResponse,
    status: 201,
  }),
  signIn: def({ method: 'POST', path: '/auth/sign-in', summary: 'Sign in', tag: 'accounts', body: F.SignInBody, response: F.UserResponse }),
  beacons: def({
    method: 'POST',
    path: '/beacons',
    summary: 'Release figures from the browser: page views and code-loading, fallback and render errors per app version (counts only)',
    tag: 'system',
    body: B.BeaconBatch,
    status: 204,
  }),
  feedback: def({
    method: 'POST',
    path: '/feedback',
    summary: '"Was this page useful?" / "Report a problem with this page" (no personal data asked; kept 1 year)',
    tag: 'forms',
    body: B.PageFeedbackBody,
    status: 201,
  }),
  adminFeedback: def({
    method: 'GET',
    path: '/admin/feedback',
    summary: 'Page feedback, newest first (staff)',
    tag: 'admin',
    query: AdminListQuery,
    response: B.PageFeedbackList,
    auth: 'staff',
  }),
  passwordResetRequest: def({
    method: 'POST',
    path: '/auth/password-reset',
    summary: 'Ask for a password reset link by e-mail (the same answer whether or not the e-mail has an account)',
    tag: 'accounts',
    body: F.PasswordResetRequestBody,
    status: 202,
  }),
  passwordReset: def({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    summary: 'Set a new password with a reset link (single use, 30 minutes; ends every session of the account)',
    tag: 'accounts',
    body: F.PasswordResetBody,
    status: 204,
  }),
  passwordResetCheck: def({
    method: 'POST',
    path: '/auth/password-reset/check',
    summary: 'Whether a reset link can still be used (400 reset_unknown, reset_used or reset_expired if not); changes nothing',
    tag: 'accounts',
    body: F.PasswordResetCheckBody,
    status: 204,
  }),
  signOut: def({ method: 'POST', path: '/auth/sign-out', summary: 'Sign out', tag: 'accounts', status: 204 }),
  me: def({ method: 'GET', path: '/me', summary: 'Current user', tag: 'accounts', response: F.UserResponse, auth: 'user' }),
  myRequests: def({
    method: 'GET',
    path: '/me/requests',
    summary: 'My service requests and their status',
    tag: 'accounts',
    query: locOnly,
    response: F.MyRequestsResponse,
    auth: 'user',
  }),

  adminSubmissions: def({
    method: 'GET',
    path: '/admin/submissions/{form}',
    summary: 'Submissions of a form (staff)',
    tag: 'staff',
    params: AdminFormParams,
    query: AdminListQuery,
    response: AdminSubmissionList,
    auth: 'staff',
  }),
  adminExport: def({
    method: 'GET',
    path: '/admin/submissions/{form}/export.csv',
    summary: 'Export submissions as CSV (staff)',
    tag: 'staff',
    params: AdminFormParams,
    produces: 'text/csv',
    auth: 'staff',
  }),
  adminCv: def({
    method: 'GET',
    path: '/admin/vacancy-applications/{id}/cv',
    summary: 'Download a CV (staff)',
    tag: 'staff',
    params: IdParams,
    produces: 'application/octet-stream',
    auth: 'staff',
  }),
  adminUpdateRequest: def({
    method: 'PATCH',
    path: '/admin/service-requests/{id}',
    summary: "Set a service request's status (staff)",
    tag: 'staff',
    params: IdParams,
    body: F.UpdateRequestStatusBody,
    status: 204,
    auth: 'staff',
  }),

  media: def({
    method: 'GET',
    path: '/media/{kind}/{slug}.svg',
    summary: 'Generated illustration (news, staff, partners, certificates, slides)',
    tag: 'media',
    produces: 'image/svg+xml',
  }),
  openapi: def({ method: 'GET', path: '/openapi.json', summary: 'This document', tag: 'system' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The successful answer of an endpoint, as the client receives it. */
export type ResponseOf<K extends EndpointName> = Endpoints[K] extends { response: infer S extends z.ZodMiniType } ? z.output<S> : void;
/** The query of an endpoint, as the client sends it. */
export type QueryOf<K extends EndpointName> = Endpoints[K] extends { query: infer S extends z.ZodMiniType } ? z.input<S> : never;
export type BodyOf<K extends EndpointName> = Endpoints[K] extends { body: infer S extends z.ZodMiniType } ? z.input<S> : never;

export { ErrorBody };
