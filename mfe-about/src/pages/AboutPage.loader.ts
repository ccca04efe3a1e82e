import { prefetchPage, previewTokenOf, type PageLoaderArgs, regionsQuery, videosQuery } from '@tax/shared';
import { companyQuery } from '../features/company/api/get-company.ts';
import { staffQuery } from '../features/staff/api/get-staff.ts';
import { departmentsQuery } from '../features/departments/api/get-departments.ts';
import { certificatesQuery } from '../features/awards/api/get-certificates.ts';
import { awardsQuery } from '../features/awards/api/get-awards.ts';
import { achievementsQuery } from '../features/company/api/get-achievements.ts';
import { partnersQuery } from '../features/partners/api/get-partners.ts';
import { openDataQuery } from '../features/open-data/api/get-open-data.ts';
import { vacanciesQuery } from '../features/vacancies/api/get-vacancies.ts';

/** `/about` waits for its first screen (the company and its leaders); the other parts' data loads alongside. */
export const loader = (args: PageLoaderArgs) => {
  const { locale } = args;
  // An editor's preview of a partner, a certificate or an award (`?preview=`): that list with the draft.
  const preview = previewTokenOf(args.request.url);
  return prefetchPage(args, {
    wait: [companyQuery(locale), staffQuery(locale)],
    later: [
      departmentsQuery(locale),
      certificatesQuery(locale, preview),
      awardsQuery(locale, preview),
      achievementsQuery(locale),
      partnersQuery(locale, preview),
      openDataQuery(locale),
      regionsQuery(locale),
      vacanciesQuery({ page: 1 }, locale),
      // The news section's video gallery (a widget on this page): rendered with its videos on the server.
      videosQuery(locale),
    ],
  });
};
