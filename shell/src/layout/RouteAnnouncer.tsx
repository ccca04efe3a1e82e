import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useTranslation, VisuallyHidden } from '@tax/shared';

/** A control the visitor is using: a filter, a search box, a check box, a button. */
const CONTROL = 'input, select, textarea, button, [contenteditable], [role="combobox"], [role="slider"], [role="spinbutton"]';

/**
 * After a client-side navigation: moves focus to the new page's heading (so keyboard and screen-reader users
 * start at the content) and announces the page's title. Not when the page stays and only its address follows a
 * control in use (a filter, the calculator's boxes, a search typed into the services list): focus stays where the
 * visitor is. It used to jump to the heading 250 ms into typing in the services search, and the rest was lost.
 */
export function RouteAnnouncer() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const shownPath = useRef(location.pathname);
  // location.key is the trigger, not an input: every navigation (even to the same path) is announced.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (navigation.state !== 'idle') return undefined;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const timer = setTimeout(() => {
      if (location.hash) return;
      if (samePage && document.activeElement?.closest(CONTROL)) return;
      const heading = document.getElementById('page-title');
      const target = heading ?? document.getElementById('main');
      target?.focus({ preventScroll: true });
      const title = heading?.textContent ?? document.title;
      setMessage(t('loadedPage', { title }));
    }, 60);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, navigation.state, location.hash, t]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
