import { useEffect, useState } from 'react';
import { lazyPart } from '../layout/LazyPart.tsx';

// The toasts' module alone, not the whole form kit (a long task on a slow phone for a page without a form). It is the
// same module the form kit shows its toasts through (one build, one instance), so they share Mantine's one store.
const Host = lazyPart('notifications', async () => (await import('@tax/shared/notifications')).NotificationsHost);

/**
 * The toasts' container, mounted once the page is idle: only pages with forms show toasts, and the form kit
 * is not part of the first load. (A toast shown before it mounts waits in Mantine's store and appears then.)
 */
export function LazyNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return <Host />;
}
