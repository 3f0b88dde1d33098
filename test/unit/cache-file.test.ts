// The compiled-module cache names files by a non-cryptographic hash (compiler/cache-file.ts), so a
// file found under a name is reused only when it holds exactly the text being cached.
import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFileWith, privateCacheDir, textKey } from '../../compiler/cache-file.js';

const dirs: string[] = [];
const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'pf-cache-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('compiled-module cache files', () => {
  it('textKey is 14 hex digits, stable, and differs for texts that differ in one character', () => {
    expect(textKey('export default 1;\n')).toMatch(/^[0-9a-f]{14}$/);
    expect(textKey('export default 1;\n')).toBe(textKey('export default 1;\n'));
    expect(textKey('export default 1;\n')).not.toBe(textKey('export default 2;\n'));
    expect(textKey('')).not.toBe(textKey('\0'));
  });

  it('writes the file when absent and reuses it when it holds the same text', () => {
    const dir = freshDir();
    const first = cacheFileWith(dir, 'p-abc', 'export default 1;\n');
    expect(first).toBe(join(dir, 'p-abc.mjs'));
    expect(readFileSync(first, 'utf8')).toBe('export default 1;\n');
    expect(cacheFileWith(dir, 'p-abc', 'export default 1;\n')).toBe(first);
    // no temporary file is left behind
    expect(readdirSync(dir)).toEqual(['p-abc.mjs']);
  });

  it('never returns a file under the name that holds other text (a hash collision or a stale file)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'p-abc.mjs'), 'export default "other";\n');
    const file = cacheFileWith(dir, 'p-abc', 'export default 1;\n');
    expect(file).toBe(join(dir, 'p-abc-1.mjs'));
    expect(readFileSync(file, 'utf8')).toBe('export default 1;\n');
    // the other file is left as it was, and the next lookup finds the right one again
    expect(readFileSync(join(dir, 'p-abc.mjs'), 'utf8')).toBe('export default "other";\n');
    expect(cacheFileWith(dir, 'p-abc', 'export default 1;\n')).toBe(file);
  });
});

// The cache holds modules a run imports, under the machine's shared temp directory: a directory of
// that name made first by someone else must never be used (they could plant a module or a symlink).
describe.runIf(typeof process.getuid === 'function')('the cache directory (privateCacheDir)', () => {
  const uid = typeof process.getuid === 'function' ? process.getuid() : -1;
  const name = `pf-private-${process.pid}`;
  const expected = join(tmpdir(), `${name}-${uid}`);
  const own = (dir: string) => {
    dirs.push(dir);
    return dir;
  };

  it('is <tmpdir>/<name>-<uid>, made with mode 0700, and the same directory the next time', () => {
    const dir = own(privateCacheDir(name));
    expect(dir).toBe(expected);
    const stat = lstatSync(dir);
    expect(stat.isDirectory()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o700);
    expect(privateCacheDir(name)).toBe(dir);
  });

  it('is not a directory of that name that others can write: the process gets a fresh private one', () => {
    mkdirSync(own(expected));
    chmodSync(expected, 0o777);
    const dir = own(privateCacheDir(name));
    expect(dir).not.toBe(expected);
    expect(dir.startsWith(`${expected}-`)).toBe(true);
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
  });

  it('is not a symlink of that name, even to a directory of this user', () => {
    const target = freshDir();
    symlinkSync(target, own(expected));
    const dir = own(privateCacheDir(name));
    expect(dir).not.toBe(expected);
    expect(readdirSync(target)).toEqual([]);
  });

  it.runIf(uid === 0)('is not a directory of that name owned by another user', () => {
    mkdirSync(own(expected), { mode: 0o700 });
    chownSync(expected, 65534, 65534);
    const dir = own(privateCacheDir(name));
    expect(dir).not.toBe(expected);
  });
});
