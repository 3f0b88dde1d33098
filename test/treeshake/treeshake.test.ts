// Tree-shaking (issue #6 item 2): a bundle holds only what its prompts use. Each case bundles a
// fixture prompt with rollup and looks for marker identifiers unique to one part of the runtime.
import { describe, it, expect } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleModules, bundlePrompt } from './bundle.js';

/** Imports a bundle whose default export is a run outcome (test/.out/ is beside node_modules). */
async function runBundle(code: string, name: string): Promise<unknown> {
  const dir = new URL('../.out/treeshake/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}-${process.pid}.mjs`, dir);
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file.pathname).href)) as { default: unknown }).default;
}

/** Names that only the named part defines (as rollup keeps them in an unminified bundle). */
const MARKERS = {
  format: 'function string_format(',
  patterns: 'class MatchState',
  pack: 'function string_pack(',
  utf8: 'function utf8_len(',
  sort: 'function table_sort(',
  compiler: 'luaparse',
  models: 'function modelsGlobal(',
  store: 'function storeGlobal(',
  tasks: 'function tasksGlobal(',
  fanout: 'function fanoutGlobal(',
  // the Engine globals every section may name (section-globals.ts, call-global.ts) and the parts
  // of the run only spawns make
  sys: 'function sysGlobal(',
  var: 'function varGlobal(',
  log: 'function logGlobal(',
  jump: 'function jumpGlobal(',
  call: 'function callGlobal(',
  prose: 'function renderProse(',
  headings: 'function resolveHeading(',
  toolsAdd: 'const tools_add =',
  toolsAddLocal: 'const tools_add_local =',
  toolsAlways: 'const tools_always =',
  scheduler: 'class Scheduler',
  claims: 'class StoreClaims',
  // the run's store (brought by the prompt when its Lua names `store`, or by a definePlugin Plugin
  // or a defineConfig config: runtime/engine/store-maker.ts) and its default in-memory backend, and the
  // Tool objects and model handles (when it names an alias or role global, or models)
  runStore: 'class Store {',
  memoryStore: 'function memoryStore(',
  // the string metatable's arithmetic (string-arith.ts): only where an operand may be a string
  stringArith: 'function stringArith(',
  // table traversal (`next`, tables.ts tableNext): only where something iterates a table
  next: 'function tableNext(',
  objects: 'function makeToolObjects(',
  // the ends of chains and sections with tasks (tasks.ts): only where something spawns
  taskEnds: 'function endChain(',
  // the border search of `#t` (table-border.ts): only where something takes a length
  border: 'function luaBorder(',
  // Lua's number formatting (`%.14g`): error values' __concat needs it, only where a `..` may meet one
  numberText: 'function tostringNumber(',
  // the environment's own getmetatable for strings (shared-string-lib.ts): only where getmetatable is called
  sandboxGetmetatable: 'function sandboxGetmetatable(',
  // reading back an error table the author raised (error-values.ts): only where `error` or `assert` may raise one
  raisedTables: 'function errorFromValue(',
  // the user-input Plugin's collision with an `input` alias or role (input.ts): only where the frontmatter binds `input`
  inputCheck: 'its prelude defines the global',
  // the H1 pass (walk.ts): only where the H1 body has content
  h1: 'function h1Pass(',
  // the version gate (run.ts): only where the frontmatter does not say `promptforge: 0`
  versionGate: 'this build supports major 0',
  // call counting (tools.ts): only where tools.calls or sys may read the counts
  countCall: 'function countCall(',
  // Plugin code: the first-party Plugins (the web Plugin's HTML to Markdown) and MCP clients
  plugins: 'firstPartyPlugins',
  web: 'turndown',
  mcp: '@modelcontextprotocol',
} as const;

const prompt = (lua: string) => `---\nname: t\ndescription: d\npromptforge: 0\n---\n\n# T\n\n\`\`\`lua\n${lua}\n\`\`\`\n`;

