import { PageFrame, QueryState, useLocale, useTranslation } from '@tax/shared';
import { useDocument } from '../features/documents/api/get-document.ts';
import { DocumentView } from '../features/documents/components/DocumentView.tsx';

/** /ustav: the document with its table of contents, anchors, print styles and a download. */
export default function UstavPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const doc = useDocument('ustav', locale);
  return (
    <PageFrame title={t('pages.ustav.title')} description={t('pages.ustav.description')} intro={t('pages.ustav.intro')}>
      <QueryState query={doc} lines={10}>
        {(data) => <DocumentView doc={data.item} />}
      </QueryState>
    </PageFrame>
  );
}
