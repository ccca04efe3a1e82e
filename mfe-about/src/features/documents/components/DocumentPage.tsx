import { PageFrame, PreviewNotice, QueryState, isPreviewAnswer, useLocale, usePreviewToken, useTranslation } from '@tax/shared';
import { useDocument, type DocumentSlug } from '../api/get-document.ts';
import { DocumentView, PreviousVersions } from './DocumentView.tsx';

/**
 * A document's page (/ustav, /oferta, /privacy, /accessibility): its table of contents, anchors, print and download,
 * and below it the versions it replaced, each at its own address.
 */
export function DocumentPage({ slug }: { slug: DocumentSlug }) {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const doc = useDocument(slug, locale, usePreviewToken());
  return (
    <PageFrame title={t(`pages.${slug}.title`)} description={t(`pages.${slug}.description`)} intro={t(`pages.${slug}.intro`)}>
      <QueryState query={doc} lines={10}>
        {(data) => (
          <>
            <PreviewNotice preview={isPreviewAnswer(data)} />
            <DocumentView doc={data.item} />
            <PreviousVersions slug={slug} previous={data.previous} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
