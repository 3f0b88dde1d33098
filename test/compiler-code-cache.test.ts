// The built compiler chunk loads with the V8 code cache the build wrote (scripts/compiler-code-cache.mjs,
// issue #4's fresh-process start), and compiles through that facade like the sources do. Spawns a
// fresh node (default flags, as a user's process has) on the built dist/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './providers/cli.js';
import { compile } from '../compiler/index.js';

const repo = new URL('../', import.meta.url).pathname;

beforeAll(() => ensureBuilt(), 300_000);

describe('compiler chunk code cache', () => {
  it('a fresh process finds the cache, V8 accepts it, and compile() through the API works', () => {
    const chunks = join(repo, 'dist', 'chunks');
    const facade = readdirSync(chunks).find((f) => /^compiler-[^.]+\.js$/.test(f));
    expect(facade).toBeTypeOf('string');
    const prompt = '---\nname: t\ndescription: d\n---\n\n# T\n\n## S\n\n```lua\nreturn 1 +\n```\n';
    const script = `
      const { compilerCodeCache } = await import(${JSON.stringify(pathToFileURL(join(chunks, facade!)).href)});
      const { compile } = await import(${JSON.stringify(pathToFileURL(join(repo, 'dist', 'compiler', 'api.js')).href)});
      const r = compile(${JSON.stringify(prompt)}, { filename: 't.md' });
      console.log(JSON.stringify({ cache: compilerCodeCache, diagnostics: r.diagnostics.map((d) => [d.line, d.message]) }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { cache: { found: boolean; rejected: boolean }; diagnostics: [number, string][] };
    expect(out.cache).toEqual({ found: true, rejected: false });
    // a Lua syntax error comes back as the same diagnostic the sources give
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics).toEqual(compile(prompt, { filename: 't.md' }).diagnostics.map((d) => [d.line, d.message]));
  });
});
