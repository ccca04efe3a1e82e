import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@tax/shared';
import { useShellServices } from '../app/services.ts';
import classes from './layout.module.css';

const never = () => () => undefined;
const no = () => false;

function subscribeOnline(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Whether the browser is online: read when rendering (online on the server), so a hydrated page renders this notice
 * again only when the visitor is in fact offline (the library's hook always rendered it again after mount).
 */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A quiet notice while the visitor is offline (saying the page will open when the connection returns while a
 * navigation waits for it), and a short one when the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const { connection } = useShellServices();
  const waiting = useSyncExternalStore(connection?.subscribe ?? never, connection?.read ?? no, no);
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
    <div role="status" aria-live="polite" className={classes.networkNotice} data-online={online} data-waiting={!online && waiting}>
      {!online ? <p>{t(waiting ? 'offlineWaiting' : 'offline')}</p> : backOnline ? <p>{t('online')}</p> : null}
    </div>
  );
}
