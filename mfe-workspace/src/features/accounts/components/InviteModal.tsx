import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, useTranslation } from '@tax/shared';
import { Code, CopyButton, Modal, TextInput, hasLength, isEmail, useForm } from '@tax/shared/workspace-ui';
import { type StaffRole } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { RoleCheckboxes } from './RoleCheckboxes.tsx';

/** A new account: e-mail, name, roles; its generated password is shown this once, to hand over in person. */
export function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: () => void }) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', name: '', roles: [] as StaffRole[] },
    validate: {
      email: isEmail(t('validation.email')),
      name: hasLength({ min: 2, max: 200 }, t('validation.name')),
      roles: (value) => (value.length ? null : t('validation.roles')),
    },
  });
  const close = () => {
    form.reset();
    setFailed(null);
    setPassword(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await staffApi.accounts.invite({ email: values.email.trim(), name: values.name.trim(), roles: values.roles });
      setPassword(answer.password);
      onInvited();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('accounts.inviteTitle')} centered>
      {password ? (
        <Stack gap="md" data-testid="invite-done">
          <Alert color="green" variant="light">
            {t('accounts.invited')}
          </Alert>
          <Text size="sm">{t('accounts.passwordOnce')}</Text>
          <Code block data-testid="invite-password">
            {password}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('signin.recovery.copied') : t('accounts.copyPassword')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="invite-form">
          <Stack gap="md">
            <ErrorAlert error={failed} />
            <TextInput label={t('fields.email')} type="email" required {...form.getInputProps('email')} data-testid="invite-email" />
            <TextInput label={t('fields.name')} required maxLength={200} {...form.getInputProps('name')} data-testid="invite-name" />
            <RoleCheckboxes {...form.getInputProps('roles')} />
            <ModalActions onCancel={close} busy={busy} testId="invite-submit">
              {t('accounts.invite')}
            </ModalActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
