import {
  Badge,
  Button,
  Card,
  Group,
  LocalizedLink,
  PageFrame,
  QueryState,
  SimpleGrid,
  Stack,
  Text,
  Title,
  formatDate,
  formatMoney,
  useLocale,
  useTranslation,
  regionsQuery,
  useQuery,
} from '@tax/shared';
import { useMe } from '../lib/api/get-me.ts';
import { SectionNav } from '../lib/components/SectionNav.tsx';
import { useMyRequests, type MyRequest } from '../features/account/api/get-my-requests.ts';
import { RequestReplies } from '../features/account/components/RequestReplies.tsx';
import { SignOutButton } from '../features/account/components/SignOutButton.tsx';
import { STATUS_COLOR } from '../features/account/components/status.ts';

/** /personal/requests (auth): the signed-in visitor's own service requests, with their status and dates. */
export default function CabinetPage() {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const me = useMe();
  const requests = useMyRequests(locale);
  return (
    <PageFrame title={t('pages.personal-requests.title')} description={t('pages.personal-requests.description')}>
      <SectionNav current="personal-requests" />
      {me.user ? (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="account-title" data-testid="account">
          <Group justify="space-between" align="flex-start" gap="md">
            <div>
              <Title order={2} size="h4" id="account-title">
                {me.user.fio}
              </Title>
              <Text size="sm">
                {me.user.email} · {t(`kinds.${me.user.kind}`)}
                {me.user.companyName ? ` · ${me.user.companyName}` : ''}
              </Text>
            </div>
            <SignOutButton />
          </Group>
        </Card>
      ) : null}
      <Title order={2} size="h3" mt="xl" mb="md">
        {t('cabinet.requestsTitle')}
      </Title>
      <QueryState
        query={requests}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Stack gap="sm" align="flex-start" data-testid="requests-empty">
            <Text>{t('cabinet.empty')}</Text>
            <Button component={LocalizedLink} to="personal-product">
              {t('cabinet.orderFirst')}
            </Button>
          </Stack>
        }
      >
        {(data) => (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
            data-testid="request-list"
          >
            {data.items.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}

function RequestCard({ request }: { request: MyRequest }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const regions = useQuery(regionsQuery(locale));
  const region = regions.data?.items.find((item) => item.code === request.region_name)?.name ?? request.region_name;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="request">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {request.product?.title ?? request.serviceTitle}
        </Title>
        <Badge color={STATUS_COLOR[request.status]} variant="filled" style={{ flexShrink: 0 }} data-status={request.status}>
          {t(`cabinet.status.${request.status}`)}
        </Badge>
      </Group>
      <dl style={{ margin: 0, marginTop: 'var(--mantine-spacing-sm)' }}>
        <Row label={t('cabinet.reference')} value={request.reference} testId="request-reference" />
        {request.product ? (
          <Row
            label={t('cabinet.price')}
            value={`${formatMoney(request.product.price, locale)}${request.product.unit ? ` · ${request.product.unit}` : ''}`}
            testId="request-price"
          />
        ) : null}
        <Row label={t('cabinet.region')} value={region} />
        <Row label={t('cabinet.created')} value={formatDate(request.createdAt, locale)} />
        {request.updatedAt !== request.createdAt ? (
          <Row label={t('cabinet.updated')} value={formatDate(request.updatedAt, locale)} />
        ) : null}
        {request.message ? <Row label={t('cabinet.message')} value={request.message} /> : null}
      </dl>
      {/* An API older than this section answers without replies: nothing to show then, rather than a broken card. */}
      <RequestReplies replies={request.replies ?? []} />
    </Card>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline" data-testid={testId}>
      <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
