import { describe, expect, it, vi } from 'vitest';
import { common } from './common.ts';

/** A fresh kit i18n module: the test set-up has loaded every language into the shared one. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

describe('the kit’s strings', () => {
  it('are not in the page until a language is asked for, and then only that language’s', async () => {
    const { i18n, loadNamespaces } = await freshI18n();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('uz', 'common')).toBe(false);

    await loadNamespaces('en', []);
    expect(i18n.getResourceBundle('en', 'common')).toEqual(common.en);
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('uz', 'common')).toBe(false);
  });

  it('arrive with any namespace a page loads, in its language', async () => {
    const { i18n, loadNamespaces, registerNamespace } = await freshI18n();
    registerNamespace('demo', {
      uz: async () => ({ title: 'Sarlavha' }),
      ru: async () => ({ title: 'Заголовок' }),
      en: async () => ({ title: 'Title' }),
    });
    await loadNamespaces('ru', ['demo']);
    await i18n.changeLanguage('ru');
    expect(i18n.t('demo:title')).toBe('Заголовок');
    expect(i18n.t('retry')).toBe(common.ru.retry);
    expect(i18n.t('form.required', { field: 'Имя' })).toBe(common.ru.form.required.replace('{{field}}', 'Имя'));
  });

  it('have the same keys in the three languages', () => {
    const keys = (strings: object, prefix = ''): string[] =>
      Object.entries(strings).flatMap(([key, value]) =>
        value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(common.ru)).toEqual(keys(common.uz));
    expect(keys(common.en)).toEqual(keys(common.uz));
  });
});
