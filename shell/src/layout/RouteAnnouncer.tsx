import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useTranslation, VisuallyHidden } from '@tax/shared';

/**
 * After a client-side navigation: moves focus to the new page's heading (so keyboard and screen-reader users
 * start at the content) and announces the page's title.
 */
export function RouteAnnouncer() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  // location.key is the trigger, not an input: every navigation (even to the same path) is announced.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (navigation.state !== 'idle') return undefined;
    const timer = setTimeout(() => {
      if (location.hash) return;
      const heading = document.getElementById('page-title');
      const target = heading ?? document.getElementById('main');
      target?.focus({ preventScroll: true });
      const title = heading?.textContent ?? document.title;
      setMessage(t('loadedPage', { title }));
    }, 60);
    return () => clearTimeout(timer);
  }, [location.key, navigation.state, location.hash, t]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
