import { Alert, useParams, useTranslation } from '@tax/shared';
import { NewsEditor } from '../features/content/components/NewsEditor.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';
import { parseContentSlug } from '../lib/content-slug.ts';

/** /workspace/content/news-<id> (or news-new): one item's editor, in three languages (editors). */
export default function ContentItemPage() {
  const { t } = useTranslation('workspace');
  const target = parseContentSlug(useParams().slug ?? '');
  return (
    <WorkspaceFrame title={t(target?.id === null ? 'content.newTitle' : 'pages.workspace-content-item.title')} roles={['editor']}>
      {(me) =>
        target ? (
          <NewsEditor key={target.id ?? 'new'} id={target.id} me={me} />
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.notFound')}
          </Alert>
        )
      }
    </WorkspaceFrame>
  );
}
