// `var` (reference §6): JSON data only, guarded on every write, copied into calls, read back after
// each block. The Lua side is a proxy whose writes are checked; nested tables are proxies too.
import { LuaTable, tableNext } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode } from '../lua/strings.js';
import { raise, SEALED_METATABLE, varNotJson } from './errors.js';
import type { JsonObject, JsonValue } from './json.js';
import { isJsonRepresentable, Opaque, toJson } from './messages.js';
import { fromJson, luaTypeName, toNeutral } from './lua-json.js';
import { builtin } from './lua-binding.js';
import type { SectionVM } from './run-state.js';

const backing = new WeakMap<LuaTable, LuaTable>();

/** The plain table behind a guarded proxy (or the table itself). */
export function unguard(t: LuaTable): LuaTable {
  return backing.get(t) ?? t;
}

function keyText(k: LuaValue): string {
  return typeof k === 'string' ? utf8Decode(k) : String(k);
}

/** A guarded proxy over a plain table; `path` names it in messages (`var`, `var.notes`). */
function guard(plain: LuaTable, path: string): LuaTable {
  const proxy = new LuaTable();
  const mt = new LuaTable();
  mt.set('__index', (_t: LuaValue, k: LuaValue) => plain.get(k));
  mt.set('__newindex', builtin((_t, k, v) => {
    const at = `${path}.${keyText(k)}`;
    plain.set(k, guardedCopy(v, at));
    return undefined;
  }));
  mt.set('__metatable', SEALED_METATABLE.var);
  proxy.metatable = mt;
  backing.set(proxy, plain);
  return proxy;
}

/** Checks a value is JSON data and copies it, tables becoming guarded proxies. */
function guardedCopy(v: LuaValue, path: string): LuaValue {
  if (!(v instanceof LuaTable) && typeof v !== 'function') return v;
  const data = toNeutral(v, unguard);
  if (!isJsonRepresentable(data) || data instanceof Opaque) raise(varNotJson(path, data instanceof Opaque ? data.luaType : luaTypeName(v)));
  return wrapJson(toJson(data), path);
}

function wrapJson(json: JsonValue, path: string): LuaValue {
  const v = fromJson(json);
  if (!(v instanceof LuaTable)) return v;
  for (let e = tableNext(v, undefined); e !== undefined; e = tableNext(v, e[0])) {
    if (e[1] instanceof LuaTable) v.set(e[0], guard(e[1], `${path}.${keyText(e[0])}`));
  }
  return guard(v, path);
}

/** The `var` global for a VM, from the chain's JSON data (a deep copy). */
export function varGlobal(data: JsonObject): LuaTable {
  const plain = fromJson(data) as LuaTable;
  for (let e = tableNext(plain, undefined); e !== undefined; e = tableNext(plain, e[0])) {
    if (e[1] instanceof LuaTable) plain.set(e[0], wrapJson(toJson(toNeutral(e[1])), `var.${keyText(e[0])}`));
  }
  return guard(plain, 'var');
}

/** Reads `var` back as JSON data. */
export function varData(proxy: LuaTable): JsonObject {
  const json = toJson(toNeutral(proxy, unguard), true);
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
}

/**
 * `var` as the VM sees it now, as JSON data for a call, arm or task to copy: the chain's when the
 * prompt never names `var` (the global is then not made, section-globals.ts).
 */
export function varNow(vm: SectionVM): JsonObject {
  return vm.varProxy === undefined ? vm.chain.var : varData(vm.env.get('var') as LuaTable);
}
