import { useState, type KeyboardEvent } from 'react';
import { Text, useLocale, useTranslation, FallbackText, QueryState, regionsQuery, useQuery } from '@tax/shared';
import { GRID, REGION_TILES } from '../hooks/region-tiles.ts';
import { OfficeCard } from './OfficeCard.tsx';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/**
 * A schematic, clickable map of the 14 regions with a list alternative; a chosen region shows its centres.
 * Nothing is chosen at first: Tashkent city chosen by default repeated, card for card, the Offices block below.
 * The tiles' labels are shown only where the map is drawn wide enough for them to be read (home.module.css); where
 * it is not, each tile shows its number in the list of regions below the map, which names every region.
 */
export function RegionsMap() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useQuery(regionsQuery(locale));
  const [selected, setSelected] = useState<string | null>(null);
  const { cell, gap, columns, rows } = GRID;
  return (
    <Section id="regions-map" title={t('map.title')} lead={t('map.lead')}>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('map.empty')} lines={6}>
        {(data) => {
          const region = selected ? data.items.find((item) => item.code === selected) : undefined;
          const choose = (code: string) => setSelected(code);
          const onKey = (code: string) => (event: KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(code);
            }
          };
          return (
            // Side by side only where the map still draws its labels 11 px or more (see .mapLayout).
            <div className={classes.mapLayout}>
              <div className={classes.mapBox}>
                <svg viewBox={`0 0 ${columns * cell} ${rows * cell}`} className={classes.map} role="group" aria-label={t('map.svgLabel')}>
                  {data.items.map((item, index) => {
                    const tile = REGION_TILES[item.code];
                    if (!tile) return null;
                    const x = tile.x * cell + gap / 2;
                    const y = tile.y * cell + gap / 2;
                    const w = tile.w * cell - gap;
                    const h = tile.h * cell - gap;
                    const active = item.code === region?.code;
                    const short = t(`map.short.${item.code}`);
                    // The tile shows a short label, or its number where the map is drawn too small to read the label;
                    // its name holds both, then the full name, so it never depends on which one is shown.
                    const label = `${index + 1}. ${item.name === short ? short : `${short} — ${item.name}`}`;
                    return (
                      <g
                        key={item.code}
                        role="button"
                        tabIndex={0}
                        aria-pressed={active}
                        aria-label={label}
                        className={classes.tile}
                        data-region={item.code}
                        data-active={active}
                        onClick={() => choose(item.code)}
                        onKeyDown={onKey(item.code)}
                      >
                        <rect x={x} y={y} width={w} height={h} rx="6" />
                        <text x={x + w / 2} y={y + h / 2} textAnchor="middle" dominantBaseline="central" className={classes.tileName}>
                          {short}
                        </text>
                        {/* Where the names cannot be read (a phone), the tile's number in the list below names it. */}
                        <text x={x + w / 2} y={y + h / 2} textAnchor="middle" dominantBaseline="central" className={classes.tileNumber}>
                          {index + 1}
                        </text>
                      </g>
                    );
                  })}
                </svg>
                <Text size="sm" mt="xs">
                  {t('map.schematic')}
                </Text>
                <details className={classes.tableToggle} open>
                  <summary>{t('map.listTitle')}</summary>
                  <ul className={classes.regionList}>
                    {data.items.map((item, index) => (
                      <li key={item.code}>
                        <button
                          type="button"
                          aria-pressed={item.code === region?.code}
                          onClick={() => choose(item.code)}
                          className={classes.regionButton}
                          data-region-button={item.code}
                        >
                          <span className={classes.regionNumber} aria-hidden="true">
                            {index + 1}
                          </span>
                          <FallbackText translated={item.translated}>{item.name}</FallbackText>
                        </button>
                      </li>
                    ))}
                  </ul>
                </details>
              </div>
              <div aria-live="polite" data-testid="region-panel">
                {region ? (
                  <>
                    <h3 className={classes.panelTitle}>
                      <FallbackText translated={region.translated}>{region.name}</FallbackText>
                    </h3>
                    <Text size="sm">{t('map.centre', { centre: region.centre, offices: region.offices.length })}</Text>
                    <div className={classes.officeList}>
                      {region.offices.map((office) => (
                        <OfficeCard key={office.slug} office={office} headingLevel="h4" />
                      ))}
                    </div>
                  </>
                ) : (
                  <Text className={classes.panelHint} data-testid="region-none">
                    {t('map.none', { regions: data.items.length, offices: data.items.reduce((n, item) => n + item.offices.length, 0) })}
                  </Text>
                )}
              </div>
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
