import {
  Anchor,
  Button,
  Group,
  QueryState,
  SimpleGrid,
  Text,
  Title,
  formatMoney,
  LocalizedLink,
  useLocale,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
} from '@tax/shared';
import { useBusinessServices } from '../api/get-business-services.ts';
import classes from './business.module.css';

/** The services for businesses with their prices, on the business page. */
export function BusinessServices() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const query = useBusinessServices(locale);
  return (
    <section aria-labelledby="business-services">
      <Title order={2} id="business-services" mb="md">
        {t('business.servicesTitle')}
      </Title>
      <QueryState query={query} isEmpty={(items) => items.length === 0} lines={5}>
        {(items) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.list}>
            {items.map((service) => (
              <li key={service.slug} className={classes.serviceRow} data-service={service.slug}>
                <div lang={fallbackLang(service)}>
                  <Anchor component={LocalizedLink} to="services-slug" params={{ slug: service.slug }} className={classes.link}>
                    {service.servicename}
                  </Anchor>
                  <Text size="sm">{service.unit}</Text>
                </div>
                <Text fw={700} className={classes.amount} data-price={service.servicename_sum}>
                  {formatMoney(service.servicename_sum, locale)}
                </Text>
                <UzbekFallbackNote translated={service.translated} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Group gap="sm" mt="md">
        <Button component={LocalizedLink} to="services" query={{ category: 'business' }} variant="outline">
          {t('common.allServices')}
        </Button>
        <Button component={LocalizedLink} to="services-calculator" variant="outline">
          {t('common.calculator')}
        </Button>
      </Group>
    </section>
  );
}
