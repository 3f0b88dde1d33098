// The invalidation epoch of the method-lookup caches (method-cache.ts). It lives in a module of its
// own with no imports, so tables.ts and base.ts can bump it without importing the caches.

/**
 * Bumped by `indexChanged()` whenever a table a method cache relies on (a metatable or a table of an
 * `__index` chain, marked `watched`) changes in a way that can change a lookup's result: a string key
 * set to a different value through rawset/setindex (new keys, deletions, `__index` replaced) or its
 * metatable swapped. Every cache entry is valid only for the epoch it was filled in.
 */
export const indexEpoch = { n: 0 };

/** Invalidates every method cache (see indexEpoch). */
export function indexChanged(): void {
  indexEpoch.n++;
}
