// Concurrency of fanout arms and tasks (issue #7; reference §7.1, §7.2, §10): the run-wide limit of
// 8 (config limits.tasks, tasks.concurrency), nested fanouts without deadlock, cancellation that
// reaches every live task, and byte-identical results, traces and stores whatever order
// concurrent work finishes in.
import { describe, expect, it } from 'vitest';
import { definePlugin, loadPromptSource, run, scriptedModel, type ModelRequest, type TraceEvent } from '../../compiler/api.js';
import type { Config } from '../../compiler/api.js';
import { memoryStore } from '../../runtime/host/stores/memory.js';

async function prompt(body: string) {
  const source = `---\nname: t\ndescription: t\npromptforge: 0\nplugins:\n  - acme/slow\ntools:\n  slow: acme/slow/work\nmodels:\n  writer: {}\n---\n\n# T\n\n${body}`;
  return loadPromptSource(new TextEncoder().encode(source), 'prompt.md');
}

/** A Plugin tool that counts how many of its calls are in flight at once. */
function slowPlugin(delay: () => number) {
  const stats = { inFlight: 0, max: 0, calls: 0, aborted: 0 };
  const plugin = definePlugin({
    id: 'acme/slow',
    tools: [{
      name: 'work', description: 'Slow work', trust: 'trusted',
      parameters: { type: 'object', properties: { n: { type: 'string' } }, required: ['n'] },
      run: async (a, ctx) => {
        stats.calls++;
        stats.inFlight++;
        stats.max = Math.max(stats.max, stats.inFlight);
        try {
          await new Promise<void>((resolve) => {
            const stop = () => { clearTimeout(t); stats.aborted++; resolve(); };
            const t = setTimeout(() => { ctx.signal.removeEventListener('abort', stop); resolve(); }, delay());
            ctx.signal.addEventListener('abort', stop, { once: true });
          });
          return `worked ${String(a.n)}`;
        } finally {
          stats.inFlight--;
        }
      },
    }],
  });
  return { plugin, stats };
}

const text = (r: ModelRequest) => ({ text: `answer to ${String(r.messages[r.messages.length - 1]!.content)}` });
const anyModel = { complete: async (r: ModelRequest) => text(r) };

const FAN = `## Go

\`\`\`lua
local items = {}
for i = 1, 20 do items[i] = 'n' .. i end
local rs = fanout('### Arm', items)
return #rs .. ' ' .. rs[20].text
\`\`\`

### Arm

\`\`\`lua
return tools.call('slow', { n = item })
\`\`\`
`;

describe('concurrency limit', () => {
  it('runs at most 8 arms at once by default', async () => {
    const { plugin, stats } = slowPlugin(() => 5);
    const out = await run(await prompt(FAN), { config: { plugins: [plugin], models: { writer: anyModel } } });
    expect(out).toEqual({ ok: true, result: '20 worked n20' });
    expect(stats.calls).toBe(20);
    expect(stats.max).toBe(8);
  });

  it('takes the run-wide limit from config limits.tasks', async () => {
    const { plugin, stats } = slowPlugin(() => 5);
    const out = await run(await prompt(FAN), { config: { plugins: [plugin], models: { writer: anyModel }, limits: { tasks: 3 } } });
    expect(out.ok).toBe(true);
    expect(stats.max).toBe(3);
  });

  it('lets tasks.concurrency lower it for a chain', async () => {
    const { plugin, stats } = slowPlugin(() => 5);
    const body = FAN.replace("local items = {}", "tasks.concurrency(2)\nlocal items = {}");
    const out = await run(await prompt(body), { config: { plugins: [plugin], models: { writer: anyModel } } });
    expect(out.ok).toBe(true);
    expect(stats.max).toBe(2);
  });

  it('never deadlocks on nested fanouts that fill every place', async () => {
    const { plugin, stats } = slowPlugin(() => 2);
    const body = `## Go

\`\`\`lua
local rs = fanout('### Outer', { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 })
return rs[10].text
\`\`\`

### Outer

\`\`\`lua
local inner = fanout('#### Inner', { 'a', 'b', 'c' })
return item .. ':' .. inner[3].text
\`\`\`

#### Inner

\`\`\`lua
return tools.call('slow', { n = item })
\`\`\`
`;
    const out = await run(await prompt(body), { config: { plugins: [plugin], models: { writer: anyModel } } });
    expect(out).toEqual({ ok: true, result: '10:worked c' });
    expect(stats.calls).toBe(30);
    expect(stats.max).toBeLessThanOrEqual(8);
  });
});

