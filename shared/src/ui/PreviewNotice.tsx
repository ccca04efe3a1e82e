import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * Marks a page showing an editor's draft (`preview: true` in the API's answer, api/preview.ts): a note the editor
 * cannot miss, and `noindex` for the page (React puts the meta element in the head). Nothing for a public answer.
 */
export function PreviewNotice({ preview }: { preview: boolean }) {
  const { t } = useTranslation('common');
  if (!preview) return null;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <p className="kit-preview-notice" role="note" data-preview>
        {t('previewNotice')}
      </p>
    </>
  );
}

/**
 * The preview token of the page being shown (`?preview=`); null without one. Here, beside the notice, and not in the
 * API client (api/preview.ts), which must stay free of React Router: it is bundled into every page's first load.
 */
export function usePreviewToken(): string | null {
  const [search] = useSearchParams();
  return search.get('preview') || null;
}
