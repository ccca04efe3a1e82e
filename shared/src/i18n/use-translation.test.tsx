import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedFixedT, useTranslation } from './use-translation.ts';

function instance(lng: string) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'uz',
    defaultNS: 'common',
    resources: {
      uz: { demo: { hello: 'Salom' }, common: { yes: 'Ha' } },
      ru: { demo: { hello: 'Привет' }, common: { yes: 'Да' } },
      en: { demo: { hello: 'Hello' }, common: { yes: 'Yes' } },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const renders: string[] = [];
function Greeting() {
  const { t, i18n } = useTranslation('demo');
  const { t: common } = useTranslation();
  renders.push(i18n.language);
  return (
    <p data-lang={i18n.language}>
      {t('hello')} / {common('yes')}
    </p>
  );
}

describe('useTranslation (the kit one)', () => {
  afterEach(cleanup);

  it('reads the namespace in the instance given by the provider, and the default namespace without one', () => {
    render(
      <I18nextProvider i18n={instance('ru')}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Привет / Да').dataset.lang).toBe('ru');
  });

  it('renders again when the language changes, and when it is set again to the same one (new strings)', async () => {
    const i18n = instance('uz');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Salom / Ha')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Hello / Yes')).toBeTruthy();
    i18n.addResourceBundle('en', 'demo', { hello: 'Hello again' }, true, true);
    const before = renders.length;
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('Hello again / Yes')).toBeTruthy();
    expect(renders.length).toBeGreaterThan(before);
  });

  it("renders again when its namespace's strings arrive after the language changed (a language switch), and only then", async () => {
    const i18n = instance('ru');
    function Page() {
      const { t } = useTranslation('news');
      return <h1>{t('title')}</h1>;
    }
    const other: string[] = [];
    function Other() {
      other.push(useTranslation('demo').t('hello'));
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Page />
        <Other />
      </I18nextProvider>,
    );
    // The switch: the page renders in English before the section's English strings are there.
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading').textContent).toBe('title');
    const otherRenders = other.length;
    await act(async () => {
      i18n.addResourceBundle('en', 'news', { title: 'News' }, true, true);
    });
    expect(screen.getByRole('heading').textContent).toBe('News');
    // Strings of another namespace: nothing to render again.
    expect(other.length).toBe(otherRenders);
    // Strings merged into a namespace already there (the home page's bands): nothing to render again either.
    await act(async () => {
      i18n.addResourceBundle('en', 'demo', { more: 'More' }, true, true);
    });
    expect(other.length).toBe(otherRenders);
  });

  it('answers plain keys from its cache, never a string the store no longer has, and the rest from i18next', () => {
    const i18n = instance('en');
    i18n.addResourceBundle('en', 'demo', { count_one: '{{count}} item', count_other: '{{count}} items', named: 'Hi {{name}}' }, true, true);
    const t = cachedFixedT(i18n, 'en', 'demo');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    // Strings replaced (another version of a section): the next lookup reads the new ones.
    i18n.addResourceBundle('en', 'demo', { hello: 'Hello, new' }, true, true);
    expect(t('hello')).toBe('Hello, new');
    // Forgotten: what i18next answers then (the fallback language's string).
    i18n.removeResourceBundle('en', 'demo');
    expect(t('hello')).toBe('Salom');
    i18n.addResourceBundle('en', 'demo', {
      hello: 'Back',
      count_one: '{{count}} item',
      count_other: '{{count}} items',
      named: 'Hi {{name}}',
    });
    expect(t('hello')).toBe('Back');
    // With plain options: kept per value (plurals, values put in), and read again when the strings change.
    expect(t('count', { count: 1 })).toBe('1 item');
    expect(t('count', { count: 3 })).toBe('3 items');
    expect(t('count', { count: 1 })).toBe('1 item');
    expect(t('named', { name: 'Dilnoza' })).toBe('Hi Dilnoza');
    expect(t('named', { name: 'Bobur' })).toBe('Hi Bobur');
    i18n.addResourceBundle('en', 'demo', { named: 'Hello {{name}}' }, true, true);
    expect(t('named', { name: 'Dilnoza' })).toBe('Hello Dilnoza');
    // Options holding more than plain values: i18next every time.
    expect(t('named', { name: 'Dilnoza', replace: { name: 'Aziz' } })).toBe('Hello Aziz');
    // A long run of different values (the kept answers are emptied past their bound) still answers each right.
    for (let n = 0; n < 2500; n++) expect(t('count', { count: n })).toBe(n === 1 ? '1 item' : `${n} items`);
    // Fixed to a language and namespace, as Trans reads them.
    expect((t as unknown as { lng: string; ns: string }).lng).toBe('en');
    expect((t as unknown as { lng: string; ns: string }).ns).toBe('demo');
    // Another language of the same store keeps its own answers.
    expect(cachedFixedT(i18n, 'ru', 'demo')('hello')).toBe('Привет');
  });
});
