import { PageFrame, usePageHandle, useTranslation } from '@tax/shared';

/** A page of the "about" section: its localized title, breadcrumbs, description and intro. */
export default function FramePage() {
  const handle = usePageHandle();
  const name = handle?.name ?? '';
  const { t } = useTranslation('about');
  const intro = t(`pages.${name}.intro`);
  return (
    <PageFrame
      title={t(`pages.${name}.title`)}
      description={t(`pages.${name}.description`)}
      intro={intro || undefined}
      hideBreadcrumbs={handle?.layout === 'home'}
    />
  );
}
