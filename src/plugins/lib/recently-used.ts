/**
 * A memo of a pure function's results that `npm start` keeps from one edit to the next, bounded: past
 * `size` entries the least recently used go (a Map keeps insertion order), so a long session of edits,
 * each making new inputs, does not grow it without end.
 */
export function recentlyUsed<K, V>(cache: Map<K, V>, size: number, key: K, make: () => V): V {
  let value: V;
  if (cache.has(key)) {
    value = cache.get(key)!;
    // Used again: the most recent.
    cache.delete(key);
  } else {
    value = make();
  }
  cache.set(key, value);
  if (cache.size > size) {
    cache.delete(cache.keys().next().value!);
  }
  return value;
}
