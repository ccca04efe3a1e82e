import {
  Button,
  Group,
  PageFrame,
  PreviewNotice,
  usePreviewToken,
  QueryState,
  Stack,
  Text,
  VisuallyHidden,
  formatMoney,
  LocalizedLink,
  useLocale,
  useSearchParams,
  useTranslation,
  fallbackLang,
} from '@tax/shared';
import { useServices, useServicesPreviewed, type Service } from '../features/services/api/get-services.ts';
import { isSortKey, priceListCsv, sortServices, type SortDirection, type SortKey } from '../features/services/hooks/catalogue.ts';
import classes from '../features/services/components/services.module.css';

const COLUMNS: readonly SortKey[] = ['name', 'category', 'price'];

/** `/services/prices`: the full price list as a sortable table; printable, and downloadable as CSV. */
export default function PriceListPage() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const preview = usePreviewToken();
  const query = useServices(locale, preview);
  const previewed = useServicesPreviewed(locale, preview);
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const key: SortKey = isSortKey(sortParam) ? sortParam : 'name';
  const direction: SortDirection = params.get('dir') === 'descending' ? 'descending' : 'ascending';

  const sortBy = (column: SortKey) => {
    const nextDirection: SortDirection = column === key && direction === 'ascending' ? 'descending' : 'ascending';
    setParams({ sort: column, dir: nextDirection }, { replace: true, preventScrollReset: true });
  };

  const download = (items: Service[]) => {
    const csv = priceListCsv(items, (category) => t(`common.category.${category}`));
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('prices.csvFile')}-${locale}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const columnLabel = (column: SortKey) => t(`prices.${column}`);

  return (
    <PageFrame
      title={t('pages.services-prices.title')}
      description={t('pages.services-prices.description')}
      intro={t('pages.services-prices.intro')}
    >
      <div data-print-page="" className={classes.printPage}>
        <PreviewNotice preview={previewed} />
        <QueryState query={query} isEmpty={(items) => items.length === 0} lines={10}>
          {(items) => {
            const rows = sortServices(items, key, direction, locale);
            return (
              <Stack gap="md" mt="lg">
                <Group gap="sm" className="no-print">
                  <Button onClick={() => download(rows)} data-download="csv">
                    {t('prices.csv')}
                  </Button>
                  <Button variant="outline" onClick={() => window.print()}>
                    {t('prices.print')}
                  </Button>
                  <Button component={LocalizedLink} to="services-calculator" variant="subtle">
                    {t('common.calculator')}
                  </Button>
                </Group>
                <Text size="sm" role="status" aria-live="polite" className="no-print">
                  {t('prices.sortedBy', { column: columnLabel(key), direction: t(`prices.${direction}`) })}
                </Text>
                <div className={classes.tableWrap}>
                  <table className={classes.table}>
                    <caption id="price-list-caption">{t('prices.caption')}</caption>
                    <thead>
                      <tr>
                        {COLUMNS.map((column) => (
                          <th
                            key={column}
                            scope="col"
                            aria-sort={column === key ? direction : undefined}
                            className={column === 'price' ? classes.numeric : undefined}
                          >
                            <button type="button" className={classes.sortButton} onClick={() => sortBy(column)} data-sort={column}>
                              {columnLabel(column)}
                              <span aria-hidden="true" className={classes.sortIcon}>
                                {column === key ? (direction === 'ascending' ? '▲' : '▼') : '↕'}
                              </span>
                              <VisuallyHidden>{column === key ? ` (${t(`prices.${direction}`)})` : ''}</VisuallyHidden>
                            </button>
                          </th>
                        ))}
                        <th scope="col" className={classes.unitHeader}>
                          {t('prices.unit')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((service) => (
                        <tr key={service.slug} data-service={service.slug}>
                          <th scope="row" lang={fallbackLang(service)} className={classes.rowHeader}>
                            <LocalizedLink to="services-slug" params={{ slug: service.slug }}>
                              {service.servicename}
                            </LocalizedLink>
                          </th>
                          {/* data-label: on a phone each row is a card whose cells say what they are (CSS). */}
                          <td data-label={columnLabel('category')}>{t(`common.category.${service.category}`)}</td>
                          <td className={classes.numeric} data-price={service.servicename_sum} data-label={columnLabel('price')}>
                            {formatMoney(service.servicename_sum, locale)}
                          </td>
                          <td lang={fallbackLang(service)} data-label={t('prices.unit')}>
                            {service.unit}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Stack>
            );
          }}
        </QueryState>
      </div>
    </PageFrame>
  );
}
