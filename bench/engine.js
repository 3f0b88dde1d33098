#!/usr/bin/env node
// Engine overheads of issue #4 "Targets" (run after `npm run build`; not part of `npm test`):
//   tools.call of a trivial local tool         target <= 2 us per call
//   models.loop round, three tools in scope    target <= 20 us per round (scripted model)
//   warm run of the compiled page-fetcher      target <= 1 ms (examples/page-fetcher.md)
//   compile + first run in a fresh process     target <= 150 ms
// Each figure is the median of BENCH_ENGINE_REPS (default 9) repetitions after a warm-up, as wall
// time and as CPU time of the process (less disturbed by other load on a shared machine). Peers,
// where an equivalent exists: a Lua -> host -> Lua call round trip and a fresh-process "load the
// VM, load a chunk, call a host function" under wasmoon (Lua 5.4 in WebAssembly) and fengari.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median, table } from './lib/stats.js';

const here = dirname(fileURLToPath(import.meta.url));
// BENCH_PF_PACKAGE: another promptforge-js package root (its dist/, examples/ and node_modules) to
// measure instead of this one, e.g. for an A/B of a candidate change.
const root = process.env.BENCH_PF_PACKAGE ? resolve(process.env.BENCH_PF_PACKAGE) : join(here, '..');
// The package entry ("exports" ".") as a user's `import 'promptforge-js'` loads it.
const api = pathToFileURL(join(root, 'dist/compiler/api.js')).href;
const { compile, importCompiled, run } = await import(api);
// BENCH_ENGINE_PARTS: comma list of call,loop,warm,cold (default all).
const PARTS = new Set((process.env.BENCH_ENGINE_PARTS ?? 'call,loop,warm,cold').split(','));

const REPS = Number(process.env.BENCH_ENGINE_REPS ?? 9) || 9;
const N = Number(process.env.BENCH_N ?? 20000) || 20000;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10) || 10;

const cacheDir = join(here, '.cache', 'engine', root.replace(/[^A-Za-z0-9]+/g, '_'));
mkdirSync(cacheDir, { recursive: true });

const prompt = (body, front = '') => `---\nname: b\ndescription: d\npromptforge: 0\n${front}---\n\n# B\n\n## S\n\n\`\`\`lua\n${body}\n\`\`\`\n`;
async function load(src, filename = 'bench.md') {
  const c = compile(src, { filename });
  if (c.diagnostics.length) throw new Error(c.diagnostics[0].message);
  return importCompiled(c.code, filename.replace(/\.md$/, ''));
}
function check(outcome, expected) {
  if (!outcome.ok || (expected !== undefined && outcome.result !== expected)) throw new Error(`unexpected outcome ${JSON.stringify(outcome)}`);
}

