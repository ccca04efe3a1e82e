import { useEffect, useRef, useState } from 'react';
import { onApiActivity, useNavigation, useSpinDelay, useTranslation } from '@tax/shared';
import classes from './layout.module.css';

/** Show the bar only for work that takes a while, and then for at least 200 ms (no flicker). */
export const PENDING_DELAY_MS = 150;
export const PENDING_MIN_MS = 200;

/**
 * The loading bar: follows navigation (until the page's data is ready) and API requests
 * (start, end, failure — a failure turns it red for a moment).
 */
export function ProgressBar() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const [requests, setRequests] = useState(0);
  const [failed, setFailed] = useState(false);
  const failTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () =>
      onApiActivity((event) => {
        if (event.type === 'start') setRequests((n) => n + 1);
        else {
          setRequests((n) => Math.max(0, n - 1));
          if (event.type === 'error') {
            setFailed(true);
            clearTimeout(failTimer.current);
            failTimer.current = setTimeout(() => setFailed(false), 1200);
          }
        }
      }),
    [],
  );

  const busy = navigation.state !== 'idle' || requests > 0;
  const visible = useSpinDelay(busy, { delay: PENDING_DELAY_MS, minDuration: PENDING_MIN_MS });
  const show = visible || failed;
  return (
    <div
      className={classes.progress}
      data-state={failed ? 'error' : visible ? (busy ? 'loading' : 'done') : 'idle'}
      role="progressbar"
      aria-label={t('loadingPage')}
      aria-hidden={!show}
      aria-busy={busy}
      data-testid="progress-bar"
    >
      <div className={classes.progressInner} />
    </div>
  );
}
