import { Button, Group, PageFrame, QueryState, SimpleGrid, Stack, LocalizedLink, useLocale, useTranslation } from '@tax/shared';
import { useBusinessProducts } from '../features/business/api/get-business-products.ts';
import { ProductCard } from '../features/business/components/ProductCard.tsx';
import classes from '../features/business/components/business.module.css';

/** `/business/products`: every product for businesses, each with its price and a link to its details. */
export default function ProductsPage() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const query = useBusinessProducts(locale);
  return (
    <PageFrame
      title={t('pages.business-products.title')}
      description={t('pages.business-products.description')}
      intro={t('pages.business-products.intro')}
    >
      <Stack gap="lg" mt="lg">
        <QueryState query={query} isEmpty={(items) => items.length === 0} lines={6}>
          {(items) => (
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.list}>
              {items.map((product) => (
                <ProductCard key={product.slug} product={product} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        <Group gap="sm">
          <Button component={LocalizedLink} to="business-products-details" variant="outline">
            {t('products.allDetails')}
          </Button>
          <Button component={LocalizedLink} to="personal-partner">
            {t('business.partner')}
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
