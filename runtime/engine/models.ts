// `models` and `messages` (reference §3, §4; tools.md "Model tool calls", "Calls outside the scope"):
// role selection, handles, models.infer, models.loop with the round cap and all-or-nothing rounds.
import { LuaTable, tableNext, tableLength } from '../lua/tables.js';
import { tableFrom } from '../lua/constructors.js';
import type { LuaFunction, LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import {
  cancelled, defaultAlreadySet, defaultNotBound, emptyModelReply, EngineException, getNotBound, inferArity,
  inferHandleType, inferToolCalls, invalidAlias, loopArity, modelBindingRequired, modelFailed, modelMalformedReply,
  mustBeString, outOfScopeTool, useOptionsType, useOptionName, useTemperatureType, useTemperatureFinite, useTemperatureRange, useMaxTokens, useOptionUnknown, raise, sharedLoadYield, toolLoopExhausted, useArity, useNotBound,
} from './errors.js';
import type { JsonObject } from './json.js';
import { builtRecord, type WireMessage } from './messages.js';
import { MessageListValidator } from './message-list.js';
import type { Model, ModelSettings, Reply, WireTool } from './model-protocol.js';
import { builtin, proxyTable } from './lua-binding.js';
import { luaTypeName } from './lua-json.js';
import type { SectionVM } from './run-state.js';
import { sectionLabel } from './run-state.js';
import { callTool, offeredTools } from './tools.js';
import { cancellable } from './cancel.js';
import { appendNotices } from './task-builtins.js';
import { isNumber, toDouble, tostringNumber } from '../lua/numbers.js';

const ALIAS = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Frozen model handles for every bound role (reference §3.3). */
export function makeHandles(models: ReadonlyMap<string, Model>, declared: readonly { label: string; description?: string }[]) {
  const handles = new Map<string, LuaTable>();
  const labelOf = new WeakMap<LuaTable, string>();
  for (const [label, model] of models) {
    const own = (model as unknown as { id?: unknown }).id;
    const id = typeof own === 'string' ? own : label;
    const description = declared.find((d) => d.label === label)?.description ?? '';
    const fields: Record<string, LuaValue> = {
      name: utf8Encode(label), label: utf8Encode(label), description: utf8Encode(description), model_id: utf8Encode(id),
    };
    const h = proxyTable((k) => (typeof k === 'string' ? fields[k] : undefined), () => undefined, 'model handle');
    handles.set(label, h);
    labelOf.set(h, label);
  }
  return { handles, labelOf };
}

/** A message list: an empty table whose builders live on its metatable (reference §4.1). */
function newList(): LuaTable {
  const list = new LuaTable();
  list.metatable = listMeta ??= listMetatable();
  return list;
}

/** The metatable every message list shares, made by the first list (not at load: issue #4 cold start). */
let listMeta: LuaTable | undefined;

function listMetatable(): LuaTable {
  const builders = new LuaTable();
  const add = (role: WireMessage['role']) => (self: LuaValue, content: LuaValue, extra: LuaValue) => {
    const rec = new LuaTable();
    for (const [k, v] of builtRecord(role, content as never, extra as never)) rec.set(k, v as LuaValue);
    (self as LuaTable).set(tableLength(self as LuaTable) + 1, rec);
    return self;
  };
  builders.set('system', add('system'));
  builders.set('user', add('user'));
  builders.set('assistant', add('assistant'));
  builders.set('tool', add('tool'));
  builders.set('append', (self: LuaValue, record: LuaValue) => {
    (self as LuaTable).set(tableLength(self as LuaTable) + 1, record);
    return self;
  });
  const mt = new LuaTable();
  mt.set('__index', builders);
  return mt;
}

/** The `messages` global: only `new`. */
export function messagesGlobal(): LuaTable {
  const t = new LuaTable();
  t.set('new', () => newList());
  return t;
}

/** Which role a round uses: the section's models.use, else the prompt-wide default. */
function roleFor(vm: SectionVM, handle: string | undefined): { label: string; model: Model; settings: ModelSettings | undefined } {
  const label = handle ?? vm.selection ?? vm.run.modelDefault;
  const model = label === undefined ? undefined : vm.run.models.get(label);
  if (label === undefined || model === undefined) raise(modelBindingRequired(sectionLabel(vm)));
  // models.use options apply to rounds on that selection only, never to an explicit handle.
  const settings = handle === undefined && vm.selection !== undefined ? vm.selectionSettings : undefined;
  return { label, model, settings };
}

/** One model round: the trace events, the cancel signal, failures as kind internal. */
async function complete(vm: SectionVM, label: string, model: Model, round: number, messages: WireMessage[], tools: WireTool[] | undefined, settings?: ModelSettings): Promise<Reply> {
  const run = vm.run;
  if (vm.phase === 'shared') raise(sharedLoadYield());
  if (run.stop.aborted) raise(cancelled());
  if (run.tracing) run.emit({ type: 'model.request', section: vm.traceName, role: label, round, messages, tools: tools ?? null });
  let reply: Reply;
  const task = run.task;
  if (task !== undefined) task.blocked = 'chat';
  try {
    reply = await cancellable(run.stop, model.complete(settings === undefined ? { role: label, section: vm.traceName, round, messages, tools } : { role: label, section: vm.traceName, round, messages, tools, settings }, run.signal));
  } catch (e) {
    if (run.stop.aborted) raise(cancelled());
    if (e instanceof EngineException) throw e;
    raise(modelFailed(e instanceof Error ? e.message : String(e)));
  } finally {
    if (task !== undefined) {
      task.blocked = undefined;
      task.turns++;
    }
  }
  if (run.stop.aborted) raise(cancelled());
  if (run.tracing) run.emit({ type: 'model.reply', section: vm.traceName, ...('text' in reply ? { text: reply.text } : { toolCalls: reply.toolCalls }) });
  return reply;
}

function checkLabel(label: LuaValue, name: string): string {
  if (typeof label !== 'string') raise(mustBeString(name, luaTypeName(label)));
  const text = utf8Decode(label);
  if (!ALIAS.test(text)) raise(invalidAlias(text));
  return text;
}

/**
 * Appends a record (`pairs`: key, value, ...) to a Lua list; the record. Built as a table
 * constructor would be (its nodes sized once); for two or three string keys that is the layout
 * field-by-field sets end with, without their rehashes.
 */
function push(list: LuaTable, pairs: LuaValue[]): LuaTable {
  const rec = tableFrom(undefined, pairs);
  list.set(tableLength(list) + 1, rec);
  return rec;
}

/** Whether a round's ids are all non-blank and unique (a batch holds a few calls: no Set). */
function distinctIds(ids: readonly string[]): boolean {
  for (let i = 0; i < ids.length; i++) {
    if (ids[i]!.trim() === '') return false;
    for (let j = 0; j < i; j++) if (ids[j] === ids[i]) return false;
  }
  return true;
}

function isOffered(tools: readonly WireTool[] | undefined, name: string): boolean {
  if (tools === undefined) return false;
  for (let i = 0; i < tools.length; i++) if (tools[i]!.name === name) return true;
  return false;
}

/** models.loop: rounds until a text reply (reference §4.2). */
async function loop(vm: SectionVM, handle: string | undefined, list: LuaValue): Promise<void> {
  const run = vm.run;
  const { label, model, settings } = roleFor(vm, handle);
  let answered = 0;
  const validator = new MessageListValidator();
  for (let round = 1; ; round++) {
    if (round > run.roundCap) {
      // Model tasks started in this loop are abandoned with it (reference §7.2).
      vm.run.scheduler?.endSection(vm, 'tool_loop_exhausted');
      raise(toolLoopExhausted());
    }
    // Notices of ended model tasks go in as user records before each round (reference §7.3).
    if (list instanceof LuaTable) appendNotices(vm, list);
    const composed = validator.round(list);
    if (!composed.ok) raise(composed.error);
    const tools = offeredTools(vm);
    const reply = await complete(vm, label, model, round, composed.messages, tools, settings);
    const table = list as LuaTable;
    if ('text' in reply && reply.text !== '') {
      push(table, ['role', 'assistant', 'content', utf8Encode(reply.text)]);
      return;
    }
    const calls = 'toolCalls' in reply ? reply.toolCalls : [];
    if (calls.length === 0) {
      if (answered > 0) {
        push(table, ['role', 'assistant', 'content', '']);
        return;
      }
      raise(emptyModelReply('stop'));
    }
    const ids = calls.map((c) => c.id ?? run.seeds.nextCallId());
    if (!distinctIds(ids)) raise(modelMalformedReply('tool call ids must be non-blank and unique'));
    const outside = calls.find((c) => !isOffered(tools, c.name));
    if (outside !== undefined) raise(outOfScopeTool(outside.name, [...new Set((tools ?? []).map((t) => t.name))], run.slots.has(outside.name)));
    const results: string[] = [];
    for (let k = 0; k < calls.length; k++) {
      results.push((await callTool(vm, calls[k]!.name, (calls[k]!.arguments ?? {}) as JsonObject, 'model', ids[k])).text);
      answered++;
    }
    validator.appendToolRound(table, calls, ids, results);
  }
}

/** Checks models.use options (reference §3.2): first error in a fixed order; the settings they give. */
function checkUseOptions(options: LuaValue): ModelSettings {
  let temperature: number | undefined;
  let maxTokens: number | undefined;
  if (!(options instanceof LuaTable)) raise(useOptionsType(luaTypeName(options)));
  const entries: Array<[LuaValue, LuaValue]> = [];
  for (let e = tableNext(options, undefined); e !== undefined; e = tableNext(options, e[0])) entries.push(e);
  const bad = entries.find(([k]) => typeof k !== 'string');
  if (bad !== undefined) raise(useOptionName(luaTypeName(bad[0])));
  entries.sort(([x], [y]) => ((x as string) < (y as string) ? -1 : (x as string) > (y as string) ? 1 : 0));
  for (const [k, v] of entries) {
    const name = utf8Decode(k as string);
    if (name === 'temperature') {
      if (!isNumber(v)) raise(useTemperatureType(luaTypeName(v)));
      const x = toDouble(v as number);
      if (!Number.isFinite(x)) raise(useTemperatureFinite(tostringNumber(v as number)));
      if (x < 0 || x > 2) raise(useTemperatureRange(tostringNumber(v as number)));
      temperature = x;
    } else if (name === 'max_tokens') {
      const n = typeof v === 'number' || typeof v === 'bigint' ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > 4294967295) raise(useMaxTokens(v === undefined ? 'nil' : isNumber(v) ? tostringNumber(v) : luaTypeName(v)));
      maxTokens = n;
    } else raise(useOptionUnknown(name));
  }
  return { ...(temperature !== undefined ? { temperature } : {}), ...(maxTokens !== undefined ? { maxTokens } : {}) };
}

