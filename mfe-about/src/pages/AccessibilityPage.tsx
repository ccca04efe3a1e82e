import { DocumentPage } from '../features/documents/components/DocumentPage.tsx';

/** /accessibility: the accessibility statement, with its table of contents, anchors, print styles and a download. */
export default function AccessibilityPage() {
  return <DocumentPage slug="accessibility" />;
}
