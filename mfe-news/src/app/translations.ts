import { useEffect, useState } from 'react';
import { i18n, loadNamespaces, registerNamespace, useLocale, type Locale } from '@tax/shared';

/** The section's i18next namespace. */
export const NAMESPACE = 'news';

/** One loader per language, so that only the active language's strings are downloaded. */
export const translations: Record<Locale, () => Promise<unknown>> = {
  uz: () => import('../locales/uz.json'),
  ru: () => import('../locales/ru.json'),
  en: () => import('../locales/en.json'),
};

/**
 * True once the section's strings for the active language are loaded. Widgets need this: they can appear on
 * another section's page before the shell has ever loaded this section's routes (and so its namespace).
 */
export function useNewsStrings(): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState<string | null>(() => (i18n.hasResourceBundle(locale, NAMESPACE) ? locale : null));
  useEffect(() => {
    if (i18n.hasResourceBundle(locale, NAMESPACE)) {
      setReady(locale);
      return;
    }
    let live = true;
    registerNamespace(NAMESPACE, translations as never);
    loadNamespaces(locale, [NAMESPACE]).then(
      () => {
        if (live) setReady(locale);
      },
      () => {
        if (live) setReady('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (ready === 'failed') throw new Error('The news strings could not be loaded');
  return ready === locale || i18n.hasResourceBundle(locale, NAMESPACE);
}
