import { useTranslation } from '@tax/shared';
import { TemplatesView } from '../features/templates/components/TemplatesView.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace/templates: the reply templates (handlers and admins). */
export default function TemplatesPage() {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceFrame title={t('pages.workspace-templates.title')} roles={['handler', 'admin']}>
      {() => <TemplatesView />}
    </WorkspaceFrame>
  );
}
