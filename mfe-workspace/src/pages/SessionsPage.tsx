import { useTranslation } from '@tax/shared';
import { SessionList } from '../features/sessions/components/SessionList.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace/sessions: every staff member's own sessions. */
export default function SessionsPage() {
  const { t } = useTranslation('workspace');
  return <WorkspaceFrame title={t('pages.workspace-sessions.title')}>{() => <SessionList />}</WorkspaceFrame>;
}
