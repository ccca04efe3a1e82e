/**
 * A failed chunk load is answered by one full page reload, at most once every 60 seconds, so that a visitor
 * whose tab holds an old build gets the new one; a second failure within the window shows the error screen.
 */
export const RELOAD_GUARD_KEY = 'site:chunk-reload-at';
export const RELOAD_GUARD_WINDOW_MS = 60_000;

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True when a reload would be allowed now, without claiming it: lets the error screen show a quiet placeholder
 * instead of flashing the error to a visitor whose page is about to reload.
 */
export function mayReload(storage: ReloadGuardStorage | undefined, now: number = Date.now()): boolean {
  if (!storage) return false;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    return false;
  }
  return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_WINDOW_MS && now >= last);
}

/** True (and the time is stored) when a reload is allowed now; false within 60 s of the last one. */
export function claimReload(storage: ReloadGuardStorage | undefined, now: number = Date.now()): boolean {
  if (!storage || !mayReload(storage, now)) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage we cannot remember the reload: better no reload than a reload loop.
    return false;
  }
  return true;
}
