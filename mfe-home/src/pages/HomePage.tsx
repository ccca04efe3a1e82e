import {
  DeferHydration,
  PageFrame,
  RestPending,
  useAfterFirstPaint,
  useLocale,
  useLocation,
  useScrollToHash,
  useTranslation,
} from '@tax/shared';
import { useCompany } from '../lib/api/get-company.ts';
import { Achievements } from '../features/achievements/components/Achievements.tsx';
import { CallCentre } from '../features/call-centre/components/CallCentre.tsx';
import { Cabinet } from '../features/cabinet/components/Cabinet.tsx';
import { Hero } from '../features/hero/components/Hero.tsx';
import { Locations } from '../features/offices/components/Locations.tsx';
import { MainSlider } from '../features/slider/components/MainSlider.tsx';
import { MobileApp } from '../features/mobile-app/components/MobileApp.tsx';
import { NearWidget } from '../features/widgets/components/NearWidget.tsx';
import { Partners } from '../features/partners/components/Partners.tsx';
import { RegionsMap } from '../features/offices/components/RegionsMap.tsx';
import { TaxStatistics } from '../features/statistics/components/TaxStatistics.tsx';

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
        // Each band hydrates after the rest of the page, on its own: hydrating the whole long page at once was one long
        // task on a phone.
        [
          <NearWidget key="services" id="services/ServicesTeaser" name="services" minHeight={280} />,
          <TaxStatistics key="statistics" />,
          <Achievements key="achievements" />,
          <Cabinet key="cabinet" />,
          <CallCentre key="call-centre" />,
          <RegionsMap key="regions-map" />,
          <Locations key="locations" />,
          <NearWidget key="news" id="news/LatestNews" name="news" minHeight={280} />,
          <Partners key="partners" />,
          <MobileApp key="mobile-app" />,
        ].map((band) => <DeferHydration key={band.key}>{band}</DeferHydration>)
      ) : (
        <RestPending />
      )}
    </PageFrame>
  );
}
