import { describe, expect, it } from 'vitest';
import { cropInside, defaultImageCrop } from '@tax/shared/contract';
import { cropOf, placeOf } from './crop-box.ts';

describe('the link-preview crop box', () => {
  it('is the largest 1200:630 box, centred, at full size in the middle', () => {
    expect(cropOf({ size: 100, across: 50, down: 50 }, 4000, 3000)).toEqual(defaultImageCrop(4000, 3000));
    expect(cropOf({ size: 100, across: 50, down: 50 }, 4000, 3000)).toEqual({ x: 0, y: 450, width: 4000, height: 2100 });
  });

  it('shrinks and moves inside the picture, whatever the values', () => {
    for (const [w, h] of [
      [4000, 3000],
      [600, 2000],
      [3000, 400],
      [300, 200],
    ] as const) {
      for (const place of [
        { size: 20, across: 0, down: 0 },
        { size: 55, across: 100, down: 100 },
        { size: 500, across: -20, down: 140 },
      ]) {
        const crop = cropOf(place, w, h);
        expect(cropInside(crop, w, h), `${w}×${h} ${JSON.stringify(place)}`).toBe(true);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(Math.abs(crop.width / crop.height - 1200 / 630)).toBeLessThan(0.05);
      }
    }
  });

  it('reads back the place of a stored box', () => {
    const place = { size: 60, across: 25, down: 80 };
    expect(placeOf(cropOf(place, 4000, 3000), 4000, 3000)).toEqual(place);
  });
});
