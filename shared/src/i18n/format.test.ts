import { describe, expect, it } from 'vitest';
import { compareText, formatDate, formatMoney } from './format.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formatting', () => {
  it("formats sums in so'm for each locale", () => {
    expect(plain(formatMoney(1250000, 'uz'))).toBe('1 250 000 soʻm');
    expect(plain(formatMoney(1250000, 'ru'))).toBe('1 250 000 сум');
    expect(plain(formatMoney(1250000, 'en'))).toBe('1,250,000 soʻm');
    expect(plain(formatMoney(35000.4, 'en'))).toBe('35,000 soʻm');
  });

  it('formats dates in Tashkent time, in the locale', () => {
    expect(formatDate('2026-11-15', 'en')).toBe('November 15, 2026');
    expect(formatDate('2026-11-15', 'ru')).toBe('15 ноября 2026 г.');
    expect(formatDate('2026-11-15', 'uz')).toMatch(/2026/);
    // 20:30 UTC on the 14th is already the 15th in Tashkent.
    expect(formatDate('2026-11-14T20:30:00Z', 'en')).toBe('November 15, 2026');
  });
});

describe("Uzbek without the browser's Uzbek data", () => {
  it('formats dates with Uzbek month names and numbers in the uz pattern', async () => {
    const { resetIntlDetection } = await import('./format.ts');
    resetIntlDetection(false);
    try {
      expect(formatDate('2026-11-15', 'uz')).toBe('15-noyabr, 2026');
      expect(formatDate('2026-03-08', 'uz', { day: 'numeric', month: 'short' })).toBe('8-mar');
      expect(formatDate('2026-11-15', 'uz', { month: 'long', year: 'numeric' })).toBe('noyabr, 2026');
      expect(formatDate('2026-11-15', 'uz', { day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('15.11.2026');
      expect(formatDate('2026-11-14T20:30:00Z', 'uz', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('yakshanba, 15-noyabr');
      expect(plain(formatMoney(1250000, 'uz'))).toBe('1 250 000 soʻm');
    } finally {
      resetIntlDetection();
    }
  });
});

describe('compareText', () => {
  it('sorts Uzbek by its own alphabet, whatever apostrophe is typed, the same in every runtime', () => {
    const names = ['Oʻzini oʻzi band', 'Soliq', 'Onlayn', "G'aznachilik", 'Shartnoma', 'Zamon', 'Chet el', 'Biznes'];
    expect([...names].sort((a, b) => compareText(a, b, 'uz'))).toEqual([
      'Biznes',
      'Onlayn',
      'Soliq',
      'Zamon',
      'Oʻzini oʻzi band',
      "G'aznachilik",
      'Shartnoma',
      'Chet el',
    ]);
  });

  it('sorts Russian and English by their collation, numbers by value', () => {
    expect(['Яблоко', 'арбуз', 'Ёж', 'бор'].sort((a, b) => compareText(a, b, 'ru'))).toEqual(['арбуз', 'бор', 'Ёж', 'Яблоко']);
    expect(['item 10', 'item 9', 'Apple'].sort((a, b) => compareText(a, b, 'en'))).toEqual(['Apple', 'item 9', 'item 10']);
  });
});
