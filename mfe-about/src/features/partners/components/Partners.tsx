import { Card, Picture, SimpleGrid, Text, useTranslation, fallbackLang, UzbekFallbackNote } from '@tax/shared';
import type { PartnerListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/** Partners with their logos and sites. */
export function Partners({ items }: { items: PartnerListResponse['items'] }) {
  const { t } = useTranslation('about');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {items.map((partner) => (
        <Card key={partner.slug} withBorder radius="md" padding="md">
          {/* A logo is shown whole at most 80 px high: a wide one is about 320 px across. */}
          <Picture image={partner.logo} sizes="320px" className={classes.logo} />
          <Text fw={600} mt="xs">
            {partner.name}
          </Text>
          <Text size="sm" lang={fallbackLang(partner)}>
            {partner.description}
          </Text>
          <a href={partner.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {t('partners.site', { name: partner.name })}
          </a>
          <UzbekFallbackNote translated={partner.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
