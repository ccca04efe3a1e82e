import { prefetchPage, regionsQuery, type PageLoaderArgs } from '@tax/shared';
import { achievementsQuery } from '../features/achievements/api/get-achievements.ts';
import { certificatesQuery } from '../features/achievements/api/get-certificates.ts';
import { mobileAppQuery } from '../features/mobile-app/api/get-mobile-app.ts';
import { partnersQuery } from '../features/partners/api/get-partners.ts';
import { slidesQuery } from '../features/slider/api/get-slides.ts';
import { taxStatisticsQuery } from '../features/statistics/api/get-tax-statistics.ts';
import { companyQuery } from '../lib/api/get-company.ts';

/**
 * `/`: the first screen's data (slider and company) is waited for; the parts below are started too (the server
 * renders them with their data, so a reader without scripts has the whole page), each keeping its own error state.
 */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    wait: [slidesQuery(args.locale), companyQuery(args.locale)],
    later: [
      taxStatisticsQuery(args.locale),
      achievementsQuery(args.locale),
      certificatesQuery(args.locale),
      regionsQuery(args.locale),
      partnersQuery(args.locale),
      mobileAppQuery(args.locale),
    ],
  });
