import { useState } from 'react';
import { Skeleton, shouldSkipPrefetch, useTranslation } from '@tax/shared';
import { RemoteWidget } from '@tax/shared/widgets';
import { useIdle } from '../hooks/use-idle.ts';
import { useSeen } from '../../../lib/use-seen.ts';
import classes from '../../../lib/home.module.css';

/**
 * Another section's widget (it brings its own heading), loaded only when it comes near the viewport, so the
 * first load stays light (and not before the browser is idle). If it fails, the widget's small inline error shows and the page lives on.
 */
export function NearWidget({ id, name, minHeight = 240 }: { id: string; name: string; minHeight?: number }) {
  const { ref, inView: near } = useSeen<HTMLDivElement>({ margin: '200px 0px 200px 0px' });
  // Near the viewport, and not before the browser is idle: the first load never waits for another section.
  const idle = useIdle();
  // On 2g or with data saving, another section's code loads only when the visitor asks for it.
  const { t } = useTranslation('home');
  const [saveData] = useState(
    () =>
      typeof navigator !== 'undefined' &&
      shouldSkipPrefetch((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection),
  );
  const [asked, setAsked] = useState(false);
  const inView = near && idle && (!saveData || asked);
  return (
    <div
      ref={ref}
      id={`widget-${name}`}
      data-widget={id}
      data-home-section={name}
      className={classes.band}
      style={inView ? undefined : { minHeight }}
    >
      {inView ? (
        <RemoteWidget id={id} minHeight={minHeight} />
      ) : saveData ? (
        <button type="button" className={classes.cta} onClick={() => setAsked(true)} data-testid={`show-${name}`}>
          {t(`widgets.${name}`)}
        </button>
      ) : (
        <Skeleton height={minHeight} radius="md" aria-hidden="true" />
      )}
    </div>
  );
}
