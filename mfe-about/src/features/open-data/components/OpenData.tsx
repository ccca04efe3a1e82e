import { api, formatDate, formatNumber, useLocale, useTranslation, fallbackLang, UzbekFallbackNote } from '@tax/shared';
import type { OpenDataListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/** Open data sets: description, formats, last update and the CSV/JSON downloads. */
export function OpenData({ items }: { items: OpenDataListResponse['items'] }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table} data-testid="open-data" aria-labelledby="open-data-title">
        <thead>
          <tr>
            <th scope="col">{t('openData.set')}</th>
            <th scope="col">{t('openData.updated')}</th>
            <th scope="col">{t('openData.rows')}</th>
            <th scope="col">{t('openData.download')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((set) => (
            <tr key={set.slug}>
              <td>
                <strong lang={fallbackLang(set)}>{set.title}</strong>
                <div lang={fallbackLang(set)}>{set.description}</div>
                <UzbekFallbackNote translated={set.translated} />
              </td>
              <td>{formatDate(set.updated, locale)}</td>
              <td>{formatNumber(set.rows, locale)}</td>
              <td>
                {(['csv', 'json'] as const).map((format) => (
                  <div key={format}>
                    <a
                      href={api.company.openDataUrl(set.slug, format, locale)}
                      download
                      className={classes.link}
                      aria-label={`${set.title}, ${format.toUpperCase()}`}
                    >
                      {format.toUpperCase()}
                    </a>
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
