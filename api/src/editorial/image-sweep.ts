/**
 * Unused images go (docs/editorial-images.md, "Unused images are deleted"): an image that no draft, no revision and
 * no public row names any more, uploaded longer ago than the grace period, loses its row and then its files. The grace
 * period keeps an upload sitting in an editor's unsaved text (the browser's copy, an open dialog) alive until it is
 * saved. Revisions keep their images: restoring one never brings back a broken picture.
 *
 * Run by the editorial ticker (index.ts). With several servers on one PostgreSQL only one sweeps at a time (a
 * transaction-scoped advisory lock taken without waiting: the others skip that round).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { auditRepository } from '../repositories/audit.ts';

/** Default grace period: an image is at least a day old before it can be deleted. */
export const DEFAULT_IMAGE_GRACE_MS = 24 * 3600_000;
/** Default time between sweeps. */
export const DEFAULT_IMAGE_SWEEP_MS = 3600_000;
/** The advisory lock of the sweep (another number than the engine's slug lock). */
const SWEEP_LOCK = 727274041;
const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Every id any content names, in any of its fields (an image field's `id`, a picture's address in rich text): the
 * drafts, every revision (each published text is one of them), and, as a second guard for rows that never had one,
 * the public rows that carry images or rich text. A uuid that is no image is harmless here.
 */
const MENTIONED = sql`
  SELECT DISTINCT lower(m[1]) AS id FROM (
    SELECT draft::text AS t FROM editorial_items
    UNION ALL SELECT content::text FROM editorial_revisions
    UNION ALL SELECT coalesce(image::text, '') || body::text FROM news
    UNION ALL SELECT coalesce(image::text, '') FROM staff
    UNION ALL SELECT coalesce(image::text, '') FROM partners
    UNION ALL SELECT coalesce(image::text, '') FROM slides
    UNION ALL SELECT coalesce(image::text, '') FROM certificates
    UNION ALL SELECT sections::text FROM documents
    UNION ALL SELECT sections::text FROM document_versions
  ) AS texts, regexp_matches(texts.t, ${UUID_PATTERN}, 'g') AS m`;

interface Swept {
  id: string;
  sha256: string;
  variants: { name: string }[];
}

export interface ImageSweepOptions {
  db: Kysely<Database>;
  files: FileStore;
  now: () => Date;
  graceMs: number;
  /** A file that could not be removed after its row went (the store was unreachable): logged, not retried. */
  onFileError?: (key: string, error: unknown) => void;
}

/** One sweep: the images deleted (none when another server holds the sweep). */
export async function sweepUnusedImages(o: ImageSweepOptions): Promise<string[]> {
  const cutoff = new Date(o.now().getTime() - o.graceMs);
  const gone = await o.db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return [];
    // First the old enough images are locked (one a save holds, FOR SHARE, is skipped), then, in a statement that
    // sees every save committed meanwhile, those nothing names are chosen: a save naming one of them waits for
    // this transaction and then finds it gone (422) instead of keeping a picture that is no more.
    const old = await trx.selectFrom('editorial_images').select('id').where('created_at', '<', cutoff).forUpdate().skipLocked().execute();
    if (old.length === 0) return [];
    const unused = (await trx
      .selectFrom('editorial_images')
      .select(['id', 'sha256', 'variants'])
      .where(
        'id',
        'in',
        old.map((r) => r.id),
      )
      .where(sql<boolean>`id::text NOT IN (${MENTIONED})`)
      .execute()) as unknown as Swept[];
    if (unused.length === 0) return [];
    await trx
      .deleteFrom('editorial_images')
      .where(
        'id',
        'in',
        unused.map((r) => r.id),
      )
      .execute();
    const audit = auditRepository(trx, o.now);
    for (const r of unused)
      await audit.append({
        action: 'image-deleted',
        actorId: null,
        targetKind: 'image',
        targetId: r.id,
        targetLabel: r.sha256.slice(0, 16),
        address: 'scheduler',
        detail: { reason: 'unused', graceHours: o.graceMs / 3600_000, files: r.variants.length + 1 },
      });
    return unused;
  });
  // The files after the rows: a picture is never listed without its files (a failure here leaves files nobody names).
  for (const image of gone)
    for (const name of [...image.variants.map((v) => v.name), 'master.webp']) {
      const key = `images/${image.id}/${name}`;
      await o.files.delete(key).catch((error: unknown) => o.onFileError?.(key, error));
    }
  return gone.map((r) => r.id);
}

/** The grace period from IMAGE_GRACE_HOURS (hours, fractions allowed; default 24). */
export function imageGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.IMAGE_GRACE_HOURS);
  return env.IMAGE_GRACE_HOURS !== undefined && env.IMAGE_GRACE_HOURS !== '' && Number.isFinite(hours) && hours >= 0
    ? hours * 3600_000
    : DEFAULT_IMAGE_GRACE_MS;
}
