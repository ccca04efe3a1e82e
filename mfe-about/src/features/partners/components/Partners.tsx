import { Card, LazyImage, SimpleGrid, Text, useTranslation, fallbackLang, UzbekFallbackNote } from '@tax/shared';
import type { PartnerListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/** Partners with their logos and sites. */
export function Partners({ items }: { items: PartnerListResponse['items'] }) {
  const { t } = useTranslation('about');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {items.map((partner) => (
        <Card key={partner.slug} withBorder radius="md" padding="md">
          <LazyImage
            src={partner.logo.url}
            width={partner.logo.width}
            height={partner.logo.height}
            alt={partner.logo.alt}
            style={{ maxHeight: 80, width: 'auto' }}
          />
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
