/**
 * The speed figures' histograms (decision 0046): each minute, app version, page and metric is one row of
 * VITAL_BUCKETS counts, so the 75th percentile of any window is read by adding rows, and no single measurement is
 * kept. Buckets grow by 20 % (bucket i ≥ 1 holds [1.2^(i-1), 1.2^i) of the metric's unit): a percentile read from them
 * is within 10 % of the true one, from 1 ms to 97 s (CLS in thousandths: 0.001 to 97).
 */
import type { VitalMetric } from '@tax/shared/contract';

export const VITAL_BUCKETS = 64;
const RATIO = 1.2;
const LOG_RATIO = Math.log(RATIO);

/** What one unit of the histogram is worth: milliseconds for the times, thousandths for the layout shift. */
const SCALE: Record<VitalMetric, number> = { LCP: 1, INP: 1, TTFB: 1, CLS: 1000 };

/**
 * The largest value a browser could report for a real page load (a page open ten minutes before its largest paint
 * is not a measurement worth keeping); beyond it, or below 0, a sample is dropped, not clamped.
 */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, TTFB: 600_000, CLS: 100 };

/** The bucket of a measured value, or null when no real page load measures it. */
export function bucketOf(metric: VitalMetric, value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > VITAL_MAX[metric]) return null;
  const units = value * SCALE[metric];
  if (units < 1) return 0;
  // Values past the last bucket's end (97 s) are clamped into it: they are slow, and that is all a p75 needs.
  return Math.min(VITAL_BUCKETS - 1, 1 + Math.floor(Math.log(units) / LOG_RATIO + 1e-9));
}

const lowerBound = (bucket: number) => (bucket === 0 ? 0 : RATIO ** (bucket - 1));
const upperBound = (bucket: number) => RATIO ** bucket;

/** An empty histogram. */
export const emptyHistogram = (): number[] => Array.from({ length: VITAL_BUCKETS }, () => 0);

/** Adds `more` into `into` bucket by bucket (rows of other lengths, from a future layout, are ignored). */
export function addHistogram(into: number[], more: readonly number[]): number[] {
  if (more.length !== VITAL_BUCKETS) return into;
  for (let i = 0; i < VITAL_BUCKETS; i++) into[i] = (into[i] ?? 0) + Number(more[i] ?? 0);
  return into;
}

/**
 * The value below which `q` of the samples lie (q = 0.75: the p75), in the metric's own unit, read by linear
 * interpolation inside the bucket it falls in; null without samples.
 */
export function quantile(metric: VitalMetric, histogram: readonly number[], q = 0.75): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i++) {
    const n = histogram[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const within = (rank - below) / n;
      return (lowerBound(i) + within * (upperBound(i) - lowerBound(i))) / SCALE[metric];
    }
    below += n;
  }
  return upperBound(histogram.length - 1) / SCALE[metric];
}

/** A p75 as operators read it: "4.1 s", "180 ms", "0.12". */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return '-';
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}
