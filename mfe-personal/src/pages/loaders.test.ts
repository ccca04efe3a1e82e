import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, notFound, queryClient } from '@tax/shared';
import { loader as productsLoader } from './ProductsPage.loader.ts';
import { loader as productLoader } from './ProductPage.loader.ts';
import { loader as requestsLoader } from './CabinetPage.loader.ts';

const args = (params: Record<string, string> = {}) => ({
  params,
  request: new Request('http://site.test/en/personal/product'),
  locale: 'en' as const,
  queryClient,
});

queryClient.setDefaultOptions({ queries: { retry: false } });

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('personal loaders', () => {
  it('an unknown product slug rejects the route with a 404', async () => {
    vi.spyOn(api.services, 'personalProduct').mockRejectedValue(new ApiError(404, 'not_found', 'Not found'));
    vi.spyOn(api.regions, 'list').mockResolvedValue({ items: [], groups: [] });
    vi.spyOn(api.auth, 'me').mockRejectedValue(new ApiError(401, 'unauthorized', 'No'));
    const error = await productLoader(args({ slug: 'nope' })).catch((thrown: unknown) => thrown);
    // Exactly what the kit's notFound() throws (the shell's 404), not just any route error.
    const kitNotFound = (() => {
      try {
        return notFound();
      } catch (thrown: unknown) {
        return thrown;
      }
    })();
    expect(error).toEqual(kitNotFound);
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it('prefetches the product in the page language, and leaves other failures to the page', async () => {
    const product = vi.spyOn(api.services, 'personalProduct').mockRejectedValue(new ApiError(503, 'unavailable', 'Down'));
    vi.spyOn(api.regions, 'list').mockResolvedValue({ items: [], groups: [] });
    vi.spyOn(api.auth, 'me').mockRejectedValue(new ApiError(401, 'unauthorized', 'No'));
    await expect(productLoader(args({ slug: 'eds-key-2-years' }))).resolves.toBeNull();
    expect(product).toHaveBeenCalledWith('eds-key-2-years', { locale: 'en' });
  });

  it('the list and the cabinet do not fail their route when the API fails', async () => {
    vi.spyOn(api.services, 'personalProducts').mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    vi.spyOn(api.auth, 'myRequests').mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    vi.spyOn(api.regions, 'list').mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    await expect(productsLoader(args())).resolves.toBeNull();
    await expect(requestsLoader(args())).resolves.toBeNull();
  });
});
