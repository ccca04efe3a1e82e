import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { businessProductsQueryOptions } from '../features/business/api/get-business-products.ts';

/** `/business/products`: the product list. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [businessProductsQueryOptions(args.locale)] });
