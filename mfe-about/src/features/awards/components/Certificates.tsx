import {
  Badge,
  Card,
  Picture,
  SimpleGrid,
  Text,
  VisuallyHidden,
  formatDate,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  hasExpired,
  useTashkentToday,
} from '@tax/shared';
import type { CertificateListResponse } from '@tax/shared/contract';
import { classes } from '../../../lib/Section.tsx';

/**
 * Licences and certificates: a preview of each, opening the full-size scan. A document past its last valid day
 * (Tashkent calendar day) says it has expired instead of "valid until"; `asOf` is when the list was fetched (its
 * query's `dataUpdatedAt`), so the server and the hydrating browser agree on the day (see `useTashkentToday`).
 */
export function Certificates({ items, asOf }: { items: CertificateListResponse['items']; asOf: number }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const today = useTashkentToday(asOf);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {items.map((item) => (
        <Card key={item.slug} withBorder radius="md" padding="md" data-testid="certificate" className={classes.certificate}>
          <Card.Section>
            <a href={item.image.url} target="_blank" rel="noopener" aria-label={`${t('certificates.view')}: ${item.title}`}>
              {/* Two to a row on a phone, four from 992 px (the container is at most about 1200 px). */}
              <Picture image={item.image} sizes="(min-width: 992px) 300px, 50vw" className={classes.scan} />
            </a>
          </Card.Section>
          <Badge mt="sm" variant="light" color="blue.9" className={classes.kindBadge}>
            {t(`certificates.kind.${item.kind}`)}
          </Badge>
          <Text fw={600} size="sm" mt={4} lang={fallbackLang(item)}>
            {item.title}
          </Text>
          <Text size="sm" lang={fallbackLang(item)}>
            {item.issuer}
          </Text>
          <Text size="sm">
            {t('certificates.number', { number: item.number })} · {t('certificates.issued', { date: formatDate(item.issued, locale) })}
          </Text>
          {item.validUntil && hasExpired(item.validUntil, today) ? (
            // Said in words, not by colour alone.
            <Text size="sm" fw={700} className={classes.expired} data-testid="certificate-expired">
              {t('certificates.expired', { date: formatDate(item.validUntil, locale) })}
            </Text>
          ) : (
            <Text size="sm">
              {item.validUntil ? t('certificates.validUntil', { date: formatDate(item.validUntil, locale) }) : t('certificates.permanent')}
            </Text>
          )}
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
