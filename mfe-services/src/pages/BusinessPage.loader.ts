import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { businessServicesQueryOptions } from '../features/business/api/get-business-services.ts';
import { businessProductsQueryOptions } from '../features/business/api/get-business-products.ts';

/** `/business`: the business services and products. */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [businessServicesQueryOptions(args.locale), businessProductsQueryOptions(args.locale)] });
