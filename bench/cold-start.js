#!/usr/bin/env node
// Cold start: the wall time of a fresh `node` process that loads a Lua hello program and runs it,
// minus the time of a bare `node -e ''` (medians over BENCH_COLD_RUNS, default 10, interleaved).
//   promptforge-js bundled:   the compiled chunk + its runtime in one ES module made with rollup
//                             (as a deployed prompt would ship)
//   promptforge-js unbundled: the compiled chunk importing promptforge-js/runtime from dist/
//   fengari, wasmoon:         import the library, create a state, run the same program
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chunkDir, compile, firstLine, loadCompiler, root, runtimePath } from './lib/promptforge.js';
import { median, table } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10) || 10;
const HELLO = 'print("hello, world")\n';
const EXPECTED = 'hello, world\n';
const dir = join(chunkDir, 'cold');
const peerDir = join(root, 'bench', '.cache', 'cold'); // beside node_modules, for the peers' imports
mkdirSync(dir, { recursive: true });
mkdirSync(peerDir, { recursive: true });

const cases = [{ name: 'node -e \'\' (baseline)', args: ['-e', ''], baseline: true }];
const notes = [];

// promptforge-js: compile ahead of time, then bundle with rollup.
const compiler = await loadCompiler();
let pfError = compiler.error;
if (!pfError) {
  const c = compile(compiler.compileChunk, HELLO, { chunkname: 'hello.lua', filename: 'hello.lua' });
  if (c.error) pfError = c.error;
  else writeFileSync(join(dir, 'hello.mjs'), c.code);
}
if (pfError) {
  cases.push({ name: 'promptforge-js bundled', error: pfError }, { name: 'promptforge-js unbundled', error: pfError });
} else {
  writeFileSync(join(dir, 'entry.mjs'), `import { createGlobals } from 'promptforge-js/runtime';
import chunk from './hello.mjs';
const write = (s) => process.stdout.write(Buffer.from(s, 'latin1'));
const result = chunk(createGlobals({ standalone: true, write }));
if (result && typeof result.then === 'function') await result;
`);
  try {
    const { rollup } = await import('rollup');
    const bundle = await rollup({
      input: join(dir, 'entry.mjs'),
      plugins: [{ name: 'promptforge-runtime', resolveId: (id) => (id === 'promptforge-js/runtime' ? runtimePath : null) }],
      onwarn: (w) => notes.push(`rollup: ${w.message}`),
    });
    await bundle.write({ file: join(dir, 'bundle.mjs'), format: 'es' });
    await bundle.close();
    const bytes = statSync(join(dir, 'bundle.mjs')).size;
    cases.push({ name: 'promptforge-js bundled', args: [join(dir, 'bundle.mjs')], note: `${(bytes / 1024).toFixed(0)} KB bundle` });
  } catch (err) {
    cases.push({ name: 'promptforge-js bundled', error: `rollup: ${firstLine(err)}` });
  }
  cases.push({ name: 'promptforge-js unbundled', args: [join(dir, 'entry.mjs')] });
}

writeFileSync(join(peerDir, 'fengari.mjs'), `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring } = fengari;
const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
if (lauxlib.luaL_dostring(L, to_luastring(${JSON.stringify(HELLO)})) !== lua.LUA_OK) process.exit(1);
`);
writeFileSync(join(peerDir, 'wasmoon.mjs'), `import { LuaFactory } from 'wasmoon';
const engine = await new LuaFactory().createEngine();
await engine.doString(${JSON.stringify(HELLO)});
engine.global.close();
`);
cases.push({ name: 'fengari', args: [join(peerDir, 'fengari.mjs')] }, { name: 'wasmoon', args: [join(peerDir, 'wasmoon.mjs')] });

for (const c of cases) c.times = [];
for (let i = 0; i < RUNS; i++) {
  for (const c of cases) {
    if (c.error) continue;
    const start = performance.now();
    const r = spawnSync(process.execPath, c.args, { cwd: root, encoding: 'latin1' });
    const elapsed = performance.now() - start;
    if (r.status !== 0) { c.error = firstLine(r.stderr || `exit ${r.status}`); continue; }
    if (!c.baseline && r.stdout !== EXPECTED) { c.error = `printed ${JSON.stringify(r.stdout)}`; continue; }
    c.times.push(elapsed);
  }
}
const base = median(cases[0].times);
console.log(`Cold start: median wall time of a fresh node process over ${RUNS} runs, and what it adds to a bare node.`);
console.log('');
console.log(table(['process', 'median ms', 'added ms', 'note'], cases.map((c) => c.error
  ? [c.name, `error: ${c.error}`, '-', '']
  : [c.name, median(c.times).toFixed(1), c.baseline ? '' : (median(c.times) - base).toFixed(1), c.note ?? ''])));
const bundled = cases.find((c) => c.name === 'promptforge-js bundled');
if (bundled && !bundled.error) {
  const added = median(bundled.times) - base;
  console.log(`\ntarget: a compiled chunk's cold start adds ${added.toFixed(1)} ms <= 10 ms: ${added <= 10 ? 'PASS' : 'FAIL'}`);
}
for (const n of notes.slice(0, 5)) console.log(n);

