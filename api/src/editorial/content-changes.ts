/**
 * "Published everywhere within seconds": every publication change is a row of `content_changes` (written in the
 * transaction that made it) carrying cache tags (`news`, `news:<slug>`, `home`, `sitemap`, `rss`, `search`) and the
 * site paths it touches. Each server reads the new rows every second and tells its listeners (the API's own answer
 * cache, the site server's page cache); the server that made the change tells its own at once. A table rather than
 * PostgreSQL's NOTIFY: it works on PGlite as on PostgreSQL, and a server that lost its connection for a while still
 * reads what it missed (as the registry watch does, ops/release/registry-backend.ts).
 */
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ContentChange {
  /** Cache tags (surrogate keys): `news`, `news:<slug>`, `home`, `sitemap`, `rss`, `search`. */
  tags: string[];
  /** Site paths without a locale prefix whose pages show it (`/`, `/news`, `/news/<slug>`); each in every language. */
  paths: string[];
}
export type ContentChangeListener = (change: ContentChange) => void;

/** The API's content-changed events: the host subscribes with `onContentChanged` (returns the unsubscribe). */
export class ContentBus {
  private emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(50);
  }
  onContentChanged = (listener: ContentChangeListener): (() => void) => {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  };
  emit(change: ContentChange): void {
    // A listener that throws must not stop the others, nor the publish that told them.
    for (const listener of this.emitter.listeners('change') as ContentChangeListener[]) {
      try {
        listener(change);
      } catch {
        // reported by the listener's owner, if at all
      }
    }
  }
}

export const createContentBus = () => new ContentBus();

/** Writes a change (inside the publishing transaction): the id, to skip it when this server reads it back. */
export async function recordChange(db: Kysely<Database>, change: ContentChange, at: Date): Promise<string> {
  const row = await db
    .insertInto('content_changes')
    .values({ at, tags: JSON.stringify(change.tags), paths: JSON.stringify(change.paths) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Reads the changes other servers wrote since the last read and emits them; starts after the newest row there is
 * (what happened before this server started is already in what it reads from the database).
 */
export function contentChangeReader(db: Kysely<Database>, bus: ContentBus, own: Set<string>) {
  let last: string | null = null;
  return async function read(): Promise<number> {
    if (last === null) {
      const top = await sql<{ id: string | null }>`SELECT max(id)::text AS id FROM content_changes`.execute(db);
      last = top.rows[0]?.id ?? '0';
      return 0;
    }
    const rows = await db
      .selectFrom('content_changes')
      .select(['id', 'tags', 'paths'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      last = String(row.id);
      if (own.delete(last)) continue;
      bus.emit({ tags: row.tags, paths: row.paths });
    }
    return rows.length;
  };
}

/** Drops the change rows older than a day (every server reads within seconds). */
export async function pruneChanges(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('content_changes')
    .where('at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}
