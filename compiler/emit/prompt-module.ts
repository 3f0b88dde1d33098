// One ES module per prompt (language.md §9): each Lua block becomes a named function `(_ENV)`,
// and the module default-exports `definePrompt({ meta, title, h1, shared, sections })`, with the
// frontmatter facts and a bound `run` as named exports.
// Built on the Lua compiler's phases (parse, analyze, generate); nothing here edits them.
import type { Document, LuaBlock, Section, SectionContent } from '../document/types.js';
import { parseChunk } from '../lua/parse.js';
import { utf8ByteString } from '../lua/byte-string.js';
import { analyze } from '../lua/analyze/index.js';
import { computeSuspension } from '../lua/analyze/suspends.js';
import { emptyUses, mergeUses, type Uses } from '../lua/analyze/uses.js';
import { engineSpec, LIBRARY_EXPORTS, librarySpec } from './library-spec.js';
import { generateChunk } from '../lua/generate/index.js';
import type { Flat } from '../lua/generate/output.js';
import { jsString } from '../lua/generate/shared/values.js';
import { RUNTIME_EXPORTS } from './runtime-exports.js';
import { methodSiteLines, noFieldsLines, RUNTIME_SPECIFIER } from './module.js';
import { lineSourceMap, type SourceMapV3 } from './sourcemap.js';
import type { LuaDiagnostic } from '../lua/messages.js';

/**
 * Engine globals whose calls can suspend (tools.md: tools.call, models.*, store.*, call, input.ask).
 * The analysis only knows global function names; field calls such as `tools.call` reach it as
 * unknown callees, so every block is compiled as if any unknown call may suspend (see SUSPEND_ALL).
 */
export const SUSPENDING_GLOBALS = ['call', 'fanout', 'tools', 'models', 'store', 'tasks', 'input'] as const;

// Blocks are compiled separately, so a block cannot see that a shared function it calls suspends.
// A synthetic suspending global used as a value makes analysis treat every unknown call as one
// that may suspend (awaited only when it really returns a Promise).
const SUSPEND_ALL = '$suspend';

/**
 * Changes whenever the module's contract with the runtime changes (2: `lib`, the globals the prompt
 * uses; 3: `engine`; 4: every Engine global in `engine`, `tools` by member; 5: `store`, `objects`; 6: string arithmetic
 * only through `lib` (withStringArith); 7: `string` made by `lib` (sandboxString); 8: error values'
 * `__concat` only through `engine` (withErrorConcat); 9: `inputCheck`; 10: `h1Pass`, `versionGate`, call counting armed by tools.calls and sys;
 * 11: operations that may call a metamethod run through `suspendable` in async functions), so that caches keyed by it (compiler/api.ts) never import a module of an older shape.
 */
export const PROMPT_MODULE_FORMAT = 11;

/** The runtime name of the prompt constructor the module imports besides the Lua operators. */
export const DEFINE_PROMPT = 'definePrompt';

/** The runtime name of the engine entry the module's bound `run` export calls. */
export const RUN_COMPILED = 'runCompiled';

/**
 * The run's store maker, imported when the Lua names `store`. Plugins' `ctx.store` comes with the
 * Plugin or config that may use it (definePlugin, defineConfig; runtime/engine/store-maker.ts).
 */
export const RUN_STORE = 'engine_run_store';
/** Tool objects and model handles, imported when the prompt names an alias or role global, or `models`. */
export const RUN_OBJECTS = 'engine_run_objects';
/** The user-input collision check, imported when the frontmatter binds `input` as a tool alias or role label. */
export const RUN_INPUT_CHECK = 'engine_run_input_check';
/** The H1 pass, imported when the H1 body has content. */
export const RUN_H1 = 'engine_run_h1';
/** The version gate, imported when the frontmatter does not say `promptforge: 0` (such a prompt never runs). */
export const RUN_VERSION_GATE = 'engine_run_version_gate';

/**
 * The module's named exports besides the default prompt: frontmatter facts and a `run` bound to the
 * prompt (the bundler plugins and `compile --dts` describe exactly these).
 */
