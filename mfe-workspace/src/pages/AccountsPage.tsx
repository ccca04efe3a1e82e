import { useTranslation } from '@tax/shared';
import { AccountsView } from '../features/accounts/components/AccountsView.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace/accounts: staff accounts (admins). */
export default function AccountsPage() {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceFrame title={t('pages.workspace-accounts.title')} roles={['admin']}>
      {(me) => <AccountsView me={me} />}
    </WorkspaceFrame>
  );
}
