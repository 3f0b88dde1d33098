#!/usr/bin/env node
// Cold start: the wall time of a fresh `node` process that loads a Lua program and runs it, minus
// the time of a bare `node -e ''` (medians over BENCH_COLD_RUNS, default 10, interleaved).
// Two programs:
//   hello:        `print("hello, world")` as a compiled chunk (its globals from the chunk's `lib`)
//   page-fetcher: examples/page-fetcher.md compiled with compile(), run through its bound `run`
//                 with a stand-in web Plugin (one tools.call); the peers run the same Lua with a
//                 `tools.call` written in JS
// For each:
//   promptforge-js bundled:   the compiled module + its runtime in one file made with rollup (the
//                             runtime as Node resolves it: the "node" export condition), as a
//                             deployed prompt would ship: an ES module, and CommonJS (what
//                             serverless deployers often bundle to; `node -e ''` is CommonJS too)
//   promptforge-js unbundled: the compiled module importing the runtime from dist/ (a chunk:
//                             promptforge-js/runtime/lua where the package has that entry)
//   fengari, wasmoon:         import the library, create a state, run the same program
// Every entry, ours and the peers', prints its checked output the same way, the cheapest standard
// one: fs.writeSync(1, ...) with node:fs from process.getBuiltinModule (valgrind instruction counts
// of a fresh node printing one line: console.log ~17 M, process.stdout.write ~5 M from an .mjs and
// ~12 M from a .cjs, an ES import of node:fs ~5 M, this ~0.3 M, of ~500 M for bare node). Print in
// the Lua programs goes through it as well (the peers' `print` is replaced by one that writes so),
// so a row measures loading and running the program, not the first use of Node's console or streams.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chunkDir, compile, firstLine, loadCompiler, pfRoot, root, webLuaRuntimePath, webNodeRuntimePath } from './lib/promptforge.js';
import { median, table } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10) || 10;
const HELLO = 'print("hello, world")\n';
const EXPECTED = 'hello, world\n';
const FETCH_LUA = "return tools.call('fetch', { url = args })";
const FETCH_EXPECTED = 'fetched https://example.com\n';
// The one way every entry prints (see the header); `process.getBuiltinModule` works in ES modules
// and CommonJS alike (Node >= 20.16, 22.3).
const WRITE = "const write = (s) => process.getBuiltinModule('node:fs').writeSync(1, s);";
const dir = join(chunkDir, 'cold');
const peerDir = join(root, 'bench', '.cache', 'cold'); // beside node_modules, for the peers' imports
mkdirSync(dir, { recursive: true });
mkdirSync(peerDir, { recursive: true });

// `node -e ''` runs as CommonJS; any .mjs file also starts node's ES module loader, a cost of its
// own (shown by the empty .mjs row), so each bundle is measured in both formats
writeFileSync(join(dir, 'empty.mjs'), '');
const cases = [
  { name: 'node -e \'\' (baseline)', args: ['-e', ''], baseline: true },
  { name: 'node empty.mjs (ES module loader)', args: [join(dir, 'empty.mjs')], expected: '' },
];
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
  // the chunk's `lib` export names the globals it uses (a build without it: every global)
  const hasLib = /^export const lib = /m.test(readFileSync(join(dir, 'hello.mjs'), 'latin1'));
  // the entry takes createEnv from the entry the chunk imports (one runtime instance)
  const chunkRuntime = /from "promptforge-js\/runtime\/lua"/.test(readFileSync(join(dir, 'hello.mjs'), 'latin1')) ? 'promptforge-js/runtime/lua' : 'promptforge-js/runtime';
  writeFileSync(join(dir, 'entry.mjs'), `import { ${hasLib ? 'createEnv' : 'createGlobals'} } from '${chunkRuntime}';
import chunk${hasLib ? ', { lib }' : ''} from './hello.mjs';
${WRITE.replace('writeSync(1, s)', "writeSync(1, Buffer.from(s, 'latin1'))")}
const result = chunk(${hasLib ? 'createEnv(lib({ write }))' : 'createGlobals({ standalone: true, write })'});
// no top-level await, so that the same entry bundles to CommonJS
if (result && typeof result.then === 'function') result.then(undefined, (e) => { console.error(e); process.exitCode = 1; });
`);
  await bundled('promptforge-js bundled', join(dir, 'entry.mjs'), join(dir, 'bundle.mjs'));
  await bundled('promptforge-js bundled (CommonJS)', join(dir, 'entry.mjs'), join(dir, 'bundle.cjs'), undefined, 'cjs');
  cases.push({ name: 'promptforge-js unbundled', args: [join(dir, 'entry.mjs')] });
}

