import { useState } from 'react';
import { Alert, Button, Card, LocalizedLink, PageFrame, Stack, Text, Title, api, useLocale, useTranslation } from '@tax/shared';
import { FormErrorSummary, FormSendError, PasswordResetRequestBody, SubmitButton, TextInput, useSiteForm } from '@tax/shared/forms';
import { StepDone } from '../features/account/components/StepDone.tsx';
import { resendConfirmation } from '../features/account/api/resend-confirmation.ts';
import { useLinkCheck, useOneTimeToken } from '../features/account/hooks/use-one-time-link.ts';

/**
 * One confirmation per token and page load: React may run an effect twice (development's strict mode, a remount),
 * and a second request would find the link used and say so over the first one's success.
 */
const confirming = new Map<string, Promise<void>>();
function confirmOnce(token: string): Promise<void> {
  let pending = confirming.get(token);
  if (!pending) {
    pending = api.auth.confirmAccount({ token });
    confirming.set(token, pending);
    // A failure may be retried (the connection came back): only success is kept.
    pending.catch(() => confirming.delete(token));
  }
  return pending;
}

/**
 * /personal/confirm?token=…: the link of the registration e-mail. It confirms the address as the page opens and then
 * asks the visitor to sign in with his password, rather than signing him in: whoever holds the mail (a forwarded
 * message, a shared mailbox, a stranger who registered the address and tricks its owner into clicking) gets no session
 * from the link alone (docs/registration.md).
 */
export default function ConfirmPage() {
  const { t } = useTranslation('personal');
  const token = useOneTimeToken();
  const { state, retry } = useLinkCheck(token, confirmOnce, 'confirm_');
  return (
    <PageFrame title={t('pages.personal-confirm.title')} description={t('pages.personal-confirm.description')}>
      <Card withBorder radius="md" padding="lg" mt="md" maw={520}>
        {state.kind === 'checking' ? (
          <Text role="status" data-testid="confirm-checking">
            {t('confirm.checking')}
          </Text>
        ) : state.kind === 'good' ? (
          <StepDone testId="confirm-done">
            <Title order={2} size="h3">
              {t('confirm.doneTitle')}
            </Title>
            <Text>{t('confirm.done')}</Text>
            <Button component={LocalizedLink} to="signin">
              {t('confirm.signIn')}
            </Button>
          </StepDone>
        ) : state.kind === 'failed' ? (
          <Stack gap="sm" align="flex-start" data-testid="confirm-failed">
            <Alert color="red" variant="light" role="alert" w="100%">
              {t('confirm.failed')}
            </Alert>
            <Button onClick={retry}>{t('confirm.retry')}</Button>
          </Stack>
        ) : (
          <Stack gap="md" data-testid="confirm-problem">
            <Alert color={state.problem === 'used' ? 'blue' : 'red'} variant="light" role="alert" w="100%">
              {t(`confirm.${state.problem}`)}
            </Alert>
            {state.problem === 'used' ? (
              <div>
                <Button component={LocalizedLink} to="signin">
                  {t('confirm.signIn')}
                </Button>
              </div>
            ) : (
              <ResendForm />
            )}
          </Stack>
        )}
      </Card>
    </PageFrame>
  );
}

/** A new link for an expired or broken one: the e-mail, and the same careful answer as everywhere. */
function ResendForm() {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const labels = { email: t('fields.email') };
  const site = useSiteForm<{ email: string }>({
    id: 'personal-confirm-resend',
    initialValues: { email: '' },
    labels,
    schema: PasswordResetRequestBody,
    successToast: false,
    send: (values) => resendConfirmation(values.email, locale),
    onSuccess: () => setSent(true),
  });
  if (sent) {
    return (
      <StepDone testId="confirm-resent-step">
        <Text>{t('confirm.resent')}</Text>
      </StepDone>
    );
  }
  return (
    <form {...site.formProps} aria-label={t('confirm.resend')}>
      <Stack gap="md">
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        <TextInput label={labels.email} type="email" required autoComplete="email" {...site.inputProps('email')} />
        <div>
          <SubmitButton form={site} label={t('confirm.resend')} />
        </div>
      </Stack>
    </form>
  );
}
