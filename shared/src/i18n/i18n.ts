import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setPageLocale } from '../api/client.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from '../routing/locales.ts';

/** One i18next instance for the whole page: the shell and every remote share it through the kit singleton. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
});
// Forms go with the page's language (the API client's Accept-Language), so replies come back in it.
i18n.on('languageChanged', (lng: string) => setPageLocale(lng));

/** A JSON import (`() => import('./locales/en.json')`) or a plain object; checked when it arrives. */
type Loader = () => Promise<unknown>;
const namespaces = new Map<string, Record<Locale, Loader>>();
const loading = new Map<string, Promise<void>>();

/**
 * A section (or the shell) declares its namespace with one loader per language,
 * so that only the active language's strings are downloaded.
 */
export function registerNamespace(ns: string, loaders: Record<Locale, Loader>): void {
  namespaces.set(ns, loaders);
}

/**
 * The kit's own strings, one language at a time: a page downloads only its language's. The chunk name is the one the
 * shell gives its own strings (shell/src/app/strings.ts), so the build puts both in one file per language: one
 * request, which the page waits for anyway.
 */
registerNamespace('common', {
  uz: () => import(/* webpackChunkName: "strings-uz" */ './common/uz.ts'),
  ru: () => import(/* webpackChunkName: "strings-ru" */ './common/ru.ts'),
  en: () => import(/* webpackChunkName: "strings-en" */ './common/en.ts'),
});

/** Loads the namespaces' strings for a language (once), and the kit's own, before a page renders. */
export async function loadNamespaces(locale: Locale, ns: readonly string[]): Promise<void> {
  await Promise.all(
    ['common', ...ns].map((name) => {
      if (i18n.hasResourceBundle(locale, name)) return undefined;
      const key = `${locale}:${name}`;
      let pending = loading.get(key);
      if (!pending) {
        const loader = namespaces.get(name)?.[locale];
        if (!loader) return Promise.reject(new Error(`Unknown i18n namespace "${name}"`));
        pending = loader().then(
          (module) => {
            const strings = module && typeof module === 'object' && 'default' in module ? module.default : module;
            if (!strings || typeof strings !== 'object') throw new Error(`The "${name}" strings for ${locale} are not an object`);
            i18n.addResourceBundle(locale, name, strings as ResourceLanguage, true, true);
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    }),
  );
}

/**
 * Development: loads a namespace's strings again, for every language already loaded, and re-renders: a section's
 * development server sends a changed locale file, and the page shows it without a reload.
 */
export async function reloadNamespace(ns: string): Promise<void> {
  const loaders = namespaces.get(ns);
  if (!loaders) return;
  await Promise.all(
    LOCALES.filter((locale) => i18n.hasResourceBundle(locale, ns)).map(async (locale) => {
      const module = await loaders[locale]();
      const strings = module && typeof module === 'object' && 'default' in module ? module.default : module;
      if (strings && typeof strings === 'object') i18n.addResourceBundle(locale, ns, strings as ResourceLanguage, true, true);
    }),
  );
  // react-i18next re-renders what uses the strings on a language change, this one to the same language.
  await i18n.changeLanguage(i18n.language);
}

/** Switches the active language (the caller has loaded the namespaces it needs). */
export function activateLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

export function currentLocale(): Locale {
  const lng = i18n.language;
  return lng === 'ru' || lng === 'en' ? lng : 'uz';
}

/**
 * Forgets a namespace's strings in every language (the server, when a section moves to another version, so the next
 * page of it gets the new version's strings, not the ones loaded first).
 */
export function forgetNamespace(ns: string): void {
  for (const locale of LOCALES) {
    i18n.removeResourceBundle(locale, ns);
    loading.delete(`${locale}:${ns}`);
  }
}
