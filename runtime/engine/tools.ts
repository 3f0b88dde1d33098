// The Lua `tools` table (tools.md): tools.call, tools.add, tools.always, tools.add_local,
// tools.calls, and what each round offers the model. Scope order, overrides, counting, local tools.
import { LuaTable, tableNext, tableLength } from '../lua/tables.js';
import type { LuaFunction, LuaResult, LuaValue } from '../lua/values.js';
import { one } from '../lua/calls.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import {
  addArrayOverride, addBadEntry, addExtraArgument, addLocalAlreadyRegistered, addLocalDuplicatesSlot,
  addLocalParamSpec, addLocalParamType, addNotBound, addOverrideNotString, alwaysAliasNotString, alwaysNotBound,
  alwaysOverrideNotString, argumentType, callAliasType, callArgsNotJson, callArgsType, callsNoCount, callsReadOnly,
  cancelled, cannotReturn, invalidAlias, raise, schemaBuildFailure, sharedLoadYield, structuredInvalidJson, toolCallFailure,
  toolObjectFrozen, unboundTool,
} from './errors.js';
import { wrapUntrusted } from './envelope.js';
import { isJsonObject, type JsonObject } from './json.js';
import { isJsonRepresentable, toJson } from './messages.js';
import { builtin, proxyTable, RunAbort } from './lua-binding.js';
import { fromJson, luaTypeName, toNeutral } from './lua-json.js';
import type { WireTool } from './model-protocol.js';
import type { LocalTool, RunState, SectionVM } from './run-state.js';
import type { BoundSlot } from './prepare.js';
import { scalarText } from './scalar.js';
import { schemaIsValid } from './schema-check.js';
import { thrownText } from './activate.js';
import { cancellable, CancelledCall } from './cancel.js';
import { allowTasks, runTaskTool, taskTools } from './task-builtins.js';

/** The Engine's own task tools: they shadow any alias (tools.md "Call errors"). */
export const TASK_TOOL_NAMES: ReadonlySet<string> = new Set(['task', 'task_cancel', 'task_status', 'await_tasks']);

const ALIAS = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function checkAlias(alias: string): void {
  if (!ALIAS.test(alias)) raise(invalidAlias(alias));
}

/** Frozen Tool objects for every bound slot (tools.md "Alias globals"): five fields, no methods. */
export function makeToolObjects(run: Pick<RunState, 'slots'>): { objects: Map<string, LuaTable>; aliasOf: WeakMap<LuaTable, string> } {
  const objects = new Map<string, LuaTable>();
  const aliasOf = new WeakMap<LuaTable, string>();
  for (const slot of run.slots.values()) {
    const parameters = new LuaTable();
    const fields: Record<string, LuaValue> = {
      name: utf8Encode(slot.alias), description: utf8Encode(slot.description), parameters,
      wire_name: utf8Encode(slot.wireName), untrusted: false,
    };
    const obj = proxyTable((k) => (typeof k === 'string' ? fields[k] : undefined), (k) => {
      raise(toolObjectFrozen(typeof k === 'string' ? utf8Decode(k) : String(k)));
    });
    objects.set(slot.alias, obj);
    aliasOf.set(obj, slot.alias);
  }
  return { objects, aliasOf };
}

/** The section's bound scope: tools.always aliases first, then tools.add aliases, each once. */
export function boundScope(vm: SectionVM): string[] {
  const out: string[] = [];
  for (const a of [...vm.run.always, ...vm.added]) if (!out.includes(a)) out.push(a);
  return out;
}

/** The tools a round offers: bound tools in scope order, then local tools in registration order. */
export function offeredTools(vm: SectionVM): WireTool[] | undefined {
  const out: WireTool[] = [];
  for (const alias of boundScope(vm)) {
    if (TASK_TOOL_NAMES.has(alias)) continue;
    const slot = vm.run.slots.get(alias)!;
    if (!isJsonObject(slot.parameters as never) || !schemaIsValid(slot.parameters)) throw new RunAbort(schemaBuildFailure(alias));
    const description = vm.overrides.get(alias) ?? vm.run.alwaysOverrides.get(alias) ?? slot.description;
    out.push({ name: alias, description, parameters: slot.parameters as JsonObject });
  }
  // The four task names belong to the Engine's own tools, offered only through tools.allow_tasks.
  for (const local of vm.locals.values()) {
    if (!TASK_TOOL_NAMES.has(local.alias)) out.push({ name: local.alias, description: local.description, parameters: local.schema });
  }
  if (vm.modelTasks !== undefined) out.push(...taskTools(vm));
  return out.length > 0 ? out : undefined;
}

