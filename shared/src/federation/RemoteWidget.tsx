import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Skeleton } from '../ui/display.tsx';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { VisuallyHidden } from '../ui/primitives.tsx';
import { holdUntilRetry } from '../ui/waiting-parts-state.ts';
import { kitServices } from './configure.ts';

/**
 * The widget's code. `markupId`: the frame holding the server's markup of it, while the page hydrates: then a failure
 * does not reject (React would replace good markup with the error box); the load waits for a retry (the page's one
 * note, the connection's return) and React keeps the markup, readable, its links plain links. Decision 0048.
 */
function lazyWidget(id: string, markupId: string | null) {
  return lazy(async () => {
    for (;;) {
      try {
        const services = kitServices();
        if (!services) throw new Error('The kit is not configured (configureKit)');
        return { default: await services.loadWidget(id) };
      } catch (error) {
        if (!markupId || !document.getElementById(markupId)) throw error;
        await holdUntilRetry(markupId);
      }
    }
  });
}

/**
 * The frame's server markup, if this render is the hydration of it: the frame is in the document before React has
 * rendered it (a render in the browser puts it there only when it commits), and holds the widget, not the loading
 * placeholder a server sends when it could not render the widget.
 */
function hasServerMarkup(frameId: string): boolean {
  if (typeof document === 'undefined') return false;
  const frame = document.getElementById(frameId);
  return !!frame && frame.childNodes.length > 0 && !frame.querySelector('[aria-busy="true"]');
}

export interface RemoteWidgetProps {
  /** `section/Widget`, as the section exposes it. */
  id: string;
  props?: Record<string, unknown>;
  /** Space to reserve while loading, so nothing jumps. */
  minHeight?: number;
}

/**
 * A widget from another section. If its code fails to load where the server's markup of it is on the page, that
 * markup stays and the page's note offers a retry; where there is none (a page the browser rendered, a retry), a
 * small inline error with a retry shows in its place. Either way the page around it lives on.
 */
export function RemoteWidget({ id, props, minHeight = 160 }: RemoteWidgetProps) {
  const { t } = useTranslation('common');
  const frameId = useId();
  const [attempt, setAttempt] = useState(0);
  // A new attempt makes a new lazy component, so a retry truly loads again.
  const [Widget, setWidget] = useState(() => lazyWidget(id, hasServerMarkup(frameId) ? frameId : null));
  return (
    <div id={frameId} data-remote-widget={id}>
      <PartBoundary
        key={attempt}
        onRetry={() => {
          setWidget(() => lazyWidget(id, null));
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
    </div>
  );
}
