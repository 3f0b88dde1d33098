// The store: the API of reference §5.1 over an async backend, with the error values of §5.2 (LG
// variant: kind `store`, fields reason/path/...). Paths and contents are JS text here; the Lua
// binding checks UTF-8 and decodes byte strings before calling in.

import {
  raise, storeAnchorNotFound, storeAnchorRepeated, storeEmptyAnchor, storeFault, storeInvalidGlob,
  storeInvalidPath, storeInvalidRange, type StoreFaultReason,
} from './errors.js';
import { checkGlob, checkPath, globSegments, matchGlob } from './store-paths.js';

/** A failure a backend reports; the store turns it into a `store` error value. */
export class StoreFault {
  constructor(readonly reason: StoreFaultReason, readonly detail = '') {}
}

/** What a path names in a backend. */
export type StoreEntryKind = 'file' | 'directory';

/**
 * A storage backend (in memory, a directory, a Host's own). Paths are already valid store paths.
 * Every method may throw StoreFault; any other throw is reported as a `backend` failure.
 */
export interface StoreBackend {
  /** The file's text; `not_found` when absent, `is_a_directory` for a directory. */
  read(path: string): Promise<string>;
  /** Creates or replaces a file, creating parent directories. */
  write(path: string, contents: string): Promise<void>;
  /** Appends to a file, creating it (and its parents) when absent. */
  append(path: string, contents: string): Promise<void>;
  /** Removes a file or an empty directory; nothing when absent; `directory_not_empty` otherwise. */
  delete(path: string): Promise<void>;
  /** What the path names, or undefined. */
  stat(path: string): Promise<StoreEntryKind | undefined>;
  /** Every file and directory path, in any order. */
  list(): Promise<{ files: string[]; directories: string[] }>;
}

/** Splits text into lines on `\n` or `\r\n`; a final newline ends the last line. */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function validPath(path: string): string {
  const rule = checkPath(path);
  if (rule !== undefined) raise(storeInvalidPath(path, rule));
  return path;
}

/** Runs a backend call, turning its failures into store error values for `path`. */
async function backend<T>(path: string, op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (e) {
    if (e instanceof StoreFault) raise(storeFault(e.reason, path, e.detail));
    raise(storeFault('backend', path, e instanceof Error ? e.message : String(e)));
  }
}

/** The store API of reference §5.1, one instance per run (Plugins see the same files). */
export class Store {
  constructor(readonly backend: StoreBackend) {}

  /** store.write: create or replace. */
  async write(path: string, contents: string): Promise<void> {
    validPath(path);
    await backend(path, () => this.backend.write(path, contents));
  }

  /** store.append: creates the file when absent; no separator. */
  async append(path: string, contents: string): Promise<void> {
    validPath(path);
    await backend(path, () => this.backend.append(path, contents));
  }

  /** store.read: the whole file, or 1-based inclusive lines joined by `\n`. */
  async read(path: string, start?: number, end?: number): Promise<string> {
    validPath(path);
    if (start === undefined && end !== undefined) raise(storeInvalidRange(path, 'end_without_start'));
    const text = await backend(path, () => this.backend.read(path));
    if (start === undefined) return text;
    return this.range(path, splitLines(text), start, end).lines.join('\n');
  }

  /** store.read_numbered: `N| text` lines, numbers right-aligned to the widest shown. */
  async readNumbered(path: string, start?: number, end?: number): Promise<string> {
    validPath(path);
    if (start === undefined && end !== undefined) raise(storeInvalidRange(path, 'end_without_start'));
    const all = splitLines(await backend(path, () => this.backend.read(path)));
    const { lines, first } = start === undefined ? { lines: all, first: 1 } : this.range(path, all, start, end);
    const width = String(first + lines.length - 1).length;
    return lines.map((line, k) => `${String(first + k).padStart(width)}| ${line}`).join('\n');
  }

  /** The bound rules of reference §5.1, in order. */
  private range(path: string, lines: string[], start: number, end: number | undefined): { lines: string[]; first: number } {
    if (start < 1) raise(storeInvalidRange(path, 'start_below_one'));
    if (start > lines.length) return { lines: [], first: start };
    const last = Math.min(end ?? lines.length, lines.length);
    if (last < start) raise(storeInvalidRange(path, 'end_before_start'));
    return { lines: lines.slice(start - 1, last), first: start };
  }

  /** store.str_replace: `old` must occur exactly once (non-overlapping count). */
  async strReplace(path: string, old: string, replacement: string): Promise<void> {
    validPath(path);
    if (old.length === 0) raise(storeEmptyAnchor(path));
    const text = await backend(path, () => this.backend.read(path));
    const at = text.indexOf(old);
    if (at < 0) raise(storeAnchorNotFound(path, old));
    let count = 1;
    for (let i = text.indexOf(old, at + old.length); i >= 0; i = text.indexOf(old, i + old.length)) count++;
    if (count > 1) raise(storeAnchorRepeated(path, old, count));
    await backend(path, () => this.backend.write(path, text.slice(0, at) + replacement + text.slice(at + old.length)));
  }

  /** store.delete: idempotent; files and empty directories only. */
  async delete(path: string): Promise<void> {
    validPath(path);
    await backend(path, () => this.backend.delete(path));
  }

  /** store.exists: files or directories. */
  async exists(path: string): Promise<boolean> {
    validPath(path);
    return (await backend(path, () => this.backend.stat(path))) !== undefined;
  }

  /**
   * store.glob: sorted (bytewise) file paths; a pattern ending in `/` selects directories, which
   * come back with their trailing `/`.
   */
  async glob(pattern: string): Promise<string[]> {
    const rule = checkGlob(pattern);
    if (rule !== undefined) raise(storeInvalidGlob(pattern, rule));
    const { segments, directories } = globSegments(pattern);
    const listing = await backend(pattern, () => this.backend.list());
    const candidates = directories ? listing.directories : listing.files;
    const found = candidates.filter((p) => matchGlob(segments, p)).map((p) => (directories ? p + '/' : p));
    return found.sort(compareBytewise);
  }
}

/** Bytewise order of the UTF-8 encodings (code point order; UTF-16 order differs above U+FFFF). */
export function compareBytewise(a: string, b: string): number {
  const x = [...a], y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
