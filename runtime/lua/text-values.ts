// Tables that read as text where lua5.4's table.concat wants a string or number. Nothing is
// registered by plain Lua (`promptforge lua` keeps lua5.4's error); the engine registers the
// metatable of fanout result objects, whose `tostring(r)` is their text "so table.concat works"
// (reference §7.1).
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';

const textOf = new WeakMap<LuaTable, (t: LuaTable) => string | undefined>();

/** Instances of `metatable` read as `text(t)` in table.concat. */
export function registerTextValue(metatable: LuaTable, text: (t: LuaTable) => string | undefined): void {
  textOf.set(metatable, text);
}

/** The text of a registered table value, or undefined. */
export function textValue(v: LuaValue): string | undefined {
  if (!(v instanceof LuaTable) || v.metatable === undefined) return undefined;
  const text = textOf.get(v.metatable);
  return text === undefined ? undefined : text(v);
}