/**
 * Counts one call attempt (tools.md "Counting calls"); the first call also fixes sys.model. Armed
 * on the VM (vm.countCall) by the two readers, tools_calls and engine_sys, so a prompt that reads
 * neither bundles no counting (issue #6).
 */
export function countCall(vm: SectionVM, alias: string): void {
  if (vm.counts === undefined) {
    vm.counts = new Map();
    vm.sysModel = currentModelId(vm);
  }
  const counts = vm.counts;
  // The bound scope in its order (boundScope) without building the list on this hot path.
  for (const a of vm.run.always) if (!counts.has(a)) counts.set(a, 0);
  for (const a of vm.added) if (!counts.has(a)) counts.set(a, 0);
  counts.set(alias, (counts.get(alias) ?? 0) + 1);
}

/** The catalog model id of the section's model, if it has one (reference §3.5). */
function currentModelId(vm: SectionVM): string | undefined {
  const label = vm.selection ?? vm.run.modelDefault;
  if (label === undefined) return undefined;
  const model = vm.run.models.get(label) as { id?: unknown } | undefined;
  return typeof model?.id === 'string' ? model.id : label;
}


/** How a call came in and what the caller receives. */
export interface CallOutcome {
  /** Byte string for Lua (or a table for structured script calls). */
  value: LuaValue;
  /** The text the model reads (model calls). */
  text: string;
}

/**
 * Runs one tool call, script or model. Local handler errors propagate; a bound tool's own failure
 * raises kind tool for a script and comes back as wrapped failure text for the model. A local tool
 * whose handler does not suspend answers synchronously (no Promise).
 */
export function callTool(
  vm: SectionVM, alias: string, args: JsonObject, by: 'script' | 'model', callId?: string,
): CallOutcome | Promise<CallOutcome> {
  const run = vm.run;
  if (vm.phase === 'shared') raise(sharedLoadYield());
  const reserved = TASK_TOOL_NAMES.has(alias);
  // A model call to a task name goes to the Engine's own tool (the loop checked it was offered).
  // (through the scope tools.allow_tasks made, so a prompt without it bundles none of the task tools)
  if (reserved && by === 'model' && vm.modelTasks !== undefined) return vm.modelTasks.call(vm, alias, args, callId);
  const local = reserved ? undefined : vm.locals.get(alias);
  const slot = local === undefined && !reserved ? run.slots.get(alias) : undefined;
  if (local === undefined && slot === undefined) raise(unboundTool(alias, [...run.slots.keys()]));
  vm.countCall?.(vm, alias);
  if (run.tracing) {
    run.emit({ type: 'tool.call', section: vm.traceName, alias, path: slot?.path ?? null, by, ...(callId !== undefined ? { callId } : {}), args });
  }
  // (through the tool tools.add_local made, so a prompt without it bundles no local-tool calls)
  if (local !== undefined) return local.call(vm, local, args);
  return callBound(vm, slot!, alias, args, by);
}

/** One of the model's task built-ins: trusted text, traced like a local tool (path null). */
export async function callTaskTool(vm: SectionVM, name: string, args: JsonObject, callId: string | undefined): Promise<CallOutcome> {
  const run = vm.run;
  if (run.tracing) run.emit({ type: 'tool.call', section: vm.traceName, alias: name, path: null, by: 'model', ...(callId !== undefined ? { callId } : {}), args });
  const text = await runTaskTool(vm, name, args);
  if (run.tracing) run.emit({ type: 'tool.result', section: vm.traceName, alias: name, ok: true, output: text });
  return { value: utf8Encode(text), text };
}

/** The handler's result as the call's text (tools.md "Return values"). */
function handlerText(vm: SectionVM, alias: string, result: LuaResult): CallOutcome {
  const r = one(result);
  const t = scalarText(r);
  if (t === null) raise(cannotReturn(luaTypeName(r)));
  const text = t ?? '';
  if (vm.run.tracing) vm.run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: true, output: text });
  return { value: typeof r === 'string' ? r : utf8Encode(text), text };
}

function handlerFailed(vm: SectionVM, alias: string, e: unknown): never {
  vm.chain.handlerDepth--;
  if (vm.run.tracing) vm.run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: false, error: errorText(e) });
  throw e;
}

/** Runs a local handler inside the calling chain; jump is refused until it returns or raises. */
function callLocal(vm: SectionVM, local: LocalTool, args: JsonObject): CallOutcome | Promise<CallOutcome> {
  vm.chain.handlerDepth++;
  let result: LuaResult | Promise<LuaResult>;
  try {
    result = local.handler(fromJson(args));
  } catch (e) {
    return handlerFailed(vm, local.alias, e);
  }
  if (result instanceof Promise) {
    return result.then(
      (r) => {
        vm.chain.handlerDepth--;
        return handlerText(vm, local.alias, r);
      },
      (e) => handlerFailed(vm, local.alias, e),
    );
  }
  vm.chain.handlerDepth--;
  return handlerText(vm, local.alias, result);
}

