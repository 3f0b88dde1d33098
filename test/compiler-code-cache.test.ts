// The built chunks a fresh process loads to compile and run a prompt (compiler, lua, engine, host)
// load with the V8 code caches the build wrote (scripts/code-cache.mjs, issue #4's fresh-process
// start), and work through those facades like the sources do, with one runtime instance for the
// API and the prompts it imports. Spawns a fresh node (default flags, as a user's process has) on
// the built dist/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './providers/cli.js';
import { compile } from '../compiler/index.js';

const repo = new URL('../', import.meta.url).pathname;
const AREAS = ['compiler', 'lua', 'engine', 'host'];

beforeAll(() => ensureBuilt(), 300_000);

/** Runs an ES module script in a fresh node inside the package (so `promptforge-js` resolves to it); its JSON output. */
function runFresh(script: string, flags: string[] = []): unknown {
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as unknown;
}

const PROMPT = `---
name: t
description: d
promptforge: 0
---

# T

## S

\`\`\`lua
local t = setmetatable({}, { __index = function(_, k) return k .. '!' end })
return t.x .. #args
\`\`\`
`;

describe('code-cached chunks', () => {
  it('a fresh process finds each cache, V8 accepts it, and compile() through the API works', () => {
    const chunks = join(repo, 'dist', 'chunks');
    const facades = AREAS.map((area) => readdirSync(chunks).find((f) => new RegExp(`^${area}-[^.]+\\.js$`).test(f)));
    expect(facades.every((f) => typeof f === 'string')).toBe(true);
    const prompt = '---\nname: t\ndescription: d\n---\n\n# T\n\n## S\n\n```lua\nreturn 1 +\n```\n';
    const script = `
      const caches = {};
      for (const [area, file] of ${JSON.stringify(AREAS.map((a, i) => [a, pathToFileURL(join(chunks, facades[i]!)).href]))}) caches[area] = (await import(file))[area + 'CodeCache'];
      const { compile } = await import(${JSON.stringify(pathToFileURL(join(repo, 'dist', 'compiler', 'api.js')).href)});
      const r = compile(${JSON.stringify(prompt)}, { filename: 't.md' });
      console.log(JSON.stringify({ caches, diagnostics: r.diagnostics.map((d) => [d.line, d.message]) }));`;
    const out = runFresh(script) as { caches: Record<string, unknown>; diagnostics: [number, string][] };
    for (const area of AREAS) expect(out.caches[area], area).toEqual({ found: true, own: true, rejected: false });
    // a Lua syntax error comes back as the same diagnostic the sources give
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics).toEqual(compile(prompt, { filename: 't.md' }).diagnostics.map((d) => [d.line, d.message]));
  });

  it('Node resolves the package to the cached build: a prompt imported by the API runs on the runtime promptforge-js/runtime gives', () => {
    const script = `
      const api = await import('promptforge-js');
      const runtime = await import('promptforge-js/runtime');
      const lua = await import('promptforge-js/runtime/lua');
      const c = api.compile(${JSON.stringify(PROMPT)}, { filename: 't.md' });
      const prompt = await api.importCompiled(c.code, 't');
      const out = await api.run(prompt, { args: 'abc' });
      console.log(JSON.stringify({ api: import.meta.resolve('promptforge-js'), entry: api.runtimeEntry(), runtime: import.meta.resolve('promptforge-js/runtime'),
        sameTable: runtime.LuaTable === lua.LuaTable, out }));`;
    const out = runFresh(script) as Record<string, unknown>;
    expect(out.api).toBe(pathToFileURL(join(repo, 'dist/compiler/api.js')).href);
    // compiled prompts import the very file Node resolves promptforge-js/runtime to: one instance
    expect(out.entry).toBe(out.runtime);
    expect(out.runtime).toBe(pathToFileURL(join(repo, 'dist/runtime/node.js')).href);
    expect(out.sameTable).toBe(true);
    expect(out.out).toEqual({ ok: true, result: 'x!3' });
  });

  it('where Node has no process.getBuiltinModule (before 20.16) the chunks load their builtins another way, with their caches', () => {
    const script = `
      if (process.getBuiltinModule !== undefined) throw new Error('process.getBuiltinModule is still there');
      const api = await import('promptforge-js');
      const c = api.compile(${JSON.stringify(PROMPT)}, { filename: 't.md' });
      const out = await api.run(await api.importCompiled(c.code, 't'), { args: 'abcd' });
      const chunks = new URL('./dist/chunks/', import.meta.resolve('promptforge-js/package.json'));
      const { readdirSync } = await import('node:fs');
      const caches = {};
      for (const area of ${JSON.stringify(AREAS)}) caches[area] = (await import(new URL(readdirSync(chunks).find((f) => new RegExp('^' + area + '-[^.]+\\.js$').test(f)), chunks)))[area + 'CodeCache'];
      console.log(JSON.stringify({ out, caches }));`;
    const out = runFresh(script, ['--import', 'data:text/javascript,delete process.getBuiltinModule']) as { out: unknown; caches: Record<string, unknown> };
    expect(out.out).toEqual({ ok: true, result: 'x!4' });
    for (const area of AREAS) expect(out.caches[area], area).toEqual({ found: true, own: true, rejected: false });
  });

  it('a copy of the package elsewhere names its own files in stack traces, and caches its chunks for its own path', () => {
    // V8 keeps the file name a code cache was made with (nodejs/node#38134): before the caches named
    // their file, every frame inside a chunk of the copy named the chunk in the build's directory
    const copy = mkdtempSync(join(tmpdir(), 'pf-copy-'));
    try {
      cpSync(join(repo, 'dist'), join(copy, 'dist'), { recursive: true });
      cpSync(join(repo, 'package.json'), join(copy, 'package.json'));
      const chunks = join(copy, 'dist', 'chunks');
      const facade = readdirSync(chunks).find((f) => /^lua-[^.]+\.js$/.test(f))!;
      const script = `
        const lua = await import(${JSON.stringify(pathToFileURL(join(copy, 'dist/runtime/lua/index.js')).href)});
        const { luaCodeCache } = await import(${JSON.stringify(pathToFileURL(join(chunks, facade)).href)});
        let stack = '';
        try {
          lua.createEnv(null);
        } catch (e) {
          stack = e.stack;
        }
        console.log(JSON.stringify({ cache: luaCodeCache, frame: stack.split('\\n')[1] }));`;
      const chunk = join(chunks, facade.replace(/\.js$/, '.cjs'));
      // the first process finds the build's cache, made for another path: compiles the chunk, and
      // writes a cache for this path when it exits
      const first = runFresh(script) as { cache: unknown; frame: string };
      expect(first.frame).toContain(`(${chunk}:`);
      expect(first.cache).toEqual({ found: true, own: false, rejected: false });
      // the next one takes that cache, with the same frames
      const second = runFresh(script) as { cache: unknown; frame: string };
      expect(second.cache).toEqual({ found: true, own: true, rejected: false });
      expect(second.frame).toBe(first.frame);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('CommonJS code can require() the package where Node has require(esm): no top-level await anywhere in the graph', () => {
    const features = process.features as { require_module?: boolean };
    if (features.require_module !== true) return; // Node without require(esm): nothing to check
    const r = spawnSync(process.execPath, ['-e', `const api = require('promptforge-js');
      const c = api.compile(${JSON.stringify(PROMPT)}, { filename: 't.md' });
      console.log(JSON.stringify({ diagnostics: c.diagnostics.length, code: c.code.length > 0 }));`], { cwd: repo, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ diagnostics: 0, code: true });
  });

  it('without the node-addons condition (node --no-addons) every entry is the plain build of dist/web/, together', () => {
    const script = `
      const api = await import('promptforge-js');
      const c = api.compile(${JSON.stringify(PROMPT)}, { filename: 't.md' });
      const out = await api.run(await api.importCompiled(c.code, 't'), { args: 'ab' });
      console.log(JSON.stringify({ api: import.meta.resolve('promptforge-js'), entry: api.runtimeEntry(), runtime: import.meta.resolve('promptforge-js/runtime'), out }));`;
    const out = runFresh(script, ['--no-addons']) as Record<string, unknown>;
    expect(out.api).toBe(pathToFileURL(join(repo, 'dist/web/compiler/api.js')).href);
    expect(out.entry).toBe(out.runtime);
    expect(out.runtime).toBe(pathToFileURL(join(repo, 'dist/web/runtime/node.js')).href);
    expect(out.out).toEqual({ ok: true, result: 'x!2' });
  });
});
