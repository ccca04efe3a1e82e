import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart.ts';

describe('chartGeometry', () => {
  it('scales bars between the floor and the maximum, inside the box', () => {
    const g = chartGeometry([10, 20, 30], { width: 300, height: 100, pad: 10 });
    expect(g.min).toBe(10);
    expect(g.max).toBe(30);
    expect(g.bars).toHaveLength(3);
    const tallest = g.bars[2]!;
    expect(tallest.y).toBeCloseTo(10);
    expect(tallest.y + tallest.height).toBeCloseTo(90);
    expect(g.bars[0]!.height).toBeLessThan(g.bars[1]!.height);
    for (const bar of g.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(300);
    expect(g.line.split(' ')).toHaveLength(3);
  });
  it('copes with no data and flat data', () => {
    expect(chartGeometry([], { width: 10, height: 10, pad: 1 }).bars).toEqual([]);
    const flat = chartGeometry([5, 5], { width: 10, height: 10, pad: 1 });
    expect(flat.bars.every((bar) => Number.isFinite(bar.height) && bar.height >= 2)).toBe(true);
  });
});
