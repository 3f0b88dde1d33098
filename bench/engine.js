#!/usr/bin/env node
// Engine overheads of issue #4 "Targets" (run after `npm run build`; not part of `npm test`):
//   tools.call of a trivial local tool        target <= 2 us per call
//   models.loop round, three tools in scope   target <= 20 us per round (scripted model)
//   warm run of the compiled page-fetcher     target <= 1 ms
import { performance } from 'node:perf_hooks';
import { compile, definePlugin, importCompiled, run } from '../dist/compiler/api.js';

const N = Number(process.env.BENCH_N ?? 20000);

const prompt = (body, front = '') => `---\nname: b\ndescription: d\npromptforge: 0\n${front}---\n\n# B\n\n## S\n\n\`\`\`lua\n${body}\n\`\`\`\n`;
async function load(src) {
  const c = compile(src, { filename: 'bench.md' });
  if (c.diagnostics.length) throw new Error(c.diagnostics[0].message);
  return importCompiled(c.code, 'bench');
}
async function time(label, target, per, fn) {
  await fn(); // warm
  const t0 = performance.now();
  await fn();
  const us = ((performance.now() - t0) * 1000) / per;
  console.log(`${label.padEnd(44)} ${us.toFixed(2).padStart(9)} us   (target ${target} us)`);
}

const localCalls = await load(prompt(`tools.add_local('t', 'trivial', {}, function() return 'x' end)\nfor i = 1, ${N} do tools.call('t') end\nreturn 'ok'`));
await time('tools.call, trivial local tool', 2, N, () => run(localCalls, { seed: 1 }));

const ROUNDS = 2000;
const loopPrompt = await load(prompt(
  `models.use('writer')\nfor _, n in ipairs({'a','b','c'}) do tools.add_local(n, n, { v = 'string' }, function() return 'r' end) end\n` +
  `local msgs = messages.new():user('go')\nmodels.loop(msgs)\nreturn #msgs`, `max_tool_iterations: 1000\nmodels:\n  writer: {}\n`));
const rounds = async () => {
  let k = 0;
  const model = { complete: async () => (++k % 20 === 0 ? { text: 'done' } : { toolCalls: [{ id: `c${k}`, name: 'a', arguments: { v: 'x' } }] }) };
  // one list of 20 rounds per loop, ROUNDS/20 prompt runs
  for (let i = 0; i < ROUNDS / 20; i++) await run(loopPrompt, { seed: 1, config: { models: { writer: model } } });
};
await time('models.loop round, 3 tools in scope', 20, ROUNDS, rounds);

const web = definePlugin({ id: 'promptforge/web', tools: [{ name: 'fetch', description: 'f', parameters: { type: 'object' }, run: async () => 'page' }] });
const fetcher = await load(`---\nname: page-fetcher\ndescription: d\npromptforge: 0\nplugins:\n  - promptforge/web\ntools:\n  fetch: promptforge/web/fetch\n---\n\n# Page fetcher\n\n## Fetch\n\n\`\`\`lua\nreturn tools.call('fetch', { url = args })\n\`\`\`\n`);
const RUNS = 500;
await time('warm run of the page-fetcher', 1000, RUNS, async () => {
  for (let i = 0; i < RUNS; i++) await run(fetcher, { args: 'https://example.com', seed: 1, config: { plugins: [web] } });
});
