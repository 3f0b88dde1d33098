#!/usr/bin/env node
// Suspension cost: a call from Lua into an async JS function that resolves at once (`sleep0`).
//   promptforge-js: compiled with `suspending: ['sleep0']`, sleep0 registered through
//                   createGlobals({ extra: { sleep0 } }); the chunk awaits it like any call.
//   wasmoon:        sleep0 returns a Promise; Lua awaits it with `sleep0():await()` (the chunk
//                   runs in a thread that wasmoon resumes when the promise settles).
//   fengari:        no promise support; the closest equivalent is a JS function that stores the
//                   promise and yields with lua_yield; the driver awaits it and resumes the thread.
// Reported: µs per call, and µs beyond `await sleep0()` in a plain JS loop (the function itself).
// Then each runtime runs sleep0 from a table.sort comparator, a gsub callback and a __tostring
// metamethod: the VMs cannot yield across those C (or JS) calls.
// Usage: node bench/suspend.js            (each measurement in its own child process)
//        BENCH_SUSPEND_N=200000 sets the call count for promptforge-js and the JS baseline.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chunkDir, compile, firstLine, loadCompiler, root, runtimePath } from './lib/promptforge.js';
import { median, table } from './lib/stats.js';

const N = Number(process.env.BENCH_SUSPEND_N ?? 200000) || 200000;
const REPS = 5;
const sleep0 = async () => {};

const LOOP = `local n = ...
local count = 0
for i = 1, n do
  sleep0()
  count = count + 1
end
return count
`;
const CASES = {
  'table.sort comparator': {
    source: `local t = { 5, 3, 1, 4, 2 }
table.sort(t, function(a, b) sleep0() return a < b end)
print(table.concat(t, ","))`,
    expected: '1,2,3,4,5\n',
  },
  'gsub callback': {
    source: `print((string.gsub("abc", "%a", function(c) sleep0() return c:upper() end)))`,
    expected: 'ABC\n',
  },
  '__tostring metamethod': {
    source: `local obj = setmetatable({}, { __tostring = function() sleep0() return "obj!" end })
print(tostring(obj))`,
    expected: 'obj!\n',
  },
};

const child = { js: childJs, 'promptforge-js': childPromptforge, wasmoon: childWasmoon, fengari: childFengari };

if (process.argv[2] === 'child') {
  const result = await child[process.argv[3]]();
  process.stdout.write(JSON.stringify(result));
} else {
  parent();
}

function parent() {
  const results = {};
  for (const name of Object.keys(child)) {
    const r = spawnSync(process.execPath, [new URL(import.meta.url).pathname, 'child', name], { cwd: root, encoding: 'utf8', timeout: 600_000 });
    try {
      results[name] = JSON.parse(r.stdout);
    } catch {
      results[name] = { error: firstLine(r.stderr || r.stdout || `exit ${r.status ?? r.signal}`) };
    }
  }
  const base = results.js.usPerCall;
  console.log(`Suspension cost: a call from Lua into an async JS function that returns at once (median of ${REPS}).`);
  console.log(`Baseline: \`await sleep0()\` in a plain JS loop costs ${base.toFixed(3)} µs per call.`);
  console.log('');
  const rows = [];
  for (const name of ['promptforge-js', 'wasmoon', 'fengari']) {
    const r = results[name];
    if (r.error) rows.push([name, `error: ${r.error}`, '-', '-']);
    else if (r.loop?.error) rows.push([name, `error: ${r.loop.error}`, '-', '-']);
    else rows.push([name, String(r.loop.calls), r.loop.usPerCall.toFixed(3), (r.loop.usPerCall - base).toFixed(3)]);
  }
  console.log(table(['runtime', 'calls', 'µs/call', 'µs beyond JS await'], rows));
  for (const name of ['promptforge-js', 'wasmoon', 'fengari']) if (results[name].how) console.log(`  ${name}: ${results[name].how}`);
  const pf = results['promptforge-js'];
  if (pf.loop && !pf.loop.error) {
    const extra = pf.loop.usPerCall - base;
    console.log(`\ntarget: promptforge-js suspending call costs ${extra.toFixed(3)} µs beyond the function itself <= 1 µs: ${extra <= 1 ? 'PASS' : 'FAIL'}`);
  }
  console.log('\nsleep0 called from inside library calls and metamethods:');
  const caseRows = [];
  for (const c of Object.keys(CASES)) {
    const row = [c];
    for (const name of ['promptforge-js', 'wasmoon', 'fengari']) {
      const r = results[name];
      const o = r.error ? { error: r.error } : r.cases?.[c];
      row.push(!o ? '-' : o.ok ? 'works' : `fails: ${o.error ?? `printed ${JSON.stringify(o.output)}`}`);
    }
    caseRows.push(row);
  }
  console.log(table(['case', 'promptforge-js', 'wasmoon', 'fengari'], caseRows));
  const pfWorks = pf.cases && Object.values(pf.cases).every((o) => o.ok);
  console.log(`\ntarget: suspending call works from sort, gsub and __tostring under promptforge-js: ${pfWorks ? 'PASS' : 'FAIL'}`);
}

/** Median µs per call of `fn(n)` over REPS runs after one warm-up. */
async function perCall(fn, n) {
  await fn(Math.min(n, 10000));
  const times = [];
  for (let i = 0; i < REPS; i++) {
    const start = performance.now();
    await fn(n);
    times.push(performance.now() - start);
  }
  return (median(times) * 1000) / n;
}

