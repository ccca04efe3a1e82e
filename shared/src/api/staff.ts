/**
 * The staff workspace's client (`@tax/shared/staff-api`): one typed function per `/staff/…` endpoint. Not in the kit's
 * main entry, so no public page loads it: the workspace bundles these few lines itself. Types come from the contract (`import type`: no zod in the browser).
 * Errors are the kit's ApiError: 401 `unauthorized` (no staff session), 403 `second_factor_required` /
 * `enrolment_required` (the session is at an earlier stage), 403 `forbidden` (the role does not allow it),
 * 403 `reauthentication_required` (re-authenticate, then retry), 422 `validation_failed` with fields, 429 with retryAfter.
 */
import type {
  BodyOf,
  EditorialConflict,
  EditorialContentInputOf,
  EditorialDiffOf,
  EditorialItemOf,
  EditorialListOf,
  EditorialListQueryOf,
  EditorialRevisionOf,
  EditorialType,
  EditorialImageInfo,
  FieldErrorCode,
  ImageCrop,
  InboxExportQuery,
  NewsEditorial,
  QueryOf,
  ResponseOf,
} from '../contract/index.ts';
import type { InboxKind } from '../contract/staff-values.ts';
import type { QueryValue } from './client.ts';
// The kit's own request and links, by the kit's name: a section that bundles this file (it is not a shared singleton)
// still uses the one client the shell configured (the API's address, the progress bar), not a copy of it.
import { ApiError, publicUrl, request } from '@tax/shared';

type CallOpts = { signal?: AbortSignal };
const enc = encodeURIComponent;
const opts = (o?: CallOpts) => (o?.signal ? { signal: o.signal } : {});
const get = <T>(path: string, query?: object, o?: CallOpts) =>
  request<T>('GET', path, { query: query as Record<string, QueryValue>, ...opts(o) });
const send = <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, o?: CallOpts) =>
  request<T>(method, path, { body: body ?? {}, ...opts(o) });
const item = (kind: InboxKind, id: string) => `/staff/inbox/${kind}/${enc(id)}`;