/** Runs a bound tool through the Harness: the envelope, structured output, failures. */
async function callBound(vm: SectionVM, slot: BoundSlot, alias: string, args: JsonObject, by: 'script' | 'model'): Promise<CallOutcome> {
  const run = vm.run;
  let output: string;
  try {
    if (run.task !== undefined) run.task.blocked = 'tool_call';
    output = await cancellable(run.stop, slot.run(args));
  } catch (e) {
    if (run.task !== undefined) run.task.blocked = undefined;
    if (e instanceof CancelledCall || run.stop.aborted) {
      run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: false, error: 'interrupted by Ctrl-C' });
      raise(cancelled());
    }
    const failure = thrownText(e);
    run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: false, error: failure });
    if (by === 'model') return { value: undefined, text: wrapUntrusted(failure, run.seeds.nonce) };
    raise(toolCallFailure(failure));
  }
  if (run.task !== undefined) run.task.blocked = undefined;
  const text = slot.untrusted ? wrapUntrusted(output, run.seeds.nonce) : output;
  if (run.tracing) run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: true, output: text });
  if (by === 'model' || slot.output !== 'structured') return { value: utf8Encode(text), text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    raise(structuredInvalidJson(alias));
  }
  return { value: fromJson(parsed as never), text };
}

function errorText(e: unknown): string {
  const v = (e as { value?: unknown }).value;
  if (v instanceof LuaTable) {
    const m = v.getStr('message');
    return typeof m === 'string' ? utf8Decode(m) : 'error';
  }
  return typeof v === 'string' ? utf8Decode(v) : thrownText(e);
}

/** The alias a tools.* argument names: a string or a Tool object; undefined for anything else. */
function aliasOf(run: RunState, v: LuaValue): string | undefined {
  if (typeof v === 'string') return utf8Decode(v);
  if (v instanceof LuaTable) return run.toolAliasOf.get(v);
  return undefined;
}

/** Arguments of a script call as a JSON object (tools.md "Arguments"). */
function scriptArgs(v: LuaValue): JsonObject {
  if (v === undefined) return {};
  if (!(v instanceof LuaTable)) raise(callArgsType(luaTypeName(v)));
  const data = toNeutral(v);
  if (!isJsonRepresentable(data)) raise(callArgsNotJson());
  const json = toJson(data, true);
  if (!isJsonObject(json)) raise(callArgsNotJson());
  return json;
}

const PARAM_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/** The JSON Schema of a local tool: properties and required sorted bytewise (tools.md "Parameters"). */
function localSchema(params: LuaValue): JsonObject {
  if (!(params instanceof LuaTable)) raise(argumentType('params', 'table', luaTypeName(params)));
  const specs: Array<[string, JsonObject]> = [];
  for (let e = tableNext(params, undefined); e !== undefined; e = tableNext(params, e[0])) {
    const name = typeof e[0] === 'string' ? utf8Decode(e[0]) : String(e[0]);
    const spec = e[1];
    let type: LuaValue;
    let description: LuaValue;
    if (typeof spec === 'string') type = spec;
    else if (spec instanceof LuaTable) {
      type = spec.get(1);
      description = spec.get(2);
      if (typeof type !== 'string') raise(addLocalParamSpec(name));
    } else raise(addLocalParamSpec(name));
    const t = utf8Decode(type as string);
    if (!PARAM_TYPES.has(t)) raise(addLocalParamType(name, t));
    specs.push([name, typeof description === 'string' ? { type: t, description: utf8Decode(description) } : { type: t }]);
  }
  specs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { type: 'object', properties: Object.fromEntries(specs), required: specs.map(([n]) => n) };
}

/** One member of the `tools` table: sets its field (or, for `calls`, the table's metatable). */
export type ToolsMember = (vm: SectionVM, t: LuaTable) => void;

/**
 * The `tools` table of one VM, with the members the prompt names (engine-parts.ts engine_tools):
 * each member is its own export so a bundle holds only the ones its prompt uses.
 */
export function toolsTable(vm: SectionVM, members: readonly ToolsMember[]): LuaTable {
  const t = new LuaTable();
  for (const m of members) m(vm, t);
  return t;
}

/** Every member in the table's order: for a dynamic use of `tools`. */
export function toolsGlobal(vm: SectionVM): LuaTable {
  return toolsTable(vm, [tools_call, tools_always, tools_add, tools_add_local, tools_allow_tasks, tools_calls]);
}