export const PROMPT_NAMED_EXPORTS = ['name', 'description', 'plugins', 'tools', 'models', 'run'] as const;

export interface CompiledBlock {
  /** `function NAME(_ENV, ...$va) { ... }` and the line in the file of each of its lines (lua/generate/output.ts). */
  out: Flat;
  used: ReadonlySet<string>;
  floats: ReadonlyMap<string, string>;
  /** Method names and their cache constants (lua/generate/shared/fields.ts methodRead). */
  methodSites: ReadonlyMap<string, string>;
  diagnostics: LuaDiagnostic[];
}

/** JS names generated locals and blocks must avoid: everything the module may import. */
const RESERVED: ReadonlySet<string> = new Set([...RUNTIME_EXPORTS, ...LIBRARY_EXPORTS, DEFINE_PROMPT, RUN_COMPILED, RUN_STORE, RUN_OBJECTS]);

/**
 * Compiles one block of the .md file to a named JS function whose lines map into the file, adding
 * the globals and library members it uses to `uses`.
 */
export function compileBlock(block: LuaBlock, name: string, uses: Uses = emptyUses()): CompiledBlock {
  const bytes = utf8ByteString(block.source);
  const offset = block.firstLine - 1;
  const shift = (d: LuaDiagnostic) => ({ ...d, line: d.line + offset });
  const none = { out: { text: '', lua: [] }, used: new Set<string>(), floats: new Map<string, string>(), methodSites: new Map<string, string>() };
  const parsed = parseChunk(bytes);
  if (!parsed.ast) return { ...none, diagnostics: parsed.diagnostics.map(shift) };
  const a = analyze(parsed.ast, parsed.attributes, [...SUSPENDING_GLOBALS, SUSPEND_ALL], RESERVED, parsed.lines, uses);
  if (a.diagnostics.length) return { ...none, diagnostics: a.diagnostics.map(shift) };
  a.refs.set({ type: 'Identifier', name: SUSPEND_ALL } as never, undefined);
  // The engine awaits every block anyway; an async block's loops yield to the event loop at their
  // checkpoints (InterruptClock.checkAsync), so a cancel stops `while true do end` in a block.
  a.chunk.isAsync = true;
  computeSuspension(a);
  const g = generateChunk(a, parsed.source, offset, parsed.strings);
  if (g.diagnostics.length) return { ...none, diagnostics: g.diagnostics.map(shift) };
  const first = g.out.text;
  first[0] = first[0]!.replace('export default ', '').replace('function chunk(', `function ${name}(`);
  return { out: g.bodies.flatten(g.out), used: g.used, floats: g.floats, methodSites: g.methodSites, diagnostics: [] };
}

/** A block compiled ahead of the module (by compile()'s syntax check), with the uses it found. */
export interface PrecompiledBlock {
  readonly compiled: CompiledBlock;
  readonly uses: Uses;
}

/** The JS function name a precompiled block carries until the module names it. */
const PRECOMPILED_NAME = '$block';

/** Compiles a block before the module is emitted; emitPromptModule takes the result as it is. */
export function precompileBlock(block: LuaBlock): PrecompiledBlock {
  const uses = emptyUses();
  return { compiled: compileBlock(block, PRECOMPILED_NAME, uses), uses };
}

/** A JS identifier for a block: the section name in snake case, made unique. */
function blockNamer(): (label: string) => string {
  const taken = new Set<string>(RESERVED);
  return (label) => {
    const base = 'block_' + (label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'lua');
    let name = base;
    for (let k = 2; taken.has(name); k++) name = `${base}_${k}`;
    taken.add(name);
    return name;
  };
}

export interface PromptModule {
  code: string;
  map: SourceMapV3;
  diagnostics: LuaDiagnostic[];
}

/**
 * Emits the module for a parsed document. `version` names the compiler in the header line;
 * `precompiled` holds blocks already compiled by precompileBlock (the others are compiled here).
 */
