import { PageFrame, QueryState, useLocale, useLocation, useParams, useTranslation } from '@tax/shared';
import { documentSlugOf, labelOfAddress, useDocumentVersion } from '../features/documents/api/get-document.ts';
import { DocumentView, PreviousVersionNote } from '../features/documents/components/DocumentView.tsx';

/**
 * A previous version of a legal document (`/ustav/versions/2-1` for 2.1, `/ru/oferta/versions/…`), whole, as it was in
 * force: public bodies keep them readable. Marked as replaced, with a link to the version in force.
 */
export default function DocumentVersionPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const slug = documentSlugOf(useLocation().pathname);
  // The route's parameter is the version's label as its address writes it (see routes.ts, versionAddress).
  const version = labelOfAddress(useParams().slug ?? '');
  const query = useDocumentVersion(slug, version, locale);
  return (
    <PageFrame
      title={t('documents.versionPage.title', { title: t(`pages.${slug}.title`), version })}
      description={t('documents.versionPage.description', { title: t(`pages.${slug}.title`), version })}
    >
      <QueryState query={query} lines={10}>
        {(data) => (
          <>
            <PreviousVersionNote slug={slug} doc={data.item} current={data.current} />
            <DocumentView doc={data.item} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