/** Bundles `entry` with rollup (the runtime's dependencies included) and adds the case. */
async function bundled(name, entry, out, expected, format = 'es') {
  try {
    const { rollup } = await import('rollup');
    const { nodeResolve } = await import('@rollup/plugin-node-resolve');
    const commonjs = (await import('@rollup/plugin-commonjs')).default;
    const bundle = await rollup({
      input: entry,
      plugins: [
        // the runtime a bundler targeting Node resolves (the "node" export condition)
        { name: 'promptforge-runtime', resolveId: (id) => (id === 'promptforge-js/runtime' ? webNodeRuntimePath : id === 'promptforge-js/runtime/lua' ? webLuaRuntimePath : null) },
        nodeResolve({ preferBuiltins: true }),
        commonjs(),
      ],
      external: (id) => id.startsWith('node:'),
      onwarn: (w) => notes.push(`rollup: ${w.message}`),
    });
    await bundle.write({ file: out, format, inlineDynamicImports: true });
    await bundle.close();
    const bytes = statSync(out).size;
    cases.push({ name, args: [out], note: `${(bytes / 1024).toFixed(0)} KB bundle`, expected });
  } catch (err) {
    cases.push({ name, error: `rollup: ${firstLine(err)}` });
  }
}

// fengari's `print` replaced by one that writes its (string) argument and a newline through `write`
const FENGARI_PRINT = `lua.lua_pushcfunction(L, (L) => {
  write(Buffer.from(lua.lua_tolstring(L, 1)));
  write('\\n');
  return 0;
});
lua.lua_setglobal(L, to_luastring('print'));`;
const fengariHello = `const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
${FENGARI_PRINT}
if (lauxlib.luaL_dostring(L, to_luastring(${JSON.stringify(HELLO)})) !== lua.LUA_OK) process.exit(1);
`;
writeFileSync(join(peerDir, 'fengari.mjs'), `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring } = fengari;
${WRITE}
${fengariHello}`);
writeFileSync(join(peerDir, 'wasmoon.mjs'), `import { LuaFactory } from 'wasmoon';
${WRITE}
const engine = await new LuaFactory().createEngine();
engine.global.set('print', (s) => write(s + '\\n'));
await engine.doString(${JSON.stringify(HELLO)});
engine.global.close();
`);
writeFileSync(join(peerDir, 'fengari.cjs'), `const { lua, lauxlib, lualib, to_luastring } = require('fengari');
${WRITE}
${fengariHello}`);
cases.push(
  { name: 'fengari', args: [join(peerDir, 'fengari.mjs')] },
  { name: 'fengari (CommonJS)', args: [join(peerDir, 'fengari.cjs')] },
  { name: 'wasmoon', args: [join(peerDir, 'wasmoon.mjs')] },
);

