import { Card, PageFrame, Skeleton, Stack, useTranslation, type User } from '@tax/shared';
import {
  FormConfirmation,
  FormErrorSummary,
  PrivacyNote,
  FormSendError,
  PhoneInput,
  PartnerApplicationForm,
  SubmitButton,
  TextInput,
  Textarea,
  useSiteForm,
} from '@tax/shared/forms';
import { useMe } from '../lib/api/get-me.ts';
import { SectionNav } from '../lib/components/SectionNav.tsx';
import { submitPartnerApplication } from '../features/partner/api/submit-partner-application.ts';

/** /personal/partner: "Be a partner", the application for integration with a payment system. */
export default function PartnerPage() {
  const { t } = useTranslation('personal');
  const me = useMe();
  return (
    <PageFrame
      title={t('pages.personal-partner.title')}
      description={t('pages.personal-partner.description')}
      intro={t('pages.personal-partner.intro')}
    >
      <SectionNav current="personal-partner" />
      {me.pending ? (
        <Skeleton height={480} radius="md" role="status" aria-busy="true" aria-label={t('product.formLoading')} />
      ) : (
        <PartnerForm key={me.user?.id ?? 'guest'} user={me.user} />
      )}
    </PageFrame>
  );
}

type Values = { companyName: string; fio: string; phone_number: string; email: string; website: string; target: string };

function PartnerForm({ user }: { user: User | null }) {
  const { t } = useTranslation('personal');
  const labels = {
    companyName: t('fields.companyName'),
    fio: t('fields.fio'),
    phone_number: t('fields.phone_number'),
    email: t('fields.email'),
    website: t('fields.website'),
    target: t('fields.target'),
  };
  const site = useSiteForm<Values>({
    id: 'personal-partner',
    initialValues: {
      companyName: user?.companyName ?? '',
      fio: user?.fio ?? '',
      phone_number: user?.phone_number ?? '',
      email: user?.email ?? '',
      website: '',
      target: '',
    },
    labels,
    schema: PartnerApplicationForm,
    send: (values, { idempotencyKey }) => submitPartnerApplication({ ...values, website: values.website.trim() || null }, idempotencyKey),
  });
  if (site.receipt) {
    return (
      <Card withBorder radius="md" padding="lg" maw={720}>
        <FormConfirmation title={t('partner.sentTitle')} reference={site.receipt.reference}>
          {t('partner.sentNext')}
        </FormConfirmation>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <form {...site.formProps} aria-label={t('partner.formTitle')}>
        <Stack gap="md">
          <FormErrorSummary form={site} />
          <FormSendError form={site} />
          <TextInput label={labels.companyName} required autoComplete="organization" {...site.inputProps('companyName')} />
          <TextInput label={labels.fio} required autoComplete="name" {...site.inputProps('fio')} />
          <PhoneInput label={labels.phone_number} required description={t('fields.phoneHint')} {...site.inputProps('phone_number')} />
          <TextInput label={labels.email} type="email" required autoComplete="email" {...site.inputProps('email')} />
          <TextInput
            label={labels.website}
            type="url"
            autoComplete="url"
            description={t('fields.websiteHint')}
            {...site.inputProps('website')}
          />
          <Textarea
            label={labels.target}
            required
            autosize
            minRows={4}
            description={t('fields.targetHint')}
            {...site.inputProps('target')}
          />
          <PrivacyNote to="privacy" />
          <div>
            <SubmitButton form={site} label={t('partner.submit')} />
          </div>
        </Stack>
      </form>
    </Card>
  );
}
