// Prepare: matching, activation order, optional Plugins, conflicts, the catalog, slot binding, roles
// and the requirements notice (tools.md "Declaring Plugins" ... "Tool slots and Tool objects").
import { describe, expect, it } from 'vitest';
import { prepare, type PrepareDeclarations, type PrepareHarness, type Prepared } from '../../runtime/engine/prepare.js';
import type { Plugin, ToolDefinition } from '../../runtime/engine/plugin-types.js';
import { Store } from '../../runtime/engine/store.js';
import { RunStop } from '../../runtime/engine/cancel.js';
import { definePlugin } from '../../runtime/host/config.js';
import { scriptedModel } from '../../runtime/host/providers/scripted.js';
import { memoryStore } from '../../runtime/host/stores/memory.js';

function tool(name: string, extra: Partial<ToolDefinition> = {}): ToolDefinition {
  return { name, description: `${name} tool`, parameters: { type: 'object' }, run: async () => `${name} ran`, ...extra };
}
const web = (): Plugin => definePlugin({ id: 'promptforge/web', tools: [tool('fetch'), tool('search', { trust: 'trusted', output: 'structured' })] });

function decl(partial: Partial<PrepareDeclarations>): PrepareDeclarations {
  return { plugins: [], tools: [], models: [], ...partial };
}
function req(...ids: string[]) {
  return ids.map((id) => ({ id, optional: false }));
}
async function run(d: PrepareDeclarations, h: PrepareHarness, stop = new RunStop()) {
  return prepare(d, h, { store: new Store(memoryStore()), stop });
}
async function ok(d: PrepareDeclarations, h: PrepareHarness): Promise<Prepared> {
  const r = await run(d, h);
  if (!r.ok) throw new Error(r.failure.message);
  return r;
}
async function refused(d: PrepareDeclarations, h: PrepareHarness): Promise<string> {
  const r = await run(d, h);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.failure.kind).toBe('RequirementsUnmet');
  return r.failure.message;
}

