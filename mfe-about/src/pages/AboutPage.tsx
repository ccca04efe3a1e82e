import {
  LocalizedLink,
  PageFrame,
  PreviewNotice,
  isPreviewAnswer,
  usePreviewToken,
  QueryState,
  RestPending,
  useAfterFirstPaint,
  useLocale,
  useLocation,
  useScrollToHash,
  useTranslation,
  regionsQuery,
  useQuery,
} from '@tax/shared';
import { RemoteWidget } from '@tax/shared/widgets';
import { classes, Section } from '../lib/Section.tsx';
import { useCompany } from '../features/company/api/get-company.ts';
import { useStaff } from '../features/staff/api/get-staff.ts';
import { useDepartments } from '../features/departments/api/get-departments.ts';
import { useAwards } from '../features/awards/api/get-awards.ts';
import { useAchievements } from '../features/company/api/get-achievements.ts';
import { useCertificates } from '../features/awards/api/get-certificates.ts';
import { usePartners } from '../features/partners/api/get-partners.ts';
import { useOpenData } from '../features/open-data/api/get-open-data.ts';
import { useVacancies } from '../features/vacancies/api/get-vacancies.ts';
import { CompanyIntro } from '../features/company/components/CompanyProfile.tsx';
import { StaffCards } from '../features/staff/components/StaffCards.tsx';
import { Departments } from '../features/departments/components/Departments.tsx';
import { Achievements, Awards } from '../features/awards/components/Awards.tsx';
import { Certificates } from '../features/awards/components/Certificates.tsx';
import { Partners } from '../features/partners/components/Partners.tsx';
import { OpenData } from '../features/open-data/components/OpenData.tsx';
import { KeyFigures } from '../features/company/components/KeyFigures.tsx';
import { RegionsList } from '../features/contacts/components/Offices.tsx';
import { VacancyCards } from '../features/vacancies/components/VacancyCards.tsx';

const SECTIONS = [
  'information',
  'leadership',
  'departments',
  'achievements',
  'certificates',
  'partners',
  'open-data',
  'regions',
  'team',
  'vacancies',
  'videos',
  'figures',
] as const;

const noItems = (data: { items: unknown[] }) => data.items.length === 0;

/** /about: the enterprise in one page, each part with its own loading, empty and error state. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const company = useCompany(locale);
  const staff = useStaff(locale);
  const departments = useDepartments(locale);
  const preview = usePreviewToken();
  const awards = useAwards(locale, preview);
  const achievements = useAchievements(locale);
  const certificates = useCertificates(locale, preview);
  const partners = usePartners(locale, preview);
  const openData = useOpenData(locale);
  const regions = useQuery(regionsQuery(locale));
  const vacancies = useVacancies({ page: 1 }, locale);
  const empty = t('common.empty');
  // The parts below the first screen come in right after the first paint (their data is already loading).
  const rest = useAfterFirstPaint();
  useScrollToHash(rest, useLocation().hash);

  return (
    <PageFrame title={t('pages.about.title')} description={t('pages.about.description')} intro={t('pages.about.intro')}>
      <PreviewNotice preview={[awards, certificates, partners].some((q) => isPreviewAnswer(q.data))} />
      <nav aria-label={t('about.onThisPage')} id="contents" tabIndex={-1}>
        <ul className={classes.toc}>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`about.sections.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="information" title={t('about.sections.information')} contents="contents">
        <QueryState query={company}>{(data) => <CompanyIntro company={data.item} />}</QueryState>
      </Section>
      <Section id="leadership" title={t('about.sections.leadership')} contents="contents">
        <QueryState query={staff} isEmpty={(data) => !data.items.some((p) => p.group !== 'team')} empty={empty}>
          {(data) => <StaffCards people={data.items.filter((p) => p.group !== 'team')} compact />}
        </QueryState>
      </Section>
      {rest ? (
        // The parts below the first screen hydrate after the rest of the page, each on its own (`later`).
        <>
          <Section id="departments" title={t('about.sections.departments')} contents="contents" later>
            <QueryState query={departments} isEmpty={noItems} empty={empty}>
              {(data) => <Departments items={data.items} />}
            </QueryState>
          </Section>
          <Section id="achievements" title={t('about.sections.achievements')} contents="contents" later>
            <QueryState query={achievements} isEmpty={noItems} empty={empty}>
              {(data) => <Achievements items={data.items} />}
            </QueryState>
            <div style={{ marginTop: '1.5rem' }}>
              <QueryState query={awards} isEmpty={noItems} empty={empty}>
                {(data) => <Awards items={data.items} />}
              </QueryState>
            </div>
          </Section>
          <Section id="certificates" title={t('about.sections.certificates')} contents="contents" later>
            <QueryState query={certificates} isEmpty={noItems} empty={empty}>
              {(data) => <Certificates items={data.items} asOf={certificates.dataUpdatedAt} />}
            </QueryState>
          </Section>
          <Section id="partners" title={t('about.sections.partners')} contents="contents" later>
            <QueryState query={partners} isEmpty={noItems} empty={empty}>
              {(data) => <Partners items={data.items} />}
            </QueryState>
          </Section>
          <Section id="open-data" title={t('about.sections.open-data')} contents="contents" later>
            <QueryState query={openData} isEmpty={noItems} empty={empty}>
              {(data) => <OpenData items={data.items} />}
            </QueryState>
          </Section>
          <Section id="regions" title={t('about.sections.regions')} contents="contents" later>
            <QueryState query={regions} isEmpty={noItems} empty={empty}>
              {(data) => <RegionsList regions={data} />}
            </QueryState>
            <p>
              <LocalizedLink to="contacts" className={classes.link}>
                {t('about.allOffices')}
              </LocalizedLink>
            </p>
          </Section>
          <Section id="team" title={t('about.sections.team')} contents="contents" later>
            <QueryState query={staff} isEmpty={(data) => !data.items.some((p) => p.group === 'team')} empty={empty}>
              {(data) => <StaffCards people={data.items.filter((p) => p.group === 'team')} compact />}
            </QueryState>
            <p>
              <LocalizedLink to="staff" className={classes.link}>
                {t('about.allStaff')}
              </LocalizedLink>
            </p>
          </Section>
          <Section id="vacancies" title={t('about.sections.vacancies')} contents="contents" later>
            <QueryState query={vacancies} isEmpty={(data) => !data.items.some((v) => !v.closed)} empty={t('vacancy.none')}>
              {(data) => <VacancyCards items={data.items.filter((v) => !v.closed).slice(0, 3)} />}
            </QueryState>
            <p>
              <LocalizedLink to="vacancy" className={classes.link}>
                {t('about.allVacancies')}
              </LocalizedLink>
            </p>
          </Section>
          <Section id="videos" title={t('about.sections.videos')} contents="contents" later>
            <RemoteWidget id="news/VideoGallery" minHeight={240} props={{ hideHeading: true, headingLevel: 2 }} />
          </Section>
          <Section id="figures" title={t('about.sections.figures')} contents="contents" later>
            <QueryState query={company}>{(data) => <KeyFigures figures={data.item.keyFigures} />}</QueryState>
          </Section>
        </>
      ) : (
        <RestPending />
      )}
    </PageFrame>
  );
}
