import { prefetchPage, previewTokenOf, regionsQuery, type PageLoaderArgs } from '@tax/shared';
import { serviceQueryOptions } from '../features/services/api/get-service.ts';
import { personalProductsQuery } from '../features/services/api/get-personal-products.ts';

/** `/services/:slug`: the service (an unknown slug is the 404; `?preview=`: an editor's draft), the regions it is offered in and the products that include it. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    main: serviceQueryOptions(args.params.slug ?? '', args.locale, previewTokenOf(args.request.url)),
    wait: [regionsQuery(args.locale), personalProductsQuery(args.locale)],
  });