describe('prepare', () => {
  it('binds the page-fetcher slot to the exact tool path', async () => {
    const p = await ok(decl({ plugins: req('promptforge/web'), tools: [{ alias: 'fetch', path: 'promptforge/web/fetch' }] }), { plugins: [web()] });
    expect(p.activated).toEqual(['promptforge/web']);
    expect(p.catalog.map((t) => t.path)).toEqual(['promptforge/web/fetch', 'promptforge/web/search']);
    expect(p.slots).toHaveLength(1);
    const slot = p.slots[0]!;
    expect(slot).toMatchObject({ alias: 'fetch', path: 'promptforge/web/fetch', wireName: 'fetch', description: 'fetch tool', untrusted: true, output: 'plain' });
    expect(await slot.run({ url: 'x' })).toBe('fetch ran');
  });

  it('lets two aliases name one tool and keeps trust and output kind', async () => {
    const p = await ok(decl({
      plugins: req('promptforge/web'),
      tools: [{ alias: 'getter', path: 'promptforge/web/fetch' }, { alias: 'fetch', path: 'promptforge/web/fetch' }, { alias: 'find', path: 'promptforge/web/search' }],
    }), { plugins: [web()] });
    expect(p.slots.map((s) => [s.alias, s.path])).toEqual([
      ['getter', 'promptforge/web/fetch'], ['fetch', 'promptforge/web/fetch'], ['find', 'promptforge/web/search']]);
    expect(p.slots[2]).toMatchObject({ untrusted: false, output: 'structured' });
  });

  it('refuses a missing required Plugin with the exact notice', async () => {
    expect(await refused(decl({ plugins: req('promptforge/web'), tools: [{ alias: 'fetch', path: 'promptforge/web/fetch' }] }), { plugins: [] }))
      .toBe('the environment cannot satisfy this prompt:\n- missing required Plugin: promptforge/web');
  });

  it('matches ids exactly, byte for byte', async () => {
    const plugin = definePlugin({ id: 'acme/web-search', tools: [tool('go')] });
    expect(await refused(decl({ plugins: req('acme/web_search') }), { plugins: [plugin] }))
      .toBe('the environment cannot satisfy this prompt:\n- missing required Plugin: acme/web_search');
  });

  it('skips an optional Plugin the Harness lacks, or that fails to activate, with a log line', async () => {
    const broken = definePlugin({ id: 'acme/broken', activate: () => { throw new Error('no server'); } });
    const p = await ok(decl({ plugins: [{ id: 'io.github.corp/mcp', optional: true }, { id: 'acme/broken', optional: true }] }), { plugins: [broken] });
    expect(p.activated).toEqual([]);
    expect(p.log.map((l) => l.message)).toEqual([
      'optional Plugin io.github.corp/mcp skipped: the Harness has not registered it',
      'optional Plugin acme/broken skipped: it failed to activate: no server',
    ]);
  });

  it('reports a required Plugin that fails to activate as missing', async () => {
    const broken = definePlugin({ id: 'acme/broken', tools: () => { throw new Error('boom'); } });
    expect(await refused(decl({ plugins: req('acme/broken') }), { plugins: [broken] }))
      .toBe('the environment cannot satisfy this prompt:\n- missing required Plugin: acme/broken');
  });

  it('activates in declaration order with the run context, and builds the catalog in that order', async () => {
    const order: string[] = [];
    const services = { 'promptforge/input-broker': { ask: () => 'hi' } };
    const make = (id: string, names: string[]): Plugin => definePlugin({
      id,
      activate: (ctx) => {
        order.push(id);
        expect(ctx.services.has('promptforge/input-broker')).toBe(true);
        expect(ctx.signal.aborted).toBe(false);
      },
      tools: async () => names.map((n) => tool(n)),
    });
    const p = await ok(decl({ plugins: req('b/two', 'a/one') }), { plugins: [make('a/one', ['z', 'y']), make('b/two', ['x'])], services });
    expect(order).toEqual(['b/two', 'a/one']);
    expect(p.catalog.map((t) => t.path)).toEqual(['b/two/x', 'a/one/z', 'a/one/y']);
  });

  it('admits only tools whose path sits under the Plugin id', async () => {
    const sneaky = { id: 'promptforge/web', tools: [tool('other/fetch'), tool('Fetch'), tool('fetch')] } satisfies Plugin;
    const p = await ok(decl({ plugins: req('promptforge/web') }), { plugins: [sneaky] });
    expect(p.catalog.map((t) => t.path)).toEqual(['promptforge/web/fetch']);
    expect(p.log).toHaveLength(2);
  });

  it('leaves a slot silently unbound when its Plugin contributed other tools', async () => {
    const only = definePlugin({ id: 'promptforge/web', tools: [tool('fetch')] });
    const p = await ok(decl({ plugins: req('promptforge/web'), tools: [{ alias: 'search', path: 'promptforge/web/search' }, { alias: 'fetch', path: 'promptforge/web/fetch' }] }), { plugins: [only] });
    expect(p.unbound).toEqual(['search']);
    expect(p.slots.map((s) => s.alias)).toEqual(['fetch']);
    expect(p.log).toEqual([]);
  });

  it('reports a Plugin that contributed no tools once, however many slots name it', async () => {
    const empty = definePlugin({ id: 'promptforge/web', tools: [] });
    expect(await refused(decl({
      plugins: req('promptforge/web'),
      tools: [{ alias: 'search', path: 'promptforge/web/search' }, { alias: 'fetch', path: 'promptforge/web/fetch' }],
    }), { plugins: [empty] })).toBe('the environment cannot satisfy this prompt:\n- missing required Plugin: promptforge/web');
  });

  it('refuses conflicting Plugins, neither activated, earlier-declared first', async () => {
    const activated: string[] = [];
    const a = definePlugin({ id: 'acme/fs-a', conflicts: ['acme/fs-b'], activate: () => { activated.push('a'); } });
    const b = definePlugin({ id: 'acme/fs-b', activate: () => { activated.push('b'); } });
    expect(await refused(decl({ plugins: req('acme/fs-b', 'acme/fs-a') }), { plugins: [a, b] }))
      .toBe('the environment cannot satisfy this prompt:\n- conflicting Plugins: acme/fs-b and acme/fs-a cannot be activated together; declare one or the other');
    expect(activated).toEqual([]);
  });

  it('fills model roles from the config and names a missing role', async () => {
    const writer = scriptedModel([{ text: 'hi' }]);
    const p = await ok(decl({ models: [{ label: 'writer' }] }), { models: { writer } });
    expect(p.roles.get('writer')).toBe(writer);
    const fromFunction = await ok(decl({ models: [{ label: 'any' }] }), { models: () => writer });
    expect(fromFunction.roles.get('any')).toBe(writer);
    expect(await refused(decl({ models: [{ label: 'writer' }, { label: 'critic' }] }), { models: { writer } }))
      .toBe("the environment cannot satisfy this prompt:\n- role 'critic': the config provides no model for this role");
  });

  it('orders the notice: missing Plugins, conflicts, roles', async () => {
    const a = definePlugin({ id: 'x/a', conflicts: ['x/b'] });
    const b = definePlugin({ id: 'x/b' });
    const message = await refused(decl({
      plugins: req('x/a', 'x/b', 'x/gone'),
      tools: [{ alias: 'zz', path: 'y/undeclared/t' }],
      models: [{ label: 'writer' }],
    }), { plugins: [a, b] });
    expect(message.split('\n')).toEqual([
      'the environment cannot satisfy this prompt:',
      '- missing required Plugin: x/gone',
      '- missing required Plugin: y/undeclared',
      '- conflicting Plugins: x/a and x/b cannot be activated together; declare one or the other',
      "- role 'writer': the config provides no model for this role",
    ]);
  });

  it('ends Cancelled when the run stops during activation, and ctx.signal aborts with it', async () => {
    const stop = new RunStop();
    let seen: AbortSignal | undefined;
    let fired = 0;
    const slow = definePlugin({
      id: 'a/slow',
      activate: (ctx) => {
        seen = ctx.signal;
        seen.addEventListener('abort', () => fired++);
        stop.stop();
      },
    });
    const r = await run(decl({ plugins: req('a/slow') }), { plugins: [slow] }, stop);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.failure).toMatchObject({ kind: 'Cancelled', message: 'interrupted by Ctrl-C' });
    expect(seen?.aborted).toBe(true);
    expect(fired).toBe(1);
  });

  it('gives ctx.signal already aborted when first read after the run stopped, with the first stop\'s reason', async () => {
    const stop = new RunStop();
    let ctx: { readonly signal: AbortSignal } | undefined;
    const plugin = definePlugin({ id: 'a/late', activate: (c) => { ctx = c; }, tools: [tool('t')] });
    const p = await run(decl({ plugins: req('a/late') }), { plugins: [plugin] }, stop);
    expect(p.ok).toBe(true);
    const first = new Error('first');
    stop.stop(first);
    stop.stop(new Error('second'));
    expect(ctx!.signal.aborted).toBe(true);
    expect(ctx!.signal.reason).toBe(first);
    expect(ctx!.signal).toBe(ctx!.signal);
  });

  it('turns a thrown Error into the failure text, and refuses non-text output', async () => {
    const failing = definePlugin({ id: 'a/b', tools: [tool('x', { run: () => { throw new Error('page not reachable'); } }), tool('y', { run: (() => 42) as unknown as ToolDefinition['run'] })] });
    const p = await ok(decl({ plugins: req('a/b'), tools: [{ alias: 'x', path: 'a/b/x' }, { alias: 'y', path: 'a/b/y' }] }), { plugins: [failing] });
    await expect(p.slots[0]!.run({})).rejects.toThrow('page not reachable');
    await expect(p.slots[1]!.run({})).rejects.toThrow('tool a/b/y returned a number instead of text');
  });
});
