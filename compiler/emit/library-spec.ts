// The library spec a module exports (runtime/lua/env.ts LibFactory): from what the chunk uses
// (lua/analyze/uses.ts) to `($o) => ({ pairs: base_pairs, string: { format: string_format } })`,
// importing exactly those runtime functions, vuejs-style: only the helpers the output uses.
import type { Uses } from '../lua/analyze/uses.js';

/** Base functions of the sandbox, by global name -> runtime export. */
const BASE: Record<string, string> = {
  assert: 'base_assert', error: 'base_error', getmetatable: 'base_getmetatable', ipairs: 'base_ipairs',
  next: 'base_next', pairs: 'base_pairs', pcall: 'base_pcall', rawequal: 'base_rawequal', rawget: 'base_rawget',
  rawlen: 'base_rawlen', rawset: 'base_rawset', select: 'base_select', setmetatable: 'base_setmetatable',
  tonumber: 'base_tonumber', tostring: 'base_tostring', type: 'base_type', xpcall: 'base_xpcall',
  _VERSION: 'base_VERSION',
};

/** Each library's members exported one by one as `<lib>_<member>`. */
const MEMBERS: Record<string, readonly string[]> = {
  string: ['byte', 'char', 'dump', 'find', 'format', 'gmatch', 'gsub', 'len', 'lower', 'match', 'rep', 'reverse',
    'sub', 'upper', 'pack', 'packsize', 'unpack'],
  table: ['insert', 'remove', 'concat', 'pack', 'unpack', 'move', 'sort'],
  math: ['abs', 'ceil', 'floor', 'fmod', 'modf', 'sqrt', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'exp', 'deg', 'rad', 'log',
    'tointeger', 'type', 'ult', 'max', 'min', 'atan2', 'pow', 'log10', 'cosh', 'sinh', 'tanh', 'frexp', 'ldexp'],
  utf8: ['char', 'charpattern', 'codepoint', 'codes', 'len', 'offset'],
  os: ['time', 'clock', 'date', 'getenv', 'exit'],
};

/** math constants, written into the module as literals. */
const MATH_VALUES: Record<string, string> = {
  pi: 'Math.PI', huge: 'Infinity', maxinteger: '9223372036854775807n', mininteger: '-9223372036854775808n',
};

/** The whole library, made per environment (the fallback for a dynamic use): factory and arguments. */
const WHOLE: Record<string, [string, string]> = {
  string: ['createStringLib', ''], table: ['createTableLib', ''], math: ['createMathLib', '$o.randomSeed'],
  utf8: ['createUtf8Lib', ''], os: ['createOsLib', ''], io: ['createIoLib', '$o.write ?? (() => {}), $o.writeErr'],
};
const STANDALONE_ONLY = new Set(['print', 'io', 'os']);

/**
 * Engine globals installed only when used (runtime/engine/engine-parts.ts), by global name, in the
 * order the engine sets them (an environment's key order). `tools` is built from its members.
 */
const ENGINE_PARTS: Record<string, string> = {
  sys: 'engine_sys', var: 'engine_var', log: 'engine_log', tools: 'engine_tools',
  store: 'engine_store', models: 'engine_models', messages: 'engine_messages', fanout: 'engine_fanout', tasks: 'engine_tasks',
  item: 'engine_item', input: 'engine_input', untrusted: 'engine_untrusted', list_from_section: 'engine_list_from_section',
  jump: 'engine_jump', call: 'engine_call', prose: 'engine_prose', argv: 'engine_argv',
};

/** The members of `tools`, each its own runtime export `tools_<name>`, in the table's order (`calls` is its metatable). */
const TOOLS_MEMBERS = ['call', 'always', 'add', 'add_local', 'allow_tasks', 'calls'] as const;

/** The engine parts' runtime names, tools members included (only prompt modules import them). */
export const ENGINE_PART_EXPORTS: readonly string[] = [...Object.values(ENGINE_PARTS), ...TOOLS_MEMBERS.map((m) => `tools_${m}`), 'withErrorConcat', 'withRaisedTables'];

/** Every runtime name a library spec may import (test/emit.test.ts checks each exists). */
export const LIBRARY_EXPORTS: readonly string[] = [
  ...Object.values(BASE),
  ...Object.entries(MEMBERS).flatMap(([lib, ms]) => ms.map((m) => `${lib}_${m}`)),
  'createStringLib', 'createTableLib', 'createMathLib', 'createUtf8Lib', 'createOsLib', 'createIoLib', 'createPrint',
  'createRandomFunctions', 'fullLib', 'withStringArith', 'sandboxString', 'withSandboxGetmetatable', 'withErrorConcat', 'withRaisedTables', ...Object.values(ENGINE_PARTS), ...TOOLS_MEMBERS.map((m) => `tools_${m}`),
];

export interface LibrarySpec {
  /** `($o) => ({ ... })` */
  code: string;
  imports: Set<string>;
}

/**
 * The spec for what `uses` reaches. `standalone`: the `promptforge lua` environment, which also
 * has print, io and os (a prompt's sandbox has none of them).
 */
