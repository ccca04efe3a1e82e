import { prefetchPage, previewTokenOf, type PageLoaderArgs } from '@tax/shared';
import { businessProductQueryOptions } from '../features/business/api/get-business-product.ts';
import { businessProductsQueryOptions } from '../features/business/api/get-business-products.ts';
import { productParam } from '../features/business/hooks/product-param.ts';

/** `/business/products/details?product=slug`: that product (an unknown one is the 404, a withdrawn one the 410; `?preview=`: an editor's draft), else the list to choose from. */
export const loader = (args: PageLoaderArgs) => {
  const slug = productParam(new URL(args.request.url).searchParams);
  return slug
    ? prefetchPage(args, { main: businessProductQueryOptions(slug, args.locale, previewTokenOf(args.request.url)) })
    : prefetchPage(args, { wait: [businessProductsQueryOptions(args.locale)] });
};
