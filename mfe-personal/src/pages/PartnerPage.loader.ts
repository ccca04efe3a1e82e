import { meQuery, prefetchPage, type PageLoaderArgs } from '@tax/shared';

/** Who is signed in (the page greets, prefills or sends a signed-in visitor on). */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [meQuery()] });
