import { Alert, useParams, useTranslation } from '@tax/shared';
import { ContentEditor } from '../features/content/components/ContentEditor.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';
import { parseContentSlug } from '../lib/content-slug.ts';

/** /workspace/content/<type>-<id> (or <type>-new): one item's editor, in three languages (editors). */
export default function ContentItemPage() {
  const { t } = useTranslation('workspace');
  const target = parseContentSlug(useParams().slug ?? '');
  return (
    <WorkspaceFrame
      title={
        target?.id === null
          ? t(`content.newOf.${target.type}`)
          : // A type without its own heading reads the page's general one.
            t(target ? [`content.editOf.${target.type}`, 'pages.workspace-content-item.title'] : 'pages.workspace-content-item.title')
      }
      roles={['editor']}
    >
      {(me) =>
        target ? (
          <ContentEditor key={`${target.type}-${target.id ?? 'new'}`} type={target.type} id={target.id} me={me} />
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.notFound')}
          </Alert>
        )
      }
    </WorkspaceFrame>
  );
}