/** An image upload with progress (XMLHttpRequest: fetch reports none), failing with the kit's ApiError like every call. */
interface ImageUploadOptions {
  /** The link-preview crop box (pixels of the picture as seen); absent: centred. */
  crop?: ImageCrop;
  /** From 0 to 1 as the file goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function failure(status: number, text: string): ApiError {
  try {
    const e = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown; fields?: Record<string, FieldErrorCode> } }).error;
    if (e && typeof e.code === 'string') return new ApiError(status, e.code, typeof e.message === 'string' ? e.message : e.code, e.fields);
  } catch {
    // Not JSON: a proxy answered.
  }
  return new ApiError(status, `http_${status}`, text.slice(0, 200) || `HTTP ${status}`);
}

function uploadEditorialImage(file: Blob, o: ImageUploadOptions = {}): Promise<EditorialImageInfo> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'image');
  if (o.crop) body.append('crop', JSON.stringify(o.crop));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', publicUrl('/staff/editorial/images'));
    xhr.withCredentials = true;
    // The kit's Accept (client.ts ACCEPT), which the kit's entry does not export.
    xhr.setRequestHeader('Accept', 'application/json, text/plain');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) o.onProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        o.onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as EditorialImageInfo);
        } catch {
          reject(new ApiError(xhr.status, 'invalid_response', 'The API answered with invalid JSON'));
        }
      } else reject(failure(xhr.status, xhr.responseText));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export const staffApi = {
  auth: {
    /** Step one: e-mail and password. Answers `{ step: 'enrol', enrolment }` or `{ step: 'code' }`. */
    signIn: (body: BodyOf<'staffSignIn'>, o?: CallOpts) => send<ResponseOf<'staffSignIn'>>('POST', '/staff/auth/sign-in', body, o),
    /** The enrolment again (QR code and key), while the session is at the enrol stage. */
    enrolment: (o?: CallOpts) => get<ResponseOf<'staffEnrolment'>>('/staff/auth/enrolment', undefined, o),
    /** Confirms the enrolment with a code: the ten recovery codes, shown once. */
    confirmEnrolment: (body: BodyOf<'staffEnrolConfirm'>, o?: CallOpts) =>
      send<ResponseOf<'staffEnrolConfirm'>>('POST', '/staff/auth/enrolment', body, o),
    /** Step two: `{ code }` or `{ recoveryCode }`. */
    verify: (body: BodyOf<'staffVerify'>, o?: CallOpts) => send<ResponseOf<'staffVerify'>>('POST', '/staff/auth/verify', body, o),
    signOut: () => send<void>('POST', '/staff/auth/sign-out'),
    /** Password and a current code: role changes, second-factor resets and exports for the next 5 minutes. */
    reauthenticate: (body: BodyOf<'staffReauth'>, o?: CallOpts) => send<ResponseOf<'staffReauth'>>('POST', '/staff/auth/reauth', body, o),
    changePassword: (body: BodyOf<'staffPassword'>, o?: CallOpts) => send<void>('POST', '/staff/auth/password', body, o),
  },
  /** Who is signed in (a 401 when nobody is; `stage` says whether the second factor is still to come). */
  me: (o?: CallOpts) => get<ResponseOf<'staffMe'>>('/staff/me', undefined, o),
  sessions: {
    list: (o?: CallOpts) => get<ResponseOf<'staffSessions'>>('/staff/sessions', undefined, o),
    end: (id: string, o?: CallOpts) => send<void>('DELETE', `/staff/sessions/${enc(id)}`, undefined, o),
    endOthers: (o?: CallOpts) => send<ResponseOf<'staffEndOtherSessions'>>('POST', '/staff/sessions/end-others', undefined, o),
  },
  inbox: {
    list: (q: QueryOf<'staffInbox'> = {}, o?: CallOpts) => get<ResponseOf<'staffInbox'>>('/staff/inbox', q, o),
    get: (kind: InboxKind, id: string, o?: CallOpts) => get<ResponseOf<'staffInboxItem'>>(item(kind, id), undefined, o),
    assign: (kind: InboxKind, id: string, body: BodyOf<'staffInboxAssign'>, o?: CallOpts) =>
      send<ResponseOf<'staffInboxAssign'>>('POST', `${item(kind, id)}/assign`, body, o),
    setStatus: (kind: InboxKind, id: string, body: BodyOf<'staffInboxStatus'>, o?: CallOpts) =>
      send<ResponseOf<'staffInboxStatus'>>('POST', `${item(kind, id)}/status`, body, o),
    addNote: (kind: InboxKind, id: string, body: BodyOf<'staffInboxNote'>, o?: CallOpts) =>
      send<ResponseOf<'staffInboxNote'>>('POST', `${item(kind, id)}/notes`, body, o),
    reply: (kind: InboxKind, id: string, body: BodyOf<'staffInboxReply'>, o?: CallOpts) =>
      send<ResponseOf<'staffInboxReply'>>('POST', `${item(kind, id)}/replies`, body, o),
    /** The CV's address, for a download link (the browser sends the staff cookie; the answer is an attachment). */
    cvUrl: (id: string) => publicUrl(`${item('vacancy-application', id)}/cv`),
    /** The CSV export's address for these filters (needs a re-authentication of the last 5 minutes, else 403). */
    exportUrl: (q: InboxExportQuery = {}) => publicUrl('/staff/inbox/export.csv', q as Record<string, QueryValue>),
    handlers: (o?: CallOpts) => get<ResponseOf<'staffHandlers'>>('/staff/handlers', undefined, o),
  },
  templates: {
    list: (o?: CallOpts) => get<ResponseOf<'staffTemplates'>>('/staff/templates', undefined, o),
    create: (body: BodyOf<'staffTemplateCreate'>, o?: CallOpts) =>
      send<ResponseOf<'staffTemplateCreate'>>('POST', '/staff/templates', body, o),
    update: (id: string, body: BodyOf<'staffTemplateUpdate'>, o?: CallOpts) =>
      send<ResponseOf<'staffTemplateUpdate'>>('PATCH', `/staff/templates/${enc(id)}`, body, o),
  },
  accounts: {
    list: (o?: CallOpts) => get<ResponseOf<'staffAccounts'>>('/staff/accounts', undefined, o),
    /** Creates an account; the answer carries its generated password, this once. */
    invite: (body: BodyOf<'staffAccountInvite'>, o?: CallOpts) =>
      send<ResponseOf<'staffAccountInvite'>>('POST', '/staff/accounts', body, o),
    setRoles: (id: string, body: BodyOf<'staffAccountRoles'>, o?: CallOpts) =>
      send<ResponseOf<'staffAccountRoles'>>('PATCH', `/staff/accounts/${enc(id)}/roles`, body, o),
    disable: (id: string, o?: CallOpts) =>
      send<ResponseOf<'staffAccountDisable'>>('POST', `/staff/accounts/${enc(id)}/disable`, undefined, o),
    enable: (id: string, o?: CallOpts) => send<ResponseOf<'staffAccountEnable'>>('POST', `/staff/accounts/${enc(id)}/enable`, undefined, o),
    endSessions: (id: string, o?: CallOpts) =>
      send<ResponseOf<'staffAccountEndSessions'>>('POST', `/staff/accounts/${enc(id)}/end-sessions`, undefined, o),
    resetSecondFactor: (id: string, o?: CallOpts) =>
      send<ResponseOf<'staffAccountResetSecondFactor'>>('POST', `/staff/accounts/${enc(id)}/reset-second-factor`, undefined, o),
  },
  audit: (q: QueryOf<'staffAudit'> = {}, o?: CallOpts) => get<ResponseOf<'staffAudit'>>('/staff/audit', q, o),
  /**
   * Editorial publishing (editor role). A save or restore from an older version rejects with the ApiError 409
   * `conflict`; its `body` is the EditorialConflict (`current`: the item as it now is on the server, see
   * `conflictOf`). Bad input: 422 `validation_failed` with dotted fields (`content.texts.ru.body`: `link` for a link to a
   * page that does not exist; the message names it).
   */
  /**
   * Editorial publishing (editor role), one client per content type (`editorial.news`, `editorial.of(type)`). A save
   * or restore from an older version rejects with the ApiError 409 `conflict`; its `body` carries `current`, the item
   * as it now is on the server (conflictOf).
   */
  editorial: {
    news: editorialClient('news'),
    of: editorialClient,
    images: {
      /** Multipart with progress; refusals are 422 on `file` (file_type, file_size, file_unreadable, file_empty). */
      upload: uploadEditorialImage,
      get: (id: string, o?: CallOpts) => get<ResponseOf<'editorialImage'>>(`/staff/editorial/images/${enc(id)}`, undefined, o),
      /** The link-preview picture of another crop box. */
      crop: (id: string, body: BodyOf<'editorialImageCrop'>, o?: CallOpts) =>
        send<ResponseOf<'editorialImageCrop'>>('POST', `/staff/editorial/images/${enc(id)}/crop`, body, o),
    },
  },
};

