#!/usr/bin/env node
// Fanout overhead and memory, issue #7 "Targets" (run after `npm run build`; not part of `npm test`):
//   fanout of 1,000 arms over a trivial worker section    target <= 50 ms beyond the work
//   heap after each of 10 repeated runs                     target: flat (no growth run over run)
// "The work" is the same trivial worker body run 1,000 times in one section (an inline loop), so
// the difference is what fanout itself costs: 1,000 task records, fresh section environments,
// var copies, the scheduler and the result objects. Figures are medians of BENCH_FANOUT_REPS
// (default 9) after a warm-up, as wall and CPU time. Heap figures need `node --expose-gc`
// (`npm run bench` parts run this file that way); without it the memory part is skipped.
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, table } from './lib/stats.js';

// BENCH_PF_PACKAGE: another promptforge-js package root (its dist/ and node_modules) to measure
// instead of this one, as for bench/engine.js, e.g. for an A/B of a candidate change.
const root = process.env.BENCH_PF_PACKAGE ? resolve(process.env.BENCH_PF_PACKAGE) : join(dirname(fileURLToPath(import.meta.url)), '..');
const { compile, importCompiled, run } = await import(pathToFileURL(join(root, 'dist/compiler/api.js')).href);

const REPS = Number(process.env.BENCH_FANOUT_REPS ?? 9) || 9;
const ARMS = 1000;

const front = '---\nname: b\ndescription: d\npromptforge: 0\n---\n\n# B\n\n';
const fanoutSource = `${front}## Go

\`\`\`lua
local items = {}
for i = 1, ${ARMS} do items[i] = 'n' .. i end
local rs = fanout('### Worker', items)
return #rs .. ' ' .. rs[${ARMS}].text
\`\`\`

### Worker

\`\`\`lua
return item .. '!'
\`\`\`
`;
const inlineSource = `${front}## Go

\`\`\`lua
local items = {}
for i = 1, ${ARMS} do items[i] = 'n' .. i end
local last
for _, item in ipairs(items) do last = item .. '!' end
return #items .. ' ' .. last
\`\`\`
`;

// The worker section entered 1,000 times one after another (a fresh environment each time, as
// every arm gets): what fanout adds beyond this is its own bookkeeping.
const callsSource = `${front}## Go

\`\`\`lua
local items = {}
for i = 1, ${ARMS} do items[i] = 'n' .. i end
local last
for _, it in ipairs(items) do last = call('### Worker', it) end
return #items .. ' ' .. last
\`\`\`

### Worker

\`\`\`lua
return args .. '!'
\`\`\`
`;

async function load(src, name) {
  const c = compile(src, { filename: `${name}.md` });
  if (c.diagnostics.length) throw new Error(c.diagnostics[0].message);
  return importCompiled(c.code, name);
}

async function time(prompt, expected) {
  const once = async () => {
    const out = await run(prompt, { seed: 1 });
    if (!out.ok || out.result !== expected) throw new Error(`unexpected outcome ${JSON.stringify(out)}`);
  };
  await once();
  await once();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < REPS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await once();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const expected = `${ARMS} n${ARMS}!`;
const fan = await load(fanoutSource, 'fanout');
const inline = await load(inlineSource, 'inline');
const f = await time(fan, expected);
const w = await time(inline, expected);
const k = await time(await load(callsSource, 'calls'), expected);
const overWall = f.wall - w.wall;
const overCpu = f.cpu - w.cpu;
const rows = [
  [`fanout, ${ARMS} arms (whole run)`, `${f.wall.toFixed(1)} ms`, `${f.cpu.toFixed(1)} ms`, '', ''],
  [`the work inline (${ARMS} bodies)`, `${w.wall.toFixed(1)} ms`, `${w.cpu.toFixed(1)} ms`, '', ''],
  ['fanout overhead', `${overWall.toFixed(1)} ms`, `${overCpu.toFixed(1)} ms`, '<= 50 ms', overWall <= 50 ? 'PASS' : 'FAIL'],
  [`${ARMS} sequential calls of the worker`, `${k.wall.toFixed(1)} ms`, `${k.cpu.toFixed(1)} ms`, '', ''],
  ['fanout beyond entering the worker', `${(f.wall - k.wall).toFixed(1)} ms`, `${(f.cpu - k.cpu).toFixed(1)} ms`, '', ''],
];

if (typeof globalThis.gc === 'function') {
  const heaps = [];
  for (let i = 0; i < 10; i++) {
    await run(fan, { seed: 1 });
    globalThis.gc();
    heaps.push(process.memoryUsage().heapUsed / 1024 / 1024);
  }
  // Flat: the last five runs end no higher than the first five (allowing 2 MB of noise).
  const early = median(heaps.slice(0, 5));
  const late = median(heaps.slice(5));
  rows.push(['heap after runs 1..10', heaps.map((h) => h.toFixed(1)).join(' ') + ' MB', '', 'flat', late - early <= 2 ? 'PASS' : 'FAIL']);
} else {
  rows.push(['heap after runs 1..10', 'skipped: run with node --expose-gc', '', 'flat', '-']);
}

console.log(table(['fanout (issue #7)', 'wall', 'cpu', 'target', ''], rows));
