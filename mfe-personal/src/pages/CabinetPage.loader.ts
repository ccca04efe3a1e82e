import { prefetchPage, regionsQuery, type PageLoaderArgs } from '@tax/shared';
import { myRequestsQueryOptions } from '../features/account/api/get-my-requests.ts';

/** `/personal/requests` (behind `auth`): the visitor's own requests and the regions they name. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [myRequestsQueryOptions(args.locale), regionsQuery(args.locale)] });
