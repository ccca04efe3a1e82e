/** Geometry of a small bar chart with a trend line, in SVG user units. */
export interface ChartGeometry {
  min: number;
  max: number;
  bars: { x: number; y: number; width: number; height: number }[];
  line: string;
  gridLines: number[];
}

export function chartGeometry(values: number[], { width, height, pad }: { width: number; height: number; pad: number }): ChartGeometry {
  if (values.length === 0) return { min: 0, max: 0, bars: [], line: '', gridLines: [] };
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Bars start a little below the minimum so that differences show, but never below zero.
  const floor = Math.max(0, min - (max - min) * 0.5);
  const span = max - floor || 1;
  const slot = width / values.length;
  const usable = height - pad * 2;
  const bars = values.map((value, index) => {
    const barHeight = Math.max(2, ((value - floor) / span) * usable);
    return { x: index * slot + slot * 0.15, y: height - pad - barHeight, width: slot * 0.7, height: barHeight };
  });
  const line = bars.map((bar) => `${(bar.x + bar.width / 2).toFixed(1)},${bar.y.toFixed(1)}`).join(' ');
  const gridLines = [0.25, 0.5, 0.75].map((f) => Math.round(pad + usable * f));
  return { min, max, bars, line, gridLines };
}
