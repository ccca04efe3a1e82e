import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { Alert, Skeleton } from './display.tsx';
import { Button } from './buttons.tsx';
import { Stack, Text, VisuallyHidden } from './primitives.tsx';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data counts as empty (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Skeleton lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/**
 * Loading, empty and error-with-retry states for data from the API, the same on every page
 * (`data-state` says which, for tests and styling).
 */
export function QueryState<T>({ query, isEmpty, empty, lines = 3, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <LoadingState lines={lines} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (isEmpty?.(query.data)) return <Text data-state="empty">{empty ?? t('empty')}</Text>;
  return <>{children(query.data)}</>;
}

/** Skeleton lines with a status message for screen readers. */
export function LoadingState({ lines = 3, height = 20, label }: { lines?: number; height?: number; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" aria-busy="true" data-state="loading">
      <VisuallyHidden role="status">{label ?? t('loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** The error state with a retry; dark red on the light red alert, so both title and button pass WCAG AA. */
export function ErrorState({ onRetry, busy, message }: { onRetry: () => void; busy?: boolean; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={message ?? t('loadFailed')}
      data-state="error"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Button variant="filled" color="red.9" size="sm" onClick={onRetry} loading={busy}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
