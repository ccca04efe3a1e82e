import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { documentQuery } from '../features/documents/api/get-document.ts';

/** `/ustav`: the charter. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [documentQuery('ustav', args.locale, previewTokenOf(args.request.url))] });
