import { currentLocale, i18n, loadNamespaces, nearView, type Locale } from '@tax/shared';
import type { ComponentType } from 'react';

/**
 * The home page's bands below its first screen, each with its code in a file of its own that loads when the band comes
 * near the view (the kit's nearView), not with the page: a phone that shows the hero and the slider loads and runs the
 * code of those two only. Until its code is there a band is the server's markup, readable, its links plain links.
 * The page's loader loads them all first, on the server (which renders the whole page in one pass) and on a
 * navigation in the browser. Each is named by the id of its first section, which is in the server's markup.
 *
 * Their strings come with them: the section's namespace ("home") holds those of the first screen and of the search
 * page; the bands' are in `locales/bands/`, added to the same namespace when a band first loads, so the bands use
 * them as any other string of the section.
 */
const bandStrings: Record<Locale, () => Promise<{ default: object }>> = {
  uz: () => import('../locales/bands/uz.json'),
  ru: () => import('../locales/bands/ru.json'),
  en: () => import('../locales/bands/en.json'),
};

const adding = new Map<Locale, Promise<void>>();

/** Adds the bands' strings in a language to the section's namespace (after its own strings, which it loads if need be). */
export function loadBandStrings(locale: Locale): Promise<void> {
  // Already there (a server that forgot the section's strings for a new version forgot these with them).
  if ((i18n.getResourceBundle(locale, 'home') as { stats?: unknown } | undefined)?.stats) return Promise.resolve();
  let pending = adding.get(locale);
  if (!pending) {
    pending = Promise.all([loadNamespaces(locale, ['home']), bandStrings[locale]()]).then(
      ([, strings]) => {
        adding.delete(locale);
        i18n.addResourceBundle(locale, 'home', strings.default, true, true);
      },
      (error: unknown) => {
        adding.delete(locale);
        throw error;
      },
    );
    adding.set(locale, pending);
  }
  return pending;
}

/** A band: its code and its strings in the page's language, loaded together when it comes near the view. */
const band = <P extends object>(id: string, importer: () => Promise<ComponentType<P>>) =>
  nearView(id, () => Promise.all([importer(), loadBandStrings(currentLocale())]).then(([component]) => component));

export const statisticsBand = band('tax-statistics', () =>
  import('../features/statistics/components/TaxStatistics.tsx').then((module) => module.TaxStatistics),
);
export const achievementsBand = band('achievements', () =>
  import('../features/achievements/components/Achievements.tsx').then((module) => module.Achievements),
);
export const cabinetBand = band('cabinet', () => import('../features/cabinet/components/Cabinet.tsx').then((module) => module.Cabinet));
export const callCentreBand = band('call-centre', () =>
  import('../features/call-centre/components/CallCentre.tsx').then((module) => module.CallCentre),
);
export const regionsMapBand = band('regions-map', () =>
  import('../features/offices/components/RegionsMap.tsx').then((module) => module.RegionsMap),
);
export const locationsBand = band('locations', () =>
  import('../features/offices/components/Locations.tsx').then((module) => module.Locations),
);
export const partnersBand = band('partners', () =>
  import('../features/partners/components/Partners.tsx').then((module) => module.Partners),
);
export const mobileAppBand = band('mobile-app', () =>
  import('../features/mobile-app/components/MobileApp.tsx').then((module) => module.MobileApp),
);

// Other sections' widgets (services, news): their frame too loads near the view, and the widget itself in it later.
const nearWidget = () => import('../features/widgets/components/NearWidget.tsx').then((module) => module.NearWidget);
export const servicesWidgetBand = band('widget-services', nearWidget);
export const newsWidgetBand = band('widget-news', nearWidget);

/**
 * Every band's code, and their strings in the page's language, for the page's loader: never fails (a band whose code
 * cannot load fails on its own, with a retry).
 */
export const bandsReady = (locale: Locale) =>
  Promise.all([
    ...[
      servicesWidgetBand,
      statisticsBand,
      achievementsBand,
      cabinetBand,
      callCentreBand,
      regionsMapBand,
      locationsBand,
      newsWidgetBand,
      partnersBand,
      mobileAppBand,
    ].map((part) => part.ready()),
    loadBandStrings(locale).catch(() => undefined),
  ]);

// Development (the team's dev server): a changed strings file applies in the open page without a reload.
import.meta.webpackHot?.accept(['../locales/bands/uz.json', '../locales/bands/ru.json', '../locales/bands/en.json'], () => {
  for (const locale of Object.keys(bandStrings) as Locale[]) {
    if (!(i18n.getResourceBundle(locale, 'home') as { stats?: unknown } | undefined)?.stats) continue;
    void bandStrings[locale]().then((strings) => {
      i18n.addResourceBundle(locale, 'home', strings.default, true, true);
      void i18n.changeLanguage(i18n.language);
    });
  }
});
