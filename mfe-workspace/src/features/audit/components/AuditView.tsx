import { useState } from 'react';
import {
  Alert,
  ErrorState,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
  keepPreviousData,
  queryOptions,
  useLocale,
  useQuery,
  useSearchParams,
  useTranslation,
} from '@tax/shared';
import { DATES_LOCALE, DatePickerInput, DatesProvider, Pagination, Select, Table } from '@tax/shared/workspace-ui';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditEntry, type AuditQuery } from '@tax/shared/staff-api';
import { accountsQuery, staffApi } from '../../../lib/api/staff.ts';
import { useDateTime } from '../../../lib/format.ts';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = 50;

const auditQuery = (query: AuditQuery) =>
  queryOptions({ queryKey: ['workspace', 'audit', query] as const, queryFn: ({ signal }) => staffApi.audit(query, { signal }) });

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The audit log's filters from the address; what the API would refuse is dropped. */
export function auditFilters(params: URLSearchParams): AuditQuery {
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const actor = params.get('actor');
  const query: AuditQuery = {
    action: oneOf(params.get('action'), AUDIT_ACTIONS),
    targetKind: oneOf(params.get('targetKind'), AUDIT_TARGET_KINDS),
    actor: actor && UUID.test(actor) ? actor : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    pageSize: PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditQuery;
}

function detailText(entry: AuditEntry): string {
  if (!entry.detail) return '';
  return Object.entries(entry.detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** Every staff action, newest first (admins): who, what, on what, when, from where. */
export function AuditView() {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const filters = auditFilters(params);
  const [today] = useState(() => new Date());
  const log = useQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  const accounts = useQuery(accountsQuery());
  const set = (patch: Partial<AuditQuery>) => {
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...filters, page: undefined, ...patch }))
      if (key !== 'pageSize' && value !== undefined && value !== '' && !(key === 'page' && Number(value) <= 1)) next[key] = String(value);
    setParams(next);
  };
  const any = { value: '', label: t('audit.any') };
  return (
    <Stack gap="md">
      <DatesProvider settings={{ locale: DATES_LOCALE[locale], firstDayOfWeek: 1 }}>
        <form role="search" aria-label={t('audit.filters')} onSubmit={(event) => event.preventDefault()}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Select
              label={t('audit.action')}
              data={[any, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))]}
              value={filters.action ?? ''}
              onChange={(value) => set({ action: (value || undefined) as AuditQuery['action'] })}
              allowDeselect={false}
              searchable
              data-testid="audit-action"
            />
            <Select
              label={t('audit.target')}
              data={[any, ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: t(`targets.${kind}`) }))]}
              value={filters.targetKind ?? ''}
              onChange={(value) => set({ targetKind: (value || undefined) as AuditQuery['targetKind'] })}
              allowDeselect={false}
            />
            <Select
              label={t('audit.actor')}
              data={[
                any,
                ...(accounts.data?.items ?? []).map((account) => ({ value: account.id, label: `${account.name} (${account.email})` })),
              ]}
              value={filters.actor ?? ''}
              onChange={(value) => set({ actor: value || undefined })}
              allowDeselect={false}
              searchable
            />
            <DatePickerInput
              type="range"
              label={t('audit.dates')}
              placeholder={t('inbox.anyDate')}
              clearable
              allowSingleDateInRange
              valueFormat="DD.MM.YYYY"
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => {
                if (from && !to) return;
                set({ from: from ?? undefined, to: to ?? undefined });
              }}
              maxDate={today}
            />
          </SimpleGrid>
        </form>
      </DatesProvider>
      {log.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : log.isError ? (
        <ErrorState onRetry={() => void log.refetch()} busy={log.isFetching} />
      ) : log.data.items.length === 0 ? (
        <Alert variant="light" color="gray">
          {t('audit.empty')}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('audit.total', { count: log.data.total })}
          </Text>
          <TableScroll label={t('pages.workspace-audit.title')}>
            <Table striped withTableBorder verticalSpacing="xs" data-testid="audit-table">
              <Table.Caption>{t('inbox.caption', { page: log.data.page, pages: log.data.totalPages })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.when')}</Table.Th>
                  <Table.Th scope="col">{t('audit.actor')}</Table.Th>
                  <Table.Th scope="col">{t('audit.action')}</Table.Th>
                  <Table.Th scope="col">{t('audit.target')}</Table.Th>
                  <Table.Th scope="col">{t('audit.address')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-row" data-action={entry.action} data-target={entry.targetLabel ?? ''}>
                    <Table.Td>{dateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.actor ? `${entry.actor.name} (${entry.actor.email})` : (entry.actorEmail ?? '—')}</Table.Td>
                    <Table.Td>
                      {t(`actions.${entry.action}`)}
                      {entry.detail ? (
                        <Text size="xs" c="dimmed">
                          {detailText(entry)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {entry.targetKind ? t(`targets.${entry.targetKind}`) : '—'}
                      {entry.targetLabel ? ` · ${entry.targetLabel}` : ''}
                    </Table.Td>
                    <Table.Td>{entry.address}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {log.data.totalPages > 1 ? (
            <Pagination
              total={log.data.totalPages}
              value={log.data.page}
              onChange={(page) => set({ page })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
