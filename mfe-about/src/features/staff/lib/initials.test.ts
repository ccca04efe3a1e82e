import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('are surname and first name, in the script of the name shown', () => {
    expect(initials('Мирзаева Гульнора Рустамовна', 'ru')).toBe('МГ');
    expect(initials('Mirzayeva Gulnora Rustamovna', 'uz')).toBe('MG');
  });

  it('take the surname from the end of an English name', () => {
    expect(initials('Gulnora Rustamovna Mirzayeva', 'en')).toBe('MG');
    expect(initials('Gulnora Mirzayeva', 'en')).toBe('MG');
  });

  it('follow the language of the name, not of the page, when it fell back to Uzbek', () => {
    // An English page showing the Uzbek name (no translation yet): the item's locale is uz.
    expect(initials('Saidov Rustam Ilhomovich', 'uz')).toBe('SR');
  });

  it('cope with odd spacing, one word and nothing', () => {
    expect(initials('  ёлкина   анна ', 'ru')).toBe('ЁА');
    expect(initials('Madonna', 'en')).toBe('M');
    expect(initials('Madonna', 'ru')).toBe('M');
    expect(initials('', 'uz')).toBe('');
  });
});