describe('cancellation', () => {
  it('reaches every live arm and task and ends the run Cancelled', async () => {
    const { plugin, stats } = slowPlugin(() => 60_000);
    const controller = new AbortController();
    const body = FAN.replace("local rs = fanout('### Arm', items)", "local t = tasks.spawn('### Arm', { item = 'task' })\nlocal rs = fanout('### Arm', items)");
    const started = run(await prompt(body), {
      config: { plugins: [plugin], models: { writer: anyModel } }, signal: controller.signal,
    });
    while (stats.inFlight < 8) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const out = await started;
    expect(out).toEqual({ ok: false, error: { phase: 'run', kind: 'Cancelled', message: 'interrupted by Ctrl-C' } });
    expect(stats.aborted).toBe(8);
    expect(stats.calls).toBe(8);
  });
});

// The work of every arm and task waits a random time, so they finish in a different order each run.
const DETERMINISM = `\`\`\`lua
models.default('writer')
var.topic = 'sea'
\`\`\`

## Plan

\`\`\`lua
local rs = fanout('### Arm', list_from_section('## Items'))
local a = tasks.spawn('### Task', { input = 'first' })
local b = tasks.spawn('### Task', { input = 'second' })
local h, ok, r = tasks.join_any({ b, a })
local all = tasks.join({ a })
local parts = {}
for _, res in ipairs(rs) do parts[#parts + 1] = tostring(res) end
for _, p in ipairs(store.glob('out/*.txt')) do parts[#parts + 1] = p .. '=' .. store.read(p) end
parts[#parts + 1] = h.task .. ' ' .. r .. ' ' .. all[1].result
parts[#parts + 1] = tostring(math.random(1000))
return table.concat(parts, '\\n')
\`\`\`

### Arm

\`\`\`lua
local worked = tools.call('slow', { n = item })
local msgs = messages.new():user(item .. ' ' .. worked)
models.loop(msgs)
store.write('out/' .. sys.index .. '.txt', msgs[#msgs].content)
log('arm ' .. sys.index .. ' done')
return msgs[#msgs].content .. ' ' .. math.random(100)
\`\`\`

### Task

\`\`\`lua
tools.add('slow')
local msgs = messages.new():user('task ' .. args)
models.loop(msgs)
return msgs[#msgs].content
\`\`\`

## Items

- tides
- reefs
- kelp
- storms
- gulls
- krill
- whales
- sand
- foam
- shells
`;

describe('determinism', () => {
  it('gives byte-identical results, traces and stores whatever the completion order', async () => {
    const p = await prompt(DETERMINISM);
    const runs: string[] = [];
    for (let k = 0; k < 5; k++) {
      const { plugin } = slowPlugin(() => Math.floor(Math.random() * 8));
      // The model answers each request the same way, after a random delay; in a task it first calls the tool.
      const model = {
        async complete(r: ModelRequest) {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 8)));
          const last = r.messages[r.messages.length - 1]!;
          if (String(r.messages[0]!.content).startsWith('task ') && last.role === 'user') {
            return { toolCalls: [{ name: 'slow', arguments: { n: String(r.messages[0]!.content) } }] };
          }
          return text(r);
        },
      };
      const backend = memoryStore();
      const events: TraceEvent[] = [];
      const config: Config = { plugins: [plugin], models: { writer: model } };
      const out = await run(p, { config, seed: 42, store: backend, onEvent: (e) => events.push(e), now: new Date(0) });
      expect(out.ok).toBe(true);
      const listing = await backend.list();
      const files = await Promise.all(listing.files.sort().map(async (f) => `${f}:${await backend.read(f)}`));
      runs.push([JSON.stringify(out), ...events.map((e) => JSON.stringify(e)), ...files].join('\n'));
    }
    for (const r of runs.slice(1)) expect(r).toBe(runs[0]);
    expect(runs[0]).toContain('"type":"task.end"');
    expect(runs[0]).toContain('out/10.txt:answer to shells worked shells');
  });
});

describe('two runs at once', () => {
  it('keep their own string methods, environments and results', async () => {
    const p = await prompt(`## Go

\`\`\`lua
local ok, e = pcall(function() string.shout = function(s) return s:upper() .. '!' end end)
local rs = fanout('### Arm', { args, args .. '2' })
return tostring(ok) .. ' ' .. tostring(e) .. ' ' .. rs[1].text .. ' ' .. rs[2].text .. ' ' .. ('x'):rep(2)
\`\`\`

### Arm

\`\`\`lua
tools.call('slow', { n = item })
return item:upper() .. ':' .. string.format('%d', sys.index)
\`\`\`
`);
    const { plugin } = slowPlugin(() => Math.floor(Math.random() * 5));
    const config: Config = { plugins: [plugin], models: { writer: anyModel } };
    const [a, b] = await Promise.all([run(p, { config, args: 'left', seed: 1 }), run(p, { config, args: 'right', seed: 2 })]);
    expect(a.ok && a.result).toMatch(/^false prompt\.md:\d+: the string library is shared and read-only in prompts; keep your own functions in locals or tables LEFT:1 LEFT2:2 xx$/);
    expect(b.ok && b.result).toMatch(/RIGHT:1 RIGHT2:2 xx$/);
  });
});

void scriptedModel;
