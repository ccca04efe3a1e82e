/**
 * A schematic tile map of Uzbekistan's 14 regions (no boundary data is packaged): each region is a block on a
 * 9 × 4 grid placed roughly where it lies, west to east. Units are grid cells.
 */
export const REGION_TILES: Record<string, { x: number; y: number; w: number; h: number }> = {
  karakalpakstan: { x: 0, y: 0, w: 2, h: 2 },
  khorezm: { x: 1, y: 2, w: 1, h: 1 },
  navoi: { x: 2, y: 1, w: 2, h: 1 },
  bukhara: { x: 2, y: 2, w: 1, h: 2 },
  samarkand: { x: 3, y: 2, w: 1, h: 1 },
  kashkadarya: { x: 3, y: 3, w: 1, h: 1 },
  surkhandarya: { x: 4, y: 3, w: 1, h: 1 },
  jizzakh: { x: 4, y: 2, w: 1, h: 1 },
  sirdarya: { x: 5, y: 2, w: 1, h: 1 },
  'tashkent-region': { x: 5, y: 0, w: 1, h: 2 },
  'tashkent-city': { x: 6, y: 1, w: 1, h: 1 },
  namangan: { x: 7, y: 1, w: 1, h: 1 },
  fergana: { x: 6, y: 2, w: 2, h: 1 },
  andijan: { x: 8, y: 2, w: 1, h: 1 },
};
export const GRID = { columns: 9, rows: 4, cell: 72, gap: 4 } as const;
