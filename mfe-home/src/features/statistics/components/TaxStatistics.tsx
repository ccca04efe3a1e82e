import {
  Text,
  formatDate,
  formatNumber,
  useLocale,
  useTranslation,
  type Locale,
  FallbackText,
  UzbekFallbackNote,
  QueryState,
} from '@tax/shared';
import { Tabs } from '@tax/shared/layout';
import { useTaxStatistics } from '../api/get-tax-statistics.ts';
import { chartGeometry } from '../hooks/chart.ts';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

type Series = { key: string; title: string; unit: string; translated: boolean; points: { month: string; value: number }[] };

const monthLabel = (month: string, locale: Locale, short = false) =>
  formatDate(`${month}-15`, locale, short ? { month: 'short', year: '2-digit' } : { month: 'long', year: 'numeric' });

function Chart({ series }: { series: Series }) {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const geometry = chartGeometry(
    series.points.map((point) => point.value),
    { width: 640, height: 240, pad: 8 },
  );
  const first = series.points[0];
  const last = series.points.at(-1);
  const captionId = `chart-${series.key}-caption`;
  return (
    <figure className={classes.figure} data-chart={series.key}>
      <figcaption id={captionId}>
        <FallbackText translated={series.translated}>{series.title}</FallbackText> ({series.unit})
      </figcaption>
      <UzbekFallbackNote translated={series.translated} />
      <svg
        viewBox="0 0 640 240"
        role="img"
        aria-labelledby={captionId}
        aria-describedby={`${captionId}-summary`}
        className={classes.chart}
        preserveAspectRatio="none"
      >
        {geometry.gridLines.map((y) => (
          <line key={y} x1="0" x2="640" y1={y} y2={y} className={classes.gridLine} />
        ))}
        {geometry.bars.map((bar, index) => (
          <rect
            key={series.points[index]?.month}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx="2"
            className={classes.bar}
          />
        ))}
        <polyline points={geometry.line} className={classes.line} />
      </svg>
      <div className={classes.axis} aria-hidden="true">
        <span>{first ? monthLabel(first.month, locale, true) : ''}</span>
        <span>
          {formatNumber(geometry.min, locale)} – {formatNumber(geometry.max, locale)}
        </span>
        <span>{last ? monthLabel(last.month, locale, true) : ''}</span>
      </div>
      <Text size="sm" id={`${captionId}-summary`}>
        {first && last
          ? t('stats.summary', {
              from: monthLabel(first.month, locale),
              to: monthLabel(last.month, locale),
              min: formatNumber(geometry.min, locale),
              max: formatNumber(geometry.max, locale),
              last: formatNumber(last.value, locale),
            })
          : ''}
      </Text>
      <details className={classes.tableToggle}>
        <summary>{t('stats.showTable')}</summary>
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <caption>
              <FallbackText translated={series.translated}>{series.title}</FallbackText>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.month')}</th>
                <th scope="col">
                  {t('stats.value')} ({series.unit})
                </th>
              </tr>
            </thead>
            <tbody>
              {series.points.map((point) => (
                <tr key={point.month}>
                  <th scope="row">{monthLabel(point.month, locale)}</th>
                  <td>{formatNumber(point.value, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Monthly tax statistics: a chart per series, each also readable as a table. */
export function TaxStatistics() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useTaxStatistics(locale);
  return (
    <Section id="tax-statistics" title={t('stats.title')} lead={t('stats.lead')}>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('stats.empty')} lines={6}>
        {(data) => (
          <Tabs defaultValue={data.items[0]?.key ?? ''} keepMounted={false}>
            <Tabs.List aria-label={t('stats.choose')} className={classes.tabList}>
              {data.items.map((series) => (
                <Tabs.Tab key={series.key} value={series.key} lang={series.translated ? undefined : 'uz'}>
                  {series.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.items.map((series) => (
              <Tabs.Panel key={series.key} value={series.key} pt="md">
                <Chart series={series} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryState>
    </Section>
  );
}
