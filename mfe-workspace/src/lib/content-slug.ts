import { EDITORIAL_TYPES, type EditorialType } from '@tax/shared/staff-api';

const SLUG = /^([a-z-]+)-(new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A content item's address part: its type and id (`news-0f3e…`), or `news-new` for one not yet created. */
export function contentSlug(type: EditorialType, id: string | null): string {
  return `${type}-${id ?? 'new'}`;
}

/** The type and id of an address part (id null: a new item), or null when it names no content type and id. */
export function parseContentSlug(slug: string): { type: EditorialType; id: string | null } | null {
  const match = SLUG.exec(slug);
  if (!match || !(EDITORIAL_TYPES as readonly string[]).includes(match[1] ?? '')) return null;
  const id = (match[2] ?? '').toLowerCase();
  return { type: match[1] as EditorialType, id: id === 'new' ? null : id };
}
