import { describe, expect, it } from 'vitest';
import { formatMoney } from '@tax/shared';
import { filterServices, normalize, priceListCsv, sortServices } from './catalogue.ts';
import type { Service } from '../api/get-services.ts';

const make = (slug: string, servicename: string, price: number, category: Service['category'] = 'individual', summary = ''): Service => ({
  slug,
  category,
  servicename,
  servicename_sum: price,
  unit: 'per key',
  summary,
  description: '',
  audience: '',
  documents: [],
  duration: '',
  popularity: 0,
  locale: 'uz',
  translated: true,
});

const items = [
  make('a', 'Soliq maslahati', 300_000, 'business', 'Yuridik shaxslar uchun'),
  make('b', 'ERI kalitini olish', 49_000),
  make('c', 'Oʻzini oʻzi band qilganlar', 0, 'individual'),
  make('d', 'Elektron hisob-faktura', 120_000, 'business'),
];

describe('money formatting in the three locales', () => {
  it('groups digits for the locale and names the currency in the locale', () => {
    const nbsp = /[\s\u00a0\u202f]/g;
    expect(formatMoney(1_250_000, 'uz').replace(nbsp, ' ')).toBe('1 250 000 soʻm');
    expect(formatMoney(1_250_000, 'ru').replace(nbsp, ' ')).toBe('1 250 000 сум');
    expect(formatMoney(1_250_000, 'en')).toBe('1,250,000\u00a0soʻm');
  });

  it('rounds to whole so‘m and formats zero', () => {
    expect(formatMoney(49_000.6, 'en')).toBe('49,001\u00a0soʻm');
    expect(formatMoney(0, 'ru').replace(/[\s\u00a0]/g, ' ')).toBe('0 сум');
  });
});

describe('services catalogue', () => {
  it('searches every word in name and texts, whatever the apostrophe', () => {
    expect(normalize("  O‘zini  O'ZI ")).toBe("o'zini o'zi");
    expect(filterServices(items, "o'zini", null).map((s) => s.slug)).toEqual(['c']);
    expect(filterServices(items, 'yuridik maslahati', null).map((s) => s.slug)).toEqual(['a']);
    expect(filterServices(items, '', 'business').map((s) => s.slug)).toEqual(['a', 'd']);
    expect(filterServices(items, 'eri', 'business')).toEqual([]);
  });

  it('sorts by price, name and category in both directions', () => {
    expect(sortServices(items, 'price', 'ascending', 'uz').map((s) => s.slug)).toEqual(['c', 'b', 'd', 'a']);
    expect(sortServices(items, 'price', 'descending', 'uz').map((s) => s.slug)).toEqual(['a', 'd', 'b', 'c']);
    // Uzbek's alphabet puts Oʻ after Z (and so after S): the locale's collation, not code points.
    expect(sortServices(items, 'name', 'ascending', 'uz').map((s) => s.slug)).toEqual(['d', 'b', 'a', 'c']);
    expect(sortServices(items, 'name', 'ascending', 'en').map((s) => s.slug)).toEqual(['d', 'b', 'c', 'a']);
    expect(sortServices(items, 'category', 'ascending', 'uz').map((s) => s.slug)).toEqual(['d', 'a', 'b', 'c']);
    expect(items.map((s) => s.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes the price list as CSV with the API field names, quoting and neutralised formulas', () => {
    const csv = priceListCsv([make('x', 'Key, "new"', 49_000), make('y', '=HYPERLINK("x")', 1)], (c) => (c === 'business' ? 'Biz' : 'Ind'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'servicename,servicename_sum,unit,category',
      '"Key, ""new""",49000,per key,Ind',
      `"'=HYPERLINK(""x"")",1,per key,Ind`,
      '',
    ]);
  });
});
