import { useState } from 'react';
import { Card, Group, LocalizedLink, PageFrame, Skeleton, Stack, Text, Title, useLocale, useTranslation } from '@tax/shared';
import {
  FormErrorSummary,
  PrivacyNote,
  FormSendError,
  PhoneInput,
  PasswordInput,
  Radio,
  RegisterBody,
  SubmitButton,
  TextInput,
  usePasswordJudge,
  useSiteForm,
} from '@tax/shared/forms';
import { useMe } from '../lib/api/get-me.ts';
import { register } from '../features/account/api/register.ts';
import { useAfterSignIn } from '../features/account/hooks/use-after-sign-in.ts';
import { SignedInNotice } from '../features/account/components/SignedInNotice.tsx';
import { StepDone } from '../features/account/components/StepDone.tsx';
import { ResendLink } from '../features/account/components/ResendLink.tsx';

/**
 * /registration: an individual or a business account. The answer is always "check your e-mail" (the same for an
 * address that has an account: its owner is told by mail), and the link in the mail confirms the account.
 */
export default function RegistrationPage() {
  const { t } = useTranslation('personal');
  const me = useMe();
  return (
    <PageFrame
      title={t('pages.registration.title')}
      description={t('pages.registration.description')}
      intro={t('pages.registration.intro')}
    >
      {me.pending ? (
        <Skeleton height={420} mt="md" radius="md" role="status" aria-busy="true" aria-label={t('product.formLoading')} />
      ) : me.user ? (
        <SignedInNotice user={me.user} />
      ) : (
        <RegistrationForm />
      )}
    </PageFrame>
  );
}

type Values = {
  kind: 'individual' | 'business';
  fio: string;
  email: string;
  phone_number: string;
  password: string;
  companyName: string;
  tin: string;
};

function RegistrationForm() {
  const { t } = useTranslation('personal');
  const after = useAfterSignIn();
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = {
    kind: t('fields.kind'),
    fio: t('fields.fio'),
    email: t('fields.email'),
    phone_number: t('fields.phone_number'),
    password: t('fields.password'),
    companyName: t('fields.companyName'),
    tin: t('fields.tin'),
  };
  const judge = usePasswordJudge();
  const site = useSiteForm<Values>({
    id: 'personal-registration',
    initialValues: { kind: 'individual', fio: '', email: '', phone_number: '', password: '', companyName: '', tin: '' },
    labels,
    schema: RegisterBody,
    // The server's strength rule, with the same personal words it uses.
    validate: (v) => {
      const weak = judge?.(v.password, [v.email, v.fio, v.phone_number, v.companyName]);
      return weak && v.password.length >= 8 ? { password: weak } : {};
    },
    persistExclude: ['password'],
    successToast: false,
    send: (values) => register(values, locale),
    onSuccess: (_answer, values) => setSentTo(values.email.trim()),
  });
  if (sentTo) {
    return (
      <Card withBorder radius="md" padding="lg" mt="md" maw={640}>
        <StepDone testId="registration-sent">
          <Title order={2} size="h3">
            {t('confirm.sentTitle')}
          </Title>
          <Text>{t('confirm.sent', { email: sentTo })}</Text>
          <ResendLink email={sentTo} />
        </StepDone>
      </Card>
    );
  }
  const business = site.form.getValues().kind === 'business';
  return (
    <Card withBorder radius="md" padding="lg" mt="md" maw={640}>
      <form {...site.formProps} aria-label={t('pages.registration.title')}>
        <Stack gap="md">
          <FormErrorSummary form={site} />
          <FormSendError form={site} />
          <Radio.Group label={labels.kind} required {...site.inputProps('kind')}>
            <Group gap="lg" mt="xs">
              <Radio value="individual" label={t('kinds.individual')} id="personal-registration-kind-individual" />
              <Radio value="business" label={t('kinds.business')} id="personal-registration-kind-business" />
            </Group>
          </Radio.Group>
          <TextInput label={labels.email} type="email" required autoComplete="email" {...site.inputProps('email')} />
          <PasswordInput
            label={labels.password}
            required
            autoComplete="new-password"
            description={t('fields.passwordHint')}
            {...site.inputProps('password')}
          />
          <TextInput label={labels.fio} required autoComplete="name" {...site.inputProps('fio')} />
          <PhoneInput label={labels.phone_number} required description={t('fields.phoneHint')} {...site.inputProps('phone_number')} />
          {business ? (
            <>
              <TextInput label={labels.companyName} required autoComplete="organization" {...site.inputProps('companyName')} />
              <TextInput label={labels.tin} required inputMode="numeric" description={t('fields.tinHint')} {...site.inputProps('tin')} />
            </>
          ) : null}
          <PrivacyNote to="privacy" />
          <div>
            <SubmitButton form={site} label={t('account.registerSubmit')} />
          </div>
        </Stack>
      </form>
      <Group gap="xs" mt="lg">
        <Text size="sm">{t('account.haveAccount')}</Text>
        <LocalizedLink to="signin" query={{ redirect: after.redirect }}>
          {t('nav.signin')}
        </LocalizedLink>
      </Group>
    </Card>
  );
}
