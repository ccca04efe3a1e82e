import { describe, expect, it } from 'vitest';
import { calculatorQuery, clampQuantity, MAX_LINES, parseSelection, priceSelection, serializeSelection } from './selection.ts';
import type { Service } from '../api/get-services.ts';

const service = (slug: string, price: number): Service => ({
  slug,
  category: 'individual',
  servicename: slug,
  servicename_sum: price,
  unit: 'x',
  summary: '',
  description: '',
  audience: '',
  documents: [],
  duration: '',
  popularity: 0,
  locale: 'en',
  translated: true,
});

describe('calculator selection in the URL', () => {
  it('reads slugs with optional quantities, dropping malformed and repeated entries', () => {
    const params = new URLSearchParams('s=eds-key*2&s=income-certificate&s=BAD SLUG&s=eds-key*5&s=e-invoice*0&s=x*abc&other=1');
    expect(parseSelection(params)).toEqual([
      { slug: 'eds-key', quantity: 2 },
      { slug: 'income-certificate', quantity: 1 },
      { slug: 'e-invoice', quantity: 1 },
      { slug: 'x', quantity: 1 },
    ]);
  });

  it('clamps quantities to 1..999 and keeps at most 20 lines', () => {
    expect(clampQuantity('5000')).toBe(999);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    const params = new URLSearchParams(Array.from({ length: 30 }, (_, i) => `s=svc-${i}`).join('&'));
    expect(parseSelection(params)).toHaveLength(MAX_LINES);
  });

  it('round-trips through the query string, leaving a quantity of 1 implicit', () => {
    const lines = [
      { slug: 'eds-key', quantity: 2 },
      { slug: 'e-invoice', quantity: 1 },
    ];
    expect(serializeSelection(lines)).toEqual(['eds-key*2', 'e-invoice']);
    expect(calculatorQuery(lines)).toEqual({ s: ['eds-key*2', 'e-invoice'] });
    const search = new URLSearchParams();
    for (const value of serializeSelection(lines)) search.append('s', value);
    expect(search.toString()).toBe('s=eds-key*2&s=e-invoice');
    expect(parseSelection(new URLSearchParams(search.toString()))).toEqual(lines);
  });

  it('prices lines with the catalogue, totals them, and reports services it does not know', () => {
    const catalogue = [service('eds-key', 49_000), service('e-invoice', 120_500)];
    const result = priceSelection(
      [
        { slug: 'eds-key', quantity: 3 },
        { slug: 'gone', quantity: 1 },
        { slug: 'e-invoice', quantity: 2 },
      ],
      catalogue,
    );
    expect(result.rows.map((row) => row.subtotal)).toEqual([147_000, 241_000]);
    expect(result.total).toBe(388_000);
    expect(result.unknown).toEqual(['gone']);
    expect(priceSelection([], catalogue).total).toBe(0);
  });

  it('reads the plain form: a quantity typed in range counts, one out of range is kept as typed and blocks the total', () => {
    const params = new URLSearchParams('s=eds-key&q-eds-key=4&s=e-invoice&q-e-invoice=0&s=tin&q-tin=100000&s=fee&q-fee=');
    const lines = parseSelection(params);
    expect(lines).toEqual([
      { slug: 'eds-key', quantity: 4 },
      { slug: 'e-invoice', quantity: 1, typed: '0' },
      { slug: 'tin', quantity: 1, typed: '100000' },
      { slug: 'fee', quantity: 1 },
    ]);
    const result = priceSelection(lines, [service('eds-key', 10), service('e-invoice', 20), service('tin', 30), service('fee', 5)]);
    expect(result.invalid.map((item) => item.slug)).toEqual(['e-invoice', 'tin']);
    expect(result.rows.map((row) => row.service.slug)).toEqual(['eds-key', 'fee']);
  });
});
