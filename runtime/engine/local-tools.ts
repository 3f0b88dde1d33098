// Local tools: tools.add_local(alias, description, params, handler). tools.md "Local tools",
// "Parameters", "Handler errors" (registration errors).

import { utf8Decode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import {
  addLocalAlreadyRegistered, addLocalDuplicatesSlot, addLocalParamSpec, addLocalParamType, argumentType,
  invalidAlias, raise,
} from './errors.js';
import type { JsonObject } from './json.js';
import { luaTypeName } from './lua-json.js';
import { compareBytewise } from './store.js';
import { ALIAS_RULE, type SectionTools } from './tools.js';

/** A tool made from a Lua function, owned by the section that registered it. */
export interface LocalTool {
  readonly alias: string;
  readonly description: string;
  /** The JSON Schema built from params: names sorted bytewise, every one required. */
  readonly parameters: JsonObject;
  /** The declared parameter names (the handler's table holds only these). */
  readonly names: readonly string[];
  readonly handler: LuaValue;
}

const PARAM_TYPES: readonly string[] = ['string', 'integer', 'number', 'boolean'];

/** One parameter spec: a type string, or a {type, description} array whose description is optional. */
function paramSchema(name: string, spec: LuaValue): JsonObject {
  let type: LuaValue;
  let description: LuaValue;
  if (typeof spec === 'string') type = spec;
  else if (spec instanceof LuaTable) {
    type = spec.get(1);
    description = spec.get(2);
    if (typeof type !== 'string' || (description !== undefined && typeof description !== 'string')) raise(addLocalParamSpec(name));
  } else raise(addLocalParamSpec(name));
  const typeText = utf8Decode(type as string);
  if (!PARAM_TYPES.includes(typeText)) raise(addLocalParamType(name, typeText));
  return description === undefined ? { type: typeText } : { type: typeText, description: utf8Decode(description as string) };
}

/** The params table as a JSON Schema object; the same text in every run (names sorted bytewise). */
export function paramsSchema(params: LuaTable): { schema: JsonObject; names: string[] } {
  const specs = new Map<string, LuaValue>();
  for (let k = params.next(undefined); k !== undefined; k = params.next(k[0])) {
    specs.set(typeof k[0] === 'string' ? utf8Decode(k[0]) : String(k[0]), k[1]);
  }
  const names = [...specs.keys()].sort(compareBytewise);
  const properties: JsonObject = {};
  for (const name of names) properties[name] = paramSchema(name, specs.get(name));
  return { schema: { type: 'object', properties, required: names }, names };
}

/**
 * tools.add_local: the alias rule first, then no clash with a bound slot or an earlier local tool
 * of the section, then the description, params and handler.
 */
export function toolsAddLocal(section: SectionTools, alias: LuaValue, description: LuaValue, params: LuaValue, handler: LuaValue): LocalTool {
  if (typeof alias !== 'string') raise(argumentType('tools.add_local alias', 'string', luaTypeName(alias)));
  const name = utf8Decode(alias);
  if (!ALIAS_RULE.test(name)) raise(invalidAlias(name));
  if (section.run.slots.has(name)) raise(addLocalDuplicatesSlot(name));
  if (section.locals.has(name)) raise(addLocalAlreadyRegistered(name));
  if (typeof description !== 'string') raise(argumentType('tools.add_local description', 'string', luaTypeName(description)));
  if (!(params instanceof LuaTable)) raise(argumentType('tools.add_local params', 'table', luaTypeName(params)));
  const { schema, names } = paramsSchema(params);
  if (typeof handler !== 'function' && !(handler instanceof LuaTable && handler.metatable?.getStr('__call') !== undefined)) {
    raise(argumentType('tools.add_local handler', 'function', luaTypeName(handler)));
  }
  const tool: LocalTool = { alias: name, description: utf8Decode(description), parameters: schema, names, handler };
  section.locals.set(name, tool);
  return tool;
}
