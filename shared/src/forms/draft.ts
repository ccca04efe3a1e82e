/**
 * Drafts: what a visitor typed into a form is kept in sessionStorage until it is sent, so that a reload,
 * a crash, a failed send or a trip to another page loses nothing. Files are not kept (they cannot be).
 * The draft also carries the idempotency key, so that sending again after a failure never stores twice.
 */
export interface Draft<V> {
  values: Partial<V>;
  idempotencyKey: string;
  savedAt: number;
}

const PREFIX = 'site:form-draft:';
/** Drafts older than this are dropped (a shared computer, a visitor long gone). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Only plain values survive: strings, numbers, booleans and arrays of them. */
export function storableValues<V extends Record<string, unknown>>(values: V, exclude: readonly string[] = []): Partial<V> {
  const out: Partial<V> = {};
  for (const [key, value] of Object.entries(values)) {
    if (exclude.includes(key)) continue;
    const plain = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
    if (plain(value) || (Array.isArray(value) && value.every(plain))) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export function loadDraft<V>(id: string, now = Date.now()): Draft<V> | null {
  const raw = storage()?.getItem(PREFIX + id);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    if (!draft || typeof draft !== 'object' || typeof draft.idempotencyKey !== 'string') return null;
    if (now - (draft.savedAt ?? 0) > DRAFT_MAX_AGE_MS) {
      clearDraft(id);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft<V>(id: string, draft: Draft<V>): void {
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the form still works, only the draft is not kept.
  }
}

export function clearDraft(id: string): void {
  try {
    storage()?.removeItem(PREFIX + id);
  } catch {
    // Nothing to clear.
  }
}
