import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { documentQuery } from '../features/documents/api/get-document.ts';

/** `/accessibility`: the accessibility statement. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [documentQuery('accessibility', args.locale, previewTokenOf(args.request.url))] });
