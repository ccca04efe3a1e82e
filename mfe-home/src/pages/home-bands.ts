import { nearView } from '@tax/shared';

/**
 * The home page's bands below its first screen, each with its code in a file of its own that loads when the band comes
 * near the view (the kit's nearView), not with the page: a phone that shows the hero and the slider loads and runs the
 * code of those two only. Until its code is there a band is the server's markup, readable, its links plain links.
 * The page's loader loads them all first, on the server (which renders the whole page in one pass) and on a
 * navigation in the browser. Each is named by the id of its first section, which is in the server's markup.
 */
export const statisticsBand = nearView('tax-statistics', () =>
  import('../features/statistics/components/TaxStatistics.tsx').then((module) => module.TaxStatistics),
);
export const achievementsBand = nearView('achievements', () =>
  import('../features/achievements/components/Achievements.tsx').then((module) => module.Achievements),
);
export const cabinetBand = nearView('cabinet', () => import('../features/cabinet/components/Cabinet.tsx').then((module) => module.Cabinet));
export const callCentreBand = nearView('call-centre', () =>
  import('../features/call-centre/components/CallCentre.tsx').then((module) => module.CallCentre),
);
export const regionsMapBand = nearView('regions-map', () =>
  import('../features/offices/components/RegionsMap.tsx').then((module) => module.RegionsMap),
);
export const locationsBand = nearView('locations', () =>
  import('../features/offices/components/Locations.tsx').then((module) => module.Locations),
);
export const partnersBand = nearView('partners', () =>
  import('../features/partners/components/Partners.tsx').then((module) => module.Partners),
);
export const mobileAppBand = nearView('mobile-app', () =>
  import('../features/mobile-app/components/MobileApp.tsx').then((module) => module.MobileApp),
);

/** Every band's code, for the page's loader: never fails (a band whose code cannot load fails on its own). */
export const bandsReady = () =>
  Promise.all(
    [statisticsBand, achievementsBand, cabinetBand, callCentreBand, regionsMapBand, locationsBand, partnersBand, mobileAppBand].map(
      (band) => band.ready(),
    ),
  );
