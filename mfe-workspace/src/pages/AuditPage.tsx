import { useTranslation } from '@tax/shared';
import { AuditView } from '../features/audit/components/AuditView.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace/audit: the audit log (admins). */
export default function AuditPage() {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceFrame title={t('pages.workspace-audit.title')} roles={['admin']}>
      {() => <AuditView />}
    </WorkspaceFrame>
  );
}
