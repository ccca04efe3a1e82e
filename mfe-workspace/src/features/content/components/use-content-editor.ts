import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, localizedPath, useLocale, useNavigate, useQuery, useQueryClient, useTranslation } from '@tax/shared';
import { fieldMessage } from '@tax/shared/forms';
import { useForm } from '@tax/shared/workspace-ui';
import { conflictOf, type EditorialItemBase, type StaffMe } from '@tax/shared/staff-api';
import { contentItemKey, contentItemQuery, contentListKey, contentRevisionsKey } from '../../../lib/api/editorial.ts';
import { staffApi } from '../../../lib/api/staff.ts';
import { contentSlug } from '../../../lib/content-slug.ts';
import {
  clearLocalDraft,
  localDraftKey,
  readLocalDraft,
  shouldOfferRestore,
  useDebouncedSaver,
  writeLocalDraft,
  type LocalDraft,
} from '../logic/autosave.ts';
import type { ContentTypeLogic } from '../logic/content-types.ts';
import type { ContentFormValues } from '../logic/form-values.ts';

/** A pause this long in typing saves the draft to the server (the browser's copy is written at every change). */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** Kept in this browser only: the text does not pass the form's checks yet, or the server could not be reached. */
  | { kind: 'local'; reason: 'invalid' | 'failed'; error?: unknown }
  | { kind: 'conflict' };

/** A field path's name in the page's language, for the messages that name their field. */
export function useFieldLabel() {
  const { t } = useTranslation('workspace');
  return useCallback(
    (path: string) => {
      const match = /^texts\.(uz|ru|en)\.(\w+)$/.exec(path);
      if (match) return `${t(`content.fields.${match[2]}`)} (${t(`languages.${match[1]}`)})`;
      const alt = /^image\.alt\.(uz|ru|en)$/.exec(path);
      if (alt) return t('content.image.alt', { language: t(`languages.${alt[1]}`) });
      if (path.startsWith('image')) return t('content.image.label');
      // A video's length is its own top-level field; a service's `duration` is a text per language (above).
      if (path === 'duration') return t('content.fields.videoDuration');
      // An office's week and its lists of closed days (office-values.ts names them so).
      const day = /^week\.(\w+)\.(\w+)$/.exec(path);
      if (day) return `${t(`content.office.days.${day[1]}`)}: ${t(`content.fields.${day[2]}`)}`;
      const row = /^(holidays|closures)(?:\.(\d+)\.(date|uz|ru|en))?$/.exec(path);
      if (row) {
        const list = t(`content.office.${row[1]}`);
        if (!row[2]) return list;
        const part = row[3] === 'date' ? t('content.fields.date') : t('content.office.reasonIn', { language: t(`languages.${row[3]}`) });
        return `${list} ${Number(row[2]) + 1}: ${part}`;
      }
      return t(`content.fields.${path}`);
    },
    [t],
  );
}

/**
 * One item's editing, of any type (`spec`): the form (checked by the contract's schemas), the browser's copy of
 * unsaved work, the debounced save to the server from the version the text started from, and the conflict when
 * another editor saved first. `id` null: a new item, created by the first Save.
 */
