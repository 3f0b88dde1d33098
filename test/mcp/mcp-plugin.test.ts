// mcpPlugin against a real MCP server process (test/fixtures/mcp-server.mjs, written with the same
// SDK), over stdio and over streamable HTTP; its tools called from Lua (tools.call) and by the
// scripted model; failures (isError, a crash, a timeout) as tool failures; the process stopped
// when the run ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadPromptSource, run, scriptedModel } from '../../compiler/api.js';
import { mcpPlugin, type McpPluginOptions } from '../../runtime/host/plugins/mcp/index.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';
import type { Model } from '../../runtime/engine/model-protocol.js';

const fixture = fileURLToPath(new URL('../fixtures/mcp-server.mjs', import.meta.url));
const STDIO: McpPluginOptions = { id: 'test/fixture', command: [process.execPath, fixture] };

function source(lua: string, extra = ''): string {
  return `---
name: mcp-user
description: d
promptforge: 0
plugins:
  - test/fixture
tools:
  echo: test/fixture/echo
  add: test/fixture/add
  pid: test/fixture/pid
  fail: test/fixture/fail
  crash: test/fixture/crash
  slow: test/fixture/slow
${extra}---

# MCP user

## Use

\`\`\`lua
${lua}
\`\`\`
`;
}

async function runLua(options: McpPluginOptions, lua: string, extra = '', models?: Record<string, Model>) {
  const prompt = await loadPromptSource(Buffer.from(source(lua, extra)), 'mcp-user.md');
  const events: TraceEvent[] = [];
  const outcome = await run(prompt, { seed: 9, config: { plugins: [mcpPlugin(options)], ...(models ? { models } : {}) }, onEvent: (e) => void events.push(e) });
  return { outcome, events };
}

/** The text inside an untrusted envelope. */
function unwrap(text: string): string {
  const m = /<untrusted_input_([0-9a-f]{32})>\n([^]*)\n<\/untrusted_input_\1>/.exec(text);
  if (m === null) throw new Error(`not enveloped: ${text}`);
  return m[2]!;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('mcpPlugin over stdio', () => {
  it('calls a tool from Lua; the output is untrusted unless configured trusted', async () => {
    const untrusted = await runLua(STDIO, "return tools.call('echo', { text = 'hi' })");
    expect(untrusted.outcome.ok).toBe(true);
    expect(unwrap((untrusted.outcome as { result: string }).result)).toBe('echo: hi');
    const trusted = await runLua({ ...STDIO, trust: 'trusted' }, "return tools.call(add, { a = 2, b = 40 })");
    expect(trusted.outcome).toEqual({ ok: true, result: '42' });
  });

  it('stops the server process when the run ends', async () => {
    const { outcome } = await runLua({ ...STDIO, trust: 'trusted' }, "return tools.call('pid')");
    const pid = Number((outcome as { result: string }).result);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(false);
  });

  it('an isError result, a crash and a timeout are tool failures', async () => {
    const failed = await runLua(STDIO, "local ok, err = pcall(tools.call, 'fail')\nreturn err.kind .. '|' .. tostring(err)");
    expect(failed.outcome).toEqual({ ok: true, result: 'tool|tool call failure: the widget is broken' });
    const slow = await runLua({ ...STDIO, timeoutMs: 150 }, "return tools.call('slow', { ms = 5000 })");
    expect(slow.outcome).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: 'tool call failure: MCP server test/fixture did not answer slow in time' } });
    const crashed = await runLua(STDIO, "local ok, err = pcall(tools.call, 'crash')\nreturn tostring(err)");
    expect(crashed.outcome).toEqual({ ok: true, result: 'tool call failure: MCP server test/fixture stopped while running crash' });
  });

  it('the model calls the server tools; it reads the result in the envelope', async () => {
    const writer = scriptedModel([
      { toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] },
      (req) => ({ text: `sum is ${unwrap(String(req.messages.at(-1)!.content))}` }),
    ]);
    const { outcome, events } = await runLua(STDIO, "models.use('writer')\ntools.add('add')\nlocal m = messages.new():user('add')\nmodels.loop(m)\nreturn m[#m].content",
      'models:\n  writer: {}\n', { writer });
    expect(outcome).toEqual({ ok: true, result: 'sum is 5' });
    const offered = events.find((e) => e.type === 'model.request') as unknown as { tools: Array<{ name: string; parameters: { properties: object } }> };
    expect(offered.tools[0]).toMatchObject({ name: 'add', parameters: { properties: { a: { type: 'number' }, b: { type: 'number' } } } });
    expect(events.filter((e) => e.type === 'log').map((e) => (e as { message: string }).message).join('\n')).toContain('BadName');
  });

  it('a server that cannot start fails activation: the required Plugin is missing', async () => {
    const { outcome } = await runLua({ id: 'test/fixture', command: [process.execPath, '/nonexistent/server.mjs'] }, "return 'unreached'");
    expect(outcome).toEqual({ ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet', message: 'the environment cannot satisfy this prompt:\n- missing required Plugin: test/fixture' } });
  });

  it('rejects options without exactly one server', () => {
    expect(() => mcpPlugin({ id: 'test/fixture' })).toThrow('give exactly one of command: [program, ...args] or url');
    expect(() => mcpPlugin({ id: 'Bad', url: 'http://x' })).toThrow('mcpPlugin: id must be namespace/plugin');
  });
});

describe('mcpPlugin over streamable HTTP', () => {
  let server: ChildProcess;
  let url = '';
  beforeAll(async () => {
    server = spawn(process.execPath, [fixture, '--http'], { stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => {
        const m = /listening (\d+)/.exec(d.toString());
        if (m) resolve(`http://127.0.0.1:${m[1]}/mcp`);
      });
      server.on('exit', () => reject(new Error('the fixture server exited')));
    });
  });
  afterAll(() => void server.kill());

  it('calls tools from Lua and from the model, and reports isError as a tool failure', async () => {
    const http: McpPluginOptions = { id: 'test/fixture', url };
    const script = await runLua(http, "local ok, err = pcall(tools.call, 'fail')\nreturn tools.call('echo', { text = 'over http' }) .. '|' .. tostring(err)");
    expect(script.outcome.ok).toBe(true);
    const [wrapped, failure] = (script.outcome as { result: string }).result.split('|');
    expect(unwrap(wrapped!)).toBe('echo: over http');
    expect(failure).toBe('tool call failure: the widget is broken');
    const writer = scriptedModel([
      { toolCalls: [{ name: 'echo', arguments: { text: 'from the model' } }] },
      (req) => ({ text: String(req.messages.at(-1)!.content) }),
    ]);
    const model = await runLua({ ...http, trust: 'trusted' }, "models.use('writer')\ntools.add('echo')\nlocal m = messages.new():user('go')\nmodels.loop(m)\nreturn m[#m].content",
      'models:\n  writer: {}\n', { writer });
    expect(model.outcome).toEqual({ ok: true, result: 'echo: from the model' });
  });
});
