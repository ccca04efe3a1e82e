import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { documentSlugOf, documentVersionQuery } from '../features/documents/api/get-document.ts';

/** `/ustav/versions/:version` (and the other documents'): that version; an unknown one is the 404. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    main: documentVersionQuery(documentSlugOf(new URL(args.request.url).pathname), args.params.slug ?? '', args.locale),
  });
