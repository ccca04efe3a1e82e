import { prefetchPage, previewTokenOf, regionsQuery, type PageLoaderArgs, type PrefetchPlan } from '@tax/shared';
import { achievementsQuery } from '../features/achievements/api/get-achievements.ts';
import { certificatesQuery } from '../features/achievements/api/get-certificates.ts';
import { mobileAppQuery } from '../features/mobile-app/api/get-mobile-app.ts';
import { partnersQuery } from '../features/partners/api/get-partners.ts';
import { slidesQuery } from '../features/slider/api/get-slides.ts';
import { taxStatisticsQuery } from '../features/statistics/api/get-tax-statistics.ts';
import { companyQuery } from '../lib/api/get-company.ts';
import { bandsReady } from './home-bands.ts';

/**
 * `/`: the first screen's data (slider and company) is waited for; the parts below are started too (the server
 * renders them with their data, so a reader without scripts has the whole page), each keeping its own error state.
 * The bands' code is loaded beside it (on a page the server rendered, the browser loads each band's code when the band
 * comes near the view).
 */
export const loader = async (args: PageLoaderArgs) => {
  const [page] = await Promise.all([prefetchPage(args, pagePlan(args)), bandsReady(args.locale)]);
  return page;
};

const pagePlan = (args: PageLoaderArgs): PrefetchPlan => ({
  // `?preview=`: an editor's preview of a slide (the slider with the draft).
  wait: [slidesQuery(args.locale, previewTokenOf(args.request.url)), companyQuery(args.locale)],
  later: [
    taxStatisticsQuery(args.locale),
    achievementsQuery(args.locale),
    certificatesQuery(args.locale),
    regionsQuery(args.locale),
    partnersQuery(args.locale),
    mobileAppQuery(args.locale),
  ],
});
