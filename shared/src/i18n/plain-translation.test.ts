import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { common } from './common.ts';
import { cachedFixedT, plainTranslation } from './use-translation.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const LANGUAGES = ['uz', 'ru', 'en'] as const;

/** Every namespace of the site, as the apps register them: the kit's, the shell's and each section's. */
function namespaces(): Record<string, Record<(typeof LANGUAGES)[number], Record<string, unknown>>> {
  const all: Record<string, Record<string, Record<string, unknown>>> = { common };
  const apps = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];
  for (const app of apps) {
    const name = app === 'shell' ? 'shell' : app.slice(4);
    const dir = join(root, app, 'src', 'locales');
    // Strings a section adds to its namespace later (the home page's bands: locales/bands/<language>.json) are its too.
    const parts = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    all[name] = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.assign(read(join(dir, `${language}.json`)), ...parts.map((part) => read(join(dir, part.name, `${language}.json`)))),
      ]),
    );
  }
  return all as ReturnType<typeof namespaces>;
}

/** An instance set up exactly as the kit's (i18n.ts). */
function siteInstance(resources: Record<string, Record<string, Record<string, unknown>>>, lng = 'uz'): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'uz',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** Every string of a tree with its dotted key. */
function leaves(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : value && typeof value === 'object'
        ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
        : [],
  );
}

describe('plainTranslation (i18next answered from its store)', () => {
  const all = namespaces();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [ns, byLanguage] of Object.entries(all))
    for (const language of LANGUAGES) (resources[language] ??= {})[ns] = byLanguage[language];

  it('answers every string of every namespace in every language exactly as i18next does', () => {
    const i18n = siteInstance(resources);
    let answered = 0;
    let compared = 0;
    for (const language of LANGUAGES) {
      for (const ns of Object.keys(all)) {
        const theirs = i18n.getFixedT(language, ns);
        for (const [key, text] of leaves(all[ns]![language])) {
          const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
          const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 12 : `«${name} $t(x) {{y}}»`]));
          const calls: (Record<string, string | number | boolean> | undefined)[] = [
            undefined,
            values,
            { ...values, count: 1 },
            { ...values, count: 5 },
            { ...values, extra: true },
          ];
          for (const options of calls) {
            const ours = plainTranslation(i18n, language, ns, key, options);
            compared += 1;
            if (ours === undefined) continue;
            answered += 1;
            expect(ours, `${language} ${ns}:${key} ${JSON.stringify(options)}`).toBe(options ? theirs(key, options) : theirs(key));
          }
        }
      }
    }
    // Nearly every call of the site is the plain case (those left are strings with values not given).
    expect(compared).toBeGreaterThan(5000);
    expect(answered / compared).toBeGreaterThan(0.8);
  });

  it('leaves to i18next what it does not answer the same way', () => {
    const i18n = siteInstance({
      uz: { demo: { only: 'Faqat oʻzbekcha', count_one: 'bitta', count_other: '{{count}} ta', deep: { a: 'b' } } },
      en: {
        demo: {
          hello: 'Hello {{name}}',
          raw: 'Hello {{- name}}',
          formatted: 'On {{date, datetime}}',
          path: 'Hi {{user.name}}',
          nested: 'See $t(other)',
          other: 'other',
          empty: '',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
          items: 'items',
          plain: 'Plain',
          'flat.key': 'Flat',
          deep: { a: 'A' },
        },
      },
    });
    const undefinedFor = (key: string, options?: Record<string, string | number | boolean>) =>
      plainTranslation(i18n, 'en', 'demo', key, options);
    expect(undefinedFor('hello')).toBeUndefined(); // a value not given
    expect(undefinedFor('hello', { other: 'x' })).toBeUndefined();
    expect(undefinedFor('raw', { name: 'x' })).toBeUndefined();
    expect(undefinedFor('formatted', { date: 'x' })).toBeUndefined();
    expect(undefinedFor('path', { user: 'x' })).toBeUndefined();
    expect(undefinedFor('nested')).toBeUndefined();
    expect(undefinedFor('empty')).toBeUndefined();
    expect(undefinedFor('items', { count: 2 })).toBeUndefined(); // plural forms
    expect(undefinedFor('only')).toBeUndefined(); // the fallback language's
    expect(undefinedFor('flat.key')).toBeUndefined(); // a key with a dot, not a path
    expect(undefinedFor('deep')).toBeUndefined(); // an object
    expect(undefinedFor('demo:plain')).toBeUndefined();
    expect(undefinedFor('plain', { defaultValue: 'x' })).toBeUndefined();
    expect(undefinedFor('plain', { lng: 'uz' })).toBeUndefined();
    expect(plainTranslation(i18n, 'de', 'demo', 'plain')).toBeUndefined();
    // What it answers, it answers as i18next.
    expect(undefinedFor('hello', { name: 'Dilnoza' })).toBe('Hello Dilnoza');
    expect(undefinedFor('items', { count: 2 }) ?? i18n.getFixedT('en', 'demo')('items', { count: 2 })).toBe('2 items');
    expect(undefinedFor('deep.a')).toBe('A');
    // And the cached `t` gives i18next's answer where this gives none.
    const t = cachedFixedT(i18n, 'en', 'demo');
    expect(t('only')).toBe('Faqat oʻzbekcha');
    expect(t('nested')).toBe('See other');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('flat.key')).toBe('Flat');
    expect(t('hello', { name: 'Aziz' })).toBe('Hello Aziz');
  });

  it('answers nothing for an instance set up otherwise (escaping on)', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', resources: { en: { demo: { hello: 'Hello {{name}}' } } }, initAsync: false });
    expect(plainTranslation(i18n, 'en', 'demo', 'hello', { name: '<b>' })).toBeUndefined();
    expect(cachedFixedT(i18n, 'en', 'demo')('hello', { name: '<b>' })).toBe('Hello &lt;b&gt;');
  });
});
