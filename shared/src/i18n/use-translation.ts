import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/** How many times each i18next instance has changed language (a change to the same language counts: new strings). */
const revisions = new WeakMap<I18n, number>();
const counted = new WeakSet<I18n>();

function countChanges(i18n: I18n): void {
  if (counted.has(i18n)) return;
  counted.add(i18n);
  // Registered before any component's listener, so the count has moved when they read it.
  i18n.on('languageChanged', () => revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1));
}

/**
 * The kit's `useTranslation`: the strings of a namespace in the active language, and the i18next instance (the
 * page's, or on the server the request's, from `I18nextProvider`). The components render again when the language
 * changes, as with react-i18next's hook. Why not that hook: since react-i18next 17 it copies the whole i18next
 * instance (`Object.getOwnPropertyDescriptors`) for every component that calls it, on its first render: 8 % of an
 * uncached server render and a share of every hydration, for the one feature the site does not use (an instance
 * whose identity changes with the language). Strings are loaded before a page renders (the loaders), so there is no
 * Suspense here; `ready` says whether the namespace's strings are there.
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n;
  const subscribe = useCallback(
    (notify: () => void) => {
      countChanges(i18n);
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    [i18n],
  );
  const read = () => revisions.get(i18n) ?? 0;
  const revision = useSyncExternalStore(subscribe, read, read);
  const namespace = ns ?? (i18n.options.defaultNS as string | undefined) ?? 'common';
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new revision is exactly new strings to read
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace, revision]);
  return { t, i18n, ready: i18n.hasLoadedNamespace(namespace) };
}
