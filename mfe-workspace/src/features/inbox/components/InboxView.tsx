import {
  Alert,
  Badge,
  Button,
  ErrorState,
  Group,
  LoadingState,
  Stack,
  Text,
  keepPreviousData,
  regionsQuery,
  useLocale,
  useQuery,
  useSearchParams,
  useTranslation,
} from '@tax/shared';
import { Pagination } from '@tax/shared/workspace-ui';
import { INBOX_STATUSES, type InboxListQuery, type InboxStatus, type StaffMe } from '@tax/shared/staff-api';
import { inboxQuery, staffApi } from '../../../lib/api/staff.ts';
import { useReauth } from '../../../lib/use-reauth.tsx';
import { filtersFromParams, paramsFromFilters } from '../hooks/filters.ts';
import { InboxFilters } from './InboxFilters.tsx';
import { InboxTable } from './InboxTable.tsx';

/** How many items each status has under the other filters: one small request each (a page of one). */
function useStatusCounts(filters: InboxListQuery) {
  const { page: _page, status: _status, ...rest } = filters;
  const count = (status: InboxStatus) => ({ ...inboxQuery({ ...rest, status, pageSize: 1 }), placeholderData: keepPreviousData });
  const totals: Record<InboxStatus, number | undefined> = {
    new: useQuery(count('new')).data?.total,
    in_progress: useQuery(count('in_progress')).data?.total,
    answered: useQuery(count('answered')).data?.total,
    closed: useQuery(count('closed')).data?.total,
  };
  return INBOX_STATUSES.map((status) => ({ status, total: totals[status] }));
}

/** The inbox: filters in the address, server-side pages, counts per status, CSV export of the filtered list. */
export function InboxView({ me }: { me: StaffMe }) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const regions = useQuery(regionsQuery(locale));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(
    params,
    (regions.data?.items ?? []).map((region) => region.code),
  );
  const list = useQuery({ ...inboxQuery(filters), placeholderData: keepPreviousData });
  const counts = useStatusCounts(filters);
  const reauth = useReauth(me);
  const change = (next: InboxListQuery) => setParams(paramsFromFilters(next));

  const { page: _page, pageSize: _size, ...exportFilters } = filters;
  const download = () => window.location.assign(staffApi.inbox.exportUrl(exportFilters));
  const exportCsv = () => reauth.withReauth(t('reauth.forExport'), download);

  return (
    <Stack gap="md">
      <InboxFilters filters={filters} onChange={change} />
      <Group gap="xs" aria-label={t('inbox.counts')} role="group">
        {counts.map(({ status, total }) => (
          <Badge key={status} variant={filters.status === status ? 'filled' : 'light'} color="gray" data-testid={`count-${status}`}>
            {t(`statuses.${status}`)}: {total ?? '…'}
          </Badge>
        ))}
      </Group>
      {list.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} busy={list.isFetching} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" role="status" data-testid="inbox-total">
              {t('inbox.total', { count: list.data.total })}
            </Text>
            <Button variant="default" onClick={exportCsv} disabled={list.data.total === 0} data-testid="inbox-export">
              {t('inbox.export')}
            </Button>
          </Group>
          {list.data.items.length === 0 ? (
            <Alert variant="light" color="gray" data-testid="inbox-empty">
              {t('inbox.empty')}
            </Alert>
          ) : (
            <InboxTable items={list.data.items} caption={t('inbox.caption', { page: list.data.page, pages: list.data.totalPages })} />
          )}
          {list.data.totalPages > 1 ? (
            <Pagination
              total={list.data.totalPages}
              value={list.data.page}
              onChange={(page) => change({ ...filters, page })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            />
          ) : null}
        </>
      )}
      {reauth.dialog}
    </Stack>
  );
}
