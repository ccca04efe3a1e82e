import { Alert, useParams, useTranslation } from '@tax/shared';
import { ItemView } from '../features/item/components/ItemView.tsx';
import { WorkspaceFrame } from '../lib/components/WorkspaceFrame.tsx';
import { parseItemSlug } from '../lib/item-slug.ts';

/** /workspace/inbox/<kind>-<id>: one item (handlers). */
export default function ItemPage() {
  const { t } = useTranslation('workspace');
  const item = parseItemSlug(useParams().slug ?? '');
  return (
    <WorkspaceFrame title={t('pages.workspace-item.title')} roles={['handler']}>
      {() =>
        item ? (
          <ItemView kind={item.kind} id={item.id} />
        ) : (
          <Alert color="gray" variant="light" role="alert">
            {t('errors.notFound')}
          </Alert>
        )
      }
    </WorkspaceFrame>
  );
}
