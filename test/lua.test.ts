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
      expect(actual.stdout).toBe(expected.stdout);
      expect(actual.stderr).toBe(expected.stderr);
      expect(actual.status).toBe(expected.status);
    });
  }
});
