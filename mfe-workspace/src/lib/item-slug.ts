import { INBOX_KINDS, type InboxKind } from '@tax/shared/staff-api';

const SLUG = /^([a-z-]+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** An inbox item's address part: its kind and id (`vacancy-application-0f3e…`). */
export function itemSlug(kind: InboxKind, id: string): string {
  return `${kind}-${id}`;
}

/** The kind and id of an address part, or null when it names no item kind and id. */
export function parseItemSlug(slug: string): { kind: InboxKind; id: string } | null {
  const match = SLUG.exec(slug);
  if (!match || !(INBOX_KINDS as readonly string[]).includes(match[1] ?? '')) return null;
  return { kind: match[1] as InboxKind, id: (match[2] ?? '').toLowerCase() };
}
