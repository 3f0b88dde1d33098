// --record / --replay end to end: record a run against a real chat-completions server on
// 127.0.0.1, stop the server, replay with no model and no network, and compare the bytes of the
// result and the trace; a run that diverges names the first differing request.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrompt, loadPromptSource, run, userInputPlugin } from '../../compiler/api.js';
import { parseRunArgs } from '../../compiler/cli/run.js';
import { definePlugin } from '../../runtime/host/config.js';
import type { Model } from '../../runtime/engine/model-protocol.js';
import { scriptedModel } from '../../runtime/host/providers/scripted.js';
import { ensureBuilt, openaiConfig, repo, runCli } from '../providers/cli.js';
import { startChatServer, text, toolCalls } from '../providers/chat-server.js';

let dir: string;
const file = (name: string) => join(dir, name);
interface Recorded {
  stdout: string;
  trace: string;
  cassette: string;
  requests: number;
}
let recorded: Recorded;
const researcher = () => loadPrompt(join(repo, 'examples/researcher.md'));

// One recording for the whole file: without --seed, so replay must take the seed from the cassette.
beforeAll(async () => {
  ensureBuilt();
  dir = await mkdtemp(join(tmpdir(), 'pf-replay-'));
  const server = await startChatServer();
  try {
    await writeFile(file('config.mjs'), openaiConfig(server.baseURL));
    server.answer(
      toolCalls({ id: 'c1', name: 'search', args: { query: 'What is Lua?' } }),
      toolCalls({ id: 'c2', name: 'fetch', args: { url: 'https://www.lua.org/about.html' } }),
      text('Lua is a lightweight embeddable scripting language.'),
    );
    const r = await runCli(['run', 'examples/researcher.md', 'What is Lua?', '--config', file('config.mjs'), '--record', file('c.json'), '--trace', file('rec.jsonl')]);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    recorded = { stdout: r.stdout, trace: await readFile(file('rec.jsonl'), 'utf8'), cassette: await readFile(file('c.json'), 'utf8'), requests: server.received.length };
  } finally {
    await server.close();
  }
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('record', () => {
  it('writes one entry per request, in order, with digests, summaries and answers', () => {
    const c = JSON.parse(recorded.cassette) as { requests: Array<Record<string, unknown>>; models: unknown; seed: string; args: string };
    expect(Object.keys(JSON.parse(recorded.cassette) as object)).toEqual(['format', 'version', 'prompt', 'args', 'seed', 'startedAt', 'models', 'services', 'plugins', 'requests']);
    expect(c.requests.map((r) => r.kind)).toEqual(['model', 'tool', 'model', 'tool', 'model']);
    expect(c.requests.map((r) => Object.keys(r))).toEqual([
      ['n', 'kind', 'digest', 'summary', 'reply'], ['n', 'kind', 'digest', 'summary', 'output'],
      ['n', 'kind', 'digest', 'summary', 'reply'], ['n', 'kind', 'digest', 'summary', 'output'],
      ['n', 'kind', 'digest', 'summary', 'reply'],
    ]);
    expect(c.requests[1]!.summary).toBe('a call of tool promptforge/web/search with {"query":"What is Lua?"}');
    expect(c.requests[4]!.reply).toEqual({ text: 'Lua is a lightweight embeddable scripting language.' });
    expect(c.models).toEqual({ writer: 'test-model' });
    expect(c.args).toBe('What is Lua?');
    expect(recorded.requests).toBe(3);
  });
});

describe('replay', () => {
  it('reruns with the server stopped: byte-identical result and trace', async () => {
    const r = await runCli(['run', 'examples/researcher.md', 'What is Lua?', '--config', file('config.mjs'), '--replay', file('c.json'), '--trace', file('rep.jsonl')]);
    expect(r).toEqual({ status: 0, stdout: recorded.stdout, stderr: '' });
    expect(await readFile(file('rep.jsonl'), 'utf8')).toBe(recorded.trace);
  });

  it('a run that sends a different request fails, naming the first differing request', async () => {
    const r = await runCli(['run', 'examples/researcher.md', 'What is Perl?', '--replay', file('c.json')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^error\[Completion\]: the run diverged from its cassette at request #1: it sent a model round \(role 'writer', section "Research", round 1, 1 message, last: user "Answer from web sources: What is Perl\?"\) \(digest [0-9a-f]{16}\), but the cassette's request #1 is a model round \(role 'writer', section "Research", round 1, 1 message, last: user "Answer from web sources: What is Lua\?"\) \(digest [0-9a-f]{16}\)\n$/);
  });

  // In process from here on: the same code as the CLI, without a process start per case.
  it('names a differing tool request even when the prompt would carry on', async () => {
    // The recorded model now asks for another page: the fetch request (#4) no longer matches.
    const c = JSON.parse(recorded.cassette) as { requests: Array<{ reply?: { toolCalls: Array<{ arguments: object }> } }> };
    c.requests[2]!.reply!.toolCalls[0]!.arguments = { url: 'https://example.com/other' };
    await writeFile(file('edited.json'), JSON.stringify(c));
    const r = await run(await researcher(), { args: 'What is Lua?', replay: file('edited.json') });
    expect(r.ok).toBe(false);
    const error = !r.ok ? r.error : { kind: '', message: '' };
    expect(error.kind).toBe('Tool');
    expect(error.message).toContain('at request #4: it sent a call of tool promptforge/web/fetch with {"url":"https://example.com/other"}');
    expect(error.message).toContain('but the cassette\'s request #4 is a call of tool promptforge/web/fetch with {"url":"https://www.lua.org/about.html"}');
  });

  it('a run that stops before the cassette ends fails too', async () => {
    const c = JSON.parse(recorded.cassette) as { requests: Array<Record<string, unknown>> };
    c.requests.push({ ...c.requests[4]!, n: 6 });
    await writeFile(file('longer.json'), JSON.stringify(c));
    const r = await run(await researcher(), { args: 'What is Lua?', replay: file('longer.json') });
    expect(r).toMatchObject({ ok: false, error: { phase: 'run', kind: 'Completion' } });
    expect(!r.ok && r.error.message).toMatch(/^the run diverged from its cassette: it made 5 requests but the cassette holds 6; the first request not made is #6: a model round/);
  });

  it('an unreadable or invalid cassette, and both flags at once', async () => {
    await writeFile(file('bad.json'), '{"format": "something else"}');
    expect(await run(await researcher(), { replay: file('bad.json') })).toEqual({ ok: false, error: {
      phase: 'prepare', kind: 'Internal', message: `invalid cassette ${file('bad.json')}: "format" is not "promptforge-cassette"` } });
    expect(await run(await researcher(), { replay: file('none.json') })).toEqual({ ok: false, error: {
      phase: 'prepare', kind: 'Internal', message: `cannot read cassette ${file('none.json')}: no such file or directory` } });
    expect(parseRunArgs(['examples/researcher.md', '--record', 'a.json', '--replay', 'b.json'])).toBe('--record and --replay cannot be used together');
  });
});

describe('the JS API', () => {
  it('run() takes record and replay options', async () => {
    const source = new TextEncoder().encode('---\nname: t\ndescription: d\npromptforge: 0\nmodels:\n  writer: {}\n---\n\n# T\n\n## S\n\n```lua\nlocal h = models.use(\'writer\')\nreturn models.infer(args) .. " " .. h.model_id\n```\n');
    const prompt = await loadPromptSource(source, 't.md');
    const events: string[] = [];
    const recording = await run(prompt, {
      args: 'hi', config: { models: { writer: scriptedModel([{ text: 'hello' }], { id: 'm-1' }) } },
      record: file('api.json'), onEvent: (e) => void events.push(JSON.stringify(e)),
    });
    expect(recording).toEqual({ ok: true, result: 'hello m-1' });
    const replayed: string[] = [];
    const replay = await run(prompt, { args: 'hi', replay: file('api.json'), onEvent: (e) => void replayed.push(JSON.stringify(e)) });
    expect(replay).toEqual(recording);
    expect(replayed).toEqual(events);
    // A prompt that catches the divergence still fails, and the trace's run.end says so too.
    expect(new TextDecoder().decode(source)).toContain('return models.infer(args)');
    const caught = await loadPromptSource(new TextEncoder().encode(new TextDecoder().decode(source).replace(
      'return models.infer(args)', 'local ok, text = pcall(models.infer, args)\nreturn tostring(text)')), 't.md');
    const ends: unknown[] = [];
    const diverged = await run(caught, { args: 'other', replay: file('api.json'), onEvent: (e) => void (e.type === 'run.end' && ends.push(e)) });
    expect(diverged).toMatchObject({ ok: false, error: { phase: 'run', kind: 'Completion' } });
    expect(!diverged.ok && diverged.error.message).toMatch(/^the run diverged from its cassette at request #1: it sent a model round \(role 'writer', section "S", round 1, 1 message, last: user "other"\)/);
    expect(ends).toEqual([{ type: 'run.end', section: null, ok: false, error: !diverged.ok && diverged.error }]);
  });

  it('replays concurrent fanout arms whose answers arrived in another order, and recorded failures', async () => {
    const source = new TextEncoder().encode([
      '---', 'name: fan', 'description: d', 'promptforge: 0', 'plugins:', '  - acme/kit', 'tools:', '  echo: acme/kit/echo', '  boom: acme/kit/boom',
      'models:', '  writer: {}', '---', '', '# Fan', '', '## Go', '', '```lua', "models.default('writer')",
      "local rs = fanout('### Arm', { 'a', 'bb', 'ccc' })",
      'local out = {}', 'for _, r in ipairs(rs) do out[#out + 1] = r.text end',
      "local ok, e = pcall(tools.call, 'boom', {})", 'out[#out + 1] = tostring(e)',
      "return table.concat(out, ' | ')", '```', '', '### Arm', '', '```lua', "tools.add('echo')",
      'local msgs = messages.new():user(item)', 'models.loop(msgs)', 'return msgs[#msgs].content', '```', '',
    ].join('\n'));
    const prompt = await loadPromptSource(source, 'fan.md');
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Longer items answer sooner, so answers come back in the reverse of the order asked.
    const model: Model = {
      async complete({ messages }) {
        const first = String(messages[0]!.content);
        await wait(60 / first.length);
        const last = messages[messages.length - 1]!;
        return last.role === 'user' ? { toolCalls: [{ name: 'echo', arguments: { text: first } }] } : { text: `done ${first}` };
      },
    };
    const kit = definePlugin({
      id: 'acme/kit',
      tools: [
        { name: 'echo', description: 'Echo', parameters: { type: 'object' }, run: async ({ text }) => { await wait(5); return `echo ${String(text)}`; } },
        { name: 'boom', description: 'Fails', parameters: { type: 'object' }, run: () => { throw new Error('the kit broke'); } },
      ],
    });
    const events: string[] = [];
    const recording = await run(prompt, { config: { plugins: [kit], models: { writer: model } }, seed: 3, record: file('fan.json'), onEvent: (e) => void events.push(JSON.stringify(e)) });
    expect(recording).toEqual({ ok: true, result: 'done a | done bb | done ccc | tool call failure: the kit broke' });
    const replayed: string[] = [];
    expect(await run(prompt, { replay: file('fan.json'), onEvent: (e) => void replayed.push(JSON.stringify(e)) })).toEqual(recording);
    expect(replayed).toEqual(events);
  });

  it('replays operator input with no broker: the answers and input.connected come from the cassette', async () => {
    const source = new TextEncoder().encode([
      '---', 'name: ask', 'description: d', 'promptforge: 0', 'plugins:', '  - promptforge/user-input', '---', '', '# Ask', '', '## Q', '',
      '```lua', 'local answer, connected = input.ask()', "return answer .. ' ' .. tostring(connected)", '```', '',
    ].join('\n'));
    const prompt = await loadPromptSource(source, 'ask.md');
    const broker = { ask: () => 'blue' };
    const recording = await run(prompt, { config: { plugins: [userInputPlugin()], services: { 'promptforge/input-broker': broker } }, seed: 1, record: file('ask.json') });
    expect(recording).toEqual({ ok: true, result: 'blue true' });
    expect(await run(prompt, { config: { plugins: [userInputPlugin()] }, replay: file('ask.json') })).toEqual(recording);
  });
});
