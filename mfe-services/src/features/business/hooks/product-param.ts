/** The business product a details page is about (`?product=slug`), if any. */
export function productParam(search: URLSearchParams): string | null {
  const value = search.get('product');
  return value && value.trim() ? value.trim() : null;
}
