import { useState } from 'react';
import { Alert, Card, Group, LocalizedLink, PageFrame, Skeleton, Stack, Text, useSearchParams, useTranslation } from '@tax/shared';
import { FormErrorSummary, FormSendError, PasswordInput, SignInBody, SubmitButton, TextInput, useSiteForm } from '@tax/shared/forms';
import { useMe } from '../lib/api/get-me.ts';
import { signIn } from '../features/account/api/sign-in.ts';
import { useAfterSignIn } from '../features/account/hooks/use-after-sign-in.ts';
import { SignedInNotice } from '../features/account/components/SignedInNotice.tsx';
import { authErrorOf, type AuthError } from '../features/account/components/auth-errors.ts';
import { ResendLink } from '../features/account/components/ResendLink.tsx';

/** /signin: e-mail and password; back to the page that asked for it (`?redirect=`), else the cabinet. */
export default function SignInPage() {
  const { t } = useTranslation('personal');
  const me = useMe();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('pages.signin.title')} description={t('pages.signin.description')} intro={t('pages.signin.intro')}>
      {params.get('signedOut') && !me.user ? (
        <Alert variant="light" color="green" mt="md" role="status" data-testid="signed-out">
          {t('account.signedOut')}
        </Alert>
      ) : null}
      {me.pending ? (
        <Skeleton height={260} mt="md" radius="md" role="status" aria-busy="true" aria-label={t('product.formLoading')} />
      ) : me.user ? (
        <SignedInNotice user={me.user} />
      ) : (
        <SignInForm />
      )}
    </PageFrame>
  );
}

type Values = { email: string; password: string };

function SignInForm() {
  const { t } = useTranslation('personal');
  const after = useAfterSignIn();
  const [authError, setAuthError] = useState<AuthError | null>(null);
  const labels = { email: t('fields.email'), password: t('fields.password') };
  const site = useSiteForm<Values>({
    id: 'personal-signin',
    initialValues: { email: '', password: '' },
    labels,
    schema: SignInBody,
    persistExclude: ['password'],
    successToast: false,
    send: async (values) => {
      setAuthError(null);
      try {
        return await signIn(values);
      } catch (error) {
        setAuthError(authErrorOf(error));
        throw error;
      }
    },
    onSuccess: () => after.go(),
  });
  return (
    <Card withBorder radius="md" padding="lg" mt="md" maw={520}>
      <form {...site.formProps} aria-label={t('pages.signin.title')}>
        <Stack gap="md">
          <FormErrorSummary form={site} />
          {authError ? <AuthErrorAlert error={authError} email={site.form.getValues().email} /> : <FormSendError form={site} />}
          <TextInput label={labels.email} type="email" required autoComplete="username" {...site.inputProps('email')} />
          <PasswordInput label={labels.password} required autoComplete="current-password" {...site.inputProps('password')} />
          <Text size="sm">
            <LocalizedLink to="password-reset" data-testid="forgot-password">
              {t('reset.forgot')}
            </LocalizedLink>
          </Text>
          <div>
            <SubmitButton form={site} label={t('account.signInSubmit')} />
          </div>
        </Stack>
      </form>
      <Group gap="xs" mt="lg">
        <Text size="sm">{t('account.noAccount')}</Text>
        <LocalizedLink to="registration" query={{ redirect: after.redirect }}>
          {t('nav.registration')}
        </LocalizedLink>
      </Group>
    </Card>
  );
}

function AuthErrorAlert({ error, email }: { error: AuthError; email: string }) {
  const { t } = useTranslation('personal');
  if (error.kind === 'unconfirmed') {
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" role="alert" data-testid="auth-error">
          {t('confirm.unconfirmed')}
        </Alert>
        <ResendLink email={email} />
      </Stack>
    );
  }
  const text = error.kind === 'locked' ? t('account.locked', { minutes: error.minutes }) : t('account.wrongCredentials');
  return (
    <Alert color="red" variant="light" role="alert" data-testid="auth-error">
      {text}
    </Alert>
  );
}
