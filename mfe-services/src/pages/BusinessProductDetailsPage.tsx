import {
  Anchor,
  Button,
  List,
  PageFrame,
  Paper,
  PreviewNotice,
  QueryState,
  Stack,
  Text,
  Title,
  LocalizedLink,
  useLocale,
  useSearchParams,
  useTranslation,
  fallbackLang,
  UzbekFallbackNote,
  usePreviewToken,
} from '@tax/shared';
import { useBusinessProduct } from '../features/business/api/get-business-product.ts';
import { useBusinessProducts, type BusinessProduct } from '../features/business/api/get-business-products.ts';
import { ProductPrice } from '../features/business/components/ProductCard.tsx';
import { productParam } from '../features/business/hooks/product-param.ts';
import classes from '../features/business/components/business.module.css';

/**
 * `/business/products/details`: one product in detail (`?product=payment-api`; an unknown product is a 404),
 * or, without a product, every product in detail one after another.
 */
export default function ProductDetailsPage() {
  const [params] = useSearchParams();
  const slug = productParam(params);
  return slug ? <OneProduct slug={slug} /> : <AllProducts />;
}

function OneProduct({ slug }: { slug: string }) {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const query = useBusinessProduct(slug, locale, usePreviewToken());
  const product = query.data?.item;
  return (
    <PageFrame
      title={product?.title ?? t('pages.business-products-details.title')}
      description={product?.summary ?? t('pages.business-products-details.description')}
      intro={product ? <span lang={fallbackLang(product)}>{product.summary}</span> : undefined}
    >
      <QueryState query={query} lines={8}>
        {({ item, preview }) => (
          <>
            <PreviewNotice preview={preview} />
            <ProductDetails product={item} headingLevel={2} />
          </>
        )}
      </QueryState>
      <Anchor component={LocalizedLink} to="business-products" mt="xl" display="inline-block">
        {t('products.back')}
      </Anchor>
    </PageFrame>
  );
}

function AllProducts() {
  const locale = useLocale();
  const { t } = useTranslation('services');
  const query = useBusinessProducts(locale);
  return (
    <PageFrame
      title={t('pages.business-products-details.title')}
      description={t('pages.business-products-details.description')}
      intro={t('pages.business-products-details.intro')}
    >
      <QueryState query={query} isEmpty={(items) => items.length === 0} lines={8}>
        {(items) => (
          <Stack gap={48} mt="lg">
            {items.map((product) => (
              <section key={product.slug} id={product.slug} aria-labelledby={`product-${product.slug}`}>
                <Title order={2} id={`product-${product.slug}`} mb="sm" lang={fallbackLang(product)}>
                  {product.title}
                </Title>
                <ProductDetails product={product} headingLevel={3} />
              </section>
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

function ProductDetails({ product, headingLevel }: { product: BusinessProduct; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('services');
  const lang = fallbackLang(product);
  return (
    <div className={classes.detailGrid} data-product={product.slug}>
      <Stack gap="md">
        <UzbekFallbackNote translated={product.translated} />
        {/* The API sanitizes this HTML on the way in (see docs/api.md). */}
        <div className={classes.details} lang={lang} dangerouslySetInnerHTML={{ __html: product.details }} />
      </Stack>
      <Paper withBorder radius="md" p="lg" component="aside" aria-label={`${t('products.features')}: ${product.title}`}>
        <Stack gap="sm">
          <Title order={headingLevel} size="h4">
            {t('products.features')}
          </Title>
          <List size="sm" spacing={4} lang={lang}>
            {product.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={500} mt="xs">
            {t('products.priceLabel')}
          </Text>
          <ProductPrice product={product} />
          <Button component={LocalizedLink} to="personal-partner" data-cta="">
            {t('products.connect')}
          </Button>
          <Button component={LocalizedLink} to="contacts" variant="outline">
            {t('business.contact')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
