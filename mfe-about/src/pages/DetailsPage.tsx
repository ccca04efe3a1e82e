import { PageFrame, QueryState, useLocale, useTranslation } from '@tax/shared';
import { useCompany } from '../features/company/api/get-company.ts';
import { CompanyDetails } from '../features/company/components/CompanyProfile.tsx';
import { KeyFigures } from '../features/company/components/KeyFigures.tsx';
import { Section } from '../lib/Section.tsx';

/** /about/details: the full company profile. */
export default function DetailsPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const company = useCompany(locale);
  return (
    <PageFrame
      title={t('pages.about-details.title')}
      description={t('pages.about-details.description')}
      intro={t('pages.about-details.intro')}
    >
      <QueryState query={company} lines={8}>
        {(data) => (
          <>
            <CompanyDetails company={data.item} />
            <Section id="figures" title={t('about.sections.figures')}>
              <KeyFigures figures={data.item.keyFigures} />
            </Section>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
