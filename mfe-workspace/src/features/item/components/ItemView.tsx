import { Alert, ErrorState, LoadingState, LocalizedLink, SimpleGrid, Stack, isApiError, useQuery, useTranslation } from '@tax/shared';
import type { InboxKind } from '@tax/shared/staff-api';
import { errorText } from '../../../lib/api/errors.ts';
import { itemQuery } from './item-query.ts';
import { ItemDetails } from './ItemDetails.tsx';
import { AssignPanel, NotesPanel, ReplyPanel, StatusPanel } from './ItemActions.tsx';

/** One item of the inbox: what was sent, and what staff do with it. Opening it is recorded in the audit log. */
export function ItemView({ kind, id }: { kind: InboxKind; id: string }) {
  const { t } = useTranslation('workspace');
  const item = useQuery(itemQuery(kind, id));
  if (item.isPending) return <LoadingState label={t('common.loading')} />;
  if (item.isError) {
    if (isApiError(item.error) && [403, 404].includes(item.error.status))
      return (
        <Alert color={item.error.status === 403 ? 'yellow' : 'gray'} variant="light" role="alert" data-testid="item-unavailable">
          {errorText(t, item.error)} <LocalizedLink to="workspace">{t('item.backToInbox')}</LocalizedLink>
        </Alert>
      );
    return <ErrorState onRetry={() => void item.refetch()} busy={item.isFetching} />;
  }
  return (
    <Stack gap="md">
      <LocalizedLink to="workspace">← {t('item.backToInbox')}</LocalizedLink>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <ItemDetails item={item.data} />
          <NotesPanel item={item.data} />
        </Stack>
        <Stack gap="md">
          <StatusPanel key={`s${item.data.updatedAt}`} item={item.data} />
          <AssignPanel key={`a${item.data.updatedAt}`} item={item.data} />
          <ReplyPanel item={item.data} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
