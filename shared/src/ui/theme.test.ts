import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme, variantColorResolver } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** WCAG contrast of two opaque sRGB colours (#rrggbb), or of a colour over white when it is rgba(). */
function rgb(value: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (!fn) throw new Error(`not a colour: ${value}`);
  const [r, g, b, a = 1] = fn[1]!.split(',').map((part) => Number(part.trim()));
  return [r!, g!, b!, a];
}
function overWhite([r, g, b, a]: [number, number, number, number]): [number, number, number] {
  return [r * a + 255 * (1 - a), g * a + 255 * (1 - a), b * a + 255 * (1 - a)];
}
function luminance([r, g, b]: [number, number, number]): number {
  const c = [r, g, b].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
};

describe('the light variant', () => {
  for (const color of ['blue.9', 'brand.7', 'green.9', 'gray.7']) {
    it(`${color}: text in the colour on a pale tint of it, at least 4.5:1 (Mantine's default painted both in the same colour)`, () => {
      const resolved = variantColorResolver({ color, theme: full, variant: 'light' });
      const text = overWhite(rgb(resolved.color!));
      const background = overWhite(rgb(resolved.background!));
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
