import { useEffect, useRef, useState } from 'react';
import { Button, Group, SimpleGrid, useDebouncedValue, useLocale, useQuery, useTranslation, regionsQuery } from '@tax/shared';
import { DATES_LOCALE, DatePickerInput, DatesProvider, Select, TextInput } from '@tax/shared/workspace-ui';
import { INBOX_KINDS, INBOX_STATUSES, type InboxListQuery } from '@tax/shared/staff-api';

export interface InboxFiltersProps {
  filters: InboxListQuery;
  onChange: (next: InboxListQuery) => void;
}

const toDay = (value: string | null) => value ?? undefined;

/** Kind, status, dates, region, language, assignment and words: each change asks the server for its first page. */
export function InboxFilters({ filters, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('workspace');
  const locale = useLocale();
  const regions = useQuery(regionsQuery(locale));
  const [q, setQ] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(q, 400);
  const [today] = useState(() => new Date());
  const set = (patch: Partial<InboxListQuery>) => onChange({ ...filters, ...patch, page: undefined });

  // Only the typed words, once typing pauses, start a search; the other filters change through `set` at once.
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
    <DatesProvider settings={{ locale: DATES_LOCALE[locale], firstDayOfWeek: 1 }}>
      <form role="search" aria-label={t('inbox.filters')} onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('inbox.search')}
            description={t('inbox.searchHint')}
            type="search"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={200}
            data-testid="inbox-search"
          />
          <Select
            label={t('inbox.kind')}
            data={[any(t('inbox.anyKind')), ...INBOX_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))]}
            value={filters.kind ?? ''}
            onChange={(value) => set({ kind: (value || undefined) as InboxListQuery['kind'] })}
            allowDeselect={false}
            data-testid="filter-kind"
          />
          <Select
            label={t('inbox.status')}
            data={[any(t('inbox.anyStatus')), ...INBOX_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))]}
            value={filters.status ?? ''}
            onChange={(value) => set({ status: (value || undefined) as InboxListQuery['status'] })}
            allowDeselect={false}
            data-testid="filter-status"
          />
          <DatePickerInput
            type="range"
            label={t('inbox.dates')}
            placeholder={t('inbox.anyDate')}
            clearable
            allowSingleDateInRange
            valueFormat="DD.MM.YYYY"
            value={[filters.from ?? null, filters.to ?? null]}
            onChange={([from, to]) => {
              if (from && !to) return;
              set({ from: toDay(from), to: toDay(to) });
            }}
            maxDate={today}
          />
          <Select
            label={t('inbox.region')}
            data={[any(t('inbox.anyRegion')), ...(regions.data?.items ?? []).map((region) => ({ value: region.code, label: region.name }))]}
            value={filters.region ?? ''}
            onChange={(value) => set({ region: (value || undefined) as InboxListQuery['region'] })}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('inbox.language')}
            data={[
              any(t('inbox.anyLanguage')),
              ...(['uz', 'ru', 'en'] as const).map((code) => ({ value: code, label: t(`languages.${code}`) })),
            ]}
            value={filters.language ?? ''}
            onChange={(value) => set({ language: (value || undefined) as InboxListQuery['language'] })}
            allowDeselect={false}
          />
          <Select
            label={t('inbox.assignee')}
            data={[any(t('inbox.anyone')), { value: 'me', label: t('inbox.mine') }, { value: 'none', label: t('inbox.unassigned') }]}
            value={filters.assignee ?? ''}
            onChange={(value) => set({ assignee: (value || undefined) as InboxListQuery['assignee'] })}
            allowDeselect={false}
            data-testid="filter-assignee"
          />
          <Group align="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setQ('');
                onChange({ pageSize: filters.pageSize });
              }}
            >
              {t('inbox.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </DatesProvider>
  );
}
