import { DocumentPage } from '../features/documents/components/DocumentPage.tsx';

/** /ustav: the charter, with its table of contents, anchors, print styles and a download. */
export default function UstavPage() {
  return <DocumentPage slug="ustav" />;
}
