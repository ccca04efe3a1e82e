import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { staffMemberQuery } from '../features/staff/api/get-staff-member.ts';

/** `/staff/:slug`: the person; an unknown slug is the 404; `?preview=`: an editor's draft. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { main: staffMemberQuery(args.params.slug ?? '', args.locale, previewTokenOf(args.request.url)) });
