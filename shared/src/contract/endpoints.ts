/**
 * The one list of endpoints: paths (relative to the API base, e.g. `/api`), their query, params,
 * bodies and answers. The server validates with these, serves the OpenAPI document built from them,
 * and the browser client takes its types from them.
 */
import * as z from 'zod/mini';
import { ErrorBody, LocaleQuery, SlugParams, UUID_RE } from './common.ts';
import * as C from './content.ts';
import * as F from './forms.ts';
import * as B from './beacons.ts';
import * as S from './staff.ts';
import * as ED from './editorial.ts';
import * as IM from './editorial-images.ts';

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
  auth?: 'user' | 'staff' | 'telephony' | 'ops';
  /** Staff endpoints: who may call it (see StaffAccess); the server enforces it, the workspace hides what is not allowed. */
  access?: S.StaffAccess;
  idempotent?: boolean;
}

const def = <T extends EndpointDef>(d: T) => d;

const editor = { auth: 'staff', access: { roles: ['editor'] } } as const;

/**
 * One content type's editorial endpoints under `/staff/editorial/<type>`: every type has the same seventeen, with
 * its own content, list and item schemas (contract/editorial.ts `editorialSchemas`).
 */
export function editorialEndpoints<S extends ReturnType<typeof ED.editorialSchemas>>(type: ED.EditorialType, s: S) {
  const base = `/staff/editorial/${type}`;
  const item = `${base}/{id}`;
  const tag = 'editorial';
  return {
    list: def({
      method: 'GET',
      path: base,
      summary: `${type} for editors: every item with its per-language state (missing, draft, published, scheduled), filters, paging`,
      tag,
      query: s.ListQuery as S['ListQuery'],
      response: s.List as S['List'],
      ...editor,
    }),
    create: def({
      method: 'POST',
      path: base,
      summary: 'A new item: slug and first draft (nothing public yet); 409 slug_taken when the slug is used or was used',
      tag,
      body: s.CreateBody as S['CreateBody'],
      response: s.Item as S['Item'],
      status: 201,
      ...editor,
    }),
    item: def({
      method: 'GET',
      path: item,
      summary: 'One item: draft and version, what is public per language, schedules, old slugs',
      tag,
      params: ED.EditorialIdParams,
      response: s.Item as S['Item'],
      ...editor,
    }),
    save: def({
      method: 'PATCH',
      path: `${item}/draft`,
      summary:
        'Save the draft from baseVersion (a new version and revision); 409 conflict with the current text when another save came first',
      tag,
      params: ED.EditorialIdParams,
      body: s.SaveBody as S['SaveBody'],
      response: s.Item as S['Item'],
      ...editor,
    }),
    publish: def({
      method: 'POST',
      path: `${item}/publish`,
      summary: 'Publish the draft now in these languages (default: all it has); Uzbek first. Pages, sitemap, feeds and search follow',
      tag,
      params: ED.EditorialIdParams,
      body: ED.PublishBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    unpublish: def({
      method: 'POST',
      path: `${item}/unpublish`,
      summary: 'Unpublish now (default: all languages; without Uzbek the item is gone: its address answers 410)',
      tag,
      params: ED.EditorialIdParams,
      body: ED.UnpublishBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    schedule: def({
      method: 'POST',
      path: `${item}/schedules`,
      summary: 'Publish or unpublish at a Tashkent date-time in the future (applied within seconds of it, by any server)',
      tag,
      params: ED.EditorialIdParams,
      body: ED.ScheduleBody,
      response: s.Item as S['Item'],
      status: 201,
      ...editor,
    }),
    cancelSchedule: def({
      method: 'DELETE',
      path: `${item}/schedules/{scheduleId}`,
      summary: 'Cancel a pending scheduled action',
      tag,
      params: ED.EditorialScheduleParams,
      response: s.Item as S['Item'],
      ...editor,
    }),
    slug: def({
      method: 'POST',
      path: `${item}/slug`,
      summary: 'Change the slug: the public address changes at once and the old one answers 301; 409 slug_taken if used',
      tag,
      params: ED.EditorialIdParams,
      body: ED.SlugBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    revisions: def({
      method: 'GET',
      path: `${item}/revisions`,
      summary: 'Every saved version, newest first, with who and when',
      tag,
      params: ED.EditorialIdParams,
      response: ED.EditorialRevisionList,
      ...editor,
    }),
    revision: def({
      method: 'GET',
      path: `${item}/revisions/{version}`,
      summary: 'One version whole',
      tag,
      params: ED.EditorialRevisionParams,
      response: s.Revision as S['Revision'],
      ...editor,
    }),
    diff: def({
      method: 'GET',
      path: `${item}/diff`,
      summary: 'Two versions whole and their differences field by field, word by word',
      tag,
      params: ED.EditorialIdParams,
      query: ED.DiffQuery,
      response: s.Diff as S['Diff'],
      ...editor,
    }),
    restore: def({
      method: 'POST',
      path: `${item}/restore`,
      summary: "A version's content as the draft again (a new version; nothing public changes until published); 409 conflict as a save",
      tag,
      params: ED.EditorialIdParams,
      body: ED.RestoreBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    reviewRequest: def({
      method: 'POST',
      path: `${item}/review/request`,
      summary: 'Ask a second editor to review draft baseVersion (optional note); 409 conflict when the draft changed since',
      tag,
      params: ED.EditorialIdParams,
      body: ED.ReviewRequestBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    reviewApprove: def({
      method: 'POST',
      path: `${item}/review/approve`,
      summary:
        'Approve draft baseVersion: another editor than the one who asked and the last to change it (409 review_own); a later save clears it',
      tag,
      params: ED.EditorialIdParams,
      body: ED.ReviewApproveBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    reviewReturn: def({
      method: 'POST',
      path: `${item}/review/return`,
      summary: 'Send draft baseVersion back to its author with a comment (required); the same four eyes as approving',
      tag,
      params: ED.EditorialIdParams,
      body: ED.ReviewReturnBody,
      response: s.Item as S['Item'],
      ...editor,
    }),
    preview: def({
      method: 'POST',
      path: `${item}/preview`,
      summary: 'A signed preview token (30 minutes) and the site addresses that show the draft as the public page',
      tag,
      params: ED.EditorialIdParams,
      response: ED.PreviewResponse,
      ...editor,
    }),
  };
}
export type EditorialEndpoints<S extends ReturnType<typeof ED.editorialSchemas>> = ReturnType<typeof editorialEndpoints<S>>;

/** `{ list, create }` as `{ editorialNewsList, editorialNewsCreate }`: the names the client's types look up. */
function prefixed<P extends string, O extends Record<string, EndpointDef>>(prefix: P, o: O) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [`${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, v])) as {
    [K in keyof O as `${P}${Capitalize<K & string>}`]: O[K];
  };
}

const coreEndpoints = {
  health: def({ method: 'GET', path: '/health', summary: 'Liveness', tag: 'system', response: C.HealthResponse }),
  ready: def({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness (database reachable; in the site server, a shell published)',
    tag: 'system',
    response: C.ReadyResponse,
  }),

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
    summary:
      'One article with previous, next and related. An old slug answers 301 to the new one, an unpublished article 410 `gone`; `?preview=<token>` shows the draft (private, no-store)',
    tag: 'news',
    params: slugOnly,
    query: C.NewsDetailQuery,
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
  documentVersion: def({
    method: 'GET',
    path: '/documents/{slug}/versions/{version}',
    summary: 'A previous version of a document, as it was in force',
    tag: 'company',
    params: z.object({ slug: C.DocumentSlug, version: C.DocumentVersionLabel }),
    query: locOnly,
    response: C.DocumentVersionResponse,
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
    summary:
      'Register: the same answer for a new e-mail (an unconfirmed account, a confirmation link by e-mail) and a known one (its owner is told by e-mail)',
    tag: 'accounts',
    body: F.RegisterBody,
    response: F.RegistrationReceipt,
    status: 202,
  }),
  confirmAccount: def({
    method: 'POST',
    path: '/auth/confirm',
    summary:
      "Confirm an account with the registration e-mail's link (single use, 24 hours); 400 confirm_unknown, confirm_used or confirm_expired",
    tag: 'accounts',
    body: F.AccountConfirmBody,
    status: 204,
  }),
  confirmResend: def({
    method: 'POST',
    path: '/auth/confirm/resend',
    summary: 'Send the confirmation link again (throttled; the same answer whether or not the e-mail has an account waiting)',
    tag: 'accounts',
    body: F.ConfirmResendBody,
    status: 202,
  }),
  signIn: def({ method: 'POST', path: '/auth/sign-in', summary: 'Sign in', tag: 'accounts', body: F.SignInBody, response: F.UserResponse }),
  beaconToken: def({
    method: 'GET',
    path: '/beacons/token',
    summary: "A page view's token for its release beacons (signed, 30 minutes, never cached; decision 0041)",
    tag: 'system',
    response: B.BeaconToken,
  }),
  beacons: def({
    method: 'POST',
    path: '/beacons',
    summary:
      "Release figures from the browser: page views, code-loading, fallback and render errors, and page loads' speed (LCP, INP, CLS, TTFB) per app version (counts and histograms only)",
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

  // ---------------------------------------------------------------- staff workspace (contract/staff.ts)
  staffSignIn: def({
    method: 'POST',
    path: '/staff/auth/sign-in',
    summary: 'Staff sign-in, first step: e-mail and password (throttled like citizens). Next: enrol a second factor, or give a code',
    tag: 'staff',
    body: S.StaffSignInBody,
    response: S.StaffSignInResponse,
  }),
  staffEnrolment: def({
    method: 'GET',
    path: '/staff/auth/enrolment',
    summary: 'The second factor to set up (QR code, key as text), again: a session at the enrol stage only',
    tag: 'staff',
    response: S.TotpEnrolment,
    auth: 'staff',
    access: { roles: 'any-stage' },
  }),
  staffEnrolConfirm: def({
    method: 'POST',
    path: '/staff/auth/enrolment',
    summary: 'Confirm the enrolment with a code from the app: the session is signed in; the ten recovery codes are shown once',
    tag: 'staff',
    body: S.TotpCodeBody,
    response: S.EnrolConfirmResponse,
    auth: 'staff',
    access: { roles: 'any-stage' },
  }),
  staffVerify: def({
    method: 'POST',
    path: '/staff/auth/verify',
    summary: 'Second step: a code from the app (each used once) or a recovery code (each works once): the session is signed in',
    tag: 'staff',
    body: S.StaffVerifyBody,
    response: S.StaffVerifyResponse,
    auth: 'staff',
    access: { roles: 'any-stage' },
  }),
  staffSignOut: def({
    method: 'POST',
    path: '/staff/auth/sign-out',
    summary: 'Sign out (ends this session)',
    tag: 'staff',
    status: 204,
    access: { roles: 'any-stage' },
  }),
  staffMe: def({
    method: 'GET',
    path: '/staff/me',
    summary: 'Who is signed in, at which stage, roles, session limits',
    tag: 'staff',
    response: S.StaffMe,
    auth: 'staff',
    access: { roles: 'any-stage' },
  }),
  staffReauth: def({
    method: 'POST',
    path: '/staff/auth/reauth',
    summary: 'Re-authenticate (password and code): role changes, second-factor resets and exports are allowed for 5 minutes',
    tag: 'staff',
    body: S.StaffReauthBody,
    response: S.StaffReauthResponse,
    auth: 'staff',
    access: { roles: [] },
  }),
  staffPassword: def({
    method: 'POST',
    path: '/staff/auth/password',
    summary: "Change one's own password (other sessions end)",
    tag: 'staff',
    body: S.StaffPasswordBody,
    status: 204,
    auth: 'staff',
    access: { roles: [] },
  }),
  staffSessions: def({
    method: 'GET',
    path: '/staff/sessions',
    summary: "One's own sessions",
    tag: 'staff',
    response: S.StaffSessionList,
    auth: 'staff',
    access: { roles: [] },
  }),
  staffEndSession: def({
    method: 'DELETE',
    path: '/staff/sessions/{id}',
    summary: "End one of one's own sessions (the current one too: that signs out)",
    tag: 'staff',
    params: S.IdOnlyParams,
    status: 204,
    auth: 'staff',
    access: { roles: [] },
  }),
  staffEndOtherSessions: def({
    method: 'POST',
    path: '/staff/sessions/end-others',
    summary: "End every one of one's own sessions but this one",
    tag: 'staff',
    response: S.EndedSessions,
    auth: 'staff',
    access: { roles: [] },
  }),
  staffInbox: def({
    method: 'GET',
    path: '/staff/inbox',
    summary: 'Everything citizens sent, newest first: filters, full-text search, paging',
    tag: 'staff',
    query: S.InboxListQuery,
    response: S.InboxList,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxExport: def({
    method: 'GET',
    path: '/staff/inbox/export.csv',
    summary: 'The filtered inbox as CSV (re-authentication of the last 5 minutes required)',
    tag: 'staff',
    query: S.InboxExportQuery,
    produces: 'text/csv',
    auth: 'staff',
    access: { roles: ['handler'], reauth: true },
  }),
  staffInboxItem: def({
    method: 'GET',
    path: '/staff/inbox/{kind}/{id}',
    summary: 'One item: every field, notes, replies, when it will be deleted (the opening is recorded)',
    tag: 'staff',
    params: S.InboxParams,
    response: S.InboxDetail,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxAssign: def({
    method: 'POST',
    path: '/staff/inbox/{kind}/{id}/assign',
    summary: 'Assign to a handler, or to nobody',
    tag: 'staff',
    params: S.InboxParams,
    body: S.AssignBody,
    response: S.InboxDetail,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxStatus: def({
    method: 'POST',
    path: '/staff/inbox/{kind}/{id}/status',
    summary: "Change the status (a service request's citizen-visible status follows)",
    tag: 'staff',
    params: S.InboxParams,
    body: S.StatusBody,
    response: S.InboxDetail,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxNote: def({
    method: 'POST',
    path: '/staff/inbox/{kind}/{id}/notes',
    summary: 'Add an internal note (never shown to the citizen)',
    tag: 'staff',
    params: S.InboxParams,
    body: S.NoteBody,
    response: S.InboxNote,
    status: 201,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxReply: def({
    method: 'POST',
    path: '/staff/inbox/{kind}/{id}/replies',
    summary: "Reply to the citizen by e-mail (template or own text; the citizen's language by default; the reference in the subject)",
    tag: 'staff',
    params: S.InboxParams,
    body: S.ReplyBody,
    response: S.InboxReply,
    status: 201,
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffInboxCv: def({
    method: 'GET',
    path: '/staff/inbox/{kind}/{id}/cv',
    summary: "A vacancy application's CV, as a download (attachment, its stored type, nosniff; recorded)",
    tag: 'staff',
    params: S.InboxParams,
    produces: 'application/octet-stream',
    auth: 'staff',
    access: { roles: ['handler'] },
  }),
  staffHandlers: def({
    method: 'GET',
    path: '/staff/handlers',
    summary: 'Accounts holding the handler role (to assign items to)',
    tag: 'staff',
    response: S.HandlerList,
    auth: 'staff',
    access: { roles: ['handler', 'admin'] },
  }),
  staffTemplates: def({
    method: 'GET',
    path: '/staff/templates',
    summary: 'Reply templates (uz, ru, en)',
    tag: 'staff',
    response: S.ReplyTemplateList,
    auth: 'staff',
    access: { roles: ['handler', 'admin'] },
  }),
  staffTemplateCreate: def({
    method: 'POST',
    path: '/staff/templates',
    summary: 'Create a reply template',
    tag: 'staff',
    body: S.TemplateBody,
    response: S.ReplyTemplate,
    status: 201,
    auth: 'staff',
    access: { roles: ['handler', 'admin'] },
  }),
  staffTemplateUpdate: def({
    method: 'PATCH',
    path: '/staff/templates/{id}',
    summary: 'Edit a reply template (name and the three texts)',
    tag: 'staff',
    params: S.IdOnlyParams,
    body: S.TemplateBody,
    response: S.ReplyTemplate,
    auth: 'staff',
    access: { roles: ['handler', 'admin'] },
  }),
  staffAccounts: def({
    method: 'GET',
    path: '/staff/accounts',
    summary: 'Staff accounts',
    tag: 'staff',
    response: S.StaffAccountList,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
  staffAccountInvite: def({
    method: 'POST',
    path: '/staff/accounts',
    summary: 'Create an account: its generated password is answered once; it enrols a second factor at first sign-in',
    tag: 'staff',
    body: S.InviteBody,
    response: S.InviteResponse,
    status: 201,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
  staffAccountRoles: def({
    method: 'PATCH',
    path: '/staff/accounts/{id}/roles',
    summary: "Change an account's roles (re-authentication required; not one's own admin role)",
    tag: 'staff',
    params: S.IdOnlyParams,
    body: S.RolesBody,
    response: S.StaffAccount,
    auth: 'staff',
    access: { roles: ['admin'], reauth: true },
  }),
  staffAccountDisable: def({
    method: 'POST',
    path: '/staff/accounts/{id}/disable',
    summary: "Disable an account (its sessions end; not one's own)",
    tag: 'staff',
    params: S.IdOnlyParams,
    response: S.StaffAccount,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
  staffAccountEnable: def({
    method: 'POST',
    path: '/staff/accounts/{id}/enable',
    summary: 'Enable an account again',
    tag: 'staff',
    params: S.IdOnlyParams,
    response: S.StaffAccount,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
  staffAccountEndSessions: def({
    method: 'POST',
    path: '/staff/accounts/{id}/end-sessions',
    summary: 'End every session of an account',
    tag: 'staff',
    params: S.IdOnlyParams,
    response: S.EndedSessions,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
  staffAccountResetSecondFactor: def({
    method: 'POST',
    path: '/staff/accounts/{id}/reset-second-factor',
    summary: "Reset an account's second factor (it enrols again at its next sign-in; its sessions end; re-authentication required)",
    tag: 'staff',
    params: S.IdOnlyParams,
    response: S.StaffAccount,
    auth: 'staff',
    access: { roles: ['admin'], reauth: true },
  }),
  staffAudit: def({
    method: 'GET',
    path: '/staff/audit',
    summary: 'The audit log, newest first, with filters (kept two years)',
    tag: 'staff',
    query: S.AuditQuery,
    response: S.AuditList,
    auth: 'staff',
    access: { roles: ['admin'] },
  }),
} as const;

// ---------------------------------------------------------------- editorial publishing (contract/editorial.ts)
const editorialNewsEndpoints = prefixed('editorialNews', editorialEndpoints('news', ED.NEWS_SCHEMAS));
const editorialVacanciesEndpoints = prefixed('editorialVacancies', editorialEndpoints('vacancies', ED.VACANCY_SCHEMAS));
const editorialServicesEndpoints = prefixed('editorialServices', editorialEndpoints('services', ED.SERVICE_SCHEMAS));
const editorialDocumentEndpoints = prefixed('editorialDocument', editorialEndpoints('document', ED.DOCUMENT_SCHEMAS));
const editorialSlidesEndpoints = prefixed('editorialSlides', editorialEndpoints('slides', ED.SLIDE_SCHEMAS));
const editorialPartnersEndpoints = prefixed('editorialPartners', editorialEndpoints('partners', ED.PARTNER_SCHEMAS));
const editorialCertificatesEndpoints = prefixed('editorialCertificates', editorialEndpoints('certificates', ED.CERTIFICATE_SCHEMAS));
const editorialAwardsEndpoints = prefixed('editorialAwards', editorialEndpoints('awards', ED.AWARD_SCHEMAS));
const editorialStaffEndpoints = prefixed('editorialStaff', editorialEndpoints('staff', ED.STAFF_SCHEMAS));
const editorialOfficesEndpoints = prefixed('editorialOffices', editorialEndpoints('offices', ED.OFFICE_SCHEMAS));
const editorialProductsEndpoints = prefixed('editorialProducts', editorialEndpoints('products', ED.PRODUCT_SCHEMAS));
const editorialVideosEndpoints = prefixed('editorialVideos', editorialEndpoints('videos', ED.VIDEO_SCHEMAS));

const laterEndpoints = {
  editorialImageUpload: def({
    method: 'POST',
    path: '/staff/editorial/images',
    summary:
      'An image for content (multipart: `file`, a JPEG, PNG or WebP up to 10 MB and 40 megapixels; optional `crop`, JSON { x, y, width, height }): responsive AVIF, WebP and JPEG and a 1200×630 link-preview picture, metadata stripped; 201, or 200 with the image already made from the same file',
    tag: 'editorial',
    bodyKind: 'multipart',
    response: IM.EditorialImageInfo,
    status: 201,
    auth: 'staff',
    access: { roles: ['editor'] },
  }),
  editorialImage: def({
    method: 'GET',
    path: '/staff/editorial/images/{id}',
    summary: 'An uploaded image: its size, original, variants and default link-preview crop',
    tag: 'editorial',
    params: IM.ImageIdParams,
    response: IM.EditorialImageInfo,
    auth: 'staff',
    access: { roles: ['editor'] },
  }),
  editorialImageCrop: def({
    method: 'POST',
    path: '/staff/editorial/images/{id}/crop',
    summary: 'The 1200×630 link-preview picture of another crop box (made once, then kept)',
    tag: 'editorial',
    params: IM.ImageIdParams,
    body: IM.ImageCropBody,
    response: IM.EditorialImageInfo,
    auth: 'staff',
    access: { roles: ['editor'] },
  }),
  opsStaff: def({
    method: 'POST',
    path: '/__ops/staff-accounts',
    summary: 'npm run staff against the running server: loopback clients with the ops token only (otherwise 404)',
    tag: 'system',
    body: S.OpsStaffBody,
    response: S.OpsStaffResponse,
    auth: 'ops',
  }),

  media: def({
    method: 'GET',
    path: '/media/{kind}/{slug}.svg',
    summary: 'Generated illustration (news, staff, partners, certificates, slides)',
    tag: 'media',
    produces: 'image/svg+xml',
  }),
  mediaImage: def({
    method: 'GET',
    path: '/media/images/{id}/{variant}',
    summary: "An editor's image file (`w480.avif`, `w960.webp`, `w1600.jpg`, `og-x-y-w-h.jpg`…): immutable, cached a year",
    tag: 'media',
    params: IM.ImageFileParams,
    produces: 'image/*',
  }),
  openapi: def({ method: 'GET', path: '/openapi.json', summary: 'This document', tag: 'system' }),
} as const;

/**
 * Every endpoint. Typed by its parts' names: written out whole, the type outgrows what the compiler serializes (TS7056)
 * now that every editorial type has seventeen endpoints.
 */
export const endpoints: typeof coreEndpoints &
  typeof editorialNewsEndpoints &
  typeof editorialVacanciesEndpoints &
  typeof editorialServicesEndpoints &
  typeof editorialDocumentEndpoints &
  typeof editorialSlidesEndpoints &
  typeof editorialPartnersEndpoints &
  typeof editorialCertificatesEndpoints &
  typeof editorialAwardsEndpoints &
  typeof editorialStaffEndpoints &
  typeof editorialOfficesEndpoints &
  typeof editorialProductsEndpoints &
  typeof editorialVideosEndpoints &
  typeof laterEndpoints = {
  ...coreEndpoints,
  ...editorialNewsEndpoints,
  ...editorialVacanciesEndpoints,
  ...editorialServicesEndpoints,
  ...editorialDocumentEndpoints,
  ...editorialSlidesEndpoints,
  ...editorialPartnersEndpoints,
  ...editorialCertificatesEndpoints,
  ...editorialAwardsEndpoints,
  ...editorialStaffEndpoints,
  ...editorialOfficesEndpoints,
  ...editorialProductsEndpoints,
  ...editorialVideosEndpoints,
  ...laterEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The successful answer of an endpoint, as the client receives it. */
export type ResponseOf<K extends EndpointName> = Endpoints[K] extends { response: infer S extends z.ZodMiniType } ? z.output<S> : void;
/** The query of an endpoint, as the client sends it. */
export type QueryOf<K extends EndpointName> = Endpoints[K] extends { query: infer S extends z.ZodMiniType } ? z.input<S> : never;
export type BodyOf<K extends EndpointName> = Endpoints[K] extends { body: infer S extends z.ZodMiniType } ? z.input<S> : never;

export { ErrorBody };
