// The store API and path rules (reference §5.1) with the error values of §5.2 (LG variant), on the
// in-memory and directory backends; the directory backend never leaves its root.
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineException, type EngineError } from '../../runtime/engine/errors.js';
import { checkGlob, checkPath } from '../../runtime/engine/store-paths.js';
import { Store, splitLines, type StoreBackend } from '../../runtime/engine/store.js';
import { directoryStore } from '../../runtime/host/stores/directory.js';
import { memoryStore } from '../../runtime/host/stores/memory.js';

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof EngineException) return e.error;
    throw e;
  }
  throw new Error('expected a store error');
}

describe('path rules', () => {
  it.each([
    ['', 'empty'], ['a'.repeat(1025), 'too_long'], ['é'.repeat(513), 'too_long'], ['/etc/passwd', 'absolute'],
    ['a\u0001b', 'control'], ['a\\b', 'backslash'], ['a//b', 'empty_segment'], ['a/', 'empty_segment'],
    ['../x', 'traversal'], ['a/./b', 'traversal'], ['notes.', 'unsafe_suffix'], ['dir /x', 'unsafe_suffix'],
    ['CON', 'reserved_name'], ['x/lpt1.txt', 'reserved_name'], ['nul', 'reserved_name'],
  ])('%j breaks %s', (path, rule) => {
    expect(checkPath(path)).toBe(rule);
  });
  it('takes the first failure and accepts ordinary paths', () => {
    expect(checkPath('/..')).toBe('absolute');
    expect(checkPath('notes/2024 plan.md')).toBeUndefined();
    expect(checkPath('a'.repeat(1024))).toBeUndefined();
    // 1024 bytes of UTF-8 in 512 UTF-16 units (4-byte characters), and one byte more
    expect(checkPath('\u{1F600}'.repeat(256))).toBeUndefined();
    expect(checkPath('\u{1F600}'.repeat(256) + 'a')).toBe('too_long');
    // an unpaired surrogate is written as U+FFFD (3 bytes), whatever follows it: 204 x (3 + 2) + 4
    expect(checkPath('\ud800\u00e9'.repeat(204) + 'abcd')).toBeUndefined();
    expect(checkPath('\ud800\u00e9'.repeat(204) + 'abcde')).toBe('too_long');
    expect(checkPath('console.md')).toBeUndefined();
    expect(checkPath('.hidden')).toBeUndefined();
  });
  it('checks glob patterns', () => {
    expect(checkGlob('')).toBe('empty');
    expect(checkGlob('a/***')).toBe('wildcard');
    expect(checkGlob('a**/b')).toBe('wildcard');
    expect(checkGlob('**/*.md')).toBeUndefined();
    expect(checkGlob('notes/')).toBeUndefined();
  });
  it('splits lines on \\n and \\r\\n', () => {
    expect(splitLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual([]);
    expect(splitLines('\n')).toEqual(['']);
  });
});

const roots: string[] = [];
afterAll(async () => {
  for (const r of roots) await rm(r, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pf-store-'));
  roots.push(dir);
  return dir;
}

const backends: Array<[string, () => Promise<StoreBackend>]> = [
  ['memory', async () => memoryStore()],
  ['directory', async () => directoryStore(join(await tempDir(), 'root'))],
];

describe.each(backends)('store API on the %s backend', (_name, make) => {
  it('writes, appends, reads and checks existence', async () => {
    const store = new Store(await make());
    await store.write('notes/a.md', 'one\ntwo\nthree\n');
    await store.append('notes/a.md', 'four');
    await store.append('log.txt', 'x');
    expect(await store.read('notes/a.md')).toBe('one\ntwo\nthree\nfour');
    expect(await store.read('log.txt')).toBe('x');
    expect(await store.exists('notes')).toBe(true);
    expect(await store.exists('notes/a.md')).toBe(true);
    expect(await store.exists('nope')).toBe(false);
  });

  it('reads line ranges by the bound rules', async () => {
    const store = new Store(await make());
    await store.write('f.txt', 'l1\r\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n');
    expect(await store.read('f.txt', 2, 3)).toBe('l2\nl3');
    expect(await store.read('f.txt', 9)).toBe('l9\nl10');
    expect(await store.read('f.txt', 9, 99)).toBe('l9\nl10');
    expect(await store.read('f.txt', 11, 1)).toBe('');
    expect(await store.readNumbered('f.txt', 8, 10)).toBe(' 8| l8\n 9| l9\n10| l10');
    expect(await store.readNumbered('f.txt', 1, 2)).toBe('1| l1\n2| l2');
    expect((await failure(store.read('f.txt', 0))).message).toBe('invalid line range for f.txt: start must be at least 1');
    expect((await failure(store.read('f.txt', 3, 2))).fields.reason).toBe('invalid_range');
    expect((await failure(store.read('f.txt', undefined, 2))).message).toBe('invalid line range for f.txt: end was given without start');
  });

  it('replaces exactly one anchor', async () => {
    const store = new Store(await make());
    await store.write('p.md', 'aaa b aaa');
    expect((await failure(store.strReplace('p.md', 'aaa', 'c'))).message)
      .toBe('anchor "aaa" occurs 2 times in p.md, expected exactly one; include more surrounding text so it matches once');
    expect((await failure(store.strReplace('p.md', 'zz', 'c'))).fields).toEqual({ reason: 'anchor', path: 'p.md', anchor: 'zz', count: 0 });
    expect((await failure(store.strReplace('p.md', '', 'c'))).message).toBe('str_replace requires a non-empty anchor: p.md');
    await store.strReplace('p.md', ' b ', '-');
    expect(await store.read('p.md')).toBe('aaa-aaa');
    const aa = new Store(await make());
    await aa.write('q', 'aaaa');
    expect((await failure(aa.strReplace('q', 'aa', 'b'))).fields.count).toBe(2); // non-overlapping
  });

  it('deletes files and empty directories only, idempotently', async () => {
    const store = new Store(await make());
    await store.write('d/e/f.md', 'x');
    expect((await failure(store.delete('d'))).fields.reason).toBe('directory_not_empty');
    await store.delete('d/e/f.md');
    await store.delete('d/e/f.md');
    await store.delete('d/e');
    expect(await store.exists('d/e')).toBe(false);
    expect(await store.glob('**')).toEqual([]);
  });

  it('globs sorted file paths, and directories with a trailing /', async () => {
    const store = new Store(await make());
    for (const p of ['b.md', 'a.md', 'x/c.md', 'x/y/d.md', 'x/y/e.txt']) await store.write(p, p);
    expect(await store.glob('*.md')).toEqual(['a.md', 'b.md']);
    expect(await store.glob('**/*.md')).toEqual(['a.md', 'b.md', 'x/c.md', 'x/y/d.md']);
    expect(await store.glob('x/**')).toEqual(['x/c.md', 'x/y/d.md', 'x/y/e.txt']);
    expect(await store.glob('**/')).toEqual(['x/', 'x/y/']);
    expect((await failure(store.glob('a/***'))).message).toBe('invalid glob pattern "a/***": ** must be a whole segment');
  });

  it('reports missing files, directories and bad paths as store errors', async () => {
    const store = new Store(await make());
    await store.write('dir/f', 'x');
    expect(await failure(store.read('none.md'))).toMatchObject({
      kind: 'store', message: 'file not found in store: none.md', fields: { reason: 'not_found', path: 'none.md' },
    });
    expect((await failure(store.read('dir'))).fields.reason).toBe('is_a_directory');
    expect((await failure(store.write('dir/f/g', 'x'))).fields.reason).toBe('not_a_directory');
    expect(await failure(store.write('../escape', 'x'))).toMatchObject({
      kind: 'store', fields: { reason: 'invalid_path', rule: 'traversal', path: '../escape' },
    });
  });
});

describe('directory backend containment', () => {
  it('refuses .., absolute paths and symlinks that leave the root', async () => {
    const base = await tempDir();
    const root = join(base, 'root');
    const outside = join(base, 'outside');
    await mkdir(root, { recursive: true });
    await mkdir(outside, { recursive: true });
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await symlink(outside, join(root, 'link'));
    await symlink(join(outside, 'secret.txt'), join(root, 'secret-link'));
    await symlink(join(outside, 'missing.txt'), join(root, 'dangling'));
    await mkdir(join(root, 'inner'));
    await writeFile(join(root, 'inner', 'ok.txt'), 'ok');
    await symlink(join(root, 'inner'), join(root, 'inner-link'));

    const backend = directoryStore(root);
    for (const bad of ['../outside/secret.txt', '/etc/passwd', 'a/../../x']) {
      await expect(backend.read(bad)).rejects.toMatchObject({ reason: 'permission_denied' });
      await expect(backend.write(bad, 'x')).rejects.toMatchObject({ reason: 'permission_denied' });
    }
    const store = new Store(backend);
    expect((await failure(store.read('link/secret.txt'))).fields.reason).toBe('permission_denied');
    expect((await failure(store.read('secret-link'))).fields.reason).toBe('permission_denied');
    expect((await failure(store.write('link/new.txt', 'x'))).fields.reason).toBe('permission_denied');
    expect((await failure(store.write('dangling', 'x'))).fields.reason).toBe('permission_denied');
    expect((await failure(store.delete('link'))).fields.reason).toBe('permission_denied');
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    await expect(readFile(join(outside, 'missing.txt'))).rejects.toThrow();
    // Links that stay inside the root work; escaping ones never show up in a listing.
    expect(await store.read('inner-link/ok.txt')).toBe('ok');
    expect(await store.glob('**')).toEqual(['inner/ok.txt']);
  });

  it('keeps text verbatim (BOM included) and refuses invalid UTF-8', async () => {
    const root = await tempDir();
    await writeFile(join(root, 'bom.txt'), '\uFEFFhi');
    await writeFile(join(root, 'bad.bin'), Buffer.from([0xff, 0xfe, 0x00]));
    const store = new Store(directoryStore(root));
    expect(await store.read('bom.txt')).toBe('\uFEFFhi');
    expect((await failure(store.read('bad.bin'))).fields.reason).toBe('not_utf8');
  });
});
