import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_DRAFT_MAX_AGE_MS,
  clearLocalDraft,
  createDebouncedSaver,
  localDraftKey,
  readLocalDraft,
  shouldOfferRestore,
  writeLocalDraft,
} from './autosave.ts';
import { emptyNewsValues } from './form-values.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the local copy of unsaved work', () => {
  it('survives the tab (localStorage), per staff member and item, and goes when cleared', () => {
    const key = localDraftKey('u1', 'news', 'item-1');
    expect(key).not.toBe(localDraftKey('u2', 'news', 'item-1'));
    const values = emptyNewsValues();
    values.texts.ru.title = 'Заголовок';
    expect(writeLocalDraft(key, { values, baseVersion: 3, savedAt: Date.now() })).toBe(true);
    expect(readLocalDraft(key)?.values.texts.ru.title).toBe('Заголовок');
    expect(readLocalDraft(key)?.baseVersion).toBe(3);
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('drops a copy older than a week, or one that is not a draft', () => {
    const key = localDraftKey('u1', 'news', null);
    writeLocalDraft(key, { values: emptyNewsValues(), baseVersion: null, savedAt: Date.now() - LOCAL_DRAFT_MAX_AGE_MS - 1 });
    expect(readLocalDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{"nope":1}');
    expect(readLocalDraft(key)).toBeNull();
    localStorage.setItem(key, 'not json');
    expect(readLocalDraft(key)).toBeNull();
  });

  it('is offered back only when it differs from what the server holds', () => {
    const server = emptyNewsValues();
    const same = { values: structuredClone(server), baseVersion: 1, savedAt: Date.now() };
    expect(shouldOfferRestore(same, server)).toBe(false);
    const changed = structuredClone(same);
    changed.values.texts.en.body = '<p>typed before the tab closed</p>';
    expect(shouldOfferRestore(changed, server)).toBe(true);
    expect(shouldOfferRestore(null, server)).toBe(false);
    // An empty copy is never offered over a written text: bringing it back would wipe the text.
    const written = structuredClone(server);
    written.texts.uz.title = 'Sarlavha';
    expect(shouldOfferRestore({ values: emptyNewsValues(), baseVersion: 1, savedAt: Date.now() }, written)).toBe(false);
  });
});

describe('the debounced autosave', () => {
  it('saves once after the pause, never two at once, and once more for a change made during a save', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const saver = createDebouncedSaver(save, 1000);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.pending).toBe(false);
  });

  it('flush runs a pending save at once; a failed save does not stop the next', async () => {
    vi.useFakeTimers();
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createDebouncedSaver(save, 5000);
    saver.schedule();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
    saver.schedule();
    saver.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
