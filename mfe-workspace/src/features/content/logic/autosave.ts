import { useEffect, useMemo, useRef } from 'react';
import { CONTENT_LOCALES, isLanguageEmpty, type ContentFormValues } from './form-values.ts';

/**
 * The editor's copy of unsaved work in this browser's localStorage: a closed tab, a crash, a lost connection or an
 * expired session loses nothing. One entry per staff member and item (`new` before the item exists); cleared when
 * the server has the text. Kept a week at most.
 */
export interface LocalDraft {
  values: ContentFormValues;
  /** The server version the text was started from (null: a new item). */
  baseVersion: number | null;
  savedAt: number;
}

const PREFIX = 'workspace:editorial:';
export const LOCAL_DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

export function localDraftKey(userId: string, type: string, id: string | null): string {
  return `${PREFIX}${userId}:${type}:${id ?? 'new'}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // A full or blocked storage: the server save still runs, only the local copy is missing.
    return false;
  }
}

export function readLocalDraft(key: string, now = Date.now()): LocalDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    if (!draft || typeof draft !== 'object' || !draft.values?.texts || typeof draft.savedAt !== 'number') return null;
    if (now - draft.savedAt > LOCAL_DRAFT_MAX_AGE_MS) {
      clearLocalDraft(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearLocalDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Is a local copy worth offering back? Only when it differs from what the server holds now (a copy equal to the
 * saved text — the save went through, the tab closed before clearing — is just dropped) and has something written.
 */
export function shouldOfferRestore(local: LocalDraft | null, server: ContentFormValues): local is LocalDraft {
  if (!local || JSON.stringify(local.values) === JSON.stringify(server)) return false;
  // A copy with nothing written in it would only wipe the server's text if brought back.
  return !!local.values.slug.trim() || CONTENT_LOCALES.some((locale) => !isLanguageEmpty(local.values.texts[locale]));
}

/**
 * A debounced saver: `schedule()` after each change; the save runs once the editor has paused `delay` ms, never two
 * at once (a change during a save schedules one more after it), and `flush()` runs a pending one now (leaving the
 * page, pressing Save).
 */
export function createDebouncedSaver(save: () => Promise<void>, delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    timer = undefined;
    if (running) {
      again = true;
      return running;
    }
    running = save().finally(() => {
      running = null;
    });
    await running.catch(() => undefined);
    if (again) {
      again = false;
      return run();
    }
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(), delay);
    },
    flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      return timer || again ? run() : (running ?? Promise.resolve());
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      again = false;
    },
    get pending() {
      return timer !== undefined || running !== null;
    },
  };
}

/** `createDebouncedSaver` for a component: the latest `save` always runs, and a pending save ends with the page. */
export function useDebouncedSaver(save: () => Promise<void>, delay: number) {
  const latest = useRef(save);
  const saver = useRef<ReturnType<typeof createDebouncedSaver> | null>(null);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  useEffect(() => {
    const own = createDebouncedSaver(() => latest.current(), delay);
    saver.current = own;
    return () => own.cancel();
  }, [delay]);
  return useMemo(
    () => ({
      schedule: () => saver.current?.schedule(),
      flush: () => saver.current?.flush() ?? Promise.resolve(),
      cancel: () => saver.current?.cancel(),
    }),
    [],
  );
}
