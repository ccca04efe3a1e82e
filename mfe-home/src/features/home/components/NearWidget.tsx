import { RemoteWidget, Skeleton } from '@tax/shared';
import { useInView } from '../hooks/use-in-view.ts';

/** Another section's widget, loaded only when it comes near the viewport, so the first load stays light. */
export function NearWidget({ id, minHeight = 240 }: { id: string; minHeight?: number }) {
  const { ref, inView } = useInView<HTMLDivElement>({ margin: '200px 0px 200px 0px' });
  return (
    <div ref={ref} data-widget={id} style={{ minHeight }}>
      {inView ? <RemoteWidget id={id} minHeight={minHeight} /> : <Skeleton height={minHeight} radius="md" aria-hidden="true" />}
    </div>
  );
}
