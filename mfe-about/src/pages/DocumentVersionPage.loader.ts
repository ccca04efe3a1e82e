import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { documentSlugOf, documentVersionQuery, labelOfAddress } from '../features/documents/api/get-document.ts';

/** `/ustav/versions/3-0` (and the other documents'): that version; an unknown one is the 404. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    main: documentVersionQuery(documentSlugOf(new URL(args.request.url).pathname), labelOfAddress(args.params.slug ?? ''), args.locale),
  });