export function useContentEditor(spec: ContentTypeLogic, id: string | null, me: StaffMe) {
  const { type } = spec;
  const { t } = useTranslation('workspace');
  const label = useFieldLabel();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const item = useQuery({ ...contentItemQuery(type, id ?? ''), enabled: id !== null });
  const key = localDraftKey(me.user.id, type, id);

  const base = useRef<number | null>(null);
  // A new item starts from the empty form: nothing to keep until something is typed.
  const lastSaved = useRef<string | null>(id === null ? JSON.stringify(spec.empty()) : null);
  const conflictOpen = useRef(false);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<EditorialItemBase | null>(null);
  const [restoreOffer, setRestoreOffer] = useState<LocalDraft | null>(null);

  const form = useForm<ContentFormValues>({
    mode: 'controlled',
    initialValues: spec.empty(),
    validate: (values) =>
      Object.fromEntries(Object.entries(spec.errorCodes(values)).map(([path, code]) => [path, fieldMessage(t, code, label(path))])),
  });

  /** Values set by the page, not typed: no autosave, no local copy. */
  const apply = useCallback(
    (next: ContentFormValues) => {
      form.setValues(next);
      form.resetDirty(next);
    },
    [form],
  );

  const settle = useCallback(
    (saved: EditorialItemBase, sent: ContentFormValues) => {
      base.current = saved.version;
      lastSaved.current = JSON.stringify(sent);
      queryClient.setQueryData(contentItemKey(type, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: contentListKey(type) });
      void queryClient.invalidateQueries({ queryKey: contentRevisionsKey(type, saved.id) });
      // Typed on while the save was under way: that newer text stays in the browser's copy.
      if (JSON.stringify(form.getValues()) === lastSaved.current) clearLocalDraft(key);
      setState({ kind: 'saved', at: saved.updatedAt });
    },
    [form, key, queryClient, type],
  );

  const failed = useCallback(
    (error: unknown) => {
      const current = conflictOf<EditorialItemBase>(error);
      if (current) {
        conflictOpen.current = true;
        setConflict(current);
        setState({ kind: 'conflict' });
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed' && error.fields) {
        // The API names a field inside the body it took (`content.texts.ru.body`); the form has no `content`.
        for (const [field, code] of Object.entries(error.fields)) {
          const path = (spec.formPath ?? ((p: string) => p))(field.replace(/^content\./, ''));
          form.setFieldError(path, fieldMessage(t, code, label(path)));
        }
        setState({ kind: 'local', reason: 'invalid', error });
        return;
      }
      setState({ kind: 'local', reason: 'failed', error });
    },
    [form, label, t, spec],
  );

  const saveToServer = useCallback(
    async (values: ContentFormValues, baseVersion: number) => {
      if (id === null) return;
      setState({ kind: 'saving' });
      try {
        settle(await staffApi.editorial.of(type).save(id, { baseVersion, content: spec.toContent(values) as never }), values);
      } catch (error) {
        failed(error);
      }
    },
    [id, settle, failed, spec, type],
  );

  // The debounced save reads the form when it runs, so it always sends the latest text.
  const saveLatest = useCallback(async () => {
    const values = form.getValues();
    if (JSON.stringify(values) === lastSaved.current || base.current === null) return;
    if (Object.keys(spec.errorCodes(values)).length > 0) return setState({ kind: 'local', reason: 'invalid' });
    await saveToServer(values, base.current);
  }, [form, saveToServer, spec]);
  const saver = useDebouncedSaver(saveLatest, AUTOSAVE_DELAY_MS);

  // Every change typed: into this browser's copy at once, to the server after a pause. Text the page set itself (the
  // server's, a conflict resolved) equals the last saved text and goes nowhere.
  const typed = form.values;
  useEffect(() => {
    // Before the server's text has arrived the form holds only its empty start: nothing of the editor's to keep.
    if (id !== null && base.current === null) return;
    if (JSON.stringify(typed) === lastSaved.current) return;
    writeLocalDraft(key, { values: typed, baseVersion: base.current, savedAt: Date.now() });
    if (id !== null && !conflictOpen.current) saver.schedule();
  }, [typed, key, id, saver]);

  // The server's text once it arrives (and after a restore elsewhere on the page), and the offer of a kept copy.
  const loaded = item.data;
  useEffect(() => {
    if (!loaded || base.current !== null) return;
    const values = spec.fromItem(loaded);
    base.current = loaded.version;
    lastSaved.current = JSON.stringify(values);
    apply(values);
    const local = readLocalDraft(key);
    if (shouldOfferRestore(local, values)) setRestoreOffer(local);
    else clearLocalDraft(key);
  }, [loaded, key, apply, spec]);
  useEffect(() => {
    if (id !== null) return;
    const local = readLocalDraft(key);
    if (shouldOfferRestore(local, spec.empty())) setRestoreOffer(local);
  }, [id, key, spec]);

  const unsaved = () => JSON.stringify(form.getValues()) !== lastSaved.current;

  /** Save now (the Save button): every field checked and its message shown; a new item is created. */
  const saveNow = async (): Promise<boolean> => {
    saver.cancel();
    if (form.validate().hasErrors) {
      setState({ kind: 'local', reason: 'invalid' });
      return false;
    }
    const values = form.getValues();
    if (id === null) {
      setState({ kind: 'saving' });
      try {
        const created = await staffApi.editorial.of(type).create({ slug: values.slug.trim(), content: spec.toContent(values) as never });
        clearLocalDraft(key);
        void queryClient.invalidateQueries({ queryKey: contentListKey(type) });
        queryClient.setQueryData(contentItemKey(type, created.id), created);
        const path = localizedPath('workspace-content-item', locale, { slug: contentSlug(type, created.id) });
        void navigate(path, { replace: true, state: { created: true } });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 409) form.setFieldError('slug', fieldMessage(t, 'taken', label('slug')));
        failed(error);
        return false;
      }
    }
    if (!unsaved() && state.kind !== 'local') return true;
    await saveToServer(values, base.current ?? 0);
    return !unsaved();
  };

  const restoreLocal = () => {
    if (!restoreOffer) return;
    form.setValues(restoreOffer.values);
    setRestoreOffer(null);
  };
  const discardLocal = () => {
    clearLocalDraft(key);
    setRestoreOffer(null);
  };

  const resolveConflict = {
    /** My text over theirs: saved again from their version, on purpose. */
    keepMine: async () => {
      if (!conflict) return;
      conflictOpen.current = false;
      setConflict(null);
      await saveToServer(form.getValues(), conflict.version);
    },
    /** Their text in the form; mine is dropped (after "copy" if wanted). */
    takeTheirs: () => {
      if (!conflict) return;
      const values = spec.fromItem(conflict);
      base.current = conflict.version;
      lastSaved.current = JSON.stringify(values);
      queryClient.setQueryData(contentItemKey(type, conflict.id), conflict);
      apply(values);
      clearLocalDraft(key);
      conflictOpen.current = false;
      setConflict(null);
      setState({ kind: 'saved', at: conflict.updatedAt });
    },
  };

  /** A newer item from the server (publish, restore, slug change): the form follows when it holds no unsaved text. */
  const adopt = (next: EditorialItemBase) => {
    queryClient.setQueryData(contentItemKey(type, next.id), next);
    void queryClient.invalidateQueries({ queryKey: contentListKey(type) });
    void queryClient.invalidateQueries({ queryKey: contentRevisionsKey(type, next.id) });
    if (next.version !== base.current) {
      const values = spec.fromItem(next);
      base.current = next.version;
      lastSaved.current = JSON.stringify(values);
      apply(values);
      clearLocalDraft(key);
    } else form.setFieldValue('slug', next.slug);
  };

  return {
    form,
    item,
    state,
    conflict,
    restoreOffer,
    saveNow,
    restoreLocal,
    discardLocal,
    resolveConflict,
    adopt,
    /** A 409 from elsewhere on the page (a restore): the same conflict dialog. */
    showError: failed,
    unsaved,
    flush: () => saver.flush(),
    baseVersion: () => base.current,
  };
}
