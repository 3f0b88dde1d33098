#!/usr/bin/env node
// `npm run bench`: the Lua benchmark of issue #3 (item 7 and "Targets").
//
// 1. Runs every bench/programs/*.lua under promptforge-js (compiled ahead of time with dist/,
//    run in a fresh `node` child), lua5.4, LuaJIT, fengari and wasmoon; checks that all print
//    what lua5.4 prints; prints medians and ratios against lua5.4 measured in the same run.
// 2. Then the suspension micro-benchmark (bench/suspend.js), compile throughput
//    (bench/compile-throughput.js) and cold start (bench/cold-start.js), each in its own process.
//
// Environment (see bench/README.md):
//   BENCH_RUNS=5            repetitions per program and runner (median reported)
//   BENCH_SLOW_RUNS=N       repetitions for fengari (default: min(BENCH_RUNS, 3); it is 20-50x slower)
//   BENCH_RUNNERS=a,b       only these runners (lua5.4 is always run: it is the reference)
//   BENCH_PROGRAMS=fib,sort only these programs
//   BENCH_PARTS=table,suspend,compile,cold   which parts to run (default: all)
//   BENCH_TIMEOUT_S=300     per-process timeout
//   BENCH_CLOCK=wall        the table's clock: wall (default) or cpu (user+system CPU time, which a
//                           shared machine disturbs less); the other clock's geomeans follow the table
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chunkDir, compile, firstLine, loadCompiler, pfRoot, root, runtimePath } from './lib/promptforge.js';
import { clip, geomean, median, ms, ratio, table } from './lib/stats.js';

