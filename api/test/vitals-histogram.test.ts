import { describe, expect, it } from 'vitest';
import { addHistogram, bucketOf, emptyHistogram, formatVital, quantile, VITAL_BUCKETS } from '../src/lib/vitals-histogram.ts';

/** The exact 75th percentile (nearest rank), to compare the histogram's reading with. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;
const histogramOf = (metric: 'LCP' | 'CLS', values: number[]) => {
  const histogram = emptyHistogram();
  for (const value of values) histogram[bucketOf(metric, value)!]! += 1;
  return histogram;
};

describe('vitals histogram', () => {
  it('reads a p75 within 10 % of the exact one, for times and for layout shifts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const [metric, spread, scale] of [
      ['LCP', 4000, 1],
      ['LCP', 200, 1],
      ['CLS', 0.4, 1],
    ] as const) {
      const values = Array.from({ length: 500 }, () => scale * (spread * random() ** 2 + spread / 20));
      const estimate = quantile(metric, histogramOf(metric, values))!;
      const exact = exactP75(values);
      expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.1);
    }
  });

  it('places 0 in the first bucket, keeps slow values in the last, and drops what no browser measures', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('INP', 0.5)).toBe(0);
    expect(bucketOf('LCP', 1)).toBe(1);
    expect(bucketOf('TTFB', 200_000)).toBe(VITAL_BUCKETS - 1);
    expect(bucketOf('LCP', -1)).toBeNull();
    expect(bucketOf('LCP', 600_001)).toBeNull();
    expect(bucketOf('CLS', 101)).toBeNull();
    expect(bucketOf('INP', Number.NaN)).toBeNull();
    expect(bucketOf('INP', Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('adds rows bucket by bucket, ignores rows of another layout, and has no p75 without samples', () => {
    const a = histogramOf('LCP', [1000, 1000, 1000]);
    const b = histogramOf('LCP', [4000]);
    const sum = addHistogram(emptyHistogram(), a);
    addHistogram(sum, b);
    addHistogram(sum, [1, 2, 3]);
    expect(sum.reduce((n, x) => n + x, 0)).toBe(4);
    // Three of four at 1 s: the p75 is in the 1 s bucket (within its 20 %).
    expect(quantile('LCP', sum)).toBeGreaterThan(900);
    expect(quantile('LCP', sum)).toBeLessThan(1200);
    expect(quantile('LCP', emptyHistogram())).toBeNull();
  });

  it('prints a p75 as operators read it', () => {
    expect(formatVital('LCP', 4130)).toBe('4.1 s');
    expect(formatVital('INP', 183.4)).toBe('183 ms');
    expect(formatVital('CLS', 0.1234)).toBe('0.12');
    expect(formatVital('TTFB', null)).toBe('-');
  });
});
