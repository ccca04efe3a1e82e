import { SimpleGrid, useLocale, useTranslation, QueryState, regionsQuery, useQuery } from '@tax/shared';
import { Tabs } from '@tax/shared/layout';
import { OfficeCard } from './OfficeCard.tsx';
import { Section } from '../../../lib/Section.tsx';
import classes from '../../../lib/home.module.css';

/** Offices grouped as Tashkent city versus Karakalpakstan and the regions (each region's main centre). */
export function Locations() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useQuery(regionsQuery(locale));
  return (
    <Section id="locations" title={t('locations.title')} lead={t('locations.lead')}>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('locations.empty')} lines={6}>
        {(data) => (
          <Tabs defaultValue={data.groups[0]?.key ?? 'tashkent-city'} keepMounted={false}>
            <Tabs.List aria-label={t('locations.groups')} className={classes.tabList}>
              {data.groups.map((group) => (
                <Tabs.Tab key={group.key} value={group.key}>
                  {t(`locations.group.${group.key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.groups.map((group) => {
              const regions = group.regions
                .map((code) => data.items.find((item) => item.code === code))
                .filter((item) => item !== undefined);
              const offices =
                group.key === 'tashkent-city'
                  ? regions.flatMap((region) => region.offices)
                  : regions.flatMap((region) => region.offices.filter((office) => office.kind === 'centre').slice(0, 1));
              return (
                <Tabs.Panel key={group.key} value={group.key} pt="md" data-group={group.key}>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                    {offices.map((office) => (
                      <OfficeCard key={office.slug} office={office} />
                    ))}
                  </SimpleGrid>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </QueryState>
    </Section>
  );
}
