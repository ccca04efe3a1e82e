import { forwardRef, type CSSProperties, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { CONTAINERS_PX } from './theme.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The specification's widths by name (default xl, 1170 px), or a width in px. */
  size?: keyof typeof CONTAINERS_PX | number;
  /** The element: a div unless said (article, section…). */
  component?: ElementType;
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * The page's column, with Mantine's Container's props and look, drawn by the kit's own stylesheet
 * (primitives.css; decision 0032). Every page has six or seven (the header's bars, the page, the feedback,
 * the footer's rows): Mantine's per-render machinery was a twentieth of a page's server render (decision 0019).
 */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { size = 'xl', component: Component = 'div', className, style, children, ...rest },
  ref,
) {
  const px = typeof size === 'number' ? size : CONTAINERS_PX[size];
  return (
    <Component
      ref={ref}
      style={{ '--container-size': `${px}px`, ...style } as CSSProperties}
      className={className ? `${className} kit-container mantine-Container-root` : 'kit-container mantine-Container-root'}
      data-size={typeof size === 'string' ? size : undefined}
      {...rest}
    >
      {children}
    </Component>
  );
});