async function childJs() {
  const loop = async (n) => { let count = 0; for (let i = 1; i <= n; i++) { await sleep0(); count++; } return count; };
  return { usPerCall: await perCall(loop, N) };
}

async function childPromptforge() {
  const compiler = await loadCompiler();
  if (compiler.error) return { error: compiler.error };
  const { createGlobals } = await import(pathToFileURL(runtimePath).href);
  const dir = join(chunkDir, 'suspend');
  mkdirSync(dir, { recursive: true });
  const load = async (name, source) => {
    const c = compile(compiler.compileChunk, source, { chunkname: `${name}.lua`, filename: `${name}.lua`, suspending: ['sleep0'] });
    if (c.error) throw new Error(c.error);
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, c.code);
    return (await import(pathToFileURL(file).href)).default;
  };
  const how = "compiled with suspending: ['sleep0']";
  let loop;
  try {
    const chunk = await load('loop', LOOP);
    const globals = createGlobals({ standalone: true, write: () => {}, extra: { sleep0 } });
    const run = async (n) => {
      const count = await chunk(globals, n);
      if (count !== n) throw new Error(`loop returned ${count}, expected ${n}`);
    };
    loop = { calls: N, usPerCall: await perCall(run, N) };
  } catch (err) {
    loop = { error: firstLine(err) };
  }
  const cases = {};
  for (const [name, c] of Object.entries(CASES)) {
    let output = '';
    try {
      const chunk = await load(name.replace(/\W+/g, '-'), c.source);
      const globals = createGlobals({ standalone: true, write: (s) => { output += s; }, extra: { sleep0 } });
      await chunk(globals);
      cases[name] = { ok: output === c.expected, output };
    } catch (err) {
      cases[name] = { ok: false, error: firstLine(err) };
    }
  }
  return { how, loop, cases };
}

async function childWasmoon() {
  const { LuaFactory } = await import('wasmoon');
  const engine = await new LuaFactory().createEngine();
  const n = Math.max(1000, Math.round(N / 20));
  const how = 'sleep0():await() in a thread run by doString';
  engine.global.set('sleep0_js', sleep0);
  let output = '';
  engine.global.set('print', (...args) => { output += args.map(String).join('\t') + '\n'; });
  await engine.doString('function sleep0() return sleep0_js():await() end');
  let loop;
  try {
    const source = LOOP.replace('local n = ...', `local n = N_CALLS`).replace('sleep0()', 'sleep0_js():await()');
    const run = async (k) => {
      engine.global.set('N_CALLS', k);
      const count = await engine.doString(source);
      if (count !== k) throw new Error(`loop returned ${count}, expected ${k}`);
    };
    loop = { calls: n, usPerCall: await perCall(run, n) };
  } catch (err) {
    loop = { error: firstLine(err) };
  }
  const cases = {};
  for (const [name, c] of Object.entries(CASES)) {
    output = '';
    try {
      await engine.doString(c.source);
      cases[name] = { ok: output === c.expected, output };
    } catch (err) {
      cases[name] = { ok: false, error: firstLine(err) };
    }
  }
  engine.global.close();
  return { how, loop, cases };
}

async function childFengari() {
  const { default: fengari } = await import('fengari');
  const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;
  const n = Math.max(1000, Math.round(N / 4));
  const how = 'JS function stores the promise and lua_yield()s; the driver awaits it and resumes';
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  let pending;
  lua.lua_pushjsfunction(L, (Ls) => { pending = sleep0(); return lua.lua_yield(Ls, 0); });
  lua.lua_setglobal(L, to_luastring('sleep0'));
  let output = '';
  lua.lua_pushjsfunction(L, (Ls) => {
    const parts = [];
    for (let i = 1; i <= lua.lua_gettop(Ls); i++) parts.push(to_jsstring(lauxlib.luaL_tolstring(Ls, i)));
    output += parts.join('\t') + '\n';
    return 0;
  });
  lua.lua_setglobal(L, to_luastring('print'));
  /** Runs source as a coroutine, awaiting each yielded promise; returns the first result. */
  const runThread = async (source, arg) => {
    const T = lua.lua_newthread(L);
    if (lauxlib.luaL_loadstring(T, to_luastring(source)) !== lua.LUA_OK) throw new Error(to_jsstring(lua.lua_tostring(T, -1)));
    let nargs = 0;
    if (arg !== undefined) { lua.lua_pushinteger(T, arg); nargs = 1; }
    for (;;) {
      const status = lua.lua_resume(T, L, nargs);
      nargs = 0;
      if (status === lua.LUA_YIELD) { await pending; continue; }
      if (status !== lua.LUA_OK) {
        const msg = to_jsstring(lua.lua_tostring(T, -1) ?? to_luastring('?'));
        lua.lua_pop(L, 1);
        throw new Error(msg);
      }
      const result = lua.lua_gettop(T) > 0 ? lua.lua_tointeger(T, 1) : undefined;
      lua.lua_pop(L, 1);
      return result;
    }
  };
  let loop;
  try {
    const run = async (k) => {
      const count = await runThread(LOOP, k);
      if (count !== k) throw new Error(`loop returned ${count}, expected ${k}`);
    };
    loop = { calls: n, usPerCall: await perCall(run, n) };
  } catch (err) {
    loop = { error: firstLine(err) };
  }
  const cases = {};
  for (const [name, c] of Object.entries(CASES)) {
    output = '';
    try {
      await runThread(c.source);
      cases[name] = { ok: output === c.expected, output };
    } catch (err) {
      cases[name] = { ok: false, error: firstLine(err) };
    }
  }
  return { how, loop, cases };
}
