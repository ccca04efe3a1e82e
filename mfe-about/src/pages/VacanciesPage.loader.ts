import { prefetchPage, type PageLoaderArgs, regionsQuery } from '@tax/shared';
import { vacanciesQuery } from '../features/vacancies/api/get-vacancies.ts';
import { vacancyFilterFrom } from '../features/vacancies/hooks/vacancy-filter.ts';

/** `/vacancy`: the vacancies the address's filter asks for, and the regions to filter by. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    wait: [vacanciesQuery(vacancyFilterFrom(new URL(args.request.url).searchParams), args.locale), regionsQuery(args.locale)],
  });
