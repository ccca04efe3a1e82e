import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { structureQuery } from '../features/structure/api/get-structure.ts';

/** `/about/structure`: the structure tree. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [structureQuery(args.locale)] });
