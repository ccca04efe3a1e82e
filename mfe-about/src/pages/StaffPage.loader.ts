import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { staffQuery } from '../features/staff/api/get-staff.ts';

/** `/staff`: the management. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [staffQuery(args.locale)] });
