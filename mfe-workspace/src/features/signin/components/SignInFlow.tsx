import { useState } from 'react';
import { Alert, Anchor, Button, Card, Stack, Text, Title, useTranslation } from '@tax/shared';
import { Image, PasswordInput, TextInput, hasLength, isEmail, useForm } from '@tax/shared/workspace-ui';
import { errorText } from '../../../lib/api/errors.ts';
import type { TotpEnrolment } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import classes from '../../../lib/components/workspace.module.css';
import { CodeField } from './CodeField.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

type Step = { kind: 'password' } | { kind: 'enrol'; enrolment: TotpEnrolment } | { kind: 'code' } | { kind: 'recovery'; codes: string[] };

/** Ten letters and digits (`7KQ2M-XW9PD`); case, spaces and the dash forgiven, as the API forgives them. */
const RECOVERY = { test: (value: string) => /^[0-9A-Z]{10}$/.test(value.toUpperCase().replace(/[\s-]/g, '')) };
const TOTP = { test: (value: string) => /^\d{6}$/.test(value.replace(/\s/g, '')) };

/**
 * Sign-in in its steps: e-mail and password; then, the first time, enrolment of the second factor (QR code, the key as
 * text, a code to confirm) and the ten recovery codes shown once; every other time, a code from the app or a
 * recovery code. `onSignedIn` goes on to the page that asked.
 */
export function SignInFlow({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  if (step.kind === 'password')
    return (
      <PasswordStep onNext={(next) => setStep(next.step === 'enrol' ? { kind: 'enrol', enrolment: next.enrolment } : { kind: 'code' })} />
    );
  if (step.kind === 'enrol') return <EnrolStep enrolment={step.enrolment} onEnrolled={(codes) => setStep({ kind: 'recovery', codes })} />;
  if (step.kind === 'recovery')
    return (
      <StepCard titleKey="signin.recovery.title">
        <RecoveryCodes codes={step.codes} onDone={onSignedIn} />
      </StepCard>
    );
  return <CodeStep onSignedIn={onSignedIn} />;
}

function StepCard({ titleKey, children }: { titleKey: string; children: React.ReactNode }) {
  const { t } = useTranslation('workspace');
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Title order={2} size="h3" mb="md">
        {t(titleKey)}
      </Title>
      {children}
    </Card>
  );
}

function FailedAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('workspace');
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="signin-error">
      {errorText(t, error)}
    </Alert>
  );
}

function PasswordStep({ onNext }: { onNext: (next: Awaited<ReturnType<typeof staffApi.auth.signIn>>) => void }) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      password: hasLength({ min: 1 }, t('validation.required', { field: t('fields.password') })),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailed(null);
    try {
      onNext(await staffApi.auth.signIn({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      setFailed(error);
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  });
  return (
    <StepCard titleKey="signin.password.title">
      <form onSubmit={submit} noValidate aria-label={t('signin.password.title')}>
        <Stack gap="md">
          <FailedAlert error={failed} />
          <TextInput label={t('fields.email')} type="email" required autoComplete="username" {...form.getInputProps('email')} />
          <PasswordInput label={t('fields.password')} required autoComplete="current-password" {...form.getInputProps('password')} />
          <div>
            <Button type="submit" loading={busy} data-testid="signin-submit">
              {t('signin.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </StepCard>
  );
}

function useCodeForm(pattern: { test: (value: string) => boolean }, message: string) {
  return useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (pattern.test(value.trim()) ? null : message) },
  });
}

function EnrolStep({ enrolment, onEnrolled }: { enrolment: TotpEnrolment; onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useCodeForm(TOTP, t('validation.code'));
  const submit = form.onSubmit(async ({ code }) => {
    setBusy(true);
    setFailed(null);
    try {
      onEnrolled((await staffApi.auth.confirmEnrolment({ code: code.trim() })).recoveryCodes);
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <StepCard titleKey="signin.enrol.title">
      <form onSubmit={submit} noValidate aria-label={t('signin.enrol.title')}>
        <Stack gap="md">
          <Text>{t('signin.enrol.intro')}</Text>
          <Image
            src={enrolment.qrCode}
            alt={t('signin.enrol.qrAlt', { issuer: enrolment.issuer, account: enrolment.accountName })}
            className={classes.qr}
            w={200}
            h={200}
            data-testid="enrol-qr"
          />
          <div>
            <Text size="sm" fw={600} id="enrol-key-label">
              {t('signin.enrol.keyLabel')}
            </Text>
            <Text className={classes.key} aria-labelledby="enrol-key-label" data-testid="enrol-key">
              {enrolment.secret}
            </Text>
          </div>
          <FailedAlert error={failed} />
          <CodeField
            label={t('fields.code')}
            description={t('signin.enrol.codeHint')}
            {...form.getInputProps('code')}
            onChange={(value) => form.setFieldValue('code', value)}
          />
          <div>
            <Button type="submit" loading={busy} data-testid="enrol-submit">
              {t('signin.enrol.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </StepCard>
  );
}

function CodeStep({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('workspace');
  const [recovery, setRecovery] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useCodeForm(recovery ? RECOVERY : TOTP, recovery ? t('validation.recoveryCode') : t('validation.code'));
  const submit = form.onSubmit(async ({ code }) => {
    setBusy(true);
    setFailed(null);
    try {
      await staffApi.auth.verify(recovery ? { recoveryCode: code.trim() } : { code: code.trim() });
      onSignedIn();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <StepCard titleKey="signin.code.title">
      <form onSubmit={submit} noValidate aria-label={t('signin.code.title')}>
        <Stack gap="md">
          <Text>{recovery ? t('signin.code.recoveryIntro') : t('signin.code.intro')}</Text>
          <FailedAlert error={failed} />
          <CodeField
            key={recovery ? 'recovery' : 'totp'}
            recovery={recovery}
            label={recovery ? t('fields.recoveryCode') : t('fields.code')}
            {...form.getInputProps('code')}
            onChange={(value) => form.setFieldValue('code', value)}
          />
          <div>
            <Button type="submit" loading={busy} data-testid="code-submit">
              {t('signin.code.submit')}
            </Button>
          </div>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setFailed(null);
              form.reset();
            }}
            data-testid="toggle-recovery"
          >
            {recovery ? t('signin.code.useApp') : t('signin.code.useRecovery')}
          </Anchor>
        </Stack>
      </form>
    </StepCard>
  );
}
