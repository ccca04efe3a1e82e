import { startTransition, useEffect, useState } from 'react';
import { PageFrame, useLocale, useTranslation } from '@tax/shared';
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
import classes from './home.module.css';

/**
 * True after the first paint: set in a transition, so React renders what it reveals in small slices that never
 * block the main thread, and the first screen (title, intro, hero, slider) paints without waiting for it.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/** The home page: hero, slider, and the sections from the original site. */
export default function HomePage() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const company = useCompany(locale);
  const rest = useAfterFirstPaint();
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
        // Holds the footer below the first screen until the sections are in (no layout shift).
        <div className={classes.restPending} aria-hidden="true" />
      )}
    </PageFrame>
  );
}