/** The seventeen calls of one content type under `/staff/editorial/<type>`. */
export function editorialClient<K extends EditorialType>(type: K) {
  type Item = EditorialItemOf<K>;
  const base = `/staff/editorial/${type}`;
  const one = (id: string) => `${base}/${enc(id)}`;
  return {
    list: (q: EditorialListQueryOf<K> = {} as EditorialListQueryOf<K>, o?: CallOpts) => get<EditorialListOf<K>>(base, q, o),
    /** 409 `slug_taken` when the slug is used (or was, by an item whose old address still answers). */
    create: (body: { slug: string; content: EditorialContentInputOf<K> }, o?: CallOpts) => send<Item>('POST', base, body, o),
    get: (id: string, o?: CallOpts) => get<Item>(one(id), undefined, o),
    /** From `baseVersion`; 409 `conflict` when another save came first. */
    save: (id: string, body: { baseVersion: number; content: EditorialContentInputOf<K> }, o?: CallOpts) =>
      send<Item>('PATCH', `${one(id)}/draft`, body, o),
    publish: (id: string, body: BodyOf<'editorialNewsPublish'> = {}, o?: CallOpts) => send<Item>('POST', `${one(id)}/publish`, body, o),
    unpublish: (id: string, body: BodyOf<'editorialNewsUnpublish'> = {}, o?: CallOpts) =>
      send<Item>('POST', `${one(id)}/unpublish`, body, o),
    /** `at`: Tashkent date-time `YYYY-MM-DDTHH:mm`, in the future. */
    schedule: (id: string, body: BodyOf<'editorialNewsSchedule'>, o?: CallOpts) => send<Item>('POST', `${one(id)}/schedules`, body, o),
    cancelSchedule: (id: string, scheduleId: string, o?: CallOpts) =>
      send<Item>('DELETE', `${one(id)}/schedules/${enc(scheduleId)}`, undefined, o),
    changeSlug: (id: string, body: BodyOf<'editorialNewsSlug'>, o?: CallOpts) => send<Item>('POST', `${one(id)}/slug`, body, o),
    revisions: (id: string, o?: CallOpts) => get<ResponseOf<'editorialNewsRevisions'>>(`${one(id)}/revisions`, undefined, o),
    revision: (id: string, version: number, o?: CallOpts) => get<EditorialRevisionOf<K>>(`${one(id)}/revisions/${version}`, undefined, o),
    diff: (id: string, q: QueryOf<'editorialNewsDiff'>, o?: CallOpts) => get<EditorialDiffOf<K>>(`${one(id)}/diff`, q, o),
    restore: (id: string, body: BodyOf<'editorialNewsRestore'>, o?: CallOpts) => send<Item>('POST', `${one(id)}/restore`, body, o),
    /** A preview token and the site's addresses that open the draft as the public page (30 minutes). */
    preview: (id: string, o?: CallOpts) => send<ResponseOf<'editorialNewsPreview'>>('POST', `${one(id)}/preview`, undefined, o),
    /** Review by a second editor (decision 0056): ask, approve, send back; each of draft `baseVersion` (409 `conflict` if stale). */
    requestReview: (id: string, body: BodyOf<'editorialNewsReviewRequest'>, o?: CallOpts) =>
      send<Item>('POST', `${one(id)}/review/request`, body, o),
    /** 409 `review_own` for the editor who asked or changed the draft last, `review_none` when no review is asked. */
    approveReview: (id: string, body: BodyOf<'editorialNewsReviewApprove'>, o?: CallOpts) =>
      send<Item>('POST', `${one(id)}/review/approve`, body, o),
    returnReview: (id: string, body: BodyOf<'editorialNewsReviewReturn'>, o?: CallOpts) =>
      send<Item>('POST', `${one(id)}/review/return`, body, o),
  };
}
export type EditorialClient<K extends EditorialType> = ReturnType<typeof editorialClient<K>>;

