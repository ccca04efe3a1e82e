import { Component, Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, claimReload, isCodeLoadError, mayReload, recordError, useTranslation } from '@tax/shared';
import { isOnline } from '../app/connection.ts';
import { useShellServices } from '../app/services.ts';

class PartBoundary extends Component<{ failed: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    recordError(error);
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Only a code-loading failure stays here; a bug goes on to the page's error screen as before.
    if (!isCodeLoadError(error)) throw error;
    return this.props.failed(error);
  }
}

/** A shell part whose code did not arrive: one reload a minute at most, then a small error in the visitor's language. */
function PartFailed({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const services = useShellServices();
  // Never offline (the browser's "No internet" page would replace the site): the part is tried again once online.
  const [reloading] = useState(() => isOnline() && mayReload(window.sessionStorage));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (reloading && claimReload(window.sessionStorage)) window.location.reload();
    else if (!isOnline()) void services.connection?.untilOnline().then(() => services.tryAgain());
  }, [reloading, services]);
  if (reloading) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('error.partFailed')} data-part-error={name} m="sm">
      <Button
        size="sm"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void services.tryAgain().finally(() => setBusy(false));
        }}
      >
        {t('error.retry')}
      </Button>
    </Alert>
  );
}

/**
 * One of the shell's own lazy chunks (the menu drawer, the toasts' container): loaded when first rendered, kept
 * inside its own frame when its code does not arrive, and loaded anew (a new lazy component, a forgotten shared
 * module) when the visitor presses "Try again" here or on the error screen.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function LazyPart(props: P) {
    const { retry } = useShellServices();
    const epoch = useSyncExternalStore(retry.subscribe, retry.read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is exactly a new epoch
    const Part = useMemo(() => lazy(async () => ({ default: await load() })), [epoch]);
    return (
      <PartBoundary key={epoch} failed={() => <PartFailed name={name} />}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
