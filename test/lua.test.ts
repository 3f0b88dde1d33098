// Every test/lua/**/*.lua runs under lua5.4 and under promptforge: stdout, exit status and the
// first stderr line must match exactly (style guide, "Tests").
import { describe, it, expect, beforeAll } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireLua, runOurs, runReference } from './support/lua-runner.js';

const root = fileURLToPath(new URL('./lua', import.meta.url));

function luaFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? luaFiles(p) : n.endsWith('.lua') ? [p] : [];
    });
}

describe('lua differential', () => {
  beforeAll(() => requireLua());
  for (const file of luaFiles(root)) {
    it(relative(root, file), async () => {
      const expected = runReference(file);
      const actual = await runOurs(file);
      const problems = [
        actual.stdout !== expected.stdout && `stdout ${firstDifference(actual.stdout, expected.stdout)}`,
        actual.stderr !== expected.stderr && `stderr: expected ${JSON.stringify(expected.stderr)}, got ${JSON.stringify(actual.stderr)}`,
        actual.status !== expected.status && `exit status: expected ${expected.status}, got ${actual.status}`,
      ].filter(Boolean);
      expect(problems.join('\n')).toBe('');
    });
  }
});

/** '' when equal, else the first differing line of each (short, so failures stay readable). */
function firstDifference(actual: string, expected: string): string {
  if (actual === expected) return '';
  const a = actual.split('\n');
  const e = expected.split('\n');
  let i = 0;
  while (i < a.length && i < e.length && a[i] === e[i]) i++;
  const cut = (s: string | undefined) => (s === undefined ? '<end of output>' : JSON.stringify(s.slice(0, 300)));
  return `line ${i + 1}: expected ${cut(e[i])}, got ${cut(a[i])}`;
}