/** The `models` table of one VM. */
export function modelsGlobal(vm: SectionVM): LuaTable {
  const run = vm.run;
  const t = new LuaTable();
  const fn = (name: string, f: LuaFunction) => t.set(name, builtin(f));
  const handleLabel = (v: LuaValue) => (v instanceof LuaTable ? run.handleLabelOf.get(v) : undefined);

  t.set('use', builtin(function (...a: LuaValue[]) {
    if (a.length > 2) raise(useArity(a.length));
    const label = checkLabel(a[0], 'label');
    if (!run.models.has(label)) raise(useNotBound(label));
    const settings = a.length === 2 && a[1] !== undefined ? checkUseOptions(a[1]) : undefined;
    vm.selection = label;
    // A plain models.use(label) clears earlier options (reference §3.2).
    vm.selectionSettings = settings !== undefined && Object.keys(settings).length > 0 ? settings : undefined;
    return run.handles.get(label);
  }));
  fn('default', (l) => {
    const label = checkLabel(l, 'label');
    if (!run.models.has(label)) raise(defaultNotBound(label));
    if (run.modelDefault !== undefined && run.modelDefault !== label) raise(defaultAlreadySet(run.modelDefault));
    run.modelDefault = label;
    return run.handles.get(label);
  });
  fn('get', (l) => {
    const label = checkLabel(l, 'alias');
    if (!run.models.has(label)) raise(getNotBound(label));
    return run.handles.get(label);
  });
  t.set('infer', builtin(async function (...a: LuaValue[]) {
    if (a.length === 0 || a.length > 2) raise(inferArity());
    let handle: string | undefined;
    let prompt = a[0];
    if (a.length === 2) {
      handle = handleLabel(a[0]);
      if (handle === undefined) raise(inferHandleType(luaTypeName(a[0])));
      prompt = a[1];
    }
    if (typeof prompt !== 'string') raise(mustBeString('prompt', luaTypeName(prompt)));
    const { label, model, settings } = roleFor(vm, handle);
    const reply = await complete(vm, label, model, 1, [{ role: 'user', content: utf8Decode(prompt) }], undefined, settings);
    if (!('text' in reply)) raise(inferToolCalls());
    return utf8Encode(reply.text);
  }));
  t.set('loop', builtin(async function (...a: LuaValue[]) {
    if (a.length === 0 || a.length > 3) raise(loopArity());
    const handle = handleLabel(a[0]);
    const list = handle !== undefined ? a[1] : a[0];
    await loop(vm, handle, list);
    return undefined;
  }));
  return t;
}
