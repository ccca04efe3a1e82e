import { useTranslation } from '@tax/shared';
import { ContentList } from '../features/content/components/ContentList.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';

/** /workspace/content: the site's content, type by type, with each language's state (editors). */
export default function ContentPage() {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceFrame title={t('pages.workspace-content.title')} roles={['editor']}>
      {() => <ContentList />}
    </WorkspaceFrame>
  );
}
