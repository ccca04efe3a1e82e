import {
  Group,
  LocalizedLink,
  PageFrame,
  QueryState,
  Text,
  useLocale,
  useSearchParams,
  useTranslation,
  UzbekFallbackNote,
  regionsQuery,
  useQuery,
  useEarlyInput,
} from '@tax/shared';
import { useRef } from 'react';
import { useVacancies } from '../features/vacancies/api/get-vacancies.ts';
import { vacancyFilterFrom } from '../features/vacancies/hooks/vacancy-filter.ts';
import { VacancyCards } from '../features/vacancies/components/VacancyCards.tsx';
import { classes } from '../lib/Section.tsx';

/** /vacancy: open positions first, filterable by region (kept in the address: ?region=…). */
export default function VacanciesPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const filter = vacancyFilterFrom(search);
  const vacancies = useVacancies(filter, locale);
  const regions = useQuery(regionsQuery(locale));
  const page = filter.page ?? 1;
  const totalPages = vacancies.data?.totalPages ?? 1;
  // A region chosen before the page's scripts ran applies once they run.
  const filterRef = useRef<HTMLDivElement>(null);
  useEarlyInput(filterRef);
  return (
    <PageFrame title={t('pages.vacancy.title')} description={t('pages.vacancy.description')} intro={t('pages.vacancy.intro')}>
      <Group ref={filterRef} my="md" gap="sm" align="center">
        <label htmlFor="vacancy-region">{t('vacancy.region')}</label>
        <select
          id="vacancy-region"
          className={classes.select}
          value={filter.region ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            if (event.currentTarget.value) next.set('region', event.currentTarget.value);
            else next.delete('region');
            next.delete('page');
            setSearch(next, { preventScrollReset: true });
          }}
        >
          <option value="">{t('vacancy.allRegions')}</option>
          {(regions.data?.items ?? []).map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
      </Group>
      <div aria-live="polite" aria-busy={vacancies.isFetching}>
        <QueryState query={vacancies} isEmpty={(data) => data.items.length === 0} empty={t('vacancy.noneInRegion')} lines={6}>
          {(data) => (
            <>
              <Text mb="sm" data-testid="vacancy-count">
                {t('vacancy.count', { count: data.total })}
              </Text>
              <UzbekFallbackNote translated={data.items.every((item) => item.translated)} />
              <VacancyCards items={data.items} />
            </>
          )}
        </QueryState>
      </div>
      {totalPages > 1 ? (
        <nav aria-label={t('vacancy.pages')}>
          <Group gap="md" mt="lg">
            {page > 1 ? (
              <LocalizedLink to="vacancy" query={{ region: filter.region, page: page - 1 }} className={classes.link}>
                {t('vacancy.previous')}
              </LocalizedLink>
            ) : null}
            <Text>{t('vacancy.pageOf', { page, total: totalPages })}</Text>
            {page < totalPages ? (
              <LocalizedLink to="vacancy" query={{ region: filter.region, page: page + 1 }} className={classes.link}>
                {t('vacancy.next')}
              </LocalizedLink>
            ) : null}
          </Group>
        </nav>
      ) : null}
    </PageFrame>
  );
}
