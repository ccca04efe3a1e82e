import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { AllHTMLAttributes, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import type { Data } from './primitives.tsx';
import { splitStyleProps, type KitStyleProps } from './style-props.ts';
import type { BREAKPOINTS_PX } from './theme.ts';

type Breakpoint = 'base' | keyof typeof BREAKPOINTS_PX;
/** A value, or one per breakpoint from which it holds ("base" below the first), as with Mantine's own props. */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

type Attributes = Omit<AllHTMLAttributes<HTMLElement>, 'cols' | 'size' | 'color' | 'wrap' | 'height' | 'width' | 'span' | 'label'>;

export interface SimpleGridProps extends KitStyleProps, Attributes, Data {
  /** The element to render instead of a `<div>` (`component="ul"`). */
  component?: ElementType;
  ref?: Ref<HTMLElement>;
  style?: CSSProperties;
  /** Columns: a number, or per breakpoint (`{ base: 1, sm: 2, lg: 3 }`). */
  cols?: Responsive<number>;
  /** The gap between columns (and rows, unless verticalSpacing says otherwise): a theme spacing or a CSS length. */
  spacing?: Responsive<MantineSpacing>;
  verticalSpacing?: Responsive<MantineSpacing>;
  children?: ReactNode;
}

function variables(name: string, value: Responsive<string | number> | undefined, into: Record<string, string>): void {
  if (value === undefined) return;
  const byBreakpoint = typeof value === 'object' ? value : { base: value };
  for (const [breakpoint, v] of Object.entries(byBreakpoint)) {
    if (v !== undefined) into[`--grid-${name}-${breakpoint}`] = name === 'cols' ? String(v) : (getSpacing(v) ?? String(v));
  }
}

/**
 * Mantine's SimpleGrid, as the kit's own: the same props and look, but its responsive columns and gaps are custom
 * properties on the element that the kit's stylesheet (ui/grid.css) reads per breakpoint. Mantine's draws each grid's
 * media queries into a <style> element of its own beside the grid: in a server-rendered page, one stylesheet more
 * (and a new style calculation) in the middle of the body per grid, 14 on the contacts page. It draws its element
 * itself, as the kit's other components do (no Mantine `Box`, which needs Mantine's provider).
 */
export function SimpleGrid({
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  component: Element = 'div',
  className,
  style,
  ...others
}: SimpleGridProps) {
  const vars: Record<string, string> = {};
  variables('cols', cols, vars);
  variables('x', spacing, vars);
  variables('y', verticalSpacing ?? spacing, vars);
  // As Mantine's Box composed it: the grid's custom properties, then `style`, then style props.
  const [styleProps, rest] = splitStyleProps(others);
  return <Element className={className ? `kit-grid ${className}` : 'kit-grid'} style={{ ...vars, ...style, ...styleProps }} {...rest} />;
}
