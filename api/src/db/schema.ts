/** Row types of every table (Kysely's view of the database). */
import type { ColumnType, Generated } from 'kysely';

/** Trilingual text as stored (jsonb). Uzbek is always present. */
export interface T {
  uz: string;
  ru?: string;
  en?: string;
}
/** jsonb column: read as the value, written as a JSON string. */
type Json<V> = ColumnType<V, string, string>;
/** `date` column, read as 'YYYY-MM-DD' (type parsers are set so), written as a string. */
type DateCol = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface NewsTable {
  slug: string;
  date: DateCol;
  topic: string;
  title: Json<T>;
  summary: Json<T>;
  body: Json<T>;
  /** The article's image as published (migration 14): the editor's upload, its alt texts and files; null: none. */
  image?: ImageCol;
  /** The article's YouTube video id (migration 23); null: none. */
  youtube_id?: string | null;
}
/** A public row's editor's image (jsonb): read as the value, written as a JSON string; absent or null: none. */
type ImageCol = ColumnType<PublishedImage | null, string | null | undefined, string | null>;
/** An editor's image as a published item carries it: enough to render it with no other read. */
export interface PublishedImage {
  id: string;
  alt: { uz?: string; ru?: string; en?: string };
  /** The crop the editor chose (null: centred), and the link-preview file's name (`og-<x>-<y>-<w>-<h>.jpg`). */
  crop: { x: number; y: number; width: number; height: number } | null;
  og: string;
  variants: { name: string; format: 'avif' | 'webp' | 'jpeg'; width: number; height: number }[];
}
export interface VideosTable {
  slug: string;
  date: DateCol;
  youtube_id: string;
  duration_sec: number;
  title: Json<T>;
  description: Json<T>;
}
export interface SlidesTable {
  slug: string;
  title: Json<T>;
  text: Json<T>;
  link: string;
  link_label: Json<T>;
  ord: number;
  /** Migration 18, as news.image. */
  image?: ImageCol;
}
export interface ServicesTable {
  slug: string;
  category: 'individual' | 'business';
  servicename: Json<T>;
  servicename_sum: number;
  unit: Json<T>;
  summary: Json<T>;
  description: Json<T>;
  audience: Json<T>;
  documents: Json<T[]>;
  duration: Json<T>;
  popularity: number;
  ord: number;
}
export interface BusinessProductsTable {
  slug: string;
  title: Json<T>;
  summary: Json<T>;
  details: Json<T>;
  features: Json<T[]>;
  price: number | null;
  ord: number;
}
export interface PersonalProductsTable {
  slug: string;
  title: Json<T>;
  description: Json<T>;
  price: number;
  unit: Json<T>;
  service_slug: string;
  ord: number;
}
export interface StaffTable {
  slug: string;
  fio: Json<T>;
  position: Json<T>;
  grp: 'leadership' | 'management' | 'team';
  ord: number;
  biography: Json<T>;
  reception_hours: Json<T>;
  phone_number: string;
  email: string;
  /** Migration 18: the portrait. */
  image?: ImageCol;
}
export interface DepartmentsTable {
  slug: string;
  name: Json<T>;
  description: Json<T>;
  head_slug: string | null;
  phone_number: string;
  ord: number;
}
export interface StructureNodesTable {
  id: string;
  parent_id: string | null;
  name: Json<T>;
  ord: number;
}
export interface CertificatesTable {
  slug: string;
  kind: 'licence' | 'certificate';
  title: Json<T>;
  issuer: Json<T>;
  number: string;
  issued: DateCol;
  valid_until: ColumnType<string | null, string | null, string | null>;
  ord: number;
  /** Migration 18: the scan. */
  image?: ImageCol;
}
export interface AwardsTable {
  slug: string;
  year: number;
  title: Json<T>;
  description: Json<T>;
  ord: number;
}
export interface AchievementsTable {
  key: string;
  value: number;
  suffix: string;
  label: Json<T>;
  ord: number;
}
export interface PartnersTable {
  slug: string;
  name: Json<T>;
  url: string;
  description: Json<T>;
  ord: number;
  /** Migration 18: the logo. */
  image?: ImageCol;
}
export interface DocumentsTable {
  slug: 'ustav' | 'oferta' | 'privacy' | 'accessibility';
  title: Json<T>;
  version: string;
  updated: DateCol;
  sections: Json<{ id: string; heading: T; body: T }[]>;
}
/** A version of a legal document that a newer one replaced (migration 13); `documents` holds the current one. */
export interface DocumentVersionsTable {
  slug: DocumentsTable['slug'];
  version: string;
  /** The day it came into force (the current version's `updated`, as it was). */
  effective: DateCol;
  title: Json<T>;
  sections: Json<{ id: string; heading: T; body: T }[]>;
  superseded_at: Timestamp;
}
export interface OpenDataTable {
  slug: string;
  source: string;
  title: Json<T>;
  description: Json<T>;
  updated: DateCol;
  ord: number;
}
export interface RegionsTable {
  code: string;
  name: Json<T>;
  grp: 'tashkent-city' | 'regions';
  centre: Json<T>;
  lat: number;
  lng: number;
  ord: number;
}
export interface OfficeHoursValue {
  weekdays: { open: string; close: string };
  saturday: { open: string; close: string } | null;
  lunch: { start: string; end: string } | null;
  /** Each day's own hours, 0 = Sunday (null: closed); an office kept in the workspace has them. */
  week?: ({ open: string; close: string; lunch: { start: string; end: string } | null } | null)[];
  /** Public holidays and one-off closures, the reason in each language, earliest first. */
  closures?: { date: string; kind: 'holiday' | 'closure'; reason: T }[];
}
export interface OfficesTable {
  slug: string;
  region_code: string;
  kind: 'centre' | 'office';
  name: Json<T>;
  address: Json<T>;
  phone_number: string;
  email: string;
  office_hours: Json<OfficeHoursValue>;
  lat: number;
  lng: number;
  ord: number;
  /** Every phone number, the first being phone_number; null: phone_number alone (the seed's offices). */
  phones: ColumnType<string[] | null, string | null | undefined, string | null>;
}
export interface VacanciesTable {
  slug: string;
  title: Json<T>;
  region_code: string;
  employment: Json<T>;
  salary_from: number | null;
  salary_to: number | null;
  duties: Json<T[]>;
  requirements: Json<T[]>;
  deadline: DateCol;
  status: 'open' | 'closed';
  published: DateCol;
}
export interface TaxStatSeriesTable {
  key: string;
  title: Json<T>;
  unit: Json<T>;
  ord: number;
}
export interface TaxStatPointsTable {
  series_key: string;
  month: string;
  value: number;
}
export interface SingletonsTable {
  key: string;
  data: Json<unknown>;
}
export interface SearchIndexTable {
  id: Generated<number>;
  kind: string;
  slug: string;
  locale: string;
  title: string;
  body: string;
  translated: boolean;
  tsv: ColumnType<string, never, never>;
}
export interface MetaTable {
  key: string;
  value: string;
}

