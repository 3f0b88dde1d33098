// Where a run's store comes from (issue #6 tree-shaking, runtime/engine/store-maker.ts): the prompt
// module (its Lua names `store`), a backend from runtime/host/stores, the package API, a config made
// by defineConfig, a declared Plugin made by definePlugin. A Plugin that reads ctx.store in a run
// that nothing brought a store to fails its activation or its tool call with pluginWithoutStore.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, importCompiled, run as apiRun } from '../../compiler/api.js';
import { runCompiled, type RunOptions } from '../../runtime/engine/run.js';
import { pluginWithoutStore } from '../../runtime/engine/errors.js';
import { prepare } from '../../runtime/engine/prepare.js';
import { RunStop } from '../../runtime/engine/cancel.js';
import type { Plugin } from '../../runtime/engine/plugin-types.js';
import type { StoreBackend } from '../../runtime/engine/store.js';
import { defineConfig, definePlugin } from '../../runtime/host/config.js';
import { memoryStore } from '../../runtime/host/stores/memory.js';
import { directoryStore } from '../../runtime/host/stores/directory.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';

const NO_STORE = pluginWithoutStore('acme/keeper').message;

/** A plain-object Plugin whose tool appends its text to log.txt in ctx.store and returns the file. */
function keeper(): Plugin {
  return {
    id: 'acme/keeper',
    tools: [{
      name: 'keep', description: 'd', trust: 'trusted', parameters: { type: 'object' },
      run: async (a, ctx) => {
        await ctx.store.append('log.txt', String(a.text));
        return ctx.store.read('log.txt');
      },
    }],
  };
}
const plain = (): Plugin => ({ id: 'acme/plain', tools: [] });

/** A prompt declaring acme/keeper (and `more` Plugins) whose block runs `lua`. */
function source(lua: string, more: string[] = []): string {
  const plugins = ['acme/keeper', ...more].map((id) => `  - ${id}\n`).join('');
  return `---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n${plugins}tools:\n  keep: acme/keeper/keep\n---\n\n# P\n\n## Keep\n\n\`\`\`lua\n${lua}\n\`\`\`\n`;
}
const KEEP_TWICE = 'tools.call("keep", { text = "a" })\nreturn tools.call("keep", { text = "b" })';

async function runSource(text: string, options: RunOptions) {
  const compiled = compile(text, { filename: 'p.md' });
  if (compiled.diagnostics.length > 0) throw new Error(compiled.diagnostics[0]!.message);
  return runCompiled(await importCompiled(compiled.code, 'store-source'), options);
}