export const tools_call: ToolsMember = (vm, t) => t.set('call', builtin((aliasArg, argsArg) => {
  const alias = aliasOf(vm.run, aliasArg);
  if (alias === undefined) raise(callAliasType(luaTypeName(aliasArg)));
  const args = scriptArgs(argsArg);
  const out = callTool(vm, alias, args, 'script');
  return out instanceof Promise ? out.then((o) => o.value) : out.value;
}));

export const tools_always: ToolsMember = (vm, t) => t.set('always', builtin((aliasArg, description) => {
  const run = vm.run;
  if (typeof aliasArg !== 'string') raise(alwaysAliasNotString(luaTypeName(aliasArg)));
  const alias = utf8Decode(aliasArg);
  checkAlias(alias);
  if (!run.slots.has(alias)) raise(alwaysNotBound(alias));
  if (description !== undefined && typeof description !== 'string') raise(alwaysOverrideNotString(luaTypeName(description)));
  if (!run.always.includes(alias)) run.always.push(alias);
  if (description !== undefined) run.alwaysOverrides.set(alias, utf8Decode(description as string));
  return undefined;
}));

export const tools_add: ToolsMember = (vm, t) => t.set('add', builtin(function (...a: LuaValue[]) {
  const run = vm.run;
  if (a.length === 0) return undefined;
  const first = a[0];
  const isArray = first instanceof LuaTable && !run.toolAliasOf.has(first);
  const entries: LuaValue[] = [];
  if (isArray) for (let i = 1; i <= tableLength(first as LuaTable); i++) entries.push((first as LuaTable).get(i));
  else entries.push(first);
  const aliases = entries.map((e) => {
    const alias = aliasOf(run, e);
    if (alias === undefined) raise(addBadEntry(luaTypeName(e)));
    return alias;
  });
  for (const alias of aliases) checkAlias(alias);
  if (isArray && a.length >= 2 && a[1] !== undefined) raise(addArrayOverride());
  if (!isArray && a.length >= 2 && a[1] !== undefined && typeof a[1] !== 'string') raise(addOverrideNotString(luaTypeName(a[1])));
  if (a.length >= 3) raise(addExtraArgument(luaTypeName(a[2])));
  for (const alias of aliases) if (!run.slots.has(alias)) raise(addNotBound(alias));
  for (const alias of aliases) if (!vm.added.includes(alias)) vm.added.push(alias);
  if (!isArray && typeof a[1] === 'string') vm.overrides.set(aliases[0]!, utf8Decode(a[1]));
  return undefined;
}));

export const tools_add_local: ToolsMember = (vm, t) => t.set('add_local', builtin((aliasArg, description, params, handler) => {
  const run = vm.run;
  if (typeof aliasArg !== 'string') raise(argumentType('tools.add_local alias', 'string', luaTypeName(aliasArg)));
  const alias = utf8Decode(aliasArg);
  checkAlias(alias);
  if (run.slots.has(alias)) raise(addLocalDuplicatesSlot(alias));
  if (vm.locals.has(alias)) raise(addLocalAlreadyRegistered(alias));
  if (typeof description !== 'string') raise(argumentType('tools.add_local description', 'string', luaTypeName(description)));
  const schema = localSchema(params);
  if (typeof handler !== 'function' && !(handler instanceof LuaTable)) raise(argumentType('tools.add_local handler', 'function', luaTypeName(handler)));
  const local: LocalTool = { alias, description: utf8Decode(description), schema, handler: handler as LuaFunction, call: callLocal };
  vm.locals.set(alias, local);
  return undefined;
}));

/** tools.allow_tasks(targets?): the model's task built-ins (reference §7.3). */
export const tools_allow_tasks: ToolsMember = (vm, t) => t.set('allow_tasks', builtin(function (...a: LuaValue[]) {
  allowTasks(vm, a[0], a.length > 0, callTaskTool);
  return undefined;
}));

/** tools.calls: the section's call counts, readable once it made a call (tools.md "Counting calls"). */
export const tools_calls: ToolsMember = (vm, t) => {
  vm.countCall = countCall;
  const run = vm.run;
  const calls = proxyTable((k) => {
    const key = typeof k === 'string' ? utf8Decode(k) : String(k);
    const counts = vm.counts!;
    const n = counts.get(key);
    if (n !== undefined) return n;
    const seeded = [...counts.keys()];
    const situation = run.slots.has(key) ? 'bound' : seeded.length > 0 ? 'typo' : 'none';
    raise(callsNoCount(key, seeded, situation));
  }, () => raise(callsReadOnly()));
  const mt = new LuaTable();
  mt.set('__index', (_t: LuaValue, k: LuaValue) => (k === 'calls' && vm.counts !== undefined ? calls : undefined));
  t.metatable = mt;
};
