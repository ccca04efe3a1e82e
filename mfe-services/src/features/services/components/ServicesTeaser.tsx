import {
  Anchor,
  Button,
  Card,
  Group,
  QueryState,
  SimpleGrid,
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
import { useServices } from '../api/get-services.ts';
import classes from './services.module.css';

export interface ServicesTeaserProps {
  /** How many of the most used services to show (4 by default). */
  limit?: number;
}

/** The most used services with their prices, and links to the calculator and to every service. */
export function ServicesTeaser({ limit = 4 }: ServicesTeaserProps) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const query = useServices(locale);
  return (
    <section aria-labelledby="services-teaser-title" className={classes.teaser} data-widget="services/ServicesTeaser">
      <Title order={2} id="services-teaser-title" mb="md">
        {t('teaser.title')}
      </Title>
      <QueryState query={query} isEmpty={(items) => items.length === 0} empty={t('list.empty')} lines={4}>
        {(items) => {
          const top = [...items].sort((a, b) => b.popularity - a.popularity).slice(0, Math.max(1, limit));
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(4, top.length) }} spacing="md">
                {top.map((service) => (
                  <Card key={service.slug} withBorder radius="md" padding="md" component="article" data-service={service.slug}>
                    <Stack gap={6} lang={fallbackLang(service)} h="100%">
                      <Title order={3} size="h5">
                        <Anchor component={LocalizedLink} to="services-slug" params={{ slug: service.slug }} className={classes.cardLink}>
                          {service.servicename}
                        </Anchor>
                      </Title>
                      <Text fw={700} size="lg" data-price={service.servicename_sum}>
                        {formatMoney(service.servicename_sum, locale)}
                      </Text>
                      <Text size="sm">{service.unit}</Text>
                    </Stack>
                    <UzbekFallbackNote translated={service.translated} />
                  </Card>
                ))}
              </SimpleGrid>
              <Group mt="md" gap="sm">
                <Button component={LocalizedLink} to="services-calculator">
                  {t('teaser.calculator')}
                </Button>
                <Button component={LocalizedLink} to="services" variant="outline">
                  {t('teaser.all')}
                </Button>
              </Group>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