export interface ContactMessagesTable {
  id: string;
  created_at: Timestamp;
  fio: string;
  phone_number: string;
  email: string;
  message: string;
  /** The language the citizen wrote in (null: sent before it was recorded). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface VacancyApplicationsTable {
  id: string;
  created_at: Timestamp;
  first_name: string;
  last_name: string;
  surname: string | null;
  birthday: DateCol;
  phone_number: string;
  email: string;
  position: string;
  cv_filename: string;
  cv_type: string;
  cv_mime: string;
  cv_size: number;
  cv_sha256: string;
  /** The file's key in the file store (files/file-store.ts): `cv/<uuid>`. */
  cv_key: string;
  /** The language the citizen wrote in (null: sent before it was recorded). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface PartnerApplicationsTable {
  id: string;
  created_at: Timestamp;
  company_name: string;
  fio: string;
  phone_number: string;
  email: string;
  website: string | null;
  target: string;
  /** The language the citizen wrote in (null: sent before it was recorded). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ServiceRequestsTable {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  user_id: string | null;
  servicename: string;
  fio: string;
  phone_number: string;
  region_name: string;
  message: string | null;
  status: 'new' | 'in_progress' | 'done' | 'rejected';
  /** The personal product ordered (null: a request made before products were recorded, or for a whole service). */
  product: string | null;
  /** Its price in so'm when it was ordered: what the visitor agreed to, whatever the price list says later. */
  price: number | null;
  language: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
export interface AccountConfirmationsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
/** Mails about an account sent without its owner asking (confirmation links, "someone tried to register"): throttled. */
export interface AccountMailsTable {
  user_id: string;
  kind: 'confirm' | 'known';
  sent_at: Timestamp;
}
export interface PageFeedbackTable {
  id: string;
  created_at: Timestamp;
  path: string;
  useful: 'yes' | 'no' | null;
  message: string | null;
}
export interface ReleaseMetricsTable {
  minute: Timestamp;
  app: string;
  version: string;
  kind: string;
  count: number;
}
/** One minute of one web vital of one app version's page: how many samples, and how many fell in each bucket. */
export interface ReleaseVitalsTable {
  minute: Timestamp;
  app: string;
  version: string;
  page: string;
  metric: string;
  samples: number;
  buckets: number[];
}
export interface IdempotencyKeysTable {
  form: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  kind: 'individual' | 'business';
  fio: string;
  phone_number: string;
  company_name: string | null;
  tin: string | null;
  role: 'user' | 'staff';
  created_at: Timestamp;
  /** When the owner followed the confirmation link (null: not yet; such an account cannot sign in). */
  confirmed_at: Timestamp | null;
  /** The language the account was registered in (null for accounts made before it was kept). */
  locale: string | null;
}
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
/** Sign-in attempts per scope ('account' = e-mail, 'device' = device cookie, 'address' = client address): see lib/throttle.ts. */
export interface SignInThrottleTable {
  scope: 'account' | 'device' | 'address';
  key: string;
  failures: number;
  last_at: Timestamp;
  next_at: Timestamp;
}
/** Browsers that signed in to an account before (device cookies): their attempts are throttled apart from strangers'. */
export interface TrustedDevicesTable {
  token_hash: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
export interface OperatorsTable {
  id: string;
  name: string;
  status: 'free' | 'busy' | 'offline';
  since: Timestamp;
  ord: number;
}

export interface StaffAccountsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: ColumnType<string[], string[], string[]>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The second factor's key (lib/secret-box.ts: encrypted when STAFF_SECRET_KEY is set); null until enrolled. */
  totp_secret: string | null;
  /** The time step of the last code accepted: a code is accepted once (no replay within its window). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface StaffRecoveryCodesTable {
  account_id: string;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface StaffSessionsTable {
  id: string;
  token_hash: string;
  account_id: string;
  stage: 'enrol' | 'code' | 'signed-in';
  /** Enrol stage: the key offered, until a code confirms it. */
  pending_secret: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end (12 hours after sign-in; 10 minutes while the second factor is still to come). */
  expires_at: Timestamp;
  reauth_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  address: string;
  user_agent: string | null;
}
export interface InboxItemsTable {
  kind: string;
  id: string;
  created_at: Timestamp;
  status: ColumnType<string, string | undefined, string>;
  assignee_id: string | null;
  language: string | null;
  region: string | null;
  name: string | null;
  email: string | null;
  summary: string;
  search: ColumnType<string, never, never>;
  updated_at: Timestamp;
}
export interface InboxNotesTable {
  id: string;
  kind: string;
  item_id: string;
  author_id: string;
  text: string;
  created_at: Timestamp;
}
export interface InboxRepliesTable {
  id: string;
  kind: string;
  item_id: string;
  author_id: string;
  language: string;
  to_email: string;
  subject: string;
  text: string;
  template_id: string | null;
  created_at: Timestamp;
}
export interface ReplyTemplatesTable {
  id: string;
  name: string;
  body: Json<{ uz: string; ru: string; en: string }>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  target_label: string | null;
  address: string;
  detail: ColumnType<Record<string, unknown> | null, string | null, never>;
}

export interface EditorialItemsTable {
  id: string;
  type: string;
  slug: string;
  version: number;
  draft: Json<unknown>;
  gone_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}
export interface EditorialRevisionsTable {
  item_id: string;
  version: number;
  kind: string;
  base_version: number | null;
  content: Json<unknown>;
  author_id: string | null;
  created_at: Timestamp;
}
export interface EditorialPublicationsTable {
  item_id: string;
  locale: string;
  version: number;
  published_at: Timestamp;
  published_by: string | null;
}
export interface EditorialSchedulesTable {
  id: string;
  item_id: string;
  action: string;
  locales: Json<string[]>;
  at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  done_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  outcome: string | null;
}
/** An item's review by a second editor (decision 0056): of draft `version` only; a later save clears an asked or approved one. */
export interface EditorialReviewsTable {
  item_id: string;
  state: string;
  version: number;
  requested_by: string | null;
  requested_at: Timestamp;
  note: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  comment: string | null;
}
export interface EditorialSlugHistoryTable {
  type: string;
  slug: string;
  item_id: string;
  changed_at: Timestamp;
}
export interface ContentChangesTable {
  id: Generated<string>;
  at: Timestamp;
  tags: Json<string[]>;
  paths: Json<string[]>;
}

/** An editor's image (migration 14); its files are in the file store under `images/<id>/`. */
export interface EditorialImagesTable {
  id: string;
  sha256: string;
  original_format: string;
  original_bytes: number;
  width: number;
  height: number;
  master_width: number;
  master_height: number;
  variants: Json<{ name: string; format: 'avif' | 'webp' | 'jpeg'; width: number; height: number; bytes: number }[]>;
  default_crop: Json<{ x: number; y: number; width: number; height: number }>;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface Database {
  news: NewsTable;
  videos: VideosTable;
  slides: SlidesTable;
  services: ServicesTable;
  business_products: BusinessProductsTable;
  personal_products: PersonalProductsTable;
  staff: StaffTable;
  departments: DepartmentsTable;
  structure_nodes: StructureNodesTable;
  certificates: CertificatesTable;
  awards: AwardsTable;
  achievements: AchievementsTable;
  partners: PartnersTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  open_data: OpenDataTable;
  regions: RegionsTable;
  offices: OfficesTable;
  vacancies: VacanciesTable;
  tax_stat_series: TaxStatSeriesTable;
  tax_stat_points: TaxStatPointsTable;
  singletons: SingletonsTable;
  search_index: SearchIndexTable;
  app_meta: MetaTable;
  contact_messages: ContactMessagesTable;
  vacancy_applications: VacancyApplicationsTable;
  partner_applications: PartnerApplicationsTable;
  service_requests: ServiceRequestsTable;
  rate_limits: RateLimitsTable;
  release_metrics: ReleaseMetricsTable;
  release_vitals: ReleaseVitalsTable;
  page_feedback: PageFeedbackTable;
  password_resets: PasswordResetsTable;
  account_confirmations: AccountConfirmationsTable;
  account_mails: AccountMailsTable;
  idempotency_keys: IdempotencyKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_throttle: SignInThrottleTable;
  trusted_devices: TrustedDevicesTable;
  operators: OperatorsTable;
  staff_accounts: StaffAccountsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  inbox_items: InboxItemsTable;
  inbox_notes: InboxNotesTable;
  inbox_replies: InboxRepliesTable;
  reply_templates: ReplyTemplatesTable;
  audit_log: AuditLogTable;
  editorial_items: EditorialItemsTable;
  editorial_revisions: EditorialRevisionsTable;
  editorial_publications: EditorialPublicationsTable;
  editorial_schedules: EditorialSchedulesTable;
  editorial_slug_history: EditorialSlugHistoryTable;
  editorial_reviews: EditorialReviewsTable;
  content_changes: ContentChangesTable;
  editorial_images: EditorialImagesTable;
}

/** Tables holding sample content: replaced as a whole by `npm run seed -- --replace`. */
export const CONTENT_TABLES = [
  // Editorial items first: their revisions, publications and schedules go with them (the next start adopts the new news).
  'editorial_items',
  'search_index',
  'tax_stat_points',
  'tax_stat_series',
  'offices',
  'vacancies',
  'regions',
  'open_data',
  'document_versions',
  'documents',
  'partners',
  'achievements',
  'awards',
  'certificates',
  'structure_nodes',
  'departments',
  'staff',
  'personal_products',
  'business_products',
  'services',
  'slides',
  'videos',
  'news',
  'singletons',
] as const;
