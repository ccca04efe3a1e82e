/**
 * Schema migrations, run at start-up on PGlite and PostgreSQL alike. Each migration is a list of
 * single statements (PGlite's extended protocol takes one statement per query). Never edit a
 * released migration: append a new one. (One exception: migration 5 no longer makes the deploy tables, which ops
 * owns and makes itself, idempotently, where they are missing.)
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { fileStoreFromEnv, type FileStore } from '../files/file-store.ts';
import type { Database } from './schema.ts';

const t = 'jsonb NOT NULL';

export interface MigrateOptions {
  /** Where uploaded files go (migration 10 moves CVs there); default the environment's (files/file-store.ts). */
  files?: FileStore;
}

export interface Migration {
  version: number;
  name: string;
  statements: string[];
  /** Work the statements cannot do (files), run after them in the same transaction. */
  run?: (trx: Transaction<Database>, options: MigrateOptions) => Promise<void>;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'content, forms, accounts, operators',
    statements: [
      `CREATE TABLE news (slug text PRIMARY KEY, date date NOT NULL, topic text NOT NULL, title ${t}, summary ${t}, body ${t}, image_alt ${t})`,
      `CREATE INDEX news_date_idx ON news (date DESC, slug)`,
      `CREATE TABLE videos (slug text PRIMARY KEY, date date NOT NULL, youtube_id text NOT NULL, duration_sec integer NOT NULL, title ${t}, description ${t})`,
      `CREATE TABLE slides (slug text PRIMARY KEY, title ${t}, text ${t}, link text NOT NULL, link_label ${t}, ord integer NOT NULL)`,
      `CREATE TABLE services (slug text PRIMARY KEY, category text NOT NULL CHECK (category IN ('individual','business')), servicename ${t}, servicename_sum bigint NOT NULL CHECK (servicename_sum >= 0), unit ${t}, summary ${t}, description ${t}, audience ${t}, documents ${t}, duration ${t}, popularity integer NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE business_products (slug text PRIMARY KEY, title ${t}, summary ${t}, details ${t}, features ${t}, price bigint, ord integer NOT NULL)`,
      `CREATE TABLE personal_products (slug text PRIMARY KEY, title ${t}, description ${t}, price bigint NOT NULL, unit ${t}, service_slug text NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE staff (slug text PRIMARY KEY, fio ${t}, position ${t}, grp text NOT NULL, ord integer NOT NULL, biography ${t}, reception_hours ${t}, phone_number text NOT NULL, email text NOT NULL)`,
      `CREATE TABLE departments (slug text PRIMARY KEY, name ${t}, description ${t}, head_slug text, phone_number text NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE structure_nodes (id text PRIMARY KEY, parent_id text, name ${t}, ord integer NOT NULL)`,
      `CREATE TABLE certificates (slug text PRIMARY KEY, kind text NOT NULL, title ${t}, issuer ${t}, number text NOT NULL, issued date NOT NULL, valid_until date, ord integer NOT NULL)`,
      `CREATE TABLE awards (slug text PRIMARY KEY, year integer NOT NULL, title ${t}, description ${t}, ord integer NOT NULL)`,
      `CREATE TABLE achievements (key text PRIMARY KEY, value double precision NOT NULL, suffix text NOT NULL, label ${t}, ord integer NOT NULL)`,
      `CREATE TABLE partners (slug text PRIMARY KEY, name ${t}, url text NOT NULL, description ${t}, ord integer NOT NULL)`,
      `CREATE TABLE documents (slug text PRIMARY KEY, title ${t}, version text NOT NULL, updated date NOT NULL, sections ${t})`,
      `CREATE TABLE open_data (slug text PRIMARY KEY, source text NOT NULL, title ${t}, description ${t}, updated date NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE regions (code text PRIMARY KEY, name ${t}, grp text NOT NULL, centre ${t}, lat double precision NOT NULL, lng double precision NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE offices (slug text PRIMARY KEY, region_code text NOT NULL REFERENCES regions(code) ON DELETE CASCADE, kind text NOT NULL, name ${t}, address ${t}, phone_number text NOT NULL, email text NOT NULL, office_hours ${t}, lat double precision NOT NULL, lng double precision NOT NULL, ord integer NOT NULL)`,
      `CREATE INDEX offices_region_idx ON offices (region_code, ord)`,
      `CREATE TABLE vacancies (slug text PRIMARY KEY, title ${t}, region_code text NOT NULL, employment ${t}, salary_from bigint, salary_to bigint, duties ${t}, requirements ${t}, deadline date NOT NULL, status text NOT NULL, published date NOT NULL)`,
      `CREATE TABLE tax_stat_series (key text PRIMARY KEY, title ${t}, unit ${t}, ord integer NOT NULL)`,
      `CREATE TABLE tax_stat_points (series_key text NOT NULL REFERENCES tax_stat_series(key) ON DELETE CASCADE, month text NOT NULL, value double precision NOT NULL, PRIMARY KEY (series_key, month))`,
      `CREATE TABLE singletons (key text PRIMARY KEY, data jsonb NOT NULL)`,
      `CREATE TABLE search_index (id serial PRIMARY KEY, kind text NOT NULL, slug text NOT NULL, locale text NOT NULL, title text NOT NULL, body text NOT NULL, translated boolean NOT NULL, tsv tsvector)`,
      `CREATE INDEX search_index_tsv_idx ON search_index USING gin (tsv)`,
      `CREATE INDEX search_index_locale_idx ON search_index (locale, kind)`,
      `CREATE TABLE contact_messages (id uuid PRIMARY KEY, created_at timestamptz NOT NULL, fio text NOT NULL, phone_number text NOT NULL, email text NOT NULL, message text NOT NULL)`,
      `CREATE TABLE vacancy_applications (id uuid PRIMARY KEY, created_at timestamptz NOT NULL, first_name text NOT NULL, last_name text NOT NULL, surname text, birthday date NOT NULL, phone_number text NOT NULL, email text NOT NULL, position text NOT NULL, cv_filename text NOT NULL, cv_type text NOT NULL, cv_mime text NOT NULL, cv_size integer NOT NULL CHECK (cv_size > 0 AND cv_size <= 5242880), cv_sha256 text NOT NULL, cv_data bytea NOT NULL)`,
      `CREATE TABLE partner_applications (id uuid PRIMARY KEY, created_at timestamptz NOT NULL, company_name text NOT NULL, fio text NOT NULL, phone_number text NOT NULL, email text NOT NULL, website text, target text NOT NULL)`,
      `CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL UNIQUE, password_hash text NOT NULL, kind text NOT NULL, fio text NOT NULL, phone_number text NOT NULL, company_name text, tin text, role text NOT NULL DEFAULT 'user', created_at timestamptz NOT NULL)`,
      `CREATE TABLE service_requests (id uuid PRIMARY KEY, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, user_id uuid REFERENCES users(id) ON DELETE SET NULL, servicename text NOT NULL, fio text NOT NULL, phone_number text NOT NULL, region_name text NOT NULL, message text, status text NOT NULL DEFAULT 'new')`,
      `CREATE INDEX service_requests_user_idx ON service_requests (user_id, created_at DESC)`,
      `CREATE TABLE idempotency_keys (form text NOT NULL, key text NOT NULL, request_hash text NOT NULL, status_code integer, response jsonb, created_at timestamptz NOT NULL, PRIMARY KEY (form, key))`,
      `CREATE TABLE sessions (token_hash text PRIMARY KEY, user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL)`,
      `CREATE INDEX sessions_user_idx ON sessions (user_id)`,
      `CREATE TABLE login_failures (email text PRIMARY KEY, failures integer NOT NULL, first_failure_at timestamptz NOT NULL, locked_until timestamptz)`,
      `CREATE TABLE operators (id text PRIMARY KEY, name text NOT NULL, status text NOT NULL, since timestamptz NOT NULL, ord integer NOT NULL)`,
      `CREATE TABLE app_meta (key text PRIMARY KEY, value text NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: 'sign-in throttling per account, device and address',
    statements: [
      // The lock-out (login_failures) is replaced: attempts are now counted before the password is checked.
      `DROP TABLE login_failures`,
      `CREATE TABLE sign_in_throttle (scope text NOT NULL, key text NOT NULL, failures integer NOT NULL, last_at timestamptz NOT NULL, next_at timestamptz NOT NULL, PRIMARY KEY (scope, key))`,
      `CREATE INDEX sign_in_throttle_last_idx ON sign_in_throttle (last_at)`,
      `CREATE TABLE trusted_devices (token_hash text NOT NULL, email text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, PRIMARY KEY (token_hash, email))`,
      `CREATE INDEX trusted_devices_expires_idx ON trusted_devices (expires_at)`,
    ],
  },
  {
    version: 3,
    name: 'service requests record the product ordered and its price at the time',
    statements: [`ALTER TABLE service_requests ADD COLUMN product text`, `ALTER TABLE service_requests ADD COLUMN price bigint`],
  },
  {
    version: 4,
    name: "news images' alt texts say what the drawings show: computed, not stored",
    statements: [`ALTER TABLE news DROP COLUMN image_alt`],
  },
  {
    version: 5,
    name: 'operating several site servers: the registry and its history, shared per-client limits, release figures',
    statements: [
      // The registry's two tables (site_registry, site_releases) were made here until ops took them over: ops makes
      // them now (ops/release/registry-tables.ts, decision 0049), and finds them made on databases this already ran on.
      // Per-client counters of the rate limits, shared by every server (a fixed window per key).
      `CREATE TABLE rate_limits (key text PRIMARY KEY, count integer NOT NULL, reset_at timestamptz NOT NULL)`,
      `CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at)`,
      // Page views, code-loading failures, fallbacks and errors per app version and minute: counts, no personal data.
      `CREATE TABLE release_metrics (minute timestamptz NOT NULL, app text NOT NULL, version text NOT NULL, kind text NOT NULL, count integer NOT NULL, PRIMARY KEY (minute, app, version, kind))`,
    ],
  },
  {
    version: 6,
    name: 'page feedback ("was this page useful?", "report a problem")',
    statements: [
      `CREATE TABLE page_feedback (id text PRIMARY KEY, created_at timestamptz NOT NULL, path text NOT NULL, useful text CHECK (useful IN ('yes','no')), message text)`,
      `CREATE INDEX page_feedback_created_idx ON page_feedback (created_at DESC)`,
    ],
  },
  {
    version: 7,
    name: 'password reset links (single use, 30 minutes; only their hash is kept)',
    statements: [
      `CREATE TABLE password_resets (token_hash text PRIMARY KEY, user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz)`,
      `CREATE INDEX password_resets_user_idx ON password_resets (user_id)`,
    ],
  },
  {
    version: 8,
    name: 'staff workspace: staff accounts with roles and a second factor, their sessions, the inbox, notes, replies, templates, the audit log',
    statements: [
      // Staff are not citizens: their own accounts (a citizen's registration can never make one) and sessions.
      `CREATE TABLE staff_accounts (id uuid PRIMARY KEY, email text NOT NULL UNIQUE, name text NOT NULL, password_hash text NOT NULL, roles text[] NOT NULL, disabled boolean NOT NULL DEFAULT false, totp_secret text, totp_last_step bigint, created_at timestamptz NOT NULL, last_sign_in_at timestamptz)`,
      `CREATE TABLE staff_recovery_codes (account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE, code_hash text NOT NULL, used_at timestamptz, PRIMARY KEY (account_id, code_hash))`,
      `CREATE TABLE staff_sessions (id uuid PRIMARY KEY, token_hash text NOT NULL UNIQUE, account_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE, stage text NOT NULL CHECK (stage IN ('enrol','code','signed-in')), pending_secret text, created_at timestamptz NOT NULL, last_seen_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, reauth_until timestamptz, address text NOT NULL, user_agent text)`,
      `CREATE INDEX staff_sessions_account_idx ON staff_sessions (account_id)`,
      // The single 'staff' role of earlier versions could read every submission and was the only way to administer:
      // such accounts become admin and handler, and enrol a second factor at their next sign-in.
      `INSERT INTO staff_accounts (id, email, name, password_hash, roles, created_at) SELECT id, email, fio, password_hash, ARRAY['admin','handler'], created_at FROM users WHERE role = 'staff'`,
      `DELETE FROM users WHERE role = 'staff'`,
      // The language the citizen wrote in (the page's language); page feedback's is its path's prefix.
      `ALTER TABLE contact_messages ADD COLUMN language text`,
      `ALTER TABLE vacancy_applications ADD COLUMN language text`,
      `ALTER TABLE partner_applications ADD COLUMN language text`,
      `ALTER TABLE service_requests ADD COLUMN language text`,
      // One row per submission of any kind: what the inbox filters, searches and pages on. Kept by triggers on the
      // five tables (a row inserted or changed there is described here; one deleted, by retention, goes with its
      // notes and replies), so no code path can forget it. Status and assignee belong to the inbox alone.
      `CREATE TABLE inbox_items (kind text NOT NULL, id text NOT NULL, created_at timestamptz NOT NULL, status text NOT NULL DEFAULT 'new', assignee_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL, language text, region text, name text, email text, summary text NOT NULL, search tsvector NOT NULL, updated_at timestamptz NOT NULL, PRIMARY KEY (kind, id))`,
      `CREATE INDEX inbox_items_created_idx ON inbox_items (created_at DESC, id)`,
      `CREATE INDEX inbox_items_kind_idx ON inbox_items (kind, created_at DESC)`,
      `CREATE INDEX inbox_items_status_idx ON inbox_items (status, created_at DESC)`,
      `CREATE INDEX inbox_items_assignee_idx ON inbox_items (assignee_id, created_at DESC)`,
      `CREATE INDEX inbox_items_search_idx ON inbox_items USING gin (search)`,
      `CREATE INDEX inbox_items_id_prefix_idx ON inbox_items (id text_pattern_ops)`,
      // Words as written ('simple': no stemming, right for uz, ru and en alike), apostrophes dropped so that o'zbek,
      // o‘zbek and oʻzbek are one word (the query is treated the same way: repositories/inbox.ts).
      `CREATE FUNCTION inbox_words(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$ SELECT to_tsvector('simple', translate(coalesce(t, ''), '''‘’\`ʼʻ', '')) $$`,
      `CREATE FUNCTION inbox_upsert(k text, i text, c timestamptz, st text, l text, r text, n text, e text, s text, w text) RETURNS void LANGUAGE sql AS $$
        INSERT INTO inbox_items (kind, id, created_at, status, language, region, name, email, summary, search, updated_at)
        VALUES (k, i, c, st, l, r, n, e, left(coalesce(s, ''), 200), inbox_words(w), c)
        ON CONFLICT (kind, id) DO UPDATE SET created_at = excluded.created_at, language = excluded.language, region = excluded.region,
          name = excluded.name, email = excluded.email, summary = excluded.summary, search = excluded.search $$`,
      `CREATE FUNCTION inbox_contact() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM inbox_upsert('contact', NEW.id::text, NEW.created_at, 'new', NEW.language, NULL, NEW.fio, NEW.email, NEW.message,
          concat_ws(' ', NEW.fio, NEW.email, NEW.phone_number, NEW.message));
        RETURN NULL; END $$`,
      `CREATE FUNCTION inbox_vacancy() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM inbox_upsert('vacancy-application', NEW.id::text, NEW.created_at, 'new', NEW.language,
          (SELECT region_code FROM vacancies WHERE slug = NEW.position), concat_ws(' ', NEW.first_name, NEW.last_name), NEW.email,
          concat_ws(' · ', NEW.position, NEW.cv_filename),
          concat_ws(' ', NEW.first_name, NEW.last_name, NEW.surname, NEW.email, NEW.phone_number, NEW.position, NEW.cv_filename));
        RETURN NULL; END $$`,
      `CREATE FUNCTION inbox_partner() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM inbox_upsert('partner-application', NEW.id::text, NEW.created_at, 'new', NEW.language, NULL, NEW.company_name, NEW.email,
          NEW.target, concat_ws(' ', NEW.company_name, NEW.fio, NEW.email, NEW.phone_number, NEW.website, NEW.target));
        RETURN NULL; END $$`,
      `CREATE FUNCTION inbox_service() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM inbox_upsert('service-request', NEW.id::text, NEW.created_at,
          CASE NEW.status WHEN 'new' THEN 'new' WHEN 'in_progress' THEN 'in_progress' ELSE 'closed' END, NEW.language, NEW.region_name,
          NEW.fio, (SELECT email FROM users WHERE id = NEW.user_id), concat_ws(' · ', NEW.servicename, NEW.message),
          concat_ws(' ', NEW.fio, NEW.phone_number, NEW.servicename, NEW.product, NEW.message));
        RETURN NULL; END $$`,
      `CREATE FUNCTION inbox_feedback() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM inbox_upsert('page-feedback', NEW.id, NEW.created_at, 'new',
          CASE WHEN NEW.path ~ '^/ru(/|$)' THEN 'ru' WHEN NEW.path ~ '^/en(/|$)' THEN 'en' ELSE 'uz' END, NULL, NULL, NULL,
          concat_ws(' · ', NEW.path, NEW.useful, NEW.message), concat_ws(' ', NEW.path, NEW.message));
        RETURN NULL; END $$`,
      `CREATE FUNCTION inbox_forget() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM inbox_items WHERE kind = TG_ARGV[0] AND id = OLD.id::text;
        RETURN NULL; END $$`,
      `CREATE TRIGGER inbox_contact AFTER INSERT OR UPDATE ON contact_messages FOR EACH ROW EXECUTE FUNCTION inbox_contact()`,
      `CREATE TRIGGER inbox_vacancy AFTER INSERT OR UPDATE ON vacancy_applications FOR EACH ROW EXECUTE FUNCTION inbox_vacancy()`,
      `CREATE TRIGGER inbox_partner AFTER INSERT OR UPDATE ON partner_applications FOR EACH ROW EXECUTE FUNCTION inbox_partner()`,
      `CREATE TRIGGER inbox_service AFTER INSERT OR UPDATE ON service_requests FOR EACH ROW EXECUTE FUNCTION inbox_service()`,
      `CREATE TRIGGER inbox_feedback AFTER INSERT OR UPDATE ON page_feedback FOR EACH ROW EXECUTE FUNCTION inbox_feedback()`,
      `CREATE TRIGGER inbox_contact_gone AFTER DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION inbox_forget('contact')`,
      `CREATE TRIGGER inbox_vacancy_gone AFTER DELETE ON vacancy_applications FOR EACH ROW EXECUTE FUNCTION inbox_forget('vacancy-application')`,
      `CREATE TRIGGER inbox_partner_gone AFTER DELETE ON partner_applications FOR EACH ROW EXECUTE FUNCTION inbox_forget('partner-application')`,
      `CREATE TRIGGER inbox_service_gone AFTER DELETE ON service_requests FOR EACH ROW EXECUTE FUNCTION inbox_forget('service-request')`,
      `CREATE TRIGGER inbox_feedback_gone AFTER DELETE ON page_feedback FOR EACH ROW EXECUTE FUNCTION inbox_forget('page-feedback')`,
      // What was sent before: described once (an update that changes nothing fires the trigger).
      `UPDATE contact_messages SET id = id`,
      `UPDATE vacancy_applications SET id = id`,
      `UPDATE partner_applications SET id = id`,
      `UPDATE service_requests SET id = id`,
      `UPDATE page_feedback SET id = id`,
      `CREATE TABLE inbox_notes (id uuid PRIMARY KEY, kind text NOT NULL, item_id text NOT NULL, author_id uuid NOT NULL REFERENCES staff_accounts (id), text text NOT NULL, created_at timestamptz NOT NULL, FOREIGN KEY (kind, item_id) REFERENCES inbox_items (kind, id) ON DELETE CASCADE)`,
      `CREATE INDEX inbox_notes_item_idx ON inbox_notes (kind, item_id, created_at)`,
      `CREATE TABLE reply_templates (id uuid PRIMARY KEY, name text NOT NULL, body jsonb NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, updated_by uuid REFERENCES staff_accounts (id))`,
      `CREATE TABLE inbox_replies (id uuid PRIMARY KEY, kind text NOT NULL, item_id text NOT NULL, author_id uuid NOT NULL REFERENCES staff_accounts (id), language text NOT NULL, to_email text NOT NULL, subject text NOT NULL, text text NOT NULL, template_id uuid REFERENCES reply_templates (id) ON DELETE SET NULL, created_at timestamptz NOT NULL, FOREIGN KEY (kind, item_id) REFERENCES inbox_items (kind, id) ON DELETE CASCADE)`,
      `CREATE INDEX inbox_replies_item_idx ON inbox_replies (kind, item_id, created_at)`,
      // Who did what, when, from where. The application only inserts and reads; the database refuses changes, and
      // deletes but of rows past their two years (the retention purge).
      `CREATE TABLE audit_log (id bigserial PRIMARY KEY, at timestamptz NOT NULL, actor_id uuid REFERENCES staff_accounts (id), actor_email text, action text NOT NULL, target_kind text, target_id text, target_label text, address text NOT NULL, detail jsonb)`,
      `CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`,
      `CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC)`,
      `CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC)`,
      `CREATE INDEX audit_log_target_idx ON audit_log (target_kind, target_id, at DESC)`,
      `CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP = 'DELETE' AND OLD.at < now() - interval '2 years' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`,
      `CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_guard()`,
    ],
  },
  {
    version: 9,
    name: 'editorial publishing: drafts, revisions, per-language publication, schedules, slug history, content changes',
    statements: [
      // One row per editable item; the public table (`news`, …) stays the published projection, keyed by the slug.
      `CREATE TABLE editorial_items (id uuid PRIMARY KEY, type text NOT NULL, slug text NOT NULL, version integer NOT NULL, draft jsonb NOT NULL, gone_at timestamptz, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, updated_by uuid REFERENCES staff_accounts (id), UNIQUE (type, slug))`,
      `CREATE TABLE editorial_revisions (item_id uuid NOT NULL REFERENCES editorial_items (id) ON DELETE CASCADE, version integer NOT NULL, kind text NOT NULL, base_version integer, content jsonb NOT NULL, author_id uuid REFERENCES staff_accounts (id), created_at timestamptz NOT NULL, PRIMARY KEY (item_id, version))`,
      // What is public, per language: the revision it came from.
      `CREATE TABLE editorial_publications (item_id uuid NOT NULL REFERENCES editorial_items (id) ON DELETE CASCADE, locale text NOT NULL, version integer NOT NULL, published_at timestamptz NOT NULL, published_by uuid REFERENCES staff_accounts (id), PRIMARY KEY (item_id, locale))`,
      `CREATE TABLE editorial_schedules (id uuid PRIMARY KEY, item_id uuid NOT NULL REFERENCES editorial_items (id) ON DELETE CASCADE, action text NOT NULL, locales jsonb NOT NULL, at timestamptz NOT NULL, created_by uuid REFERENCES staff_accounts (id), created_at timestamptz NOT NULL, done_at timestamptz, cancelled_at timestamptz, outcome text)`,
      `CREATE INDEX editorial_schedules_due_idx ON editorial_schedules (at) WHERE done_at IS NULL AND cancelled_at IS NULL`,
      `CREATE INDEX editorial_schedules_item_idx ON editorial_schedules (item_id)`,
      // Earlier slugs answer 301 to the item's current one; a slug once used is never given to another item.
      `CREATE TABLE editorial_slug_history (type text NOT NULL, slug text NOT NULL, item_id uuid NOT NULL REFERENCES editorial_items (id) ON DELETE CASCADE, changed_at timestamptz NOT NULL, PRIMARY KEY (type, slug))`,
      // Every publication change, with its cache tags: each server reads the new rows to drop its cached pages and answers.
      `CREATE TABLE content_changes (id bigserial PRIMARY KEY, at timestamptz NOT NULL, tags jsonb NOT NULL, paths jsonb NOT NULL)`,
    ],
  },
  {
    version: 10,
    name: 'CVs in the file store: the database keeps their key, type, size and hash, not their bytes',
    statements: [
      `ALTER TABLE vacancy_applications ADD COLUMN IF NOT EXISTS cv_key text`,
      `ALTER TABLE vacancy_applications ALTER COLUMN cv_data DROP NOT NULL`,
    ],
    run: moveCvsToFileStore,
  },
  {
    version: 11,
    name: 'CV bytes gone from the database',
    statements: [
      `ALTER TABLE vacancy_applications ALTER COLUMN cv_key SET NOT NULL`,
      `ALTER TABLE vacancy_applications DROP COLUMN cv_data`,
      `CREATE UNIQUE INDEX vacancy_applications_cv_key_idx ON vacancy_applications (cv_key)`,
    ],
  },
  {
    version: 13,
    name: 'previous versions of the legal documents, each readable at its own address',
    statements: [
      // The version a new one replaced, whole (public bodies keep them public); `documents` stays the current one.
      `CREATE TABLE document_versions (slug text NOT NULL, version text NOT NULL, effective date NOT NULL, title jsonb NOT NULL, sections jsonb NOT NULL, superseded_at timestamptz NOT NULL, PRIMARY KEY (slug, version))`,
    ],
  },
  {
    version: 14,
    name: "editors' images: what was uploaded and what was made of it (the files are in the file store)",
    statements: [
      // variants: [{ name, format, width, height, bytes }], the link-preview crops included; the master (for new
      // crops) is `images/<id>/master.webp` in the store and never served.
      `CREATE TABLE editorial_images (id uuid PRIMARY KEY, sha256 text NOT NULL, original_format text NOT NULL, original_bytes integer NOT NULL, width integer NOT NULL, height integer NOT NULL, master_width integer NOT NULL, master_height integer NOT NULL, variants jsonb NOT NULL, default_crop jsonb NOT NULL, uploaded_by uuid REFERENCES staff_accounts (id), created_at timestamptz NOT NULL)`,
      `CREATE INDEX editorial_images_sha256_idx ON editorial_images (sha256)`,
      // The published projection carries the article's image whole (ids, alt texts, file names): no join to render it.
      `ALTER TABLE news ADD COLUMN IF NOT EXISTS image jsonb`,
    ],
  },
  {
    version: 15,
    name: 'registration confirmed by e-mail: links (single use, 24 hours, hashed), account mails throttled, existing accounts confirmed',
    statements: [
      `ALTER TABLE users ADD COLUMN IF NOT EXISTS confirmed_at timestamptz`,
      // The language the account was made in: a later "someone tried to register" mail is written in it.
      `ALTER TABLE users ADD COLUMN IF NOT EXISTS locale text`,
      // Every account made before confirmation existed signed in at registration: it counts as confirmed.
      `UPDATE users SET confirmed_at = created_at WHERE confirmed_at IS NULL`,
      `CREATE TABLE account_confirmations (token_hash text PRIMARY KEY, user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz)`,
      `CREATE INDEX account_confirmations_user_idx ON account_confirmations (user_id)`,
      `CREATE TABLE account_mails (user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE, kind text NOT NULL, sent_at timestamptz NOT NULL)`,
      `CREATE INDEX account_mails_user_idx ON account_mails (user_id, kind, sent_at)`,
    ],
  },
  {
    version: 16,
    name: 'release speed: a histogram of each web vital per minute, app version and page (decision 0046)',
    statements: [
      // 64 counts per row (api/src/lib/vitals-histogram.ts): percentiles of any window without keeping a measurement.
      `CREATE TABLE release_vitals (minute timestamptz NOT NULL, app text NOT NULL, version text NOT NULL, page text NOT NULL, metric text NOT NULL, samples integer NOT NULL, buckets integer[] NOT NULL, PRIMARY KEY (minute, app, version, page, metric))`,
    ],
  },
  {
    version: 17,
    name: 'offices kept by editors: every phone number of an office (the first stays phone_number; decision 0050)',
    statements: [`ALTER TABLE offices ADD COLUMN phones jsonb`],
  },
  {
    version: 18,
    name: "editors' images on staff pages, partners, slides and certificates (as on news: the published image whole)",
    statements: ['staff', 'partners', 'slides', 'certificates'].map((table) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS image jsonb`),
  },
  {
    version: 22,
    name: "review by a second editor: an item's review of one draft version (asked, approved, sent back; decision 0056)",
    statements: [
      `CREATE TABLE editorial_reviews (item_id uuid PRIMARY KEY REFERENCES editorial_items (id) ON DELETE CASCADE, state text NOT NULL, version integer NOT NULL, requested_by uuid REFERENCES staff_accounts (id), requested_at timestamptz NOT NULL, note text, decided_by uuid REFERENCES staff_accounts (id), decided_at timestamptz, comment text)`,
    ],
  },
  {
    version: 23,
    name: "a news item's YouTube video, as editors give it (decision 0057)",
    statements: [`ALTER TABLE news ADD COLUMN IF NOT EXISTS youtube_id text`],
  },
];

/**
 * Each CV kept in the database is written to the file store under `cv/<application id>` and its bytes dropped, a
 * few at a time (a CV is up to 5 MiB). A run cut short is taken up again: the transaction rolls back, the files it
 * wrote are written again with the same keys.
 */
async function moveCvsToFileStore(trx: Transaction<Database>, options: MigrateOptions): Promise<void> {
  let files = options.files;
  for (;;) {
    const rows = await sql<{
      id: string;
      cv_data: Uint8Array;
    }>`SELECT id, cv_data FROM vacancy_applications WHERE cv_key IS NULL LIMIT 20`.execute(trx);
    if (rows.rows.length === 0) return;
    files ??= fileStoreFromEnv();
    for (const row of rows.rows) {
      const key = `cv/${row.id}`;
      await files.putBytes(key, row.cv_data);
      await sql`UPDATE vacancy_applications SET cv_key = ${key}, cv_data = NULL WHERE id = ${row.id}`.execute(trx);
    }
  }
}

/** Applies the pending migrations in one transaction, under an advisory lock so that replicas starting together do not race. */
export async function migrate(db: Kysely<Database>, options: MigrateOptions = {}): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727274001)`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
    const done = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(trx);
    const have = new Set(done.rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of migrations) {
      if (have.has(m.version)) continue;
      for (const statement of m.statements) await sql.raw(statement).execute(trx);
      await m.run?.(trx, options);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(trx);
      applied.push(m.version);
    }
    return applied;
  });
}
