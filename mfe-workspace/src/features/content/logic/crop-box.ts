/**
 * The link-preview crop as an editor sets it: a 1200:630 box of a size (a share of the largest that fits) at a place
 * (how far across and down the free room it sits), each a percentage, so that three plain range inputs, which the
 * keyboard and screen readers know, are the whole control.
 */
import { defaultImageCrop, type ImageCrop } from '@tax/shared/contract';

export interface CropPlace {
  /** 20 to 100: the box's width as a share of the largest 1200:630 box that fits. */
  size: number;
  /** 0 (left) to 100 (right) of the free room. */
  across: number;
  /** 0 (top) to 100 (bottom) of the free room. */
  down: number;
}

export const MIN_CROP_SIZE = 20;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The crop box in pixels of a picture `width`×`height`. */
export function cropOf(place: CropPlace, width: number, height: number): ImageCrop {
  const largest = defaultImageCrop(width, height);
  const w = Math.max(1, Math.round((largest.width * clamp(place.size, MIN_CROP_SIZE, 100)) / 100));
  const h = Math.max(1, Math.min(height, Math.round((w * 630) / 1200)));
  return {
    x: Math.round(((width - w) * clamp(place.across, 0, 100)) / 100),
    y: Math.round(((height - h) * clamp(place.down, 0, 100)) / 100),
    width: w,
    height: h,
  };
}

/** The place of a crop box (the stored one, when the editor comes back). */
export function placeOf(crop: ImageCrop, width: number, height: number): CropPlace {
  const largest = defaultImageCrop(width, height);
  const roomX = width - crop.width;
  const roomY = height - crop.height;
  return {
    size: clamp(Math.round((crop.width / largest.width) * 100), MIN_CROP_SIZE, 100),
    across: roomX > 0 ? clamp(Math.round((crop.x / roomX) * 100), 0, 100) : 50,
    down: roomY > 0 ? clamp(Math.round((crop.y / roomY) * 100), 0, 100) : 50,
  };
}

/** The box as percentages of the picture, to draw it over the preview. */
export function cropStyle(crop: ImageCrop, width: number, height: number) {
  const pc = (n: number, of: number) => `${((n / of) * 100).toFixed(2)}%`;
  return { left: pc(crop.x, width), top: pc(crop.y, height), width: pc(crop.width, width), height: pc(crop.height, height) };
}