describe('the store of a run', () => {
  it('a plain-object Plugin in a plain config reading ctx.store fails its tool call, naming the Plugin', async () => {
    expect(NO_STORE).toBe('Plugin acme/keeper uses ctx.store, but nothing in this run brings the store: make the Plugin with definePlugin, or the config with defineConfig (both from promptforge-js)');
    const out = await runSource(source(KEEP_TWICE), { config: { plugins: [keeper()] } });
    expect(out).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: `tool call failure: ${NO_STORE}` } });
    // a model's call gets the same text as the tool's result, and the run goes on: caught in Lua too
    const caught = await runSource(source('local ok, e = pcall(tools.call, "keep", { text = "a" })\nreturn tostring(e)'), { config: { plugins: [keeper()] } });
    expect(caught).toEqual({ ok: true, result: `tool call failure: ${NO_STORE}` });
  });

  it('a plain-object Plugin reading ctx.store in activate fails to activate', async () => {
    const early: Plugin = { id: 'acme/early', activate: async (ctx) => void (await ctx.store.exists('x')) };
    const events: TraceEvent[] = [];
    const optional = `---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - ref: acme/early\n    optional: true\n---\n\n# P\n\n## A\n\n\`\`\`lua\nreturn "ran"\n\`\`\`\n`;
    expect(await runSource(optional, { config: { plugins: [early] }, onEvent: (e) => void events.push(e) })).toEqual({ ok: true, result: 'ran' });
    expect(events.filter((e) => e.type === 'log').map((e) => (e as { message: string }).message))
      .toEqual([`optional Plugin acme/early skipped: it failed to activate: ${pluginWithoutStore('acme/early').message}`]);
    const required = optional.replace('  - ref: acme/early\n    optional: true\n', '  - acme/early\n');
    events.length = 0;
    expect(await runSource(required, { config: { plugins: [early] }, onEvent: (e) => void events.push(e) })).toEqual({
      ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet', message: 'the environment cannot satisfy this prompt:\n- missing required Plugin: acme/early' },
    });
    // the notice names the Plugin only as missing: the reason is in the log
    expect(events.filter((e) => e.type === 'log').map((e) => (e as { message: string }).message))
      .toEqual([`required Plugin acme/early failed to activate: ${pluginWithoutStore('acme/early').message}`]);
  });

  it('each source brings it: the Lua, a stores backend, defineConfig, a declared definePlugin Plugin, the package API', async () => {
    const kept = { ok: true, result: 'ab' };
    // the Lua names store: the Plugin sees the files the Lua wrote
    expect(await runSource(source(`store.write("log.txt", "<")\n${KEEP_TWICE}`), { config: { plugins: [keeper()] } })).toEqual({ ok: true, result: '<ab' });
    expect(await runSource(source(KEEP_TWICE), { config: { plugins: [keeper()] }, store: memoryStore() })).toEqual(kept);
    const dir = mkdtempSync(join(tmpdir(), 'pf-store-source-'));
    expect(await runSource(source(KEEP_TWICE), { config: { plugins: [keeper()] }, store: directoryStore(dir) })).toEqual(kept);
    expect(readFileSync(join(dir, 'log.txt'), 'utf8')).toBe('ab');
    expect(await runSource(source(KEEP_TWICE), { config: defineConfig({ plugins: [keeper()] }) })).toEqual(kept);
    // ... also through a spread copy of the config, as the CLI makes one
    expect(await runSource(source(KEEP_TWICE), { config: { ...defineConfig({ plugins: [keeper()] }), seed: 1 } })).toEqual(kept);
    expect(await runSource(source(KEEP_TWICE), { config: { plugins: [definePlugin(keeper())] } })).toEqual(kept);
    // a plain Plugin beside a declared definePlugin one
    expect(await runSource(source(KEEP_TWICE, ['acme/plain']), { config: { plugins: [keeper(), definePlugin(plain())] } })).toEqual(kept);
    const prompt = await importCompiled(compile(source(KEEP_TWICE), { filename: 'p.md' }).code, 'store-source');
    expect(await apiRun(prompt, { config: { plugins: [keeper()] } })).toEqual(kept);
  });

  it('a definePlugin Plugin the prompt does not declare brings nothing; a plain backend is used once something brings the store', async () => {
    const out = await runSource(source(KEEP_TWICE), { config: { plugins: [keeper(), definePlugin(plain())] } });
    expect(out).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: `tool call failure: ${NO_STORE}` } });
    const files = new Map<string, string>();
    const own: StoreBackend = {
      read: async (p) => files.get(p) ?? '',
      write: async (p, c) => void files.set(p, c),
      append: async (p, c) => void files.set(p, (files.get(p) ?? '') + c),
      delete: async (p) => void files.delete(p),
      stat: async (p) => (files.has(p) ? 'file' : undefined),
      list: async () => ({ files: [...files.keys()], directories: [] }),
    };
    expect(await runSource(source(KEEP_TWICE), { config: { plugins: [keeper()] }, store: own }))
      .toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: `tool call failure: ${NO_STORE}` } });
    expect(await runSource(source(KEEP_TWICE), { config: defineConfig({ plugins: [keeper()] }), store: own })).toEqual({ ok: true, result: 'ab' });
    expect(files.get('log.txt')).toBe('ab');
  });

  it('prepare without a store: a Plugin that never reads it activates, and deactivate reading it is ignored', async () => {
    let stopped = false;
    const quiet: Plugin = {
      id: 'acme/quiet', tools: [{ name: 't', description: 'd', parameters: { type: 'object' }, run: () => 'ok' }],
      deactivate: (ctx) => {
        stopped = true;
        void ctx.store;
      },
    };
    const p = await prepare({ plugins: [{ id: 'acme/quiet', optional: false }], tools: [{ alias: 't', path: 'acme/quiet/t' }], models: [] },
      { plugins: [quiet] }, { store: undefined, stop: new RunStop() });
    if (!p.ok) throw new Error(p.failure.message);
    expect(await p.slots[0]!.run({})).toBe('ok');
    await p.release();
    expect(stopped).toBe(true);
  });
});
