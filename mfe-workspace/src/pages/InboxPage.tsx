import { useTranslation } from '@tax/shared';
import { InboxView } from '../features/inbox/components/InboxView.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace: the inbox of what citizens send (handlers). */
export default function InboxPage() {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceFrame title={t('pages.workspace.title')} roles={['handler']}>
      {(me) => <InboxView me={me} />}
    </WorkspaceFrame>
  );
}
