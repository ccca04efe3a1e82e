import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { documentQuery } from '../features/documents/api/get-document.ts';

/** `/privacy`: the privacy notice. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [documentQuery('privacy', args.locale, previewTokenOf(args.request.url))] });
