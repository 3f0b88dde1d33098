// Files of the compiled-module cache (compiler/api.ts importCompiled and loadPromptSource): written
// so that a concurrent reader never imports half of one, and named by a fast hash of their text.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
