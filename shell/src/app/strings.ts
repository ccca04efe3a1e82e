import { registerNamespace } from '@tax/shared';

/**
 * The shell's own strings (the chrome, the error screens), one chunk per language; the browser and the server use it.
 * The kit's strings have the same chunk names (shared/src/i18n/i18n.ts): one file per language holds both.
 */
export function registerShellStrings(): void {
  registerNamespace('shell', {
    uz: () => import(/* webpackChunkName: "strings-uz" */ '../locales/uz.json'),
    ru: () => import(/* webpackChunkName: "strings-ru" */ '../locales/ru.json'),
    en: () => import(/* webpackChunkName: "strings-en" */ '../locales/en.json'),
  });
}
