import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './buttons.tsx';
import classes from './waiting-parts.module.css';
import { releaseDetached, retryWaitingParts, subscribe, waitingPartIds } from './waiting-parts-state.ts';

const none: readonly string[] = [];

/**
 * The note for parts of the page shown without their code: polite (a status, not an alert: the page is readable),
 * with one button that retries them all. Nothing while no part waits.
 */
export function WaitingPartsNote() {
  const { t } = useTranslation('common');
  const ids = useSyncExternalStore(subscribe, waitingPartIds, () => none);
  const { key } = useLocation();
  useEffect(() => releaseDetached(), [key]);
  return (
    <div role="status" aria-live="polite" className={classes.note} data-parts-waiting={ids.length > 0 ? ids.join(' ') : undefined}>
      {ids.length > 0 ? (
        <p>
          <span>{t('partsWaiting')}</span>{' '}
          <Button size="xs" variant="default" onClick={retryWaitingParts}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

export { retryWaitingParts, waitingPartIds } from './waiting-parts-state.ts';
