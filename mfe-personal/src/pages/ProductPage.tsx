import {
  Alert,
  Button,
  Card,
  Group,
  LocalizedLink,
  PageFrame,
  QueryState,
  Skeleton,
  Stack,
  Text,
  Title,
  formatMoney,
  useLocale,
  useLocation,
  useParams,
  useTranslation,
  FallbackText,
  UzbekFallbackNote,
} from '@tax/shared';
import { usePersonalProduct } from '../features/products/api/get-personal-product.ts';
import { useMe } from '../lib/api/get-me.ts';
import { ServiceRequestFormCard } from '../features/products/components/ServiceRequestFormCard.tsx';

/** /personal/product/:slug: the product, and the service request form (prefilled from the account). */
export default function ProductPage() {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const query = usePersonalProduct(slug, locale);
  const me = useMe();
  const { pathname } = useLocation();
  const item = query.data?.item;
  return (
    <PageFrame
      title={item?.title ?? t('pages.personal-product-slug.title')}
      description={item?.description ?? t('pages.personal-product-slug.description')}
    >
      <QueryState query={query} lines={4}>
        {({ item: product }) => (
          <Stack gap="xl" mt="md">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="product-about">
              <Title order={2} size="h3" id="product-about">
                {t('product.about')}
              </Title>
              <Text mt="sm" component="div">
                <FallbackText translated={product.translated} component="p">
                  {product.description}
                </FallbackText>
              </Text>
              <UzbekFallbackNote translated={product.translated} />
              <Text fw={700} size="xl" mt="sm" data-testid="product-price">
                {formatMoney(product.price, locale)}{' '}
                <Text span fw={400} size="md">
                  / <FallbackText translated={product.translated}>{product.unit}</FallbackText>
                </Text>
              </Text>
            </Card>
            {me.pending ? (
              <Skeleton height={320} radius="md" role="status" aria-busy="true" aria-label={t('product.formLoading')} />
            ) : (
              <Stack gap="md">
                {me.user ? null : (
                  <Alert variant="light" color="blue" title={t('product.signInTitle')}>
                    <Text size="sm">{t('product.signInHint')}</Text>
                    <Group gap="sm" mt="xs">
                      <Button component={LocalizedLink} to="signin" query={{ redirect: pathname }} size="sm" variant="outline">
                        {t('nav.signin')}
                      </Button>
                    </Group>
                  </Alert>
                )}
                <ServiceRequestFormCard key={`${product.slug}:${me.user?.id ?? 'guest'}`} product={product} user={me.user} />
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