/** Median wall and CPU microseconds per unit over REPS repetitions of `fn` (which does `per` units). */
async function measure(per, fn) {
  await fn();
  await fn();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < REPS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    wall.push((t * 1000) / per);
    cpu.push((c.user + c.system) / per);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const rows = [];
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const verdict = (x, target) => (x <= target ? 'PASS' : 'FAIL');
function row(label, unit, m, target, peers = '') {
  rows.push([label, `${fmt(m.wall)} ${unit}`, `${fmt(m.cpu)} ${unit}`, `<= ${target} ${unit}`, verdict(m.wall, target), peers]);
}

// 1. tools.call of a trivial local tool: N calls in one block.
if (PARTS.has('call')) {
const localCalls = await load(prompt(`tools.add_local('t', 'trivial', {}, function() return 'x' end)\nfor i = 1, ${N} do tools.call('t') end\nreturn 'ok'`));
const callCost = await measure(N, async () => check(await run(localCalls, { seed: 1 }), 'ok'));
const peerCalls = peerCallCosts();
row('tools.call, trivial local tool', 'us', callCost, 2, peerCalls);
}

// 2. models.loop rounds: 20 rounds per conversation (19 tool rounds and the text answer), three
// local tools in scope; the figure is the whole run's time divided by its rounds.
if (PARTS.has('loop')) {
const ROUNDS_PER_RUN = 20;
const RUNS_PER_REP = 50;
const loopPrompt = await load(prompt(
  `models.use('writer')\nfor _, n in ipairs({'a','b','c'}) do tools.add_local(n, n, { v = 'string' }, function() return 'r' end) end\n` +
  `local msgs = messages.new():user('go')\nmodels.loop(msgs)\nreturn #msgs`, `max_tool_iterations: 1000\nmodels:\n  writer: {}\n`));
const loopCost = await measure(ROUNDS_PER_RUN * RUNS_PER_REP, async () => {
  for (let i = 0; i < RUNS_PER_REP; i++) {
    let k = 0;
    const model = { complete: async () => (++k % ROUNDS_PER_RUN === 0 ? { text: 'done' } : { toolCalls: [{ id: `c${k}`, name: 'a', arguments: { v: 'x' } }] }) };
    check(await run(loopPrompt, { seed: 1, config: { models: { writer: model } } }), String(2 * ROUNDS_PER_RUN));
  }
});
row('models.loop round, 3 tools in scope', 'us', loopCost, 20, 'none (no peer runs model loops)');
}

// 3. A warm run of examples/page-fetcher.md with the examples' stand-in web Plugin.
if (PARTS.has('warm')) {
const exampleConfig = (await import(pathToFileURL(join(root, 'examples/promptforge.config.mjs')).href)).default;
const fetcher = await load(readFileSync(join(root, 'examples/page-fetcher.md'), 'utf8'), 'page-fetcher.md');
const RUNS = 200;
const fetchCost = await measure(RUNS, async () => {
  for (let i = 0; i < RUNS; i++) check(await run(fetcher, { args: 'https://example.com', seed: 1, config: { plugins: exampleConfig.plugins } }));
});
row('warm run of the page-fetcher example', 'us', fetchCost, 1000, 'none');
}

// 4. Compile plus first run in a fresh process: wall time of the whole `node` process, and the
// part after node's own start (import + compile + run), medians over COLD_RUNS processes.
if (PARTS.has('cold')) {
const coldScript = join(cacheDir, 'cold.mjs');
writeFileSync(coldScript, `import { readFileSync } from 'node:fs';
const { compile, importCompiled, run } = await import(${JSON.stringify(api)});
const { default: config } = await import(${JSON.stringify(pathToFileURL(join(root, 'examples/promptforge.config.mjs')).href)});
const c = compile(readFileSync(${JSON.stringify(join(root, 'examples/page-fetcher.md'))}, 'utf8'), { filename: 'page-fetcher.md' });
const p = await importCompiled(c.code, 'page-fetcher');
const out = await run(p, { args: 'https://example.com', config });
if (!out.ok) throw new Error(JSON.stringify(out));
process.stdout.write(String(performance.now()));
`);
const bare = ['-e', 'process.stdout.write(String(performance.now()))'];
// NODE_EXTRA_CA_CERTS makes every node process parse that PEM bundle at start (~90 ms on this
// machine for the 220 KB system bundle): the same processes are also measured without it, so
// the figure of node's default start is shown beside the one of this environment
const extraCa = process.env.NODE_EXTRA_CA_CERTS;
const { NODE_EXTRA_CA_CERTS: _omit, ...plainEnv } = process.env;
const cold = coldProcesses([
  ["node -e ''", bare], ['promptforge-js', [coldScript]], ...peerColdScripts(),
  ...(extraCa ? [["node -e '' (no extra CA)", bare, plainEnv], ['promptforge-js (no extra CA)', [coldScript], plainEnv]] : []),
]);
const base = cold.get("node -e ''");
const pf = cold.get('promptforge-js');
const peerCold = [...cold].filter(([name]) => name !== 'promptforge-js' && name !== "node -e ''" && !name.endsWith('(no extra CA)'))
  .map(([name, c]) => `${name} ${fmt(c.wall)} ms (+${fmt(c.wall - base.wall)})`).join(', ');
rows.push(['compile + first run, fresh process', `${fmt(pf.wall)} ms`, '', '<= 150 ms', verdict(pf.wall, 150),
  `bare node ${fmt(base.wall)} ms; after node start ${fmt(pf.inProcess - base.inProcess)} ms; ${peerCold}`]);
if (extraCa) {
  const b = cold.get("node -e '' (no extra CA)");
  const p = cold.get('promptforge-js (no extra CA)');
  rows.push(['  the same, NODE_EXTRA_CA_CERTS unset', `${fmt(p.wall)} ms`, '', '<= 150 ms', verdict(p.wall, 150),
    `bare node ${fmt(b.wall)} ms; after node start ${fmt(p.inProcess - b.inProcess)} ms; this environment sets NODE_EXTRA_CA_CERTS=${extraCa}`]);
}
}

console.log(`engine targets (issue #4): medians of ${REPS} repetitions (${COLD_RUNS} processes for the fresh-process row), ${new Date().toISOString()}`);
console.log(table(['measure', 'wall', 'cpu', 'target', '', 'peers'], rows));

/** Medians of the wall time of fresh processes, interleaved, and of the time they print themselves. */
function coldProcesses(cases) {
  const times = new Map(cases.map(([name]) => [name, { wall: [], inProcess: [] }]));
  for (let i = 0; i < COLD_RUNS; i++) {
    for (const [name, args, env] of cases) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: env ?? process.env });
      const t = performance.now() - t0;
      if (r.status !== 0) throw new Error(`${name}: ${r.stderr}`);
      times.get(name).wall.push(t);
      times.get(name).inProcess.push(Number(r.stdout));
    }
  }
  return new Map([...times].map(([name, t]) => [name, { wall: median(t.wall), inProcess: median(t.inProcess) }]));
}

