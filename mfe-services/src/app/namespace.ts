import type { Locale } from '@tax/shared';

/** This section's i18next namespace and its per-language loaders (only the active language is downloaded). */
export const NAMESPACE = 'services';

export const translations: Record<Locale, () => Promise<unknown>> = {
  uz: () => import('../locales/uz.json'),
  ru: () => import('../locales/ru.json'),
  en: () => import('../locales/en.json'),
};
