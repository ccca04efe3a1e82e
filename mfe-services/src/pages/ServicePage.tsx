import {
  Anchor,
  Button,
  Group,
  List,
  PageFrame,
  Paper,
  PreviewNotice,
  QueryState,
  SimpleGrid,
  Stack,
  Text,
  Title,
  formatMoney,
  LocalizedLink,
  useLocale,
  useParams,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  usePreviewToken,
} from '@tax/shared';
import { useService } from '../features/services/api/get-service.ts';
import { usePersonalProducts } from '../features/services/api/get-personal-products.ts';
import { useRegions } from '../features/services/api/get-regions.ts';
import type { Service } from '../features/services/api/get-services.ts';
import { calculatorQuery } from '../features/services/hooks/selection.ts';
import classes from '../features/services/components/services.module.css';

/** `/services/:slug`: what the service is, who it is for, what to bring, how long, its price, where, and how to order. */
export default function ServicePage() {
  const { slug = '' } = useParams();
  const locale = useLocale();
  const { t } = useTranslation('services');
  const preview = usePreviewToken();
  const query = useService(slug, locale, preview);
  const service = query.data?.item;
  return (
    <PageFrame
      title={service?.servicename ?? t('pages.services-slug.title')}
      description={service?.summary ?? t('pages.services-slug.description')}
      intro={service ? <span lang={fallbackLang(service)}>{service.summary}</span> : undefined}
    >
      <QueryState query={query} lines={8}>
        {({ item, preview: previewed }) => (
          <>
            <PreviewNotice preview={previewed} />
            <ServiceDetails service={item} preview={previewed ? preview : null} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** `preview`: the editor's token when the page is a preview (the calculator it links to then prices the draft). */
function ServiceDetails({ service, preview }: { service: Service; preview: string | null }) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const products = usePersonalProducts(locale);
  const product = products.data?.find((candidate) => candidate.serviceSlug === service.slug);
  const lang = fallbackLang(service);
  return (
    <Stack gap="xl" mt="lg" data-service={service.slug}>
      <UzbekFallbackNote translated={service.translated} />
      <div className={classes.detailGrid}>
        <Stack gap="lg" lang={lang}>
          <section aria-labelledby="service-what">
            <Title order={2} size="h3" id="service-what" mb="xs">
              {t('detail.what')}
            </Title>
            <Text>{service.description}</Text>
          </section>
          <section aria-labelledby="service-who">
            <Title order={2} size="h3" id="service-who" mb="xs">
              {t('detail.who')}
            </Title>
            <Text>{service.audience}</Text>
          </section>
          <section aria-labelledby="service-bring">
            <Title order={2} size="h3" id="service-bring" mb="xs">
              {t('detail.bring')}
            </Title>
            <List spacing={4}>
              {service.documents.map((document) => (
                <List.Item key={document}>{document}</List.Item>
              ))}
            </List>
          </section>
        </Stack>
        <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="service-price" className={classes.priceBox}>
          <Stack gap="sm">
            <Title order={2} size="h3" id="service-price">
              {t('detail.price')}
            </Title>
            <Text fz={28} fw={700} data-price={service.servicename_sum}>
              {formatMoney(service.servicename_sum, locale)}
            </Text>
            <Text size="sm" lang={lang}>
              {service.unit}
            </Text>
            <Title order={3} size="h5" mt="xs">
              {t('detail.duration')}
            </Title>
            <Text lang={lang} data-duration="">
              {service.duration}
            </Text>
            {product ? (
              <Button component={LocalizedLink} to="personal-product-slug" params={{ slug: product.slug }} mt="xs" data-order-link="">
                {t('detail.order')}
              </Button>
            ) : (
              <Button component={LocalizedLink} to="personal-product" mt="xs" data-order-link="">
                {t('detail.order')}
              </Button>
            )}
            <Button
              component={LocalizedLink}
              to="services-calculator"
              query={{ ...calculatorQuery([{ slug: service.slug, quantity: 1 }]), ...(preview ? { preview: [preview] } : {}) }}
              variant="outline"
            >
              {t('detail.addToCalculator')}
            </Button>
          </Stack>
        </Paper>
      </div>
      <Offices />
    </Stack>
  );
}

/** Where the service is offered: every region with its number of offices, each a link to its contacts. */
function Offices() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const regions = useRegions(locale);
  return (
    <section aria-labelledby="service-where">
      <Title order={2} size="h3" id="service-where" mb="xs">
        {t('detail.where')}
      </Title>
      <Text mb="sm">{t('detail.whereIntro')}</Text>
      <QueryState query={regions} isEmpty={(items) => items.length === 0} lines={4}>
        {(items) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" className={classes.list}>
            {items.map((region) => (
              <li key={region.code} lang={fallbackLang(region)}>
                <Group gap={6} wrap="nowrap" className={classes.region}>
                  <Anchor
                    component={LocalizedLink}
                    to="contacts"
                    query={{ region: region.code }}
                    className={classes.regionLink}
                    data-region={region.code}
                  >
                    {region.name}
                  </Anchor>
                  <Text size="sm" component="span" lang={locale}>
                    {t('detail.offices', { count: region.offices.length })}
                  </Text>
                </Group>
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </section>
  );
}
