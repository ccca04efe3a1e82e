/**
 * A value worked out once per key: the kit's components ask for the same few custom properties, rules and styles on
 * every page, hundreds of times. The cache is emptied when it reaches `most` entries, so odd keys cannot grow it.
 */
export function remembered<V>(cache: Map<string, V>, key: string, most: number, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= most) cache.clear();
    cache.set(key, value);
  }
  return value;
}
