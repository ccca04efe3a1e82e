import { PageFrame, RestPending, useAfterFirstPaint, useLocale, useLocation, useScrollToHash, useTranslation } from '@tax/shared';
import { useCompany } from '../api/get-company.ts';
import { Achievements } from './Achievements.tsx';
import { CallCentre } from './CallCentre.tsx';
import { Cabinet } from './Cabinet.tsx';
import { Hero } from './Hero.tsx';
import { Locations } from './Locations.tsx';
import { MainSlider } from './MainSlider.tsx';
import { MobileApp } from './MobileApp.tsx';
import { NearWidget } from './NearWidget.tsx';
import { Partners } from './Partners.tsx';
import { RegionsMap } from './RegionsMap.tsx';
import { TaxStatistics } from './TaxStatistics.tsx';

/** The home page: hero, slider, and the sections from the original site. */
export default function HomePage() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const company = useCompany(locale);
  // Below the first screen, the sections come in right after the first paint.
  const rest = useAfterFirstPaint();
  useScrollToHash(rest, useLocation().hash);
  return (
    <PageFrame title={t('pages.home.title')} description={t('pages.home.description')} intro={t('pages.home.intro')} hideBreadcrumbs>
      <Hero callCentre={company.data?.item.callCentre} />
      <MainSlider />
      {rest ? (
        <>
          <NearWidget id="services/ServicesTeaser" name="services" minHeight={280} />
          <TaxStatistics />
          <Achievements />
          <Cabinet />
          <CallCentre />
          <RegionsMap />
          <Locations />
          <NearWidget id="news/LatestNews" name="news" minHeight={280} />
          <Partners />
          <MobileApp />
        </>
      ) : (
        <RestPending />
      )}
    </PageFrame>
  );
}
