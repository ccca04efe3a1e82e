import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { servicesQueryOptions } from '../features/services/api/get-services.ts';

/** `/services`: the service list. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [servicesQueryOptions(args.locale, previewTokenOf(args.request.url))] });