export function emitPromptModule(doc: Document, version: string, precompiled?: ReadonlyMap<LuaBlock, PrecompiledBlock>): PromptModule {
  const file = doc.filename.split(/[\\/]/).pop()!;
  const nameFor = blockNamer();
  const used = new Set<string>([DEFINE_PROMPT, RUN_COMPILED]);
  const floats = new Map<string, string>();
  const methodSites = new Map<string, string>();
  // lines of the Lua blocks: text (lines joined with '\n') and the line in the file of each
  const body: string[] = [];
  const bodyMap: number[] = [];
  const diagnostics: LuaDiagnostic[] = [];
  const uses = emptyUses();

  const emitBlock = (block: LuaBlock, label: string, heading: string): string => {
    const name = nameFor(label);
    const pre = precompiled?.get(block);
    if (pre) mergeUses(uses, pre.uses);
    const compiled = pre ? renamed(pre.compiled, name) : compileBlock(block, name, uses);
    diagnostics.push(...compiled.diagnostics);
    compiled.used.forEach((u) => used.add(u));
    compiled.floats.forEach((v, k) => floats.set(k, v));
    compiled.methodSites.forEach((v, k) => methodSites.set(k, v));
    body.push('', `// ${heading} (${file}:${block.fenceLine})`);
    bodyMap.push(0, block.fenceLine);
    if (compiled.out.lua.length > 0) {
      body.push(compiled.out.text);
      for (let i = 0; i < compiled.out.lua.length; i++) bodyMap.push(compiled.out.lua[i]!);
    }
    return name;
  };
  const content = (items: SectionContent[], label: string, heading: string): string => {
    const parts = items.map((c) =>
      c.type === 'lua'
        ? `{ type: 'lua', line: ${c.firstLine}, run: ${emitBlock(c, label, heading)} }`
        : `{ type: 'prose', line: ${c.line}, text: ${jsString(proseUses(c.text, uses))} }`);
    return `[${parts.join(', ')}]`;
  };
  const section = (s: Section): string => {
    const heading = `${'#'.repeat(s.level)} ${s.name}`;
    const items = s.items === undefined ? 'undefined' : `[${s.items.map((i) => jsString(i.text)).join(', ')}]`;
    return `{ name: ${jsString(s.name)}, level: ${s.level}, line: ${s.position.line}, ` +
      `content: ${content(s.content, s.name, heading)}, items: ${items}, children: [${s.children.map(section).join(', ')}] }`;
  };

  const shared = doc.shared ? emitBlock(doc.shared, 'shared', '```lua shared') : 'undefined';
  const h1 = content(doc.h1, 'h1', `# ${doc.title}`);
  const sections = `[${doc.sections.map(section).join(', ')}]`;
  const meta = metaOf(doc);
  const lib = librarySpec(uses, false);
  lib.imports.forEach((u) => used.add(u));
  const engine = engineSpec(uses);
  engine.imports.forEach((u) => used.add(u));
  const named = (g: string) => uses.everything || uses.globals.has(g) || uses.members.has(g);
  // Only the Lua's own `store` brings the store; Plugins bring it themselves (runtime/engine/store-maker.ts).
  const hasStore = named('store');
  const hasObjects = named('models') || doc.frontmatter.tools.some((t) => named(t.alias)) || doc.frontmatter.models.some((m) => named(m.label));
  if (hasStore) used.add(RUN_STORE);
  if (hasObjects) used.add(RUN_OBJECTS);
  // only a frontmatter that binds `input` can collide with the user-input Plugin's `input` global
  const hasInputCheck = doc.frontmatter.tools.some((t) => t.alias === 'input') || doc.frontmatter.models.some((m) => m.label === 'input');
  if (hasInputCheck) used.add(RUN_INPUT_CHECK);
  const hasH1 = doc.h1.length > 0;
  if (hasH1) used.add(RUN_H1);
  const hasVersionGate = meta.promptforge !== 0;
  if (hasVersionGate) used.add(RUN_VERSION_GATE);

  const head = [
    `// Generated by promptforge-js ${version} from ${file}`,
    `import { ${[...used].sort().join(', ')} } from ${JSON.stringify(RUNTIME_SPECIFIER)};`,
    '',
    `var $chunkname = ${jsString(file)};`,
    ...[...floats].map(([v, name]) => `var ${name} = new LuaFloat(${v});`),
    ...noFieldsLines(used),
    ...methodSiteLines(methodSites),
  ];
  // `$meta` is an object literal so that a bundler can drop the named exports nobody imports
  const tail = [
    '',
    `const $meta = ${JSON.stringify(meta)};`,
    `const $prompt = ${DEFINE_PROMPT}({`,
    `  meta: $meta,`,
    `  title: ${jsString(doc.title)},`,
    `  lib: ${lib.code},`,
    `  engine: ${engine.code},`,
    ...(hasStore ? [`  store: ${RUN_STORE},`] : []),
    ...(hasObjects ? [`  objects: ${RUN_OBJECTS},`] : []),
    ...(hasInputCheck ? [`  inputCheck: ${RUN_INPUT_CHECK},`] : []),
    ...(hasH1 ? [`  h1Pass: ${RUN_H1},`] : []),
    ...(hasVersionGate ? [`  versionGate: ${RUN_VERSION_GATE},`] : []),
    `  shared: ${shared},`,
    `  h1: ${h1},`,
    `  sections: ${sections},`,
    '});',
    'export default $prompt;',
    'export const { name, description, plugins, tools, models } = $meta;',
    '/** Runs this prompt (interfaces.md "JS API" `run`, the prompt bound). */',
    `export function run(options) { return ${RUN_COMPILED}($prompt, options); }`,
  ];
  if (floats.size > 0) used.add('LuaFloat');
  head[1] = `import { ${[...used].sort().join(', ')} } from ${JSON.stringify(RUNTIME_SPECIFIER)};`;
  const lines: string[] = [];
  const map: number[] = [];
  // the head and the tail map to no line of the file (an entry may hold several lines)
  const unmapped = (l: string) => {
    lines.push(l);
    for (let n = l.indexOf('\n'); n >= 0; n = l.indexOf('\n', n + 1)) map.push(0);
    map.push(0);
  };
  head.forEach(unmapped);
  lines.push(...body);
  // a loop, not push(...): a long block would overflow the argument limit
  for (let i = 0; i < bodyMap.length; i++) map.push(bodyMap[i]!);
  tail.forEach(unmapped);
  return { code: lines.join('\n') + '\n', map: lineSourceMap(file + '.js', file, map), diagnostics };
}

