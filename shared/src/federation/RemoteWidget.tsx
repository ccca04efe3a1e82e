import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Alert, Skeleton } from '../ui/display.tsx';
import { Button } from '../ui/buttons.tsx';
import { VisuallyHidden } from '../ui/primitives.tsx';
import { recordError } from '../errors/errors.ts';
import { kitServices } from './configure.ts';

class WidgetBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    recordError(error);
  }
  override render() {
    if (this.state.failed) {
      return this.props.fallback(() => {
        this.setState({ failed: false });
        this.props.onRetry();
      });
    }
    return this.props.children;
  }
}

function lazyWidget(id: string) {
  return lazy(async () => {
    const services = kitServices();
    if (!services) throw new Error('The kit is not configured (configureKit)');
    return { default: await services.loadWidget(id) };
  });
}

export interface RemoteWidgetProps {
  /** `section/Widget`, as the section exposes it. */
  id: string;
  props?: Record<string, unknown>;
  /** Space to reserve while loading, so nothing jumps. */
  minHeight?: number;
}

/**
 * A widget from another section. If its code fails to load, a small inline error with a retry shows
 * in its place, and the page around it lives on.
 */
export function RemoteWidget({ id, props, minHeight = 160 }: RemoteWidgetProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  // A new attempt makes a new lazy component, so a retry truly loads again.
  const [Widget, setWidget] = useState(() => lazyWidget(id));
  return (
    <WidgetBoundary
      key={attempt}
      onRetry={() => {
        setWidget(() => lazyWidget(id));
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <Alert color="red" variant="light" role="alert" title={t('widgetFailed')} data-widget-error={id}>
          <Button size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
    >
      <Suspense
        fallback={
          <div role="status" aria-busy="true">
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
            <Skeleton height={minHeight} radius="md" />
          </div>
        }
      >
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
