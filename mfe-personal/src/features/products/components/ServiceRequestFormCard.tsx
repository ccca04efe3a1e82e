import {
  Button,
  Card,
  LocalizedLink,
  QueryState,
  Stack,
  Text,
  Title,
  useLocale,
  useTranslation,
  type User,
  regionsQuery,
  useQuery,
} from '@tax/shared';
import {
  FormConfirmation,
  FormErrorSummary,
  PrivacyNote,
  FormSendError,
  PhoneInput,
  NativeSelect,
  ServiceRequestForm,
  SubmitButton,
  TextInput,
  Textarea,
  useSiteForm,
} from '@tax/shared/forms';
import { submitServiceRequest } from '../api/submit-service-request.ts';
import type { ServiceRequestForm as ServiceRequestBody } from '@tax/shared/forms';
import type { PersonalProduct } from '../api/get-personal-products.ts';

type Values = { servicename: string; fio: string; phone_number: string; region_name: string; message: string };

/** The service request form: servicename (the product's service), fio, phone_number, region_name, message. */
export function ServiceRequestFormCard({ product, user }: { product: PersonalProduct; user: User | null }) {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const regions = useQuery(regionsQuery(locale));
  const labels = {
    servicename: t('fields.servicename'),
    fio: t('fields.fio'),
    phone_number: t('fields.phone_number'),
    region_name: t('fields.region_name'),
    message: t('fields.message'),
  };
  const site = useSiteForm<Values>({
    id: `personal-service-request-${product.slug}`,
    initialValues: {
      servicename: product.serviceSlug,
      fio: user?.fio ?? '',
      phone_number: user?.phone_number ?? '',
      region_name: '',
      message: '',
    },
    labels,
    schema: ServiceRequestForm,
    messages: { region_name: { required: t('product.regionRequired') } },
    send: (values, { idempotencyKey }) =>
      submitServiceRequest(
        {
          ...values,
          region_name: values.region_name as ServiceRequestBody['region_name'],
          servicename: product.serviceSlug,
          product: product.slug,
          message: values.message || null,
        },
        idempotencyKey,
      ),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="service-request-title">
      <Title order={2} size="h3" id="service-request-title">
        {t('product.formTitle')}
      </Title>
      {user ? (
        <Text size="sm" mt="xs">
          {t('product.prefilled')}
        </Text>
      ) : null}
      {site.receipt ? (
        <Stack mt="md">
          <FormConfirmation
            title={t('product.sentTitle')}
            reference={site.receipt.reference}
            againLabel={t('product.again')}
            onAgain={site.startAgain}
            testId="request-sent"
            actions={
              user ? (
                <Button component={LocalizedLink} to="personal-requests">
                  {t('nav.requests')}
                </Button>
              ) : null
            }
          >
            {user ? t('product.sentNextSignedIn') : t('product.sentNextGuest')}
          </FormConfirmation>
        </Stack>
      ) : (
        <form {...site.formProps} aria-labelledby="service-request-title">
          <Stack gap="md" mt="md">
            <FormErrorSummary form={site} />
            <FormSendError form={site} />
            <TextInput
              label={labels.servicename}
              value={product.title}
              readOnly
              id={site.inputId('servicename')}
              lang={product.translated ? undefined : 'uz'}
            />
            <TextInput label={labels.fio} required autoComplete="name" {...site.inputProps('fio')} />
            <PhoneInput label={labels.phone_number} required description={t('fields.phoneHint')} {...site.inputProps('phone_number')} />
            <QueryState query={regions} lines={1}>
              {(data) => (
                <NativeSelect
                  label={labels.region_name}
                  required
                  data={[
                    { value: '', label: t('fields.regionChoose') },
                    ...data.items.map((region) => ({ value: region.code, label: region.name })),
                  ]}
                  {...site.inputProps('region_name')}
                />
              )}
            </QueryState>
            <Textarea label={labels.message} description={t('fields.optional')} autosize minRows={3} {...site.inputProps('message')} />
            <PrivacyNote to="privacy" />
            <div>
              <SubmitButton form={site} label={t('product.submit')} />
            </div>
          </Stack>
        </form>
      )}
    </Card>
  );
}
