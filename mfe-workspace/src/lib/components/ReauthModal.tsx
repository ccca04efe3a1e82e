import { useState } from 'react';
import { Stack, Text, useTranslation } from '@tax/shared';
import { Modal, PasswordInput, TextInput, hasLength, useForm } from '@tax/shared/workspace-ui';
import { staffApi } from '../api/staff.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { ModalActions } from './ModalActions.tsx';

export interface ReauthModalProps {
  opened: boolean;
  onClose: () => void;
  /** Runs once the password and code were right (the next 5 minutes allow the sensitive action). */
  onConfirmed: () => void;
  /** What is about to happen, said in the dialog. */
  reason: string;
}

/** Password and a current code again, before role changes, second-factor resets and exports. */
export function ReauthModal({ opened, onClose, onConfirmed, reason }: ReauthModalProps) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: {
      password: hasLength({ min: 1 }, t('validation.required', { field: t('fields.password') })),
      code: (value) => (/^\d{6}$/.test(value.replace(/\s/g, '')) ? null : t('validation.code')),
    },
  });
  const close = () => {
    form.reset();
    setFailed(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailed(null);
    try {
      await staffApi.auth.reauthenticate({ password: values.password, code: values.code.trim() });
      form.reset();
      onConfirmed();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('reauth.title')} centered>
      <form onSubmit={submit} noValidate data-testid="reauth-form">
        <Stack gap="md">
          <Text size="sm">{reason}</Text>
          <ErrorAlert error={failed} />
          <PasswordInput label={t('fields.password')} required autoComplete="current-password" {...form.getInputProps('password')} />
          <TextInput
            label={t('fields.code')}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            data-testid="reauth-code"
            {...form.getInputProps('code')}
          />
          <ModalActions onCancel={close} busy={busy} testId="reauth-submit">
            {t('reauth.submit')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
