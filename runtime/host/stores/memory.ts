// The default store: fresh, empty and in memory, one per run (reference §5.1 "Default store"), and
// the maker of a run's store that whatever may reach the store brings (engine/store-maker.ts).

import { Store, StoreFault, type StoreBackend, type StoreEntryKind } from '../../engine/store.js';
import { withStoreMaker, type RunStore } from '../../engine/store-maker.js';

/** The run's store over the caller's backend, or over a fresh in-memory one. */
export const runStore: RunStore = (backend) => new Store(backend ?? memoryStore());

function parents(path: string): string[] {
  const parts = path.split('/');
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

/** An in-memory store backend (it brings the store to a run); `seed` pre-fills files (path -> contents). */
export function memoryStore(seed: Readonly<Record<string, string>> = {}): StoreBackend {
  const files = new Map<string, string>();
  const directories = new Set<string>();

  const prepareParents = (path: string): void => {
    for (const dir of parents(path)) {
      if (files.has(dir)) throw new StoreFault('not_a_directory');
    }
    if (directories.has(path)) throw new StoreFault('is_a_directory');
    for (const dir of parents(path)) directories.add(dir);
  };

  const backend: StoreBackend = {
    async read(path) {
      const text = files.get(path);
      if (text !== undefined) return text;
      throw new StoreFault(directories.has(path) ? 'is_a_directory' : 'not_found');
    },
    async write(path, contents) {
      prepareParents(path);
      files.set(path, contents);
    },
    async append(path, contents) {
      prepareParents(path);
      files.set(path, (files.get(path) ?? '') + contents);
    },
    async delete(path) {
      if (files.delete(path)) return;
      if (!directories.has(path)) return;
      const prefix = path + '/';
      for (const p of files.keys()) if (p.startsWith(prefix)) throw new StoreFault('directory_not_empty');
      for (const d of directories) if (d.startsWith(prefix)) throw new StoreFault('directory_not_empty');
      directories.delete(path);
    },
    async stat(path): Promise<StoreEntryKind | undefined> {
      if (files.has(path)) return 'file';
      return directories.has(path) ? 'directory' : undefined;
    },
    async list() {
      return { files: [...files.keys()], directories: [...directories] };
    },
  };
  for (const [path, contents] of Object.entries(seed)) {
    for (const dir of parents(path)) directories.add(dir);
    files.set(path, contents);
  }
  return withStoreMaker(backend, runStore);
}
