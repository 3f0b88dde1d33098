// A store kept in a directory on disk (`--store DIR`). No path can escape the root: `..`, absolute
// paths and every symlink that resolves outside the root are refused with `permission_denied`,
// even though the Engine's path rules already reject the first two (defence in depth).

import { lstat, mkdir, readdir, readFile, realpath, rmdir, stat, unlink, writeFile, appendFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { StoreFault, type StoreBackend, type StoreEntryKind } from '../../engine/store.js';
import type { StoreFaultReason } from '../../engine/errors.js';
import { withStoreMaker } from '../../engine/store-maker.js';
import { runStore } from './memory.js';

const CODE_REASONS: Readonly<Record<string, StoreFaultReason>> = {
  ENOENT: 'not_found', EISDIR: 'is_a_directory', ENOTDIR: 'not_a_directory', ENOTEMPTY: 'directory_not_empty',
  EEXIST: 'already_exists', EACCES: 'permission_denied', EPERM: 'permission_denied', EROFS: 'permission_denied',
};

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

/** A Node file-system error as a store fault; the detail holds the code only, never a host path. */
function fault(e: unknown): StoreFault {
  if (e instanceof StoreFault) return e;
  const code = errorCode(e);
  const reason = code === undefined ? undefined : CODE_REASONS[code];
  return reason !== undefined ? new StoreFault(reason) : new StoreFault('backend', code ?? 'unknown file system error');
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A store backend over the directory `root` (created when missing); it brings the store to a run. */
export function directoryStore(root: string): StoreBackend {
  let realRoot: Promise<string> | undefined;
  const base = (): Promise<string> =>
    (realRoot ??= mkdir(resolve(root), { recursive: true }).then(() => realpath(resolve(root))));

  const inside = (rootPath: string, p: string): boolean => p === rootPath || p.startsWith(rootPath + sep);

  /** The host path for a store path, after checking every existing component stays inside the root. */
  const locate = async (path: string): Promise<string> => {
    const top = await base();
    const segments = path.split('/');
    if (path.startsWith('/') || path.includes('\\') || path.includes('\0') ||
        segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new StoreFault('permission_denied');
    }
    let current = top;
    for (const segment of segments) {
      current = join(current, segment);
      let info;
      try {
        info = await lstat(current);
      } catch (e) {
        if (errorCode(e) === 'ENOENT') break; // nothing deeper exists yet
        throw fault(e);
      }
      if (info.isSymbolicLink()) {
        let target: string;
        try {
          target = await realpath(current);
        } catch {
          throw new StoreFault('permission_denied'); // dangling: writing would create its target
        }
        if (!inside(top, target)) throw new StoreFault('permission_denied');
      }
    }
    return join(top, ...segments);
  };

  const guard = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op();
    } catch (e) {
      throw fault(e);
    }
  };

  const prepareParent = async (full: string): Promise<void> => {
    try {
      await mkdir(dirname(full), { recursive: true });
    } catch (e) {
      const code = errorCode(e);
      throw code === 'EEXIST' || code === 'ENOTDIR' ? new StoreFault('not_a_directory') : fault(e);
    }
  };

  return withStoreMaker<StoreBackend>({
    read: (path) => guard(async () => {
      const bytes = await readFile(await locate(path));
      try {
        return utf8.decode(bytes);
      } catch {
        throw new StoreFault('not_utf8');
      }
    }),
    write: (path, contents) => guard(async () => {
      const full = await locate(path);
      await prepareParent(full);
      await writeFile(full, contents, 'utf8');
    }),
    append: (path, contents) => guard(async () => {
      const full = await locate(path);
      await prepareParent(full);
      await appendFile(full, contents, 'utf8');
    }),
    delete: (path) => guard(async () => {
      const full = await locate(path);
      let info;
      try {
        info = await lstat(full);
      } catch (e) {
        if (errorCode(e) === 'ENOENT') return;
        throw e;
      }
      await (info.isDirectory() ? rmdir(full) : unlink(full));
    }),
    stat: (path) => guard(async (): Promise<StoreEntryKind | undefined> => {
      const full = await locate(path);
      try {
        const info = await stat(full);
        return info.isDirectory() ? 'directory' : info.isFile() ? 'file' : undefined;
      } catch (e) {
        if (errorCode(e) === 'ENOENT' || errorCode(e) === 'ENOTDIR') return undefined;
        throw e;
      }
    }),
    list: () => guard(async () => {
      const top = await base();
      const files: string[] = [];
      const directories: string[] = [];
      const walk = async (dir: string, prefix: string): Promise<void> => {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          const storePath = prefix + entry.name;
          const full = join(dir, entry.name);
          if (entry.isDirectory()) {
            directories.push(storePath);
            await walk(full, storePath + '/');
          } else if (entry.isFile()) {
            files.push(storePath);
          } else if (entry.isSymbolicLink()) {
            // Listed only when it resolves to a file inside the root; linked directories are not walked.
            const target = await realpath(full).catch(() => undefined);
            if (target !== undefined && inside(top, target) && (await stat(target)).isFile()) files.push(storePath);
          }
        }
      };
      await walk(top, '');
      return { files, directories };
    }),
  }, runStore);
}
