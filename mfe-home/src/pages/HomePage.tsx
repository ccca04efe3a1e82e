import {
  DeferHydration,
  PageFrame,
  PreviewNotice,
  isPreviewAnswer,
  usePreviewToken,
  RestPending,
  useAfterFirstPaint,
  useLocale,
  useLocation,
  useScrollToHash,
  useTranslation,
} from '@tax/shared';
import { useCompany } from '../lib/api/get-company.ts';
import { Hero } from '../features/hero/components/Hero.tsx';
import { MainSlider } from '../features/slider/components/MainSlider.tsx';
import { useSlides } from '../features/slider/api/get-slides.ts';
import {
  achievementsBand,
  cabinetBand,
  callCentreBand,
  locationsBand,
  mobileAppBand,
  newsWidgetBand,
  partnersBand,
  regionsMapBand,
  servicesWidgetBand,
  statisticsBand,
} from './home-bands.ts';

/**
 * The bands below the first screen, each in a part that hydrates on its own. One array for every render of the page:
 * a render of the page does not render them again, so one still waiting for its code (it loads near the view) is left
 * as the server's markup rather than rendered anew.
 */
const BANDS = [
  <servicesWidgetBand.Part key="services" id="services/ServicesTeaser" name="services" minHeight={280} />,
  <statisticsBand.Part key="statistics" />,
  <achievementsBand.Part key="achievements" />,
  <cabinetBand.Part key="cabinet" />,
  <callCentreBand.Part key="call-centre" />,
  <regionsMapBand.Part key="regions-map" />,
  <locationsBand.Part key="locations" />,
  <newsWidgetBand.Part key="news" id="news/LatestNews" name="news" minHeight={280} />,
  <partnersBand.Part key="partners" />,
  <mobileAppBand.Part key="mobile-app" />,
].map((band) => <DeferHydration key={band.key}>{band}</DeferHydration>);

/** The home page: hero, slider, and the sections from the original site. */
export default function HomePage() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const company = useCompany(locale);
  // Below the first screen, the sections come in right after the first paint.
  const rest = useAfterFirstPaint();
  useScrollToHash(rest, useLocation().hash);
  // An editor's preview of a slide says so above the slider.
  const slides = useSlides(locale, usePreviewToken());
  return (
    <PageFrame title={t('pages.home.title')} description={t('pages.home.description')} intro={t('pages.home.intro')} hideBreadcrumbs>
      <Hero callCentre={company.data?.item.callCentre} />
      <PreviewNotice preview={isPreviewAnswer(slides.data)} />
      <MainSlider />
      {rest ? (
        // Each band hydrates after the rest of the page, on its own: hydrating the whole long page at once was one long
        // task on a phone. Its code loads when it comes near the view (./home-bands.ts).
        BANDS
      ) : (
        <RestPending />
      )}
    </PageFrame>
  );
}