/** The server's current item carried by a 409 `conflict` answer to a save or restore, else null. */
export function conflictOf<I = NewsEditorial>(error: unknown): I | null {
  const e = error as { status?: unknown; body?: unknown } | null;
  if (!e || e.status !== 409) return null;
  const body = e.body as Partial<EditorialConflict> | undefined;
  return body?.error?.code === 'conflict' && body.current ? (body.current as I) : null;
}

export type StaffApi = typeof staffApi;
export * from '../contract/staff-values.ts';
export * from '../contract/editorial-values.ts';
export type {
  DocumentContent,
  DocumentContentInput,
  DocumentEditorial,
  DocumentTexts,
  EditorialConflict,
  EditorialContentInputOf,
  EditorialContentOf,
  EditorialDiffOf,
  EditorialItemBase,
  EditorialItemOf,
  EditorialListOf,
  EditorialListQueryOf,
  EditorialRevisionOf,
  EditorialSummaryBase,
  EditorialLocaleStatus,
  EditorialRevisionList,
  EditorialRevisionSummary,
  EditorialSchedule,
  EditorialStatusByLocale,
  FieldDiff,
  DiffPart,
  NewsContent,
  NewsContentInput,
  NewsDiff,
  NewsEditorial,
  NewsEditorialList,
  NewsEditorialListQuery,
  NewsEditorialSummary,
  NewsRevision,
  NewsTexts,
  OfficeClosedDay,
  OfficeContent,
  OfficeContentInput,
  OfficeEditorial,
  OfficeTexts,
  PreviewResponse,
  ProductContent,
  ProductContentInput,
  ProductEditorial,
  ProductTexts,
  ServiceContent,
  ServiceContentInput,
  ServiceEditorial,
  ServiceTexts,
  VacancyContent,
  VacancyContentInput,
  VacancyEditorial,
  VacancyTexts,
  SlideContentInput,
  SlideEditorial,
  PartnerContentInput,
  PartnerEditorial,
  CertificateContentInput,
  CertificateEditorial,
  AwardContentInput,
  AwardEditorial,
  StaffContentInput,
  StaffEditorial,
  AuditEntry,
  AuditList,
  AuditQuery,
  EnrolConfirmResponse,
  HandlerList,
  InboxDetail,
  InboxItem,
  InboxList,
  InboxListQuery,
  InboxExportQuery,
  InboxNote,
  InboxReply,
  ReplyTemplate,
  StaffAccount,
  StaffMe,
  StaffSession,
  StaffSignInResponse,
  TotpEnrolment,
} from '../contract/index.ts';