const benchDir = join(root, 'bench');
const cacheDir = join(benchDir, '.cache');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const SLOW_RUNS = Math.max(1, Number(process.env.BENCH_SLOW_RUNS ?? Math.min(RUNS, 3)) || 1);
const TIMEOUT_MS = (Number(process.env.BENCH_TIMEOUT_S ?? 300) || 300) * 1000;
const list = (v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const onlyRunners = list(process.env.BENCH_RUNNERS);
const onlyPrograms = list(process.env.BENCH_PROGRAMS);
const parts = list(process.env.BENCH_PARTS) ?? ['table', 'suspend', 'compile', 'cold', 'size'];
const CLOCK = process.env.BENCH_CLOCK === 'cpu' ? 'cpu' : 'wall';
const OTHER = CLOCK === 'cpu' ? 'wall' : 'cpu';

const REFERENCE = 'lua5.4';
/** Each runner: how to run one program, returning { stdout, stderr, status, ms } or { error }. */
const RUNNERS = [
  { name: 'lua5.4', wall: true, run: (p) => spawnTimed('lua5.4', [p.file]) },
  { name: 'promptforge-js', run: (p) => (p.pf.error ? { error: p.pf.error } : spawnNode(join(benchDir, 'runners', 'promptforge.js'), p.pf.file)) },
  { name: 'luajit', wall: true, run: (p) => spawnTimed('luajit', [p.file]) },
  { name: 'wasmoon', run: (p) => spawnNode(join(benchDir, 'runners', 'wasmoon.js'), p.file) },
  { name: 'fengari', slow: true, run: (p) => spawnNode(join(benchDir, 'runners', 'fengari.js'), p.file) },
].filter((r) => r.name === REFERENCE || !onlyRunners || onlyRunners.includes(r.name));

main().catch((err) => {
  process.stderr.write(`bench: internal error: ${err && err.stack ? err.stack : err}\n`);
  process.exitCode = 1;
});

async function main() {
  mkdirSync(cacheDir, { recursive: true });
  header();
  if (parts.includes('table')) await programTable();
  for (const [part, script] of [['suspend', 'suspend.js'], ['compile', 'compile-throughput.js'], ['cold', 'cold-start.js'], ['size', 'bundle-size.js']]) {
    if (!parts.includes(part)) continue;
    console.log('');
    const r = spawnSync(process.execPath, [join(benchDir, script)], { stdio: 'inherit', env: process.env, timeout: TIMEOUT_MS * 4 });
    if (r.status !== 0) console.log(`(${script} exited with ${r.status ?? r.signal})`);
  }
}

function header() {
  const version = (cmd, args) => {
    const r = spawnSync(cmd, args, { encoding: 'utf8' });
    return r.error ? `${cmd} missing` : firstLine((r.stdout || r.stderr || '').trim()).split(' ').slice(0, 2).join(' ');
  };
  const pkg = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const git = spawnSync('git', ['log', '-1', '--format=%h %s'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  console.log(`promptforge-js bench  ${new Date().toISOString()}  commit ${git}`);
  console.log(`node ${process.version} | ${version('lua5.4', ['-v'])} | ${version('luajit', ['-v'])} | fengari ${pkg('fengari')} (Lua 5.3) | wasmoon ${pkg('wasmoon')} (Lua 5.4)`);
  if (pfRoot !== root) console.log(`promptforge-js under test: ${pfRoot} (BENCH_PF_PACKAGE)`);
  console.log(`runs: ${RUNS} (fengari ${SLOW_RUNS}); cores: ${cpus().length}; load average at start: ${loadavg()}`);
}

function loadavg() {
  try { return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '); } catch { return '?'; }
}

async function programTable() {
  const compiler = await loadCompiler();
  const programs = readdirSync(join(benchDir, 'programs'))
    .filter((f) => f.endsWith('.lua'))
    .map((f) => ({ name: basename(f, '.lua'), file: join(benchDir, 'programs', f) }))
    .filter((p) => !onlyPrograms || onlyPrograms.includes(p.name))
    .sort((a, b) => a.name.localeCompare(b.name));

  // Compile every program ahead of time (timed per program; median over RUNS compiles).
  const pfDir = join(chunkDir, 'pf');
  mkdirSync(pfDir, { recursive: true });
  for (const p of programs) {
    if (compiler.error) { p.pf = { error: compiler.error }; continue; }
    const source = readFileSync(p.file);
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      last = compile(compiler.compileChunk, source, { chunkname: basename(p.file), filename: p.file });
      if (last.error) break;
      times.push(last.ms);
    }
    if (last.error) { p.pf = { error: last.error }; continue; }
    const out = join(pfDir, `${p.name}.mjs`);
    writeFileSync(out, last.code);
    p.pf = { file: out, compileMs: median(times), bytes: source.length };
  }

  // Round-robin over runners for each repetition, so all runners see similar machine load.
  const results = new Map(); // program -> runner -> { times, outputs, error }
  for (const p of programs) {
    const byRunner = new Map(RUNNERS.map((r) => [r.name, { wall: [], cpu: [], stdout: undefined, error: undefined, detail: undefined }]));
    results.set(p.name, byRunner);
    for (let rep = 0; rep < RUNS; rep++) {
      for (const runner of RUNNERS) {
        if (runner.slow && rep >= SLOW_RUNS) continue;
        const cell = byRunner.get(runner.name);
        if (cell.error) continue;
        const r = runner.run(p);
        if (r.error) { cell.error = r.error; cell.detail = r.detail; continue; }
        if (cell.stdout !== undefined && cell.stdout !== r.stdout) { cell.error = 'output differs between repetitions'; continue; }
        cell.stdout = r.stdout;
        cell.wall.push(r.ms);
        cell.cpu.push(r.cpuMs);
      }
      if (process.stderr.isTTY) process.stderr.write(`\r${p.name}: ${rep + 1}/${RUNS}   `);
    }
    if (process.stderr.isTTY) process.stderr.write('\r' + ' '.repeat(40) + '\r');
  }

  // Output check against lua5.4, then the table.
  const mismatches = [];
  const failures = [];
  const rows = [];
  const ratios = new Map(RUNNERS.map((r) => [r.name, []]));
  const otherRatios = new Map(RUNNERS.map((r) => [r.name, []]));
  for (const p of programs) {
    const byRunner = results.get(p.name);
    const ref = byRunner.get(REFERENCE);
    const refMs = median(ref[CLOCK]);
    const row = [p.name];
    for (const runner of RUNNERS) {
      const cell = byRunner.get(runner.name);
      if (cell.error) {
        row.push(clip(`error: ${cell.error}`));
        failures.push({ program: p.name, runner: runner.name, error: cell.error, detail: cell.detail });
        continue;
      }
      const t = median(cell[CLOCK]);
      const mismatch = runner.name !== REFERENCE && ref.stdout !== undefined && cell.stdout !== ref.stdout;
      if (mismatch) mismatches.push({ program: p.name, runner: runner.name, expected: ref.stdout, actual: cell.stdout });
      const rt = t / refMs;
      if (!mismatch && runner.name !== REFERENCE) {
        ratios.get(runner.name).push(rt);
        otherRatios.get(runner.name).push(median(cell[OTHER]) / median(ref[OTHER]));
      }
      row.push(runner.name === REFERENCE ? ms(t) : `${ms(t)} (${ratio(rt)})${mismatch ? ' MISMATCH' : ''}`);
    }
    row.push(p.pf.error ? '-' : ms(p.pf.compileMs));
    rows.push(row);
  }
  const geo = new Map([...ratios].map(([name, rs]) => [name, geomean(rs)]));
  const geoRow = ['geomean vs lua5.4'];
  for (const runner of RUNNERS) {
    const rs = ratios.get(runner.name);
    geoRow.push(runner.name === REFERENCE ? '1.00x' : `${ratio(geo.get(runner.name))} (${rs.length}/${programs.length})`);
  }
  geoRow.push('');
  rows.push(geoRow);

  console.log('');
  if (CLOCK === 'wall') {
    console.log('Median wall time in ms (ratio against lua5.4 in the same run). lua5.4 and luajit: process wall time;');
    console.log('promptforge-js, wasmoon, fengari: performance.now() around the chunk call in a fresh node child.');
  } else {
    console.log('Median CPU time (user+system, all threads) in ms (ratio against lua5.4 in the same run). lua5.4 and');
    console.log('luajit: the whole process; promptforge-js, wasmoon, fengari: around the chunk call in a fresh node child.');
  }
  console.log('pf compile: ms to compile the program with dist/ (not included in the run time).');
  console.log('');
  console.log(table(['program', ...RUNNERS.map((r) => r.name), 'pf compile'], rows));

  console.log(`(${OTHER} time geomeans vs lua5.4: ${RUNNERS.filter((r) => r.name !== REFERENCE).map((r) => `${r.name} ${ratio(geomean(otherRatios.get(r.name)))}`).join(', ')})`);

  for (const m of mismatches) {
    console.log(`\nMISMATCH ${m.program} under ${m.runner}\n--- lua5.4\n${m.expected}--- ${m.runner}\n${m.actual ?? '(no output)'}`);
  }
  const shown = new Set();
  for (const f of failures) {
    if (shown.has(f.error)) continue;
    shown.add(f.error);
    if (f.detail) console.log(`\nerror ${f.program} under ${f.runner}:\n${f.detail.trim().split('\n').slice(0, 12).join('\n')}`);
  }

  // Targets of issue #3.
  const pfGeo = geo.get('promptforge-js');
  const jitGeo = geo.get('luajit');
  const pfRatios = ratios.get('promptforge-js') ?? [];
  console.log('');
  if (pfRatios.length === 0 && RUNNERS.some((r) => r.name === 'promptforge-js')) {
    console.log('targets: n/a (promptforge-js ran no program to completion with matching output)');
  } else if (pfGeo !== undefined) {
    const complete = pfRatios.length === programs.length;
    const note = complete ? '' : ` [only ${pfRatios.length}/${programs.length} programs ran and matched]`;
    console.log(`target: promptforge-js geomean ${ratio(pfGeo)} <= 0.50x of lua5.4: ${verdict(pfGeo <= 0.5 && complete)}${note}`);
    if (jitGeo !== undefined) console.log(`target: promptforge-js geomean ${ratio(pfGeo)} <= luajit geomean ${ratio(jitGeo)}: ${verdict(pfGeo <= jitGeo && complete)}${note}`);
    const slower = programs.filter((p, i) => {
      const cell = results.get(p.name).get('promptforge-js');
      return !cell.error && median(cell[CLOCK]) > median(results.get(p.name).get(REFERENCE)[CLOCK]);
    }).map((p) => p.name);
    console.log(`target: no program slower than lua5.4: ${verdict(slower.length === 0 && complete)}${slower.length ? ` (slower: ${slower.join(', ')})` : ''}${note}`);
  }

  writeFileSync(join(cacheDir, 'last-table.json'), JSON.stringify({
    date: new Date().toISOString(), runs: RUNS, clock: CLOCK,
    programs: programs.map((p) => ({
      name: p.name, compileMs: p.pf.compileMs,
      runners: Object.fromEntries([...results.get(p.name)].map(([n, c]) => [n, { wall: c.wall, cpu: c.cpu, error: c.error }])),
    })),
    geomean: Object.fromEntries(geo),
  }, null, 2));
}

function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

/** Runs a binary; times the whole process (wall clock, and its CPU time from bash's `times`). */
function spawnTimed(cmd, args) {
  const script = '"$@"; s=$?; times >&2; exit $s';
  const start = performance.now();
  const r = spawnSync('bash', ['-c', script, 'bench', cmd, ...args], { encoding: 'latin1', timeout: TIMEOUT_MS, maxBuffer: 64 << 20 });
  const elapsed = performance.now() - start;
  if (r.error) return { error: r.error.code === 'ETIMEDOUT' ? `timeout after ${TIMEOUT_MS / 1000} s` : firstLine(r.error) };
  const lines = (r.stderr || '').trimEnd().split('\n');
  const times = lines.slice(-2); // `times`: the shell's own user/sys, then its children's
  const stderr = lines.slice(0, -2).join('\n');
  if (r.status !== 0) return { error: firstLine(stderr || `exit ${r.status ?? r.signal}`), detail: stderr };
  const secs = (t) => { const m = /^(\d+)m([\d.]+)s$/.exec(t); return m ? Number(m[1]) * 60 + Number(m[2]) : NaN; };
  const [user, sys] = (times[1] ?? '').split(' ');
  return { stdout: r.stdout, ms: elapsed, cpuMs: (secs(user) + secs(sys)) * 1000 };
}

/** Runs a node child script that reports `@@bench {"runMs":...}` on stderr. */
function spawnNode(script, file) {
  const r = spawnSync(process.execPath, [script, file], {
    cwd: root, encoding: 'latin1', timeout: TIMEOUT_MS, maxBuffer: 64 << 20, env: { ...process.env, BENCH_RUNTIME: runtimePath },
  });
  if (r.error) return { error: r.error.code === 'ETIMEDOUT' ? `timeout after ${TIMEOUT_MS / 1000} s` : firstLine(r.error) };
  const lines = (r.stderr || '').split('\n');
  const tag = lines.find((l) => l.startsWith('@@bench '));
  const rest = lines.filter((l) => !l.startsWith('@@bench ')).join('\n').trim();
  if (r.status !== 0 || !tag) {
    const msg = rest.replace(/^(promptforge-js|wasmoon|fengari): /, '');
    return { error: firstLine(msg || `exit ${r.status ?? r.signal}`), detail: rest };
  }
  const t = JSON.parse(tag.slice('@@bench '.length));
  return { stdout: r.stdout, ms: t.runMs, cpuMs: t.cpuMs };
}
