import { DocumentPage } from '../features/documents/components/DocumentPage.tsx';

/** /oferta: the public offer, with its table of contents, anchors, print styles and a download. */
export default function OfertaPage() {
  return <DocumentPage slug="oferta" />;
}
