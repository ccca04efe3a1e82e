import { PageFrame, QueryState, useLocale, useTranslation } from '@tax/shared';
import { useDocument } from '../features/documents/api/get-document.ts';
import { DocumentView } from '../features/documents/components/DocumentView.tsx';

/** /oferta: the document with its table of contents, anchors, print styles and a download. */
export default function OfertaPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const doc = useDocument('oferta', locale);
  return (
    <PageFrame title={t('pages.oferta.title')} description={t('pages.oferta.description')} intro={t('pages.oferta.intro')}>
      <QueryState query={doc} lines={10}>
        {(data) => <DocumentView doc={data.item} />}
      </QueryState>
    </PageFrame>
  );
}
