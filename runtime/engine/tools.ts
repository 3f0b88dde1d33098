// The tools table's scope state: tools.always (run-wide), tools.add and tools.add_local (per
// section), what each round offers, and which tool a script call reaches. tools.md "Advertising
// tools to the model", "Scope order", "Description overrides", "What each round offers", "Scope
// errors", "Call errors". Arguments arrive as Lua values, exactly as the script passed them.

import { utf8Decode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import {
  addArrayOverride, addBadEntry, addExtraArgument, addNotBound, addOverrideNotString, alwaysAliasNotString,
  alwaysNotBound, alwaysOverrideNotString, callAliasType, callArgsNotJson, callArgsType, invalidAlias,
  outOfScopeTool, raise, schemaBuildFailure, unboundTool, type EngineError, type RunFailure,
} from './errors.js';
import { isJsonObject, type JsonObject } from './json.js';
import { luaTypeName, toNeutral } from './lua-json.js';
import { isJsonRepresentable, toJson } from './messages.js';
import type { BoundSlot } from './prepare.js';
import { toolObjectAlias, toolObjects } from './tool-objects.js';
import type { LocalTool } from './local-tools.js';

/** The alias rule of tools: keys and of every alias a tools.* call takes. */
export const ALIAS_RULE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The Engine's own model tools; they win over any alias of the same name (tools.md "Call errors"). */
export const ENGINE_TOOL_NAMES: readonly string[] = ['task', 'task_cancel', 'task_status', 'await_tasks'];

/** Run-wide tool state: the bound slots, their Tool objects and the tools.always list. */
export class RunTools {
  readonly slots: ReadonlyMap<string, BoundSlot>;
  /** Every bound alias, in `tools:` order (for unbound_tool messages). */
  readonly boundAliases: readonly string[];
  /** tools.always aliases in the order first recorded, and their run-wide overrides. */
  readonly always: string[] = [];
  readonly alwaysDescriptions = new Map<string, string>();
  /** The alias globals. */
  readonly objects: ReadonlyMap<string, LuaTable>;

  constructor(slots: readonly BoundSlot[]) {
    this.slots = new Map(slots.map((s) => [s.alias, s]));
    this.boundAliases = slots.map((s) => s.alias);
    this.objects = toolObjects(slots);
  }
}

/** One section's own scope: added aliases, overrides, local tools and call counts. */
export class SectionTools {
  readonly added: string[] = [];
  readonly addDescriptions = new Map<string, string>();
  readonly locals = new Map<string, LocalTool>();
  /** Call counts; undefined until the section's first tool call (tools.calls is nil until then). */
  counts: Map<string, number> | undefined;

  constructor(readonly run: RunTools, readonly name: string | null) {}

  /** The section's bound scope: tools.always aliases first, then its own additions, each once. */
  boundScope(): string[] {
    return [...new Set([...this.run.always, ...this.added])];
  }
}

/** A string or Tool object as the alias it names; otherwise undefined. */
function aliasOf(v: LuaValue): string | undefined {
  if (typeof v === 'string') return utf8Decode(v);
  return toolObjectAlias(v);
}

function checkRule(alias: string): void {
  if (!ALIAS_RULE.test(alias)) raise(invalidAlias(alias));
}

/** tools.always(alias, description?): record the alias run-wide, once; a description updates it. */
export function toolsAlways(run: RunTools, alias: LuaValue, description: LuaValue): void {
  const name = aliasOf(alias);
  if (name === undefined) raise(alwaysAliasNotString(luaTypeName(alias)));
  checkRule(name);
  if (!run.slots.has(name)) raise(alwaysNotBound(name));
  if (description !== undefined && typeof description !== 'string') raise(alwaysOverrideNotString(luaTypeName(description)));
  if (!run.always.includes(name)) run.always.push(name);
  if (description !== undefined) run.alwaysDescriptions.set(name, utf8Decode(description));
}

/** Checks one entry of tools.add: its type, the alias rule, then that it is a bound slot. */
function addEntry(run: RunTools, v: LuaValue): string {
  const name = aliasOf(v);
  if (name === undefined) raise(addBadEntry(luaTypeName(v)));
  checkRule(name);
  if (!run.slots.has(name)) raise(addNotBound(name));
  return name;
}

/**
 * tools.add(...): a single alias (string or Tool object) with an optional override, or an array of
 * them with none. All-or-nothing: every entry is checked before any is recorded.
 */
export function toolsAdd(section: SectionTools, args: readonly LuaValue[]): void {
  if (args.length === 0) return;
  if (args.length > 2) raise(addExtraArgument(luaTypeName(args[2])));
  const [first, description] = args;
  if (first instanceof LuaTable && toolObjectAlias(first) === undefined) {
    if (description !== undefined) raise(addArrayOverride());
    const names: string[] = [];
    for (let i = 1; i <= first.length(); i++) names.push(addEntry(section.run, first.get(i)));
    for (const name of names) if (!section.added.includes(name)) section.added.push(name);
    return;
  }
  const name = addEntry(section.run, first);
  if (description !== undefined && typeof description !== 'string') raise(addOverrideNotString(luaTypeName(description)));
  if (!section.added.includes(name)) section.added.push(name);
  if (description !== undefined) section.addDescriptions.set(name, utf8Decode(description));
}

/** A tool as offered in one round, with what a call to it reaches. */
export interface OfferedTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonObject;
  readonly target: { readonly kind: 'bound'; readonly slot: BoundSlot } | { readonly kind: 'local'; readonly tool: LocalTool };
}

