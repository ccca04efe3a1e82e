import type { ReactNode } from 'react';
import { useReducedMotion } from '@tax/shared';
import { AOS, useSeen } from './use-seen.ts';
import classes from './home.module.css';

/** Fades its content in when it scrolls into view (offset 120, 400 ms); nothing moves with reduced motion. */
export function Reveal({ children, delay = 0 }: { children: ReactNode; delay?: number }) {
  const reduced = useReducedMotion();
  const { ref, inView } = useSeen<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={classes.reveal}
      data-aos="fade-up"
      data-shown={reduced || inView ? 'true' : 'false'}
      style={{ transitionDuration: `${AOS.duration}ms`, transitionDelay: `${delay}ms` }}
    >
      {children}
    </div>
  );
}
