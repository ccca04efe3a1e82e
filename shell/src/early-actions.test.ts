import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks, holdEarlySubmits, takeEarlyClick } from './early-actions.ts';
import { showStartFailure, START_FAILED_ID } from './start-failure.ts';

const SENT_EARLY = Symbol.for('tax.forms.sentEarly');
const held = () => (window as unknown as Record<symbol, WeakSet<HTMLFormElement>>)[SENT_EARLY]!;

/** Presses the form's submit button: returns whether the browser would go on to send it itself. */
function press(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  return form.dispatchEvent(event);
}

holdEarlySubmits();
holdEarlyClicks();

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-sent-early');
});

describe('a form sent before the page hydrated', () => {
  it('a kit form (method="dialog") not yet live is held back and remembered, the page shows it waiting', () => {
    document.body.innerHTML = '<form method="dialog"><input name="fio" value="Dilnoza"><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const heard: string[] = [];
    document.body.addEventListener('submit', () => heard.push('react'));
    expect(press(form)).toBe(false);
    expect(held().has(form)).toBe(true);
    // A half-hydrated form's handler would send it without what was typed: it is the form's to send once live.
    expect(heard).toEqual([]);
    expect(document.documentElement.hasAttribute('data-sent-early')).toBe(true);
    // React's markup is left as it was: hydration must find it unchanged.
    expect(form.outerHTML).toBe('<form method="dialog"><input name="fio" value="Dilnoza"><button type="submit">Send</button></form>');
  });

  it('a live kit form is left to its own handler', () => {
    document.body.innerHTML = '<form method="dialog" data-live=""><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    expect(press(form)).toBe(true);
    expect(held().has(form)).toBe(false);
  });

  it('searches and filters (method="get") go their way: they work without scripts', () => {
    document.body.innerHTML = '<form method="get" action="/en/search"><input name="q" value="key"></form><form role="search"></form>';
    for (const form of document.querySelectorAll('form')) {
      expect(press(form)).toBe(true);
      expect(held().has(form)).toBe(false);
    }
    expect(document.documentElement.hasAttribute('data-sent-early')).toBe(false);
  });
});

describe('a control pressed before the page hydrated', () => {
  it('the menu button: remembered, kept from a half-hydrated React, and taken once by its component when live', () => {
    document.body.innerHTML = '<header><button type="button" data-early-click="menu">Open menu</button></header>';
    const button = document.querySelector('button')!;
    const heard: string[] = [];
    document.body.addEventListener('click', () => heard.push('react'));
    button.click();
    expect(heard).toEqual([]);
    expect(takeEarlyClick(button)).toBe(true);
    expect(button.hasAttribute('data-live')).toBe(true);
    expect(takeEarlyClick(button)).toBe(false);
    // Live: its own handler hears it, nothing is remembered.
    button.click();
    expect(heard).toEqual(['react']);
    expect(takeEarlyClick(button)).toBe(false);
  });

  it('not pressed: nothing to take; other controls are left alone', () => {
    document.body.innerHTML =
      '<button type="button" data-early-click="menu">Open menu</button><button type="button" id="other">Other</button>';
    const heard: string[] = [];
    document.body.addEventListener('click', () => heard.push('react'));
    document.getElementById('other')!.click();
    expect(heard).toEqual(['react']);
    expect(takeEarlyClick(document.querySelector('[data-early-click]'))).toBe(false);
    expect(takeEarlyClick(null)).toBe(false);
  });
});

describe('when the page’s scripts cannot start', () => {
  it('a server-rendered page stays to be read, with a note in its language that its forms do not work', () => {
    document.documentElement.lang = 'ru';
    document.body.innerHTML =
      '<script id="site-ssr" type="application/json">{}</script><div id="root"><main><h1>Контакты</h1><form method="dialog"></form></main></div>';
    showStartFailure();
    expect(document.querySelector('h1')?.textContent).toBe('Контакты');
    const note = document.getElementById(START_FAILED_ID)!;
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.textContent).toContain('Скрипты страницы не загрузились');
    expect(note.querySelector('a')?.getAttribute('href')).toBe(window.location.pathname);
    showStartFailure();
    expect(document.querySelectorAll(`#${START_FAILED_ID}`)).toHaveLength(1);
  });

  it('an empty page (rendered in the browser) says so in the three languages', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<div id="root"></div>';
    showStartFailure();
    const root = document.getElementById('root')!;
    expect(root.textContent).toContain('The site could not be loaded.');
    expect(root.textContent).toContain('Не удалось загрузить сайт.');
    expect(root.textContent).toContain('Saytni yuklab boʻlmadi.');
  });
});
