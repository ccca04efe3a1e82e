import { useEffect, useRef, useState } from 'react';
import { useNetwork, useTranslation } from '@tax/shared';
import classes from './layout.module.css';

/** A quiet notice while the visitor is offline, and a short one when the connection is back. */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const { online } = useNetwork();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), 3000);
    return () => clearTimeout(timer);
  }, [online]);
  return (
    <div role="status" aria-live="polite" className={classes.networkNotice} data-online={online}>
      {!online ? <p>{t('offline')}</p> : backOnline ? <p>{t('online')}</p> : null}
    </div>
  );
}
