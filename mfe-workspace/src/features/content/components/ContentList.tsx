import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  ErrorState,
  Group,
  LoadingState,
  LocalizedLink,
  SimpleGrid,
  Stack,
  Text,
  keepPreviousData,
  useDebouncedValue,
  useQuery,
  useSearchParams,
  useTranslation,
} from '@tax/shared';
import { Pagination, Select, Table, TextInput } from '@tax/shared/workspace-ui';
import { EDITORIAL_LOCALE_STATES, EDITORIAL_REVIEW_STATES, EDITORIAL_TYPES, type EditorialType } from '@tax/shared/staff-api';
import { contentListQuery } from '../../../lib/api/editorial.ts';
import { TableScroll } from '../../../lib/components/TableScroll.tsx';
import { contentSlug } from '../../../lib/content-slug.ts';
import { useDateTime } from '../../../lib/format.ts';
import { contentFiltersFromParams, contentTypeFromParams, paramsFromContentFilters, type ContentFilters } from '../logic/list-filters.ts';
import { contentTypeUi, type ContentRow, type ContentTypeUi } from './content-types.tsx';
import { LocaleStates } from './LocaleStates.tsx';

/**
 * The content of one type (`?type=`, news by default; a link per type in EDITORIAL_TYPES): filters and words in the
 * address, pages from the server, each language's state per row, and the type's own columns.
 */
export function ContentList() {
  const { t } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const type = contentTypeFromParams(params);
  const ui = contentTypeUi(type);
  const { Cells } = ui;
  const filters = contentFiltersFromParams(params, ui.logic.filters);
  const list = useQuery({ ...contentListQuery(type, filters), placeholderData: keepPreviousData });
  const change = (next: ContentFilters) => setParams(paramsFromContentFilters(next, type));
  const dateTime = useDateTime();
  const columns = ui.columns(t);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <nav aria-label={t('content.types')}>
          <Group gap="xs">
            {EDITORIAL_TYPES.map((each) => (
              <TypeLink key={each} type={each} current={each === type} />
            ))}
          </Group>
        </nav>
        {ui.canCreate === false ? null : (
          <Button
            component={LocalizedLink}
            to="workspace-content-item"
            params={{ slug: contentSlug(type, null) }}
            data-testid="content-new"
          >
            {t(`content.newOf.${type}`)}
          </Button>
        )}
      </Group>
      <ContentFilterForm key={type} ui={ui} filters={filters} onChange={change} />
      {list.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} busy={list.isFetching} />
      ) : (
        <>
          <Text size="sm" role="status" data-testid="content-total">
            {t('content.total', { count: list.data.total })}
          </Text>
          {list.data.items.length === 0 ? (
            <Alert variant="light" color="gray" data-testid="content-empty">
              {t('content.empty')}
            </Alert>
          ) : (
            <TableScroll label={t(`content.typeNames.${type}`)}>
              <Table striped highlightOnHover withTableBorder verticalSpacing="xs" miw={760} data-testid="content-table">
                <Table.Caption>{t('inbox.caption', { page: list.data.page, pages: list.data.totalPages })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('content.fields.title')}</Table.Th>
                    {columns.map((label) => (
                      <Table.Th key={label} scope="col">
                        {label}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{t('content.languagesState')}</Table.Th>
                    <Table.Th scope="col">{t('content.updated')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((item) => (
                    <Table.Tr key={item.id} data-testid="content-row" data-slug={item.slug}>
                      <Table.Td>
                        <LocalizedLink to="workspace-content-item" params={{ slug: contentSlug(type, item.id) }} data-testid="content-open">
                          {item.title}
                        </LocalizedLink>
                        {item.gone ? (
                          <Text size="xs" c="dimmed">
                            {t('content.gone')}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Cells item={item as ContentRow} />
                      <Table.Td>
                        <LocaleStates status={item.status} />
                        {item.review ? (
                          <Text size="xs" data-testid="content-review" data-state={item.review.state}>
                            {t(`content.review.listState.${item.review.state}`, {
                              name: (item.review.state === 'requested' ? item.review.requestedBy : item.review.decidedBy)?.name ?? '—',
                              at: dateTime(item.review.decidedAt ?? item.review.requestedAt),
                            })}
                          </Text>
                        ) : null}
                        {item.nextSchedule ? (
                          <Text size="xs">
                            {t(`content.scheduleLine.${item.nextSchedule.action}`, { at: dateTime(item.nextSchedule.at) })}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{dateTime(item.updatedAt)}</Text>
                        <Text size="xs">{item.updatedBy?.name ?? '—'}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
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
    </Stack>
  );
}

/** A link to one type's list (the current one marked as the page shown). */
function TypeLink({ type, current }: { type: EditorialType; current: boolean }) {
  const { t } = useTranslation('workspace');
  return (
    <LocalizedLink
      to="workspace-content"
      query={type === 'news' ? {} : { type }}
      aria-current={current ? 'page' : undefined}
      data-testid={`content-type-${type}`}
    >
      <Text component="span" fw={current ? 700 : 400}>
        {t(`content.typeNames.${type}`)}
      </Text>
    </LocalizedLink>
  );
}

function ContentFilterForm({
  ui,
  filters,
  onChange,
}: {
  ui: ContentTypeUi;
  filters: ContentFilters;
  onChange: (next: ContentFilters) => void;
}) {
  const { Filters } = ui;
  const { t } = useTranslation('workspace');
  const [q, setQ] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(q, 400);
  const set = (patch: Partial<ContentFilters>) => onChange({ ...filters, ...patch, page: undefined });
  // Only typed words wait for a pause; the selects change the list at once.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    const { filters: now, onChange: change } = latest.current;
    const words = debounced.trim() || undefined;
    if (words !== now.q) change({ ...now, q: words, page: undefined });
  }, [debounced]);
  const any = (label: string) => ({ value: '', label });
  return (
    <form role="search" aria-label={t('content.filters')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={t('content.search')}
          type="search"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          maxLength={200}
          data-testid="content-search"
        />
        <Select
          label={t('content.state')}
          data={[
            any(t('content.anyState')),
            ...EDITORIAL_LOCALE_STATES.map((state) => ({ value: state, label: t(`content.states.${state}`) })),
          ]}
          value={filters.state ?? ''}
          onChange={(value) => set({ state: (value || undefined) as ContentFilters['state'] })}
          allowDeselect={false}
          data-testid="content-filter-state"
        />
        <Select
          label={t('content.inLanguage')}
          data={[any(t('content.anyLanguage')), ...(['uz', 'ru', 'en'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))]}
          value={filters.locale ?? ''}
          onChange={(value) => set({ locale: (value || undefined) as ContentFilters['locale'] })}
          allowDeselect={false}
          data-testid="content-filter-locale"
        />
        <Select
          label={t('content.review.filter')}
          data={[
            any(t('content.review.anyReview')),
            ...EDITORIAL_REVIEW_STATES.map((state) => ({ value: state, label: t(`content.review.states.${state}`) })),
          ]}
          value={filters.review ?? ''}
          onChange={(value) => set({ review: (value || undefined) as ContentFilters['review'] })}
          allowDeselect={false}
          data-testid="content-filter-review"
        />
        {Filters ? <Filters filters={filters} set={set} /> : null}
      </SimpleGrid>
    </form>
  );
}
