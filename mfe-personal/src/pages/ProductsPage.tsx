import {
  Button,
  Card,
  LocalizedLink,
  PageFrame,
  QueryState,
  SimpleGrid,
  Stack,
  Text,
  Title,
  formatMoney,
  useLocale,
  useTranslation,
  FallbackText,
  UzbekFallbackNote,
} from '@tax/shared';
import { usePersonalProducts, type PersonalProduct } from '../features/products/api/get-personal-products.ts';
import { SectionNav } from '../lib/components/SectionNav.tsx';

/** /personal/product: the tax services and products a visitor can order, with prices in so'm. */
export default function ProductsPage() {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const query = usePersonalProducts(locale);
  return (
    <PageFrame
      title={t('pages.personal-product.title')}
      description={t('pages.personal-product.description')}
      intro={t('pages.personal-product.intro')}
    >
      <SectionNav current="personal-product" />
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('products.empty')} lines={6}>
        {(data) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
            data-testid="product-list"
          >
            {data.items.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}

function ProductCard({ product }: { product: PersonalProduct }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const headingId = `product-${product.slug}`;
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          <FallbackText translated={product.translated}>{product.title}</FallbackText>
        </Title>
        <Text component="div">
          <FallbackText translated={product.translated} component="p">
            {product.description}
          </FallbackText>
        </Text>
        <UzbekFallbackNote translated={product.translated} />
        <Text fw={700} size="lg" mt="auto" data-testid="product-price">
          {formatMoney(product.price, locale)}{' '}
          <Text span fw={400} size="sm">
            / <FallbackText translated={product.translated}>{product.unit}</FallbackText>
          </Text>
        </Text>
        <Button
          component={LocalizedLink}
          to="personal-product-slug"
          params={{ slug: product.slug }}
          aria-label={t('products.orderAria', { title: product.title })}
        >
          {t('products.order')}
        </Button>
      </Stack>
    </Card>
  );
}
