import { PageFrame, RestPending, useAfterFirstPaint, useLocale, useLocation, useScrollToHash, useTranslation } from '@tax/shared';
import { useCompany } from '../features/home/api/get-company.ts';
import { Achievements } from '../features/home/components/Achievements.tsx';
import { CallCentre } from '../features/home/components/CallCentre.tsx';
import { Cabinet } from '../features/home/components/Cabinet.tsx';
import { Hero } from '../features/home/components/Hero.tsx';
import { Locations } from '../features/home/components/Locations.tsx';
import { MainSlider } from '../features/home/components/MainSlider.tsx';
import { MobileApp } from '../features/home/components/MobileApp.tsx';
import { NearWidget } from '../features/home/components/NearWidget.tsx';
import { Partners } from '../features/home/components/Partners.tsx';
import { RegionsMap } from '../features/home/components/RegionsMap.tsx';
import { TaxStatistics } from '../features/home/components/TaxStatistics.tsx';

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
