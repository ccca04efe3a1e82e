import { registerNamespace } from '@tax/shared';

/** The shell's own strings (the chrome, the error screens), one chunk per language; the browser and the server use it. */
export function registerShellStrings(): void {
  registerNamespace('shell', {
    uz: () => import(/* webpackChunkName: "shell-uz" */ '../locales/uz.json'),
    ru: () => import(/* webpackChunkName: "shell-ru" */ '../locales/ru.json'),
    en: () => import(/* webpackChunkName: "shell-en" */ '../locales/en.json'),
  });
}
