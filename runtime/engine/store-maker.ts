// Where a run's store comes from (issue #6 tree-shaking). The store (store.ts, the in-memory
// backend) is in a bundle only when code that can reach it brings it: the prompt module (its Lua
// names `store`), a backend from runtime/host/stores (`options.store`), a config made by
// defineConfig or a Plugin made by definePlugin (runtime/host/config.ts). Each attaches the maker
// under one registered symbol, so makers from two copies of the package are found too. This module
// imports nothing, so reading the symbol brings no store.
import type { Store, StoreBackend } from './store.js';

/** Makes the run's store over the caller's backend, or over a fresh in-memory one. */
export type RunStore = (backend: StoreBackend | undefined) => Store;

const STORE_MAKER = Symbol.for('promptforge.storeMaker');

/** The store maker `owner` carries, if any. */
export function storeMakerOf(owner: unknown): RunStore | undefined {
  return typeof owner === 'object' && owner !== null ? (owner as { [STORE_MAKER]?: RunStore })[STORE_MAKER] : undefined;
}

/**
 * `owner` carrying `maker`: the same object when it can take a property (an enumerable one, so a
 * spread copy `{ ...config }` keeps it), else a copy (a frozen Plugin or config).
 */
export function withStoreMaker<T extends object>(owner: T, maker: RunStore): T {
  if (!Object.isExtensible(owner)) return { ...owner, [STORE_MAKER]: maker };
  (owner as { [STORE_MAKER]?: RunStore })[STORE_MAKER] = maker;
  return owner;
}
