import { DocumentPage } from '../features/documents/components/DocumentPage.tsx';

/** /privacy: the privacy notice, with its table of contents, anchors, print styles and a download. */
export default function PrivacyPage() {
  return <DocumentPage slug="privacy" />;
}
