// %p of string.format: lua_topointer's address, or "(null)" for values without one.
import type { LuaValue } from '../../values.js';
import { LuaTable } from '../../tables.js';
import { addressOf } from '../../strings.js';

/** The fake address tostring shows for tables and functions; "(null)" for other values. */
export function formatPointer(v: LuaValue): string {
  // lua also gives strings an address; ours are JS primitives without identity
  if (v instanceof LuaTable || typeof v === 'function') return addressOf(v);
  return '(null)';
}
