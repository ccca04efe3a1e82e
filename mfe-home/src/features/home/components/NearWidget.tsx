import { RemoteWidget, Skeleton } from '@tax/shared';
import { useInView } from '../hooks/use-in-view.ts';
import classes from './home.module.css';

/**
 * Another section's widget (it brings its own heading), loaded only when it comes near the viewport, so the
 * first load stays light. If it fails, the widget's small inline error shows and the page lives on.
 */
export function NearWidget({ id, name, minHeight = 240 }: { id: string; name: string; minHeight?: number }) {
  const { ref, inView } = useInView<HTMLDivElement>({ margin: '200px 0px 200px 0px' });
  return (
    <div ref={ref} data-widget={id} data-home-section={name} className={classes.band} style={inView ? undefined : { minHeight }}>
      {inView ? <RemoteWidget id={id} minHeight={minHeight} /> : <Skeleton height={minHeight} radius="md" aria-hidden="true" />}
    </div>
  );
}
