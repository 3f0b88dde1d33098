// Metatables: lookup for every type, the shared string metatable, type names for messages.
import { LuaFloat, type LuaValue } from './values.js';
import { LuaTable, type TableExt } from './tables.js';

let stringMetatable: LuaTable | undefined;

/** Sets the metatable all strings share (createGlobals does this). */
export function setStringMetatable(mt: LuaTable | undefined): void {
  stringMetatable = mt;
}

/** The raw metatable of v (tables: their own; strings: the shared one; others: none). */
export function getMetatable(v: LuaValue): LuaTable | undefined {
  if (v instanceof LuaTable) return v.metatable;
  if (typeof v === 'string') return stringMetatable;
  return undefined;
}

/** The metamethod `event` of v, or undefined (luaT_gettmbyobj). */
export function metamethod(v: LuaValue, event: string): LuaValue {
  const mt = v instanceof LuaTable ? v.metatable : typeof v === 'string' ? stringMetatable : undefined;
  return mt === undefined ? undefined : mt.getStr(event);
}

/** mt's raw `__index`, cached in mt until a key starting with `_` is written to it. */
export function tmIndex(mt: LuaTable): LuaValue {
  const x = mt.ext;
  return x !== undefined && x.mmValid ? x.mmIndex : cacheTm(mt).mmIndex;
}

/** mt's raw `__newindex`, cached like tmIndex. */
export function tmNewindex(mt: LuaTable): LuaValue {
  const x = mt.ext;
  return x !== undefined && x.mmValid ? x.mmNewindex : cacheTm(mt).mmNewindex;
}

function cacheTm(mt: LuaTable): TableExt {
  const x = mt.extra();
  x.mmIndex = mt.getStr('__index');
  x.mmNewindex = mt.getStr('__newindex');
  x.mmValid = true;
  return x;
}

/** lua_typename of v's type: the result of `type(v)`. */
export function typeName(v: LuaValue): string {
  switch (typeof v) {
    case 'undefined': return 'nil';
    case 'boolean': return 'boolean';
    case 'number': case 'bigint': return 'number';
    case 'string': return 'string';
    case 'function': return 'function';
    default: return v instanceof LuaFloat ? 'number' : v instanceof LuaTable ? 'table' : 'userdata';
  }
}

/** luaT_objtypename: the type name for messages, honouring a string `__name` in the metatable. */
export function objTypeName(v: LuaValue): string {
  if (v instanceof LuaTable && v.metatable !== undefined) {
    const name = v.metatable.getStr('__name');
    if (typeof name === 'string') return name;
  }
  return typeName(v);
}