/** True when a schema is a JSON object made only of JSON data. */
function isJsonSchemaObject(v: unknown): v is JsonObject {
  if (!isJsonObject(v)) return false;
  const plain = (x: unknown): boolean =>
    x === null || typeof x === 'string' || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x)) ||
    (Array.isArray(x) ? x.every(plain) : isJsonObject(x) && Object.getPrototypeOf(x) === Object.prototype && Object.values(x).every(plain));
  return plain(v);
}

/**
 * What a round offers: the bound scope in scope order (override precedence: tools.add, then
 * tools.always, then the catalog), then local tools in registration order. A bound tool whose
 * schema is not a JSON object fails the run with Binding.
 */
export function offeredTools(section: SectionTools): { ok: true; tools: OfferedTool[] } | { ok: false; failure: RunFailure } {
  const tools: OfferedTool[] = [];
  for (const alias of section.boundScope()) {
    const slot = section.run.slots.get(alias)!;
    if (!isJsonSchemaObject(slot.parameters)) return { ok: false, failure: schemaBuildFailure(alias) };
    const description = section.addDescriptions.get(alias) ?? section.run.alwaysDescriptions.get(alias) ?? slot.description;
    tools.push({ name: alias, description, parameters: slot.parameters, target: { kind: 'bound', slot } });
  }
  for (const tool of section.locals.values()) {
    tools.push({ name: tool.alias, description: tool.description, parameters: tool.parameters, target: { kind: 'local', tool } });
  }
  return { ok: true, tools };
}

/**
 * Checks a model's batch of calls against the round's offer, all-or-nothing: the first name not
 * offered gives `out_of_scope_tool` before any call runs.
 */
export function checkModelBatch(section: SectionTools, offered: readonly OfferedTool[], names: readonly string[]): EngineError | undefined {
  const inScope = offered.map((t) => t.name);
  const missing = names.find((n) => !inScope.includes(n));
  return missing === undefined ? undefined : outOfScopeTool(missing, inScope, section.run.slots.has(missing));
}

/** What a script's tools.call reaches. */
export type ScriptTarget =
  | { readonly kind: 'bound'; readonly alias: string; readonly slot: BoundSlot }
  | { readonly kind: 'local'; readonly alias: string; readonly tool: LocalTool };

/** Resolves tools.call's first argument: the Engine's names fail, then local tools, then bound slots. */
export function scriptTarget(section: SectionTools, aliasArg: LuaValue): ScriptTarget {
  const alias = aliasOf(aliasArg);
  if (alias === undefined) raise(callAliasType(luaTypeName(aliasArg)));
  const run = section.run;
  if (ENGINE_TOOL_NAMES.includes(alias)) raise(unboundTool(alias, run.boundAliases));
  const tool = section.locals.get(alias);
  if (tool !== undefined) return { kind: 'local', alias, tool };
  const slot = run.slots.get(alias);
  if (slot !== undefined) return { kind: 'bound', alias, slot };
  raise(unboundTool(alias, run.boundAliases));
}

/** tools.call's second argument as the tool's JSON arguments: nil gives `{}`. */
export function scriptArgs(v: LuaValue): JsonObject {
  if (v === undefined) return {};
  if (!(v instanceof LuaTable)) raise(callArgsType(luaTypeName(v)));
  const data = toNeutral(v);
  if ((Array.isArray(data) && data.length > 0) || !isJsonRepresentable(data)) raise(callArgsNotJson());
  return toJson(data, true) as JsonObject;
}