export function librarySpec(uses: Uses, standalone: boolean): LibrarySpec {
  // a prompt's getmetatable is its sandbox's (the Engine's createPromptEnv leaves that to the spec)
  if (uses.everything) {
    return standalone ? { code: '($o) => fullLib($o, true)', imports: new Set(['fullLib']) }
      : { code: '($o) => withSandboxGetmetatable(fullLib($o, false))', imports: new Set(['fullLib', 'withSandboxGetmetatable']) };
  }
  const imports = new Set<string>();
  const use = (name: string) => {
    imports.add(name);
    return name;
  };
  const used = (g: string) => uses.globals.has(g) || uses.members.has(g);
  const entries: string[] = [];
  for (const g of Object.keys(BASE)) if (used(g)) entries.push(`${g}: ${use(BASE[g]!)}`);
  if (standalone && used('print')) entries.push(`print: ${use('createPrint')}($o.write ?? (() => {}))`);
  for (const lib of Object.keys(WHOLE)) {
    if (STANDALONE_ONLY.has(lib) && !standalone) continue;
    const viaStrings = lib === 'string' ? stringMembersReached(uses) : [];
    // for strings getmetatable is a dynamic use too: getmetatable("").__index is the string table
    const whole = uses.globals.has(lib) || (lib === 'string' && uses.globals.has('getmetatable'));
    if (!whole && !used(lib) && viaStrings.length === 0) continue;
    // a prompt's `string` is its own read-only view of the one shared library (sandboxString)
    const wrap = (code: string) => (lib === 'string' ? `${use('sandboxString')}(${code})` : code);
    if (whole || lib === 'io') {
      const [factory, args] = WHOLE[lib]!;
      entries.push(`${lib}: ${wrap(`${use(factory)}(${args})`)}`);
      continue;
    }
    const fields: string[] = [];
    let random = false;
    for (const m of new Set([...(uses.members.get(lib) ?? []), ...viaStrings])) {
      if (MEMBERS[lib]!.includes(m)) fields.push(`${m}: ${use(`${lib}_${m}`)}`);
      else if (lib === 'math' && m in MATH_VALUES) fields.push(`${m}: ${MATH_VALUES[m]}`);
      else if (lib === 'math' && (m === 'random' || m === 'randomseed')) random = true;
    }
    if (random) fields.push(`...${use('createRandomFunctions')}($o.randomSeed)`);
    entries.push(`${lib}: ${wrap(`{ ${fields.join(', ')} }`)}`);
  }
  const plain = entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
  const spec = !standalone && uses.globals.has('getmetatable') ? `${use('withSandboxGetmetatable')}(${plain})` : plain;
  // Arithmetic may meet a string, or getmetatable("") shows the metatable: give it __add and the rest.
  if (uses.arith || uses.globals.has('getmetatable')) return { code: `($o) => ${use('withStringArith')}(${spec})`, imports };
  return { code: entries.length > 0 ? `($o) => (${spec})` : '() => ({})', imports };
}

/** String members a field access, method call or dynamic key on a string value may read. */
function stringMembersReached(uses: Uses): string[] {
  return MEMBERS.string!.filter((m) => uses.fields.has(m) || (uses.dynamicIndex && uses.strings.has(m)));
}

/**
 * A prompt's `engine`: `{ sys: engine_sys, tools: engine_tools(tools_call), ... }` for the Engine
 * globals it names. `tools` takes the members named statically (`tools.call`), or all of them for a
 * dynamic use (`tools[k]`, `local t = tools`) or `_G`/`_ENV`. Wrapped in `withErrorConcat(...)` when
 * the Lua may concatenate an error value or read its metatable, in `withRaisedTables(...)` when it
 * may raise a table of its own (`error`, `assert`).
 */
export function engineSpec(uses: Uses): LibrarySpec {
  const imports = new Set<string>();
  const entries: string[] = [];
  for (const [g, part] of Object.entries(ENGINE_PARTS)) {
    if (!uses.everything && !uses.globals.has(g) && !uses.members.has(g)) continue;
    imports.add(part);
    if (g !== 'tools') {
      entries.push(`${g}: ${part}`);
      continue;
    }
    const whole = uses.everything || uses.globals.has('tools');
    const named = uses.members.get('tools') ?? new Set<string>();
    // `calls` is the table's metatable, which getmetatable(tools) also reads.
    const reached = (m: string) => whole || named.has(m) || (m === 'calls' && uses.globals.has('getmetatable'));
    const members = TOOLS_MEMBERS.filter(reached).map((m) => `tools_${m}`);
    for (const m of members) imports.add(m);
    entries.push(`tools: ${part}(${members.join(', ')})`);
  }
  let parts = entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
  // Only `error` and `assert` raise a table the Engine did not make: arm reading it back as an error value.
  if (uses.everything || uses.globals.has('error') || uses.globals.has('assert')) {
    imports.add('withRaisedTables');
    parts = `withRaisedTables(${parts})`;
  }
  // A `..` may meet an Engine error value, or getmetatable shows its metatable: give it __concat.
  if (uses.everything || uses.concat || uses.globals.has('getmetatable')) {
    imports.add('withErrorConcat');
    return { code: `withErrorConcat(${parts})`, imports };
  }
  return { code: parts, imports };
}
