import {
  Anchor,
  Badge,
  Card,
  Group,
  Stack,
  Text,
  Title,
  formatMoney,
  LocalizedLink,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
} from '@tax/shared';
import type { Service } from '../api/get-services.ts';
import classes from './services.module.css';

/** A service in a list: its name (the link to its page), what it is, and its price in so'm. */
export function ServiceCard({ service, headingLevel = 2 }: { service: Service; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  return (
    <Card withBorder radius="md" padding="lg" component="li" data-service={service.slug} className={classes.card}>
      <Stack gap="xs" h="100%">
        <Badge variant="filled" color={service.category === 'business' ? 'indigo.9' : 'teal.9'} className={classes.badge}>
          {t(`common.category.${service.category}`)}
        </Badge>
        <div lang={fallbackLang(service)}>
          <Title order={headingLevel} size="h4" mb={6}>
            <Anchor component={LocalizedLink} to="services-slug" params={{ slug: service.slug }} className={classes.cardLink}>
              {service.servicename}
            </Anchor>
          </Title>
          <Text size="sm">{service.summary}</Text>
        </div>
        <UzbekFallbackNote translated={service.translated} />
        <Group gap={6} align="baseline" mt="auto" wrap="wrap">
          <Text fw={700} size="lg" data-price={service.servicename_sum}>
            {formatMoney(service.servicename_sum, locale)}
          </Text>
          <Text size="sm" lang={fallbackLang(service)}>
            {service.unit}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
