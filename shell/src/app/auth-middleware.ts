import { isApiError, localizedPath, meQuery, queryClient, redirect } from '@tax/shared';
import type { Middleware } from './middleware.ts';

/**
 * `auth`: the page needs a signed-in visitor. One who is not signed in goes to /signin, which brings him
 * back here afterwards (`?redirect=`).
 */
export const auth: Middleware = async ({ request, locale }) => {
  try {
    await queryClient.fetchQuery(meQuery());
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      const url = new URL(request.url);
      throw redirect(localizedPath('signin', locale, {}, { query: { redirect: `${url.pathname}${url.search}` } }));
    }
    throw error;
  }
};
