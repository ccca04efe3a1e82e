import { prefetchPage, type PageLoaderArgs, regionsQuery } from '@tax/shared';
import { companyQuery } from '../features/company/api/get-company.ts';

/** `/contacts`: the head office and the regional offices. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [companyQuery(args.locale), regionsQuery(args.locale)] });
