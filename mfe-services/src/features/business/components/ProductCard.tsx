import {
  Anchor,
  Button,
  Card,
  List,
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
import type { BusinessProduct } from '../api/get-business-products.ts';
import classes from './business.module.css';

/** A business product's price: monthly in so'm, or "on request". */
export function ProductPrice({ product }: { product: BusinessProduct }) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  return (
    <Text fw={700} size="lg" data-price={product.price ?? ''}>
      {product.price === null ? t('products.onRequest') : t('products.monthly', { price: formatMoney(product.price, locale) })}
    </Text>
  );
}

/** A business product in a list, with a call to action to its details. */
export function ProductCard({ product, showFeatures = true }: { product: BusinessProduct; showFeatures?: boolean }) {
  const { t } = useTranslation('services');
  return (
    <Card withBorder radius="md" padding="lg" component="li" className={classes.card} data-product={product.slug}>
      <Stack gap="sm" h="100%">
        <div lang={fallbackLang(product)}>
          <Title order={2} size="h4" mb={6}>
            <Anchor component={LocalizedLink} to="business-products-details" query={{ product: product.slug }} className={classes.link}>
              {product.title}
            </Anchor>
          </Title>
          <Text size="sm">{product.summary}</Text>
          {showFeatures && product.features.length > 0 ? (
            <List size="sm" spacing={2} mt="xs">
              {product.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          ) : null}
        </div>
        <UzbekFallbackNote translated={product.translated} />
        <Stack gap="xs" mt="auto">
          <ProductPrice product={product} />
          <Button component={LocalizedLink} to="business-products-details" query={{ product: product.slug }} variant="light">
            {t('products.details')}
            <span className={classes.srOnly}>: {product.title}</span>
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
