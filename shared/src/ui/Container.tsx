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
 * Mantine's Container as the kit's own: the same element, classes, attributes and custom property, so Mantine's
 * stylesheet lays it out exactly as before, without Mantine's per-render machinery (its theme props, styles API
 * and Box). Every page has six or seven (the header's bars, the page, the feedback, the footer's rows): that
 * machinery was a twentieth of a page's server render (docs/decisions/0019).
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
      className={className ? `${className} m_7485cace mantine-Container-root` : 'm_7485cace mantine-Container-root'}
      data-size={typeof size === 'string' ? size : undefined}
      data-strategy="block"
      {...rest}
    >
      {children}
    </Component>
  );
});
