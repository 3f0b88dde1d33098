// Files of the compiled-module cache (compiler/api.ts importCompiled and loadPromptSource): written
// so that a concurrent reader never imports half of one, and named by a fast hash of their text;
// kept in a directory only this user can write (privateCacheDir).
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtin } from './node-builtins.js';

/**
 * `<tmpdir>/<name>-<uid>`, made with mode 0700, for modules this process will import. The OS temp
 * directory is shared by every user of the machine: a cache directory there with a fixed name could
 * be made first by another user, who would then plant the module a prompt run imports (code
 * execution as whoever runs the prompt) or a symlink that a cache write follows. So the directory
 * is used only when it is a real directory (not a symlink) owned by this user and writable by no
 * one else; otherwise this process gets a fresh private one (mkdtemp: no reuse, but safe). Where
 * there are no uids (Windows), the temp directory is per user already.
 */
export function privateCacheDir(name: string): string {
  const tmp = builtin('node:os').tmpdir();
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const dir = join(tmp, uid === undefined ? name : `${name}-${uid}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if (uid === undefined) return dir;
  const stat = lstatSync(dir);
  if (stat.isDirectory() && stat.uid === uid && (stat.mode & 0o022) === 0) return dir;
  return mkdtempSync(join(tmp, `${name}-${uid}-`));
}

/** Writes a cache file so that a concurrent reader never imports half of it. */
export function writeAtomic(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/**
 * A 53-bit hash of a text (cyrb53: two multiply-xor lanes), 14 hex digits. It only names cache files
 * whose content is compared before reuse (cacheFileWith), so it need not resist collisions; a digest
 * from node:crypto would cost loading node:crypto (several ms of a fresh process) for a few KB of text.
 */
export function textKey(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The file `<stem>.mjs` in `dir` (or `<stem>-N.mjs` past a hash collision) that holds exactly
 * `text`, written if no such file exists yet.
 */
export function cacheFileWith(dir: string, stem: string, text: string): string {
  for (let n = 0; ; n++) {
    const file = join(dir, `${stem}${n === 0 ? '' : `-${n}`}.mjs`);
    if (!existsSync(file)) {
      writeAtomic(file, text);
      return file;
    }
    if (readFileSync(file, 'utf8') === text) return file;
  }
}
