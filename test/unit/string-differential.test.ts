// test/lua/strings/*.lua under lua5.4 and under promptforge, with a readable first difference
// (test/lua.test.ts runs them too; STRING_CASE=name narrows this file to some programs).
import { describe, it, expect, beforeAll } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireLua, runOurs, runReference } from '../support/lua-runner.js';

const dir = fileURLToPath(new URL('../lua/strings', import.meta.url));
const only = process.env.STRING_CASE;

describe('string library, differential', () => {
  beforeAll(() => requireLua());
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.lua') && (!only || n.includes(only))).sort()) {
    it(name, async () => {
      const file = join(dir, name);
      const expected = runReference(file);
      const actual = await runOurs(file);
      expect(actual.stderr).toBe(expected.stderr);
      expect(firstDifference(actual.stdout, expected.stdout)).toBe('');
      expect(actual.status).toBe(expected.status);
    });
  }
});

/** '' when equal, else the first differing line of each. */
function firstDifference(actual: string, expected: string): string {
  if (actual === expected) return '';
  const a = actual.split('\n');
  const e = expected.split('\n');
  let i = 0;
  while (i < a.length && i < e.length && a[i] === e[i]) i++;
  return `line ${i + 1}:\n  expected ${JSON.stringify(e[i])}\n  got      ${JSON.stringify(a[i])}`;
}
