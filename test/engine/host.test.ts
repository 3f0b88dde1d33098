// Host pieces: defineConfig/definePlugin, config-file discovery, the embedded default, scripted
// models (interfaces.md "Config file", "Plugins", "Models") and the trace writer.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineException, uncaughtRunKind } from '../../runtime/engine/errors.js';
import type { ModelRequest } from '../../runtime/engine/model-protocol.js';
import { jsonLinesWriter, traceLine, fanOutEvents, type TraceEvent } from '../../runtime/engine/trace.js';
import { defineConfig, definePlugin, embeddedDefaultConfig } from '../../runtime/host/config.js';
import { findConfigFile, importFailure, loadConfigFile, resolveConfig } from '../../runtime/host/config-file.js';
import { scriptedModel } from '../../runtime/host/providers/scripted.js';

const request = (round: number): ModelRequest => ({ role: 'writer', section: 'Answer', round, messages: [], tools: undefined });

describe('scriptedModel', () => {
  it('answers rounds in order, from entries or functions of the request', async () => {
    const model = scriptedModel([
      { toolCalls: [{ name: 'fetch', arguments: { url: 'x' } }] },
      (req) => ({ text: `round ${req.round} in ${req.section}` }),
    ]);
    const signal = new AbortController().signal;
    expect(await model.complete(request(1), signal)).toEqual({ toolCalls: [{ name: 'fetch', arguments: { url: 'x' } }] });
    expect(await model.complete(request(2), signal)).toEqual({ text: 'round 2 in Answer' });
  });

  it('fails the round with a clear error when it runs out', async () => {
    const model = scriptedModel([{ text: 'only' }]);
    const signal = new AbortController().signal;
    await model.complete(request(1), signal);
    const e = await model.complete(request(2), signal).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EngineException);
    const error = (e as EngineException).error;
    expect(error.message).toBe("scripted model has no reply left: all 1 scripted replies were used (role 'writer', section \"Answer\", round 2)");
    expect(uncaughtRunKind(error, false)).toBe('Completion');
  });

  it('refuses an entry that is not a Reply', async () => {
    const model = scriptedModel([{ nope: 1 } as never]);
    const e = await model.complete(request(1), new AbortController().signal).catch((x: unknown) => x);
    expect((e as EngineException).error.message).toBe('scripted model reply #1 is neither { text } nor { toolCalls: [...] }');
  });
});

describe('defineConfig and definePlugin', () => {
  it('return what they are given after checking it', () => {
    const plugin = definePlugin({ id: 'acme/kit', conflicts: ['acme/other'], tools: [{ name: 'echo', description: 'Echo', parameters: { type: 'object' }, run: async (a) => String(a.text) }] });
    const config = defineConfig({ plugins: [plugin], models: { writer: scriptedModel([{ text: 'hello' }]) }, seed: 7, limits: { rounds: 24 } });
    expect(config.plugins[0]).toBe(plugin);
  });
  it('reject malformed ids, tool names and models', () => {
    expect(() => definePlugin({ id: 'acme' })).toThrow('definePlugin: invalid Plugin id "acme"');
    expect(() => definePlugin({ id: 'acme/kit/x' })).toThrow(TypeError);
    expect(() => definePlugin({ id: 'acme/kit', tools: [{ name: 'a/b', description: '', parameters: {}, run: () => '' }] }))
      .toThrow('definePlugin: Plugin acme/kit has a tool named "a/b"');
    expect(() => defineConfig({ models: { writer: {} as never } })).toThrow('defineConfig: models.writer is not a model');
  });
  it('the embedded default registers the first-party Plugins and maps every role through the provider hook', () => {
    const none = embeddedDefaultConfig({});
    expect(none.plugins?.map((p) => p.id)).toEqual(['promptforge/web', 'promptforge/user-input']);
    expect(typeof none.models === 'function' && none.models('writer')).toBe(undefined);
    const seen: unknown[] = [];
    const model = scriptedModel([]);
    const withEnv = embeddedDefaultConfig({ PROMPTFORGE_BASE_URL: 'http://localhost:11434/v1', PROMPTFORGE_MODEL: 'llama' }, (o) => { seen.push(o); return model; });
    expect(typeof withEnv.models === 'function' && withEnv.models('writer')).toBe(model);
    expect(typeof withEnv.models === 'function' && withEnv.models('critic')).toBe(model);
    expect(seen).toEqual([{ baseURL: 'http://localhost:11434/v1', model: 'llama' }]);
  });
});

