import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { companyQuery } from '../features/company/api/get-company.ts';

/** `/about/details`: the company. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [companyQuery(args.locale)] });