describe('tree-shaking', () => {
  it('a prompt using no library bundles none of it, and never the compiler', async () => {
    const code = await bundlePrompt(prompt('return "done"'));
    // (its one block is H1 content: the H1 pass is all it needs)
    for (const [name, marker] of Object.entries(MARKERS)) if (name !== 'h1') expect(code).not.toContain(marker);
    expect(code).toContain(MARKERS.h1);
    expect(await runBundle(code, 'none')).toEqual({ ok: true, result: 'done' });
  });

  it('string.format bundles the format implementation but not the pattern matcher', async () => {
    const code = await bundlePrompt(prompt('return string.format("%5.2f", 1.5)'));
    expect(code).toContain(MARKERS.format);
    expect(code).not.toContain(MARKERS.patterns);
    expect(code).not.toContain(MARKERS.pack);
    expect(code).not.toContain(MARKERS.compiler);
    expect(await runBundle(code, 'format')).toEqual({ ok: true, result: ' 1.50' });
  });

  it('a method call on a string value bundles that string function', async () => {
    const code = await bundlePrompt(prompt('local s = args\nreturn s:match("%d+") or "none"'));
    expect(code).toContain(MARKERS.patterns);
    expect(code).not.toContain(MARKERS.format);
    expect(await runBundle(code, 'method')).toEqual({ ok: true, result: 'none' });
  });

  it('arithmetic that may meet a string bundles the string metatable\'s arithmetic, and it works', async () => {
    const code = await bundlePrompt(prompt('local n = "3"\nreturn n * 2 + -n'));
    expect(code).toContain(MARKERS.stringArith);
    expect(await runBundle(code, 'arith')).toEqual({ ok: true, result: '3' });
    const bad = await bundlePrompt(prompt('return pcall(function() return args + 1 end)'));
    expect(await runBundle(bad, 'arith-bad')).toMatchObject({ ok: true, result: 'false' });
    // getmetatable("") shows the metamethods
    const meta = await bundlePrompt(prompt('return type(getmetatable("").__add)'));
    expect(meta).toContain(MARKERS.stringArith);
    expect(await runBundle(meta, 'arith-meta')).toEqual({ ok: true, result: 'function' });
    // ... through the environment's own copy of the string metatable, whose __index is its `string`
    const own = await bundlePrompt(prompt('local mt = getmetatable("")\nreturn tostring(mt.__index == string) .. tostring(mt == getmetatable("x"))'));
    expect(own).toContain(MARKERS.sandboxGetmetatable);
    expect(await runBundle(own, 'getmetatable-own')).toEqual({ ok: true, result: 'truetrue' });
  });

  it('a table raised by error() with a known kind is read back as that error value; only then is that code bundled', async () => {
    const code = await bundlePrompt(prompt('error({ kind = "tool", message = "boom" })'));
    expect(code).toContain(MARKERS.raisedTables);
    expect(await runBundle(code, 'raised')).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: 'boom' } });
    const asserted = await bundlePrompt(prompt('assert(false, { kind = "store", message = "full" })'));
    expect(asserted).toContain(MARKERS.raisedTables);
    expect(await runBundle(asserted, 'asserted')).toEqual({ ok: false, error: { phase: 'run', kind: 'Store', message: 'full' } });
  });

  it('H1 content bundles the H1 pass; a prompt without promptforge: 0 bundles the version gate and is refused', async () => {
    const code = await bundlePrompt(prompt('return "h1"'));
    expect(code).toContain(MARKERS.h1);
    expect(code).not.toContain(MARKERS.versionGate);
    expect(await runBundle(code, 'h1')).toEqual({ ok: true, result: 'h1' });
    const v1 = await bundlePrompt(prompt('return "ran"').replace('promptforge: 0', 'promptforge: 1'));
    expect(v1).toContain(MARKERS.versionGate);
    expect(await runBundle(v1, 'version-1')).toEqual({ ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet', message: 'unsupported promptforge version: 1 (this build supports major 0)' } });
    const none = await bundlePrompt(prompt('return "ran"').replace('promptforge: 0\n', ''));
    expect(await runBundle(none, 'version-none')).toEqual({ ok: false, error: { phase: 'parse', kind: 'Document', message: 'not a promptforge prompt: no promptforge version' } });
  });

  it('tools.calls and sys.model bundle call counting, and count', async () => {
    const source = (lua: string) => `---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - acme/echo\ntools:\n  echo: acme/echo/echo\n---\n\n# P\n\n## S\n\n\`\`\`lua\n${lua}\n\`\`\`\n`;
    const entry = "import { run } from './prompt.md.js';\nconst echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', trust: 'trusted', parameters: { type: 'object' }, run: async () => 'e' }] };\nexport default await run({ config: { plugins: [echo] } });\n";
    const calls = await bundlePrompt(source('tools.call("echo", {})\ntools.call("echo", {})\nreturn tools.calls.echo'), entry);
    expect(calls).toContain(MARKERS.countCall);
    expect(await runBundle(calls, 'calls')).toEqual({ ok: true, result: '2' });
    // sys.model names the model of the section's counted calls (test/fixtures/prompts/models-use-options)
    const sys = await bundlePrompt(source('tools.call("echo", {})\nreturn sys.section_name'), entry);
    expect(sys).toContain(MARKERS.countCall);
    expect(await runBundle(sys, 'sys-model')).toEqual({ ok: true, result: 'S' });
  });

  it('a frontmatter alias named input bundles the user-input collision check, and the run fails with it', async () => {
    const source = '---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - promptforge/user-input\ntools:\n  input: promptforge/user-input/ask\n---\n\n# P\n\n```lua\nreturn "ran"\n```\n';
    const entry = "import { run } from './prompt.md.js';\nconst ui = { id: 'promptforge/user-input', tools: [{ name: 'ask', description: 'd', parameters: { type: 'object' }, run: async () => 'x' }] };\nexport default await run({ config: { plugins: [ui] } });\n";
    const code = await bundlePrompt(source, entry);
    expect(code).toContain(MARKERS.inputCheck);
    expect(await runBundle(code, 'input-check')).toEqual({ ok: false, error: { phase: 'run', kind: 'Runtime',
      message: "Plugin `promptforge/user-input`: its prelude defines the global `input`, which the prompt's frontmatter binds as a tool or model alias" } });
  });

  it('a prompt\'s string library is its read-only view of the shared one; pairs lists it', async () => {
    const code = await bundlePrompt(prompt('local n = 0\nfor k in pairs(string) do n = n + 1 end\nlocal ok = pcall(function() string.x = 1 end)\nreturn string.upper("x") .. tostring(n > 0) .. tostring(ok)'));
    expect(code).toContain(MARKERS.next);
    expect(await runBundle(code, 'string-view')).toEqual({ ok: true, result: 'Xtruefalse' });
  });

  it('a dynamic use of a library bundles all of it', async () => {
    const code = await bundlePrompt(prompt('local lib = string\nreturn lib.upper("x")'));
    expect(code).toContain(MARKERS.format);
    expect(code).toContain(MARKERS.patterns);
    expect(code).toContain(MARKERS.pack);
  });

  it('Engine globals the prompt never names are not bundled; the ones it names are', async () => {
    const code = await bundlePrompt(prompt('return "done"'));
    for (const m of [MARKERS.models, MARKERS.store, MARKERS.tasks, MARKERS.fanout]) expect(code).not.toContain(m);
    const withStore = await bundlePrompt(prompt('store.write("a.txt", "x")\nreturn store.read("a.txt")'));
    expect(withStore).toContain(MARKERS.store);
    expect(withStore).not.toContain(MARKERS.models);
    expect(await runBundle(withStore, 'store')).toEqual({ ok: true, result: 'x' });
  });

  it('a prompt naming only tools.call and args bundles no other Engine global, no scheduler, no store claims', async () => {
    const source = '---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - acme/echo\ntools:\n  echo: acme/echo/echo\n---\n\n# P\n\n## Echo\n\n```lua\nreturn tools.call("echo", { text = args })\n```\n';
    const entry = "import { run } from './prompt.md.js';\nconst echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', trust: 'trusted', parameters: { type: 'object' }, run: async (a) => 'echo ' + a.text }] };\nexport default await run({ args: 'x', config: { plugins: [echo] } });\n";
    const code = await bundlePrompt(source, entry);
    for (const m of ['sys', 'var', 'log', 'jump', 'call', 'prose', 'headings', 'toolsAdd', 'toolsAddLocal', 'toolsAlways', 'scheduler', 'claims', 'models', 'tasks', 'fanout', 'objects', 'stringArith', 'next', 'taskEnds', 'numberText', 'border', 'sandboxGetmetatable', 'raisedTables', 'inputCheck', 'h1', 'versionGate', 'countCall', 'runStore', 'memoryStore'] as const) {
      expect(code, m).not.toContain(MARKERS[m]);
    }
    expect(await runBundle(code, 'echo')).toEqual({ ok: true, result: 'echo x' });
    // a plain-object Plugin in a plain config that reads ctx.store: nothing brought the store, so the
    // access fails that tool call with the catalogued text naming the Plugin (runtime/engine/errors.ts)
    const keeper = "import { run } from './prompt.md.js';\nconst echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', trust: 'trusted', parameters: { type: 'object' }, run: async (a, ctx) => { await ctx.store.append('log.txt', a.text); return await ctx.store.read('log.txt'); } }] };\nexport default await run({ args: 'x', config: { plugins: [echo] } });\n";
    expect(await runBundle(await bundlePrompt(source, keeper), 'keeper')).toEqual({
      ok: false,
      error: { phase: 'run', kind: 'Tool', message: 'tool call failure: Plugin acme/echo uses ctx.store, but nothing in this run brings the store: make the Plugin with definePlugin, or the config with defineConfig (both from promptforge-js)' },
    });
  });

  it('a Plugin made by definePlugin, or a config made by defineConfig, brings the store with it', async () => {
    const source = '---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - acme/echo\ntools:\n  echo: acme/echo/echo\n---\n\n# P\n\n## Echo\n\n```lua\ntools.call("echo", { text = "a" })\nreturn tools.call("echo", { text = args })\n```\n';
    const echo = "{ id: 'acme/echo', tools: [{ name: 'echo', description: 'd', trust: 'trusted', parameters: { type: 'object' }, run: async (a, ctx) => { await ctx.store.append('log.txt', a.text); return await ctx.store.read('log.txt'); } }] }";
    const made = await bundlePrompt(source, `import { run } from './prompt.md.js';\nimport { definePlugin } from 'promptforge-js';\nexport default await run({ args: 'x', config: { plugins: [definePlugin(${echo})] } });\n`);
    const config = await bundlePrompt(source, `import { run } from './prompt.md.js';\nimport { defineConfig } from 'promptforge-js';\nexport default await run({ args: 'x', config: defineConfig({ plugins: [${echo}] }) });\n`);
    for (const code of [made, config]) {
      expect(code).toContain(MARKERS.runStore);
      expect(code).toContain(MARKERS.memoryStore);
      // the API entry leaves nothing else behind: no compiler, no Plugin code
      for (const m of [MARKERS.compiler, MARKERS.plugins, MARKERS.web, MARKERS.mcp]) expect(code).not.toContain(m);
    }
    expect(await runBundle(made, 'define-plugin')).toEqual({ ok: true, result: 'ax' });
    expect(await runBundle(config, 'define-config')).toEqual({ ok: true, result: 'ax' });
  });

  it('a `..` or getmetatable gives error values their __concat, and it works in the bundle', async () => {
    const source = (lua: string) => `---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - acme/echo\ntools:\n  echo: acme/echo/echo\n---\n\n# P\n\n\`\`\`lua\n${lua}\n\`\`\`\n`;
    const entry = "import { run } from './prompt.md.js';\nconst echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', parameters: { type: 'object' }, run: async () => { throw new Error('down'); } }] };\nexport default await run({ config: { plugins: [echo] } });\n";
    const code = await bundlePrompt(source('local ok, e = pcall(tools.call, "echo", {})\nreturn e .. " (" .. 1.5 .. ")"'), entry);
    expect(code).toContain(MARKERS.numberText);
    expect(await runBundle(code, 'concat')).toEqual({ ok: true, result: 'tool call failure: down (1.5)' });
    const meta = await bundlePrompt(source('local ok, e = pcall(tools.call, "echo", {})\nreturn type(getmetatable(e).__concat)'), entry);
    expect(await runBundle(meta, 'concat-meta')).toEqual({ ok: true, result: 'function' });
  });

  it('an alias named as a global bundles the Tool objects', async () => {
    const source = '---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - acme/echo\ntools:\n  echo: acme/echo/echo\n---\n\n# P\n\n```lua\nreturn echo.wire_name\n```\n';
    const entry = "import { run } from './prompt.md.js';\nconst echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', parameters: { type: 'object' }, run: async () => '' }] };\nexport default await run({ config: { plugins: [echo] } });\n";
    const code = await bundlePrompt(source, entry);
    expect(code).toContain(MARKERS.objects);
    expect(await runBundle(code, 'objects')).toEqual({ ok: true, result: 'echo' });
  });

  it('the Engine globals a prompt names are bundled and work', async () => {
    const lua = 'var.n = 1\nlog(sys.section_name)\ntools.add_local("t", "d", {}, function() return "ok" end)\nif args == "x" then jump("## B") end\nreturn "no"';
    const source = `---\nname: p\ndescription: d\npromptforge: 0\n---\n\n# P\n\n## A\n\n\`\`\`lua\n${lua}\n\`\`\`\n\n## B\n\nSaw {{ var.n }}.\n\n\`\`\`lua\nreturn call("## C", prose)\n\`\`\`\n\n## C\n\n\`\`\`lua\nreturn args .. " " .. var.n\n\`\`\`\n`;
    const code = await bundlePrompt(source);
    for (const m of ['sys', 'var', 'log', 'jump', 'call', 'prose', 'headings', 'toolsAddLocal'] as const) expect(code, m).toContain(MARKERS[m]);
    for (const m of ['toolsAdd', 'toolsAlways', 'scheduler', 'claims', 'runStore', 'objects'] as const) expect(code, m).not.toContain(MARKERS[m]);
    expect(await runBundle(code, 'globals')).toEqual({ ok: true, result: 'Saw 1. 1' });
  });

  it('a prompt with a Plugin bundles no Plugin code: the Plugin comes from the config at run time', async () => {
    const source = '---\nname: p\ndescription: d\npromptforge: 0\nplugins:\n  - promptforge/web\ntools:\n  fetch: promptforge/web/fetch\n---\n\n# P\n\n```lua\nreturn tools.call("fetch", { url = args })\n```\n';
    const code = await bundlePrompt(source);
    for (const m of [MARKERS.plugins, MARKERS.web, MARKERS.mcp, MARKERS.compiler, MARKERS.format]) expect(code).not.toContain(m);
  });

  it('the runtime modules have no top-level side effects: importing them for nothing leaves nothing', async () => {
    const code = await bundleModules({ entry: "import 'promptforge-js/runtime';\n" });
    // only the import of an external dependency may remain; no statement of ours
    expect(code.split('\n').filter((l) => l.trim() !== '' && !/^import '[^']+';$/.test(l))).toEqual([]);
  });
});
