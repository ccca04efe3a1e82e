import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Alert } from './display.tsx';
import { Button } from './buttons.tsx';
import { recordError } from '../errors/errors.ts';

interface BoundaryProps {
  /** Called when the visitor asks to try again, before the part renders anew: make its loading start afresh. */
  onRetry: () => void;
  /** Attributes of the error's box, to tell which part failed (`{ 'data-widget-error': id }`). */
  marker?: Record<`data-${string}`, string>;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps & { fallback: (retry: () => void) => ReactNode }, { failed: boolean }> {
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
        this.props.onRetry();
        this.setState({ failed: false });
      });
    }
    return this.props.children;
  }
}

/**
 * A part of a page whose code loads on its own (another section's widget, a band that loads near the view): if it
 * fails, a small inline error with a retry shows in its place, in the page's language, and the page around it lives on.
 */
export function PartBoundary({ onRetry, marker, children }: BoundaryProps) {
  const { t } = useTranslation('common');
  return (
    <Boundary
      onRetry={onRetry}
      fallback={(retry) => (
        <Alert color="red" variant="light" role="alert" title={t('widgetFailed')} {...marker}>
          <Button size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
    >
      {children}
    </Boundary>
  );
}
