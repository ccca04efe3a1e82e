/**
 * Previous versions of the legal documents (migration 13). `documents` holds each document's current version; a
 * publish that brings a new version keeps the one it replaces in `document_versions`, whole, so the public page can
 * list it and each stays readable at its own address, as public bodies must keep them.
 */
import type { Kysely } from 'kysely';
import type * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { Database, DocumentsTable, T } from '../db/schema.ts';
import { localize } from '../lib/locale.ts';
import type { RepositoryContext } from './context.ts';

type Slug = DocumentsTable['slug'];

/** A document version as a publish brings it: the texts per language, its version label and effective day. */
export interface DocumentVersionInput {
  slug: Slug;
  title: T;
  version: string;
  /** The day it comes into force (`YYYY-MM-DD`); the public pages show it as the version's date. */
  effective: string;
  sections: { id: string; heading: T; body: T }[];
}

export function documentVersionsRepository(ctx: RepositoryContext) {
  const { db } = ctx;
  return {
    /** The versions newer ones replaced, the latest first. */
    async previous(slug: Slug): Promise<C.DocumentVersionRef[]> {
      const rows = await db
        .selectFrom('document_versions')
        .select(['version', 'effective'])
        .where('slug', '=', slug)
        .orderBy('effective', 'desc')
        .orderBy('superseded_at', 'desc')
        .execute();
      return rows.map((row) => ({ version: row.version, effective: dayOf(row.effective) }));
    },

    /** One previous version whole, in `l` (Uzbek where a text is missing), with the current version's reference. */
    async version(l: Locale, slug: Slug, version: string) {
      const [old, current] = await Promise.all([
        db.selectFrom('document_versions').selectAll().where('slug', '=', slug).where('version', '=', version).executeTakeFirst(),
        db.selectFrom('documents').select(['version', 'updated']).where('slug', '=', slug).executeTakeFirst(),
      ]);
      if (!old || !current) return undefined;
      const item = localize(l, old, (tr) => ({
        slug,
        title: tr.t(old.title),
        version: old.version,
        updated: dayOf(old.effective),
        sections: old.sections.map((s) => ({ id: s.id, heading: tr.t(s.heading), body: tr.t(s.body) })),
      }));
      return { item, current: { version: current.version, effective: dayOf(current.updated) } };
    },
  };
}

/**
 * Makes `next` the current version of its document. The version it replaces is kept in `document_versions` when its
 * label differs; a correction published under the same label replaces the text in place (it is the same version).
 * Run inside the publish's transaction.
 */
export async function publishDocumentVersion(trx: Kysely<Database>, next: DocumentVersionInput, at: Date): Promise<void> {
  const current = await trx.selectFrom('documents').selectAll().where('slug', '=', next.slug).executeTakeFirst();
  if (current && current.version !== next.version) {
    await trx
      .insertInto('document_versions')
      .values({
        slug: current.slug,
        version: current.version,
        effective: dayOf(current.updated),
        title: JSON.stringify(current.title),
        sections: JSON.stringify(current.sections),
        superseded_at: at,
      })
      .onConflict((oc) => oc.columns(['slug', 'version']).doNothing())
      .execute();
  }
  // The current version is never also listed as a previous one (a label published again is current again).
  await trx.deleteFrom('document_versions').where('slug', '=', next.slug).where('version', '=', next.version).execute();
  const row = {
    title: JSON.stringify(next.title),
    version: next.version,
    updated: next.effective,
    sections: JSON.stringify(next.sections),
  };
  await trx
    .insertInto('documents')
    .values({ slug: next.slug, ...row })
    .onConflict((oc) => oc.column('slug').doUpdateSet(row))
    .execute();
}

/** A `date` column as `YYYY-MM-DD` (PGlite and node-postgres may hand back a Date). */
function dayOf(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