// page-fetcher: the compiled prompt through its bound `run`, a stand-in web Plugin answering fetch
const WEB = `{
  id: 'promptforge/web',
  tools: [{ name: 'fetch', description: 'Fetch a page.', parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    run: async ({ url }) => 'fetched ' + url }],
}`;
try {
  const { compile: compilePrompt } = await import(pathToFileURL(join(pfRoot, 'dist', 'compiler', 'index.js')).href);
  const c = compilePrompt(readFileSync(join(root, 'examples', 'page-fetcher.md')), { filename: 'page-fetcher.md' });
  if (c.diagnostics.length > 0) throw new Error(c.diagnostics[0].message);
  writeFileSync(join(dir, 'page-fetcher.md.mjs'), c.code);
  writeFileSync(join(dir, 'fetcher-entry.mjs'), `import { run } from './page-fetcher.md.mjs';
${WRITE}
// no top-level await, so that the same entry bundles to CommonJS
run({ args: 'https://example.com', config: { plugins: [${WEB}] } }).then((out) => {
  if (!out.ok) { console.error(JSON.stringify(out.error)); process.exit(1); }
  // the tool result comes back inside an untrusted-input envelope: print the fetched line
  write(String(out.result).split('\\n').find((l) => l.startsWith('fetched')) + '\\n');
});
`);
  await bundled('page-fetcher: promptforge-js bundled', join(dir, 'fetcher-entry.mjs'), join(dir, 'fetcher-bundle.mjs'), FETCH_EXPECTED);
  await bundled('page-fetcher: promptforge-js bundled (CommonJS)', join(dir, 'fetcher-entry.mjs'), join(dir, 'fetcher-bundle.cjs'), FETCH_EXPECTED, 'cjs');
  cases.push({ name: 'page-fetcher: promptforge-js unbundled', args: [join(dir, 'fetcher-entry.mjs')], expected: FETCH_EXPECTED });
} catch (err) {
  cases.push({ name: 'page-fetcher: promptforge-js bundled', error: firstLine(err) });
}
const fengariFetcher = `const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
lua.lua_createtable(L, 0, 1);
lua.lua_pushcfunction(L, (L) => {
  lua.lua_getfield(L, 2, to_luastring('url'));
  lua.lua_pushstring(L, to_luastring('fetched ' + to_jsstring(lua.lua_tostring(L, -1))));
  return 1;
});
lua.lua_setfield(L, -2, to_luastring('call'));
lua.lua_setglobal(L, to_luastring('tools'));
lua.lua_pushstring(L, to_luastring('https://example.com'));
lua.lua_setglobal(L, to_luastring('args'));
if (lauxlib.luaL_dostring(L, to_luastring(${JSON.stringify(FETCH_LUA)})) !== lua.LUA_OK) process.exit(1);
write(to_jsstring(lua.lua_tostring(L, -1)) + '\\n');
`;
writeFileSync(join(peerDir, 'fengari-fetcher.mjs'), `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;
${WRITE}
${fengariFetcher}`);
writeFileSync(join(peerDir, 'fengari-fetcher.cjs'), `const { lua, lauxlib, lualib, to_luastring, to_jsstring } = require('fengari');
${WRITE}
${fengariFetcher}`);
writeFileSync(join(peerDir, 'wasmoon-fetcher.mjs'), `import { LuaFactory } from 'wasmoon';
${WRITE}
const engine = await new LuaFactory().createEngine();
engine.global.set('tools', { call: async (_, t) => 'fetched ' + t.url });
engine.global.set('args', 'https://example.com');
write(await engine.doString(${JSON.stringify(`return tools.call('fetch', { url = args }):await()`)}) + '\\n');
engine.global.close();
`);
cases.push(
  { name: 'page-fetcher: fengari', args: [join(peerDir, 'fengari-fetcher.mjs')], expected: FETCH_EXPECTED },
  { name: 'page-fetcher: fengari (CommonJS)', args: [join(peerDir, 'fengari-fetcher.cjs')], expected: FETCH_EXPECTED },
  { name: 'page-fetcher: wasmoon', args: [join(peerDir, 'wasmoon-fetcher.mjs')], expected: FETCH_EXPECTED },
);

// Each process runs under bash so that `times` reports its user+system CPU time too: on a shared
// machine wall time swings with other load, CPU time much less.
const CPU_WRAP = '"$@"; s=$?; times >&2; exit $s';
const cpuMs = (stderr) => {
  const line = stderr.trim().split('\n').pop() ?? '';
  const m = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return m.length === 2 ? m.reduce((t, x) => t + (Number(x[1]) * 60 + Number(x[2])) * 1000, 0) : NaN;
};
for (const c of cases) {
  c.times = [];
  c.cpu = [];
}
for (let i = 0; i < RUNS; i++) {
  for (const c of cases) {
    if (c.error) continue;
    const start = performance.now();
    const r = spawnSync('bash', ['-c', CPU_WRAP, 'cold', process.execPath, ...c.args], { cwd: root, encoding: 'latin1' });
    const elapsed = performance.now() - start;
    if (r.status !== 0) { c.error = firstLine(r.stderr || `exit ${r.status}`); continue; }
    if (!c.baseline && r.stdout !== (c.expected ?? EXPECTED)) { c.error = `printed ${JSON.stringify(r.stdout)}`; continue; }
    c.times.push(elapsed);
    c.cpu.push(cpuMs(r.stderr));
  }
}
const base = median(cases[0].times);
const baseCpu = median(cases[0].cpu);
console.log(`Cold start: median wall and CPU (user+system) time of a fresh node process over ${RUNS} runs, and what each adds to a bare node.`);
console.log('Every entry (ours and the peers\', their Lua print included) prints its output with fs.writeSync(1, ...), node:fs');
console.log('from process.getBuiltinModule: the cheapest standard way, so that no row pays for the first use of console.log');
console.log('(~17 M instructions of a fresh node, more than the page-fetcher run itself) or of process.stdout.');
console.log('');
console.log(table(['process', 'median ms', 'added ms', 'cpu ms', 'added cpu ms', 'note'], cases.map((c) => c.error
  ? [c.name, `error: ${c.error}`, '-', '-', '-', '']
  : [c.name, median(c.times).toFixed(1), c.baseline ? '' : (median(c.times) - base).toFixed(1),
    median(c.cpu).toFixed(0), c.baseline ? '' : (median(c.cpu) - baseCpu).toFixed(0), c.note ?? ''])));
