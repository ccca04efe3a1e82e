import { useState } from 'react';
import { Alert, Button, Card, LocalizedLink, PageFrame, Stack, Text, Title, api, isApiError, useLocale, useTranslation } from '@tax/shared';
import {
  FormErrorSummary,
  FormSendError,
  PasswordInput,
  PasswordResetBody,
  PasswordResetRequestBody,
  usePasswordJudge,
  SubmitButton,
  TextInput,
  useSiteForm,
} from '@tax/shared/forms';
import { StepDone } from '../features/account/components/StepDone.tsx';
import { linkProblemOf, useLinkCheck, useOneTimeToken, type LinkProblem } from '../features/account/hooks/use-one-time-link.ts';

/**
 * /password-reset: "Forgotten your password?" asks for the e-mail and says the same whatever the answer; the link in
 * the e-mail (?token=…) opens the new-password form, with the rule stated before the visitor types.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('personal');
  const token = useOneTimeToken();
  return (
    <PageFrame
      title={t('pages.password-reset.title')}
      description={t('pages.password-reset.description')}
      intro={token ? undefined : t('pages.password-reset.intro')}
    >
      <Card withBorder radius="md" padding="lg" mt="md" maw={520}>
        {token ? <NewPasswordForm token={token} /> : <RequestForm />}
      </Card>
    </PageFrame>
  );
}

function RequestForm() {
  const { t } = useTranslation('personal');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = { email: t('fields.email') };
  const site = useSiteForm<{ email: string }>({
    id: 'personal-password-reset',
    initialValues: { email: '' },
    labels,
    schema: PasswordResetRequestBody,
    send: (values) => api.auth.passwordResetRequest({ email: values.email, locale }),
    onSuccess: (_result, values) => setSentTo(values.email.trim()),
  });
  if (sentTo) {
    return (
      <StepDone testId="reset-sent">
        <Title order={2} size="h3">
          {t('reset.sentTitle')}
        </Title>
        <Text>{t('reset.sent', { email: sentTo })}</Text>
      </StepDone>
    );
  }
  return (
    <form {...site.formProps} aria-label={t('pages.password-reset.title')}>
      <Stack gap="md">
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        <TextInput label={labels.email} type="email" required autoComplete="username" {...site.inputProps('email')} />
        <div>
          <SubmitButton form={site} label={t('reset.send')} />
        </div>
      </Stack>
    </form>
  );
}

const checkReset = (token: string) => api.auth.passwordResetCheck({ token });
const linkProblem = (error: unknown) => linkProblemOf(error, 'reset_');

/**
 * The link's page: the link is checked as it opens, so a used or expired one is said before two passwords are typed;
 * the form is drawn once it is known good (the kit's form goes live when it first appears). If the check itself fails
 * (no connection), the form is shown and sending says what is wrong.
 */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('personal');
  const [done, setDone] = useState(false);
  // A problem the sending found (the link used meanwhile), over the check's answer.
  const [sendProblem, setSendProblem] = useState<LinkProblem | null>(null);
  const { state } = useLinkCheck(token, checkReset, 'reset_');
  const problem = sendProblem ?? (state.kind === 'problem' ? state.problem : null);
  if (done) {
    return (
      <StepDone testId="reset-done">
        <Title order={2} size="h3">
          {t('reset.doneTitle')}
        </Title>
        <Text>{t('reset.done')}</Text>
        <Button component={LocalizedLink} to="signin">
          {t('reset.signIn')}
        </Button>
      </StepDone>
    );
  }
  if (problem) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="reset-problem">
        <Alert color="red" variant="light" role="alert" w="100%">
          {t(`reset.${problem}`)}
        </Alert>
        <Button component={LocalizedLink} to="password-reset">
          {t('reset.askAgain')}
        </Button>
      </Stack>
    );
  }
  // A check that could not be made (no connection) shows the form: sending says what is wrong.
  if (state.kind === 'checking') {
    return (
      <Text role="status" data-testid="reset-checking">
        {t('reset.checking')}
      </Text>
    );
  }
  return <NewPasswordFields token={token} onProblem={setSendProblem} onDone={() => setDone(true)} />;
}

function NewPasswordFields({
  token,
  onProblem,
  onDone,
}: {
  token: string;
  onProblem: (problem: LinkProblem | null) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('personal');
  const labels = { password: t('reset.newPassword'), confirm: t('reset.confirm') };
  const judge = usePasswordJudge();
  const site = useSiteForm<{ password: string; confirm: string }>({
    id: 'personal-new-password',
    initialValues: { password: '', confirm: '' },
    labels,
    persistExclude: ['password', 'confirm'],
    // The contract's rule for the password (its limits named in the messages), and the two fields alike.
    schema: { safeParse: (values: unknown) => PasswordResetBody.safeParse({ token, password: (values as { password: string }).password }) },
    // The server's strength rule too (it adds the account's e-mail, which this page does not know).
    validate: (values) => {
      const weak = values.password.length >= 8 ? judge?.(values.password, []) : null;
      return {
        ...(weak ? { password: weak } : {}),
        ...(values.confirm === values.password ? {} : { confirm: values.confirm ? 'invalid' : 'required' }),
      };
    },
    messages: { confirm: { invalid: t('reset.mismatch') } },
    send: async (values) => {
      try {
        return await api.auth.passwordReset({ token, password: values.password });
      } catch (error) {
        onProblem(linkProblem(error));
        throw error;
      }
    },
    describeError: (error) =>
      isApiError(error) && error.code.startsWith('reset_') ? t(`reset.${error.code.replace('reset_', '')}`) : null,
    onSuccess: onDone,
  });
  return (
    <form {...site.formProps} aria-label={t('pages.password-reset.title')}>
      <Stack gap="md">
        <FormErrorSummary form={site} />
        <FormSendError form={site} />
        <PasswordInput
          label={labels.password}
          description={t('fields.passwordHint')}
          required
          autoComplete="new-password"
          {...site.inputProps('password')}
        />
        <PasswordInput label={labels.confirm} required autoComplete="new-password" {...site.inputProps('confirm')} />
        <div>
          <SubmitButton form={site} label={t('reset.save')} />
        </div>
      </Stack>
    </form>
  );
}
