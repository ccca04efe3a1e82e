import { useState } from 'react';
import { Stack, useTranslation } from '@tax/shared';
import { Modal, useForm } from '@tax/shared/workspace-ui';
import { type StaffAccount, type StaffRole } from '@tax/shared/staff-api';
import { staffApi } from '../../../lib/api/staff.ts';
import { ErrorAlert } from '../../../lib/components/ErrorAlert.tsx';
import { ModalActions } from '../../../lib/components/ModalActions.tsx';
import { RoleCheckboxes } from './RoleCheckboxes.tsx';

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
          <ErrorAlert error={failed} />
          <RoleCheckboxes {...form.getInputProps('roles')} />
          <ModalActions onCancel={onClose} busy={busy} testId="roles-submit">
            {t('common.save')}
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
