import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data counts as empty (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Skeleton lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/** Loading, empty and error-with-retry states for data from the API, the same on every page. */
export function QueryState<T>({ query, isEmpty, empty, lines = 3, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={20} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />;
  }
  if (isEmpty?.(query.data)) {
    return <Text c="dimmed">{empty ?? t('empty')}</Text>;
  }
  return <>{children(query.data)}</>;
}

export function ErrorState({ onRetry, busy, message }: { onRetry: () => void; busy?: boolean; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={message ?? t('loadFailed')}>
      {/* The brand button: Mantine's red outline on the light red alert is below 4.5:1. */}
      <Button size="sm" onClick={onRetry} loading={busy}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