/** A precompiled block under its name in the module. */
function renamed(c: CompiledBlock, name: string): CompiledBlock {
  if (c.out.lua.length === 0) return c;
  return { ...c, out: { text: c.out.text.replace(`function ${PRECOMPILED_NAME}(`, `function ${name}(`), lua: c.out.lua } };
}

/**
 * Notes the roots of the prose's `{{ name.member }}` paths as uses (the engine reads them from the
 * environment, runtime/engine/prose.ts) and returns the text.
 */
function proseUses(text: string, uses: Uses): string {
  for (const m of text.matchAll(/\{\{\s*([^\s.{}]+)(?:\.([^\s.{}]+))?/g)) {
    const [, root, member] = m;
    if (member === undefined) uses.globals.add(root!);
    else {
      let set = uses.members.get(root!);
      if (!set) uses.members.set(root!, (set = new Set()));
      set.add(member);
    }
  }
  return text;
}

/** The frontmatter facts a run needs, as plain JSON. */
function metaOf(doc: Document): Record<string, unknown> {
  const f = doc.frontmatter;
  return {
    name: f.name,
    description: f.description,
    promptforge: f.promptforge ?? null,
    max_tool_iterations: f.maxToolIterations ?? null,
    plugins: f.plugins.map((p) => ({ id: p.id, optional: p.optional, ...(p.config !== undefined ? { config: p.config } : {}) })),
    tools: f.tools.map((t) => ({ alias: t.alias, path: t.path })),
    models: f.models.map((m) => ({ label: m.label, ...(m.description !== undefined ? { description: m.description } : {}) })),
    args: f.args === undefined ? null : f.args.map((a) => ({ name: a.name, type: a.type, optional: a.optional })),
  };
}
