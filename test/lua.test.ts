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

// test/lua/known-gaps/ holds programs that still differ from lua5.4, each listed in the README's
// "Differences from lua5.4": they must keep differing, so a fix shows up as a failure here and the
// program moves to its topic folder (and the README entry goes).
const GAPS = 'known-gaps';

describe('lua differential', () => {
  beforeAll(() => requireLua());
  for (const file of luaFiles(root)) {
    const name = relative(root, file);
    const gap = name.startsWith(`${GAPS}/`);
    it(gap ? `${name} (known gap: still differs)` : name, async () => {
      const problems = await compare(file);
      if (gap) expect(problems, 'this known gap now matches lua5.4: move it out of known-gaps/').not.toBe('');
      else expect(problems).toBe('');
    });
  }
});

/** '' when our run matches lua5.4's exactly, else what differs. */
async function compare(file: string): Promise<string> {
  const expected = runReference(file);
  const actual = await runOurs(file);
  return [
    actual.stdout !== expected.stdout && `stdout ${firstDifference(actual.stdout, expected.stdout)}`,
    actual.stderr !== expected.stderr && `stderr: expected ${JSON.stringify(expected.stderr)}, got ${JSON.stringify(actual.stderr)}`,
    actual.status !== expected.status && `exit status: expected ${expected.status}, got ${actual.status}`,
  ]
    .filter(Boolean)
    .join('\n');
}

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
