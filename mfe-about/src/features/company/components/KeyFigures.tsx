import { SimpleGrid, Text, Title, VisuallyHidden, formatNumber, useLocale, useTranslation } from '@tax/shared';
import type { CompanyProfileResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

type Figure = CompanyProfileResponse['item']['keyFigures'][number];

const W = 320;
const H = 190;
const PAD = { top: 20, bottom: 24, left: 4, right: 4 };

/** One key figure over the years as a bar chart, with the same numbers as a table for screen readers. */
function FigureChart({ figure, index }: { figure: Figure; index: number }) {
  const locale = useLocale();
  const { t } = useTranslation('about');
  const max = Math.max(1, ...figure.points.map((point) => point.value));
  const step = (W - PAD.left - PAD.right) / Math.max(1, figure.points.length);
  const titleId = `key-figure-${index}`;
  const unit = t(`figures.units.${figure.unit}`, { defaultValue: figure.unit });
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {figure.title} ({unit})
      </Title>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" className={classes.chart} focusable="false">
        {figure.points.map((point, i) => {
          const height = ((H - PAD.top - PAD.bottom) * point.value) / max;
          const x = PAD.left + i * step + step * 0.15;
          const y = H - PAD.bottom - height;
          return (
            <g key={point.year}>
              <rect className="bar" x={x} y={y} width={step * 0.7} height={height} rx={2} style={{ fill: 'var(--mantine-color-blue-7)' }} />
              <text x={x + step * 0.35} y={y - 4} textAnchor="middle">
                {formatNumber(point.value, locale)}
              </text>
              <text x={x + step * 0.35} y={H - 8} textAnchor="middle">
                {point.year}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('figures.year')}</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {figure.points.map((point) => (
              <tr key={point.year}>
                <td>{point.year}</td>
                <td>{formatNumber(point.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

/** The graph of the enterprise's key figures. */
export function KeyFigures({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('about');
  if (figures.length === 0) return <Text>{t('common.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="key-figures">
      {figures.map((figure, index) => (
        <FigureChart key={figure.key} figure={figure} index={index} />
      ))}
    </SimpleGrid>
  );
}
