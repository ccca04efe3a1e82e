import { useState } from 'react';
import { Alert, Button, Group, Stack, useTranslation } from '@tax/shared';
import { Checkbox, Modal, useForm } from '@tax/shared/workspace-ui';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@tax/shared/staff-api';
import { errorText } from '../../../lib/api/errors.ts';
import { staffApi } from '../../../lib/api/staff.ts';

/** New roles for an account (after re-authentication: the page asks for it first). */
export function RolesModal({ account, onClose, onSaved }: { account: StaffAccount | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('workspace');
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { roles: account?.roles ?? ([] as StaffRole[]) },
    validate: { roles: (value) => (value.length ? null : t('validation.roles')) },
  });
  const submit = form.onSubmit(async (values) => {
    if (!account) return;
    setBusy(true);
    setFailed(null);
    try {
      await staffApi.accounts.setRoles(account.id, { roles: values.roles });
      onSaved();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal opened={account !== null} onClose={onClose} title={t('accounts.rolesTitle', { name: account?.name ?? '' })} centered>
      <form onSubmit={submit} noValidate data-testid="roles-form">
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, failed)}
            </Alert>
          ) : null}
          <Checkbox.Group label={t('fields.roles')} required {...form.getInputProps('roles')}>
            <Group mt="xs">
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`role-${role}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="roles-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
