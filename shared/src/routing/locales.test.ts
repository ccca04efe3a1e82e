import { describe, expect, it } from 'vitest';
import { localePrefix, splitLocale, switchLocaleHref, withLocale, withoutTracking } from './locales.ts';
import { LOCALE_COOKIE, acceptLanguages, localeCookie, localeFromLanguages, readLocaleCookie, rootRedirect } from './locale-redirect.ts';
import { readCookie } from './cookies.ts';

describe('locale from the path', () => {
  it('reads the prefix: none is Uzbek, /ru and /en', () => {
    expect(splitLocale('/')).toEqual({ locale: 'uz', path: '/' });
    expect(splitLocale('/news/x')).toEqual({ locale: 'uz', path: '/news/x' });
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/ru/')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/en/news/x')).toEqual({ locale: 'en', path: '/news/x' });
  });

  it('does not take a path that only starts like a locale', () => {
    expect(splitLocale('/russia')).toEqual({ locale: 'uz', path: '/russia' });
    expect(splitLocale('/english/x')).toEqual({ locale: 'uz', path: '/english/x' });
  });

  it('builds prefixed paths', () => {
    expect(localePrefix('uz')).toBe('');
    expect(withLocale('/', 'uz')).toBe('/');
    expect(withLocale('/', 'ru')).toBe('/ru');
    expect(withLocale('/news', 'en')).toBe('/en/news');
  });

  it('switches language on the same page, keeping query and hash', () => {
    expect(switchLocaleHref({ pathname: '/ru/news/abc', search: '?page=2', hash: '#share' }, 'en')).toBe('/en/news/abc?page=2#share');
    expect(switchLocaleHref({ pathname: '/en/news/abc', search: '', hash: '' }, 'uz')).toBe('/news/abc');
    expect(switchLocaleHref({ pathname: '/', search: '?q=1' }, 'ru')).toBe('/ru?q=1');
  });

  it('leaves out the tracking parameters a link from elsewhere brought (the server renders the page without them)', () => {
    expect(switchLocaleHref({ pathname: '/ru/news', search: '?page=2&utm_source=tg&ysclid=lq8z1' }, 'en')).toBe('/en/news?page=2');
    expect(switchLocaleHref({ pathname: '/en/news/abc', search: '?fbclid=IwAR0&UTM_Campaign=x', hash: '#share' }, 'uz')).toBe(
      '/news/abc#share',
    );
    expect(withoutTracking('?q=%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3+2')).toBe('?q=%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3+2');
    expect(withoutTracking('?gclid=1&q=a+b&gclid=2')).toBe('?q=a+b');
    expect(withoutTracking('?utm=1&utmx=2&clid=3')).toBe('?utm=1&utmx=2&clid=3');
    expect(withoutTracking('')).toBe('');
  });
});

describe('redirect at the root', () => {
  it('uses the cookie first, then the browser languages', () => {
    expect(rootRedirect('/', `${LOCALE_COOKIE}=en`, ['ru-RU'])).toBe('en');
    expect(rootRedirect('/', '', ['ru-RU', 'en'])).toBe('ru');
    expect(rootRedirect('/', 'other=1', ['de-DE', 'en-GB'])).toBe('en');
  });

  it('stays for Uzbek, unknown languages, or a cookie saying uz', () => {
    expect(rootRedirect('/', `${LOCALE_COOKIE}=uz`, ['ru'])).toBeNull();
    expect(rootRedirect('/', '', ['uz-UZ', 'ru'])).toBeNull();
    expect(rootRedirect('/', '', ['de', 'fr'])).toBeNull();
    expect(rootRedirect('/', '', undefined)).toBeNull();
  });

  it('never redirects anywhere but the bare root', () => {
    expect(rootRedirect('/news', `${LOCALE_COOKIE}=ru`, ['ru'])).toBeNull();
    expect(rootRedirect('/en', `${LOCALE_COOKIE}=ru`, ['ru'])).toBeNull();
    expect(rootRedirect('/search', '', ['en'])).toBeNull();
  });

  it('ignores a cookie with a value the site does not speak', () => {
    expect(readLocaleCookie(`${LOCALE_COOKIE}=de`)).toBeNull();
    expect(rootRedirect('/', `${LOCALE_COOKIE}=de`, ['en'])).toBe('en');
  });

  it('reads the cookie among others', () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=ru; b=2`)).toBe('ru');
    expect(localeFromLanguages(['EN-us'])).toBe('en');
  });
});

describe('the i18n_redirected cookie', () => {
  it('lives 365 days on path / with SameSite=Lax and is not Secure', () => {
    const cookie = localeCookie('ru');
    expect(cookie).toMatch(/^i18n_redirected=ru;/);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('cookies and Accept-Language (one parser each)', () => {
  it('reads a cookie by its exact name, decoded', () => {
    expect(readCookie('i18n_redirected=ru; tax_signed_in=1', 'tax_signed_in')).toBe('1');
    expect(readCookie('not_tax_signed_in=1', 'tax_signed_in')).toBeNull();
    expect(readCookie('a=%D1%80', 'a')).toBe('р');
    expect(readLocaleCookie('x=1; i18n_redirected=en')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
  });

  it('ranks Accept-Language by weight, keeping the order of equals, and drops q=0', () => {
    expect(acceptLanguages('en;q=0.5, ru-RU, uz;q=0.9, de;q=0')).toEqual(['ru-RU', 'uz', 'en']);
    expect(acceptLanguages('fr, en')).toEqual(['fr', 'en']);
    expect(acceptLanguages(undefined)).toEqual([]);
  });
});

describe('whole numbers from the address', () => {
  it('takes 1..max and nothing else', async () => {
    const { positiveIntParam } = await import('./query-params.ts');
    expect(positiveIntParam('2', 10)).toBe(2);
    expect(positiveIntParam(' 3 ', 10)).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', '2e3', 'x', '11']) expect(positiveIntParam(bad, 10), String(bad)).toBeUndefined();
  });
});
