import {
  Button,
  Group,
  PageFrame,
  Paper,
  QueryState,
  SimpleGrid,
  Stack,
  Text,
  Title,
  LocalizedLink,
  useLocale,
  useTranslation,
} from '@tax/shared';
import { useBusinessProducts } from '../features/business/api/get-business-products.ts';
import { ProductCard } from '../features/business/components/ProductCard.tsx';
import { BusinessServices } from '../features/business/components/BusinessServices.tsx';
import classes from '../features/business/components/business.module.css';

/** `/business`: the offer for companies: its products, the services for businesses with prices, and the partner programme. */
export default function BusinessPage() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const products = useBusinessProducts(locale);
  return (
    <PageFrame title={t('pages.business.title')} description={t('pages.business.description')} intro={t('pages.business.intro')}>
      <Stack gap={48} mt="lg">
        <section aria-labelledby="business-products">
          <Title order={2} id="business-products" mb="md">
            {t('business.productsTitle')}
          </Title>
          <QueryState query={products} isEmpty={(items) => items.length === 0} lines={4}>
            {(items) => (
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.list}>
                {items.slice(0, 3).map((product) => (
                  <ProductCard key={product.slug} product={product} showFeatures={false} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
          <Button component={LocalizedLink} to="business-products" variant="outline" mt="md">
            {t('business.allProducts')}
          </Button>
        </section>
        <BusinessServices />
        <Paper radius="md" p="xl" className={classes.cta} component="section" aria-labelledby="business-partner">
          <Title order={2} id="business-partner" mb="xs">
            {t('business.partnerTitle')}
          </Title>
          <Text mb="md">{t('business.partnerText')}</Text>
          <Group gap="sm">
            <Button component={LocalizedLink} to="personal-partner">
              {t('business.partner')}
            </Button>
            <Button component={LocalizedLink} to="contacts" variant="outline">
              {t('business.contact')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