console.log('');
const esmLoader = cases.find((x) => x.name.startsWith('node empty.mjs'));
const loaderMs = esmLoader && !esmLoader.error ? median(esmLoader.times) - base : NaN;
for (const [name, what] of [
  ['promptforge-js bundled (CommonJS)', "a compiled chunk's cold start (bundled as CommonJS, like the baseline)"],
  ['promptforge-js bundled', "a compiled chunk's cold start (bundled as an ES module)"],
  ['page-fetcher: promptforge-js bundled (CommonJS)', 'importing and running the page-fetcher bundle (CommonJS)'],
  ['page-fetcher: promptforge-js bundled', 'importing and running the page-fetcher bundle (ES module)'],
]) {
  const c = cases.find((x) => x.name === name);
  if (!c || c.error) continue;
  const added = median(c.times) - base;
  const esm = /ES module/.test(what) && Number.isFinite(loaderMs) ? `; ${(added - loaderMs).toFixed(1)} ms beyond an empty .mjs` : '';
  console.log(`target: ${what} adds ${added.toFixed(1)} ms <= 10 ms: ${added <= 10 ? 'PASS' : 'FAIL'} (CPU: +${(median(c.cpu) - baseCpu).toFixed(0)} ms${esm})`);
}
for (const n of notes.slice(0, 5)) console.log(n);

// BENCH_COLD_INSTRUCTIONS=1: the baseline, the empty .mjs and each of our bundled rows once more under
// valgrind, counting the instructions of the whole process (all threads). Wall times on a shared
// machine swing by more than what a row adds; these counts repeat within ~0.01 M when V8's random
// seed is fixed (--random-seed=1; without it hash seeds vary and so do the counts, by ~3 M). Every
// process gets the flag, so the differences are what each file adds.
if (process.env.BENCH_COLD_INSTRUCTIONS === '1') {
  const counted = cases.filter((c) => !c.error && (c.baseline || c.name.startsWith('node empty.mjs') || / bundled/.test(c.name)));
  const rows = [];
  for (const c of counted) {
    const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--random-seed=1', ...c.args], { cwd: root, encoding: 'latin1' });
    const m = /Collected : (\d+)/.exec(r.stderr ?? '');
    if (r.error || !m) {
      console.log(`instruction counts: valgrind failed (${r.error ? firstLine(r.error) : firstLine(r.stderr || `exit ${r.status}`)})`);
      break;
    }
    rows.push({ name: c.name, ir: Number(m[1]), esm: /\.mjs$/.test(c.args.at(-1) ?? '') });
  }
  const baseIr = rows.find((r) => r.name === cases[0].name)?.ir;
  const emptyIr = rows.find((r) => r.name.startsWith('node empty.mjs'))?.ir;
  if (rows.length === counted.length && baseIr !== undefined) {
    const M = (x) => (x / 1e6).toFixed(1);
    console.log('');
    console.log('Instructions (valgrind --tool=callgrind; node --random-seed=1; one process each), in millions; an ES module');
    console.log('row also beyond the empty .mjs, which is what the file adds once the ES module loader is running:');
    console.log('');
    console.log(table(['process', 'instructions M', 'added M', 'beyond empty .mjs M'], rows.map((r) => [
      r.name, M(r.ir), r.ir === baseIr ? '' : M(r.ir - baseIr), r.esm && emptyIr !== undefined && r.ir !== emptyIr ? M(r.ir - emptyIr) : ''])));
  }
}
