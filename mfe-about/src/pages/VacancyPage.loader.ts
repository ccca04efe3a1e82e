import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { vacancyQuery } from '../features/vacancies/api/get-vacancy.ts';

/** `/vacancy/:slug`: the vacancy; an unknown slug is the 404. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { main: vacancyQuery(args.params.slug ?? '', args.locale) });
