import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden, useTranslation, type UseQueryResult } from '@tax/shared';

/**
 * Loading, empty and error-with-retry states for the section's API data. The kit's QueryState puts aria-label on
 * a plain div (axe: aria-prohibited-attr) and has an xs red-on-pink retry button (3.2:1); these pass WCAG 2.2 AA.
 */
export function Loading({ lines = 3, height = 20, label }: { lines?: number; height?: number; label?: string }) {
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

export function LoadError({ onRetry, busy }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={t('loadFailed')} data-state="error" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
      <Button variant="filled" color="red.9" size="sm" onClick={onRetry} loading={busy}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

export interface DataStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data counts as empty (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Skeleton lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

export function DataState<T>({ query, isEmpty, empty, lines = 3, children }: DataStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Loading lines={lines} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (isEmpty?.(query.data)) return <Text data-state="empty">{empty ?? t('empty')}</Text>;
  return <>{children(query.data)}</>;
}
