import type { PageLoaderArgs } from '@tax/shared';
import { meQueryOptions } from '../lib/api/get-me.ts';
import { regionsQueryOptions } from '../lib/api/get-regions.ts';
import { prefetchOr404, prefetchQuietly } from '../lib/loader.ts';
import { personalProductsQueryOptions } from '../features/products/api/get-personal-products.ts';
import { personalProductQueryOptions } from '../features/products/api/get-personal-product.ts';
import { myRequestsQueryOptions } from '../features/account/api/get-my-requests.ts';

/** The pages' loaders, loaded with the first page of the section rather than with the shell's first load. */

export async function productsLoader({ locale, queryClient }: PageLoaderArgs) {
  await prefetchQuietly(() => queryClient.ensureQueryData(personalProductsQueryOptions(locale)));
  return null;
}

export async function productLoader({ params, locale, queryClient }: PageLoaderArgs) {
  const slug = params.slug ?? '';
  await Promise.all([
    prefetchOr404(() => queryClient.ensureQueryData(personalProductQueryOptions(slug, locale))),
    queryClient.prefetchQuery(regionsQueryOptions(locale)),
    // Prefills the form from the account; a visitor who is not signed in simply gets an empty form.
    queryClient.prefetchQuery(meQueryOptions()),
  ]);
  return null;
}

export async function requestsLoader({ locale, queryClient }: PageLoaderArgs) {
  await Promise.all([
    prefetchQuietly(() => queryClient.fetchQuery(myRequestsQueryOptions(locale))),
    queryClient.prefetchQuery(regionsQueryOptions(locale)),
  ]);
  return null;
}

export async function meLoader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(meQueryOptions());
  return null;
}