/** Fresh-process peers: load the VM, load a one-line chunk that calls a host function, run it. */
function peerColdScripts() {
  const out = [];
  const wasmoon = join(cacheDir, 'cold-wasmoon.mjs');
  writeFileSync(wasmoon, `import { LuaFactory } from 'wasmoon';
const engine = await new LuaFactory().createEngine();
engine.global.set('fetch', async (url) => 'page ' + url);
const r = await engine.doString("return fetch('https://example.com'):await()");
if (!String(r).startsWith('page')) throw new Error(String(r));
process.stdout.write(String(performance.now()));
`);
  out.push(['wasmoon', [wasmoon]]);
  const fengari = join(cacheDir, 'cold-fengari.mjs');
  writeFileSync(fengari, `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring } = fengari;
const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
lua.lua_register(L, to_luastring('fetch'), (L) => { lua.lua_pushstring(L, to_luastring('page')); return 1; });
if (lauxlib.luaL_dostring(L, to_luastring("return fetch('https://example.com')")) !== lua.LUA_OK) throw new Error('fengari');
process.stdout.write(String(performance.now()));
`);
  out.push(['fengari', [fengari]]);
  return out;
}

/**
 * The nearest peer of tools.call on a local tool: Lua calls a host function that calls a Lua
 * function back and returns its string (wasmoon: JS function given a Lua function; fengari: a JS
 * C-function using lua_call), in a fresh process each, per call.
 */
function peerCallCosts() {
  const n = 20000;
  const scripts = {
    wasmoon: `import { LuaFactory } from 'wasmoon';
const engine = await new LuaFactory().createEngine();
engine.global.set('call', (f) => f());
const code = "local h = function() return 'x' end for i = 1, ${n} do call(h) end";
await engine.doString(code);
const t0 = performance.now();
await engine.doString(code);
process.stdout.write(String((performance.now() - t0) * 1000 / ${n}));
`,
    fengari: `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring } = fengari;
const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
lua.lua_register(L, to_luastring('call'), (L) => { lua.lua_pushvalue(L, 1); lua.lua_call(L, 0, 1); return 1; });
const code = to_luastring("local h = function() return 'x' end for i = 1, ${n} do call(h) end");
lauxlib.luaL_dostring(L, code);
const t0 = performance.now();
if (lauxlib.luaL_dostring(L, code) !== lua.LUA_OK) throw new Error('fengari');
process.stdout.write(String((performance.now() - t0) * 1000 / ${n}));
`,
  };
  const parts = [];
  for (const [name, text] of Object.entries(scripts)) {
    const file = join(cacheDir, `call-${name}.mjs`);
    writeFileSync(file, text);
    const us = [];
    for (let i = 0; i < 3; i++) {
      const r = spawnSync(process.execPath, [file], { cwd: root, encoding: 'utf8' });
      if (r.status !== 0) return `${name}: ${r.stderr.split('\n')[0]}`;
      us.push(Number(r.stdout));
    }
    parts.push(`${name} ${fmt(median(us))} us`);
  }
  return parts.join(', ');
}
