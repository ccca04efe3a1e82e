import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Skeleton } from '../ui/display.tsx';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { VisuallyHidden } from '../ui/primitives.tsx';
import { kitServices } from './configure.ts';

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
    <PartBoundary
      key={attempt}
      onRetry={() => {
        setWidget(() => lazyWidget(id));
        setAttempt((n) => n + 1);
      }}
      marker={{ 'data-widget-error': id }}
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
    </PartBoundary>
  );
}
