import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { documentQuery } from '../features/documents/api/get-document.ts';

/** `/oferta`: the public offer. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [documentQuery('oferta', args.locale, previewTokenOf(args.request.url))] });