describe('config files', () => {
  const dirs: string[] = [];
  afterAll(async () => { for (const d of dirs) await rm(d, { recursive: true, force: true }); });
  const temp = async () => { const d = await mkdtemp(join(tmpdir(), 'pf-config-')); dirs.push(d); return d; };

  it('finds --config first, then promptforge.config.{js,mjs,ts,json} in that order', async () => {
    const dir = await temp();
    expect(await findConfigFile(dir)).toBeUndefined();
    await writeFile(join(dir, 'promptforge.config.json'), '{}');
    await writeFile(join(dir, 'promptforge.config.mjs'), 'export default {}');
    expect(await findConfigFile(dir)).toBe(join(dir, 'promptforge.config.mjs'));
    expect(await findConfigFile(dir, 'other.json')).toBe(join(dir, 'other.json'));
  });

  it('loads an ES module config and a JSON config', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'promptforge.config.mjs'), 'export default { seed: 9, plugins: [{ id: "acme/kit", tools: [] }] }');
    const mjs = await resolveConfig({ cwd: dir });
    expect(mjs.ok && mjs.config.seed).toBe(9);
    await writeFile(join(dir, 'c.json'), JSON.stringify({ seed: 3, plugins: ['promptforge/web'], limits: { rounds: 5 } }));
    const json = await loadConfigFile(join(dir, 'c.json'));
    expect(json.ok && json.config.plugins?.map((p) => p.id)).toEqual(['promptforge/web']);
    expect(json.ok && json.config.limits).toEqual({ rounds: 5 });
  });

  it('explains what is wrong with a config file', async () => {
    const dir = await temp();
    const missing = await resolveConfig({ cwd: dir, explicit: 'nope.mjs' });
    expect(!missing.ok && missing.failure.message).toBe(`config file not found: ${join(dir, 'nope.mjs')}`);
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ models: {} }));
    const bad = await loadConfigFile(join(dir, 'bad.json'));
    expect(!bad.ok && bad.failure.message).toContain('unknown key "models"');
    await writeFile(join(dir, 'nodefault.mjs'), 'export const x = 1');
    const nodefault = await loadConfigFile(join(dir, 'nodefault.mjs'));
    expect(!nodefault.ok && nodefault.failure.message).toContain('default export is not a config object');
  });

  it('says clearly when Node cannot load a TypeScript config', () => {
    const e = Object.assign(new TypeError('Unknown file extension ".ts"'), { code: 'ERR_UNKNOWN_FILE_EXTENSION' });
    const failure = importFailure('/p/promptforge.config.ts', e);
    expect(failure.message).toBe(`cannot load /p/promptforge.config.ts: Node ${process.versions.node} cannot import a TypeScript config without a loader; ` +
      'rename it to promptforge.config.mjs, or run with a TypeScript loader (node --import tsx, or Node 22.6+ with --experimental-strip-types)');
    expect(importFailure('/p/c.mjs', new SyntaxError('Unexpected token')).message).toBe('invalid config file /p/c.mjs: Unexpected token');
  });

  it('falls back to the embedded default', async () => {
    const dir = await temp();
    const r = await resolveConfig({ cwd: dir, env: {} });
    expect(r.ok && r.file).toBe(undefined);
    expect(r.ok && r.config.plugins?.length).toBe(2);
  });
});

describe('trace', () => {
  it('writes one JSON line per event, keys in order', () => {
    const lines: string[] = [];
    const onEvent = jsonLinesWriter((l) => lines.push(l));
    const events: TraceEvent[] = [
      { type: 'run.start', section: null, prompt: 'page-fetcher', seed: '7' },
      { type: 'tool.call', section: 'Fetch', alias: 'fetch', path: 'promptforge/web/fetch', by: 'script', args: { url: 'x' } },
      { type: 'tool.result', section: 'Fetch', alias: 'fetch', ok: true, output: 'page' },
      { type: 'model.request', section: null, role: 'writer', round: 1, messages: [{ role: 'user', content: 'q' }], tools: null },
      { type: 'run.end', section: null, ok: true, result: null },
    ];
    events.forEach(onEvent);
    expect(lines[1]).toBe('{"type":"tool.call","section":"Fetch","alias":"fetch","path":"promptforge/web/fetch","by":"script","args":{"url":"x"}}\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(events);
    expect(traceLine(events[4]!)).toBe('{"type":"run.end","section":null,"ok":true,"result":null}\n');
  });
  it('keeps going when one listener throws', () => {
    const seen: string[] = [];
    const all = fanOutEvents([() => { throw new Error('x'); }, undefined, (e) => seen.push(e.type)]);
    all({ type: 'log', section: null, message: 'hi' });
    expect(seen).toEqual(['log']);
  });
});

describe('trace file and limits', () => {
  it('writes the events of a run to a file as JSON Lines', async () => {
    const { openTraceFile } = await import('../../runtime/host/trace-file.js');
    const { readFile } = await import('node:fs/promises');
    const dir = await mkdtemp(join(tmpdir(), 'pf-trace-'));
    const file = join(dir, 'run.jsonl');
    const trace = openTraceFile(file);
    trace.onEvent({ type: 'run.start', section: null, prompt: 'p', seed: '1' });
    trace.onEvent({ type: 'log', section: 'A', message: 'hé' });
    await trace.close();
    expect(await readFile(file, 'utf8')).toBe('{"type":"run.start","section":null,"prompt":"p","seed":"1"}\n{"type":"log","section":"A","message":"hé"}\n');
    await rm(dir, { recursive: true, force: true });
  });

  it('fills limit defaults from language.md §7', async () => {
    const { resolveLimits } = await import('../../runtime/engine/limits.js');
    expect(resolveLimits({ rounds: 5 })).toEqual({
      rounds: 5, tasks: 8, memory: 64 * 1024 * 1024, logEvents: 1024, replyBytes: 16 * 1024 * 1024, receiveTimeoutMs: 120_000, instructions: undefined,
    });
  });

  it('gives scripted models a catalog id', () => {
    expect(scriptedModel([]).id).toBe('scripted');
    expect(scriptedModel([], { id: 'gpt-test' }).id).toBe('gpt-test');
  });
});
