import {
  Badge,
  Card,
  LazyImage,
  SimpleGrid,
  Text,
  VisuallyHidden,
  formatDate,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
} from '@tax/shared';
import type { CertificateListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/** Licences and certificates: a preview of each, opening the full-size scan. */
export function Certificates({ items }: { items: CertificateListResponse['items'] }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {items.map((item) => (
        <Card key={item.slug} withBorder radius="md" padding="md" data-testid="certificate" className={classes.certificate}>
          <Card.Section>
            <a href={item.image.url} target="_blank" rel="noopener" aria-label={`${t('certificates.view')}: ${item.title}`}>
              <LazyImage
                src={item.image.url}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                style={{ width: '100%', display: 'block' }}
              />
            </a>
          </Card.Section>
          <Badge mt="sm" variant="light" color="blue.9">
            {t(`certificates.kind.${item.kind}`)}
          </Badge>
          <Text fw={600} size="sm" mt={4} lang={fallbackLang(item)}>
            {item.title}
          </Text>
          <Text size="sm" lang={fallbackLang(item)}>
            {item.issuer}
          </Text>
          <Text size="sm">
            № {item.number} · {formatDate(item.issued, locale)}
          </Text>
          <Text size="sm">
            {item.validUntil ? t('certificates.validUntil', { date: formatDate(item.validUntil, locale) }) : t('certificates.permanent')}
          </Text>
          <a href={item.image.url} target="_blank" rel="noopener" className={classes.link}>
            {t('certificates.open')}
            <VisuallyHidden component="span"> ({t('common.newWindow')})</VisuallyHidden>
          </a>
          <UzbekFallbackNote translated={item.translated} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
