// Tool objects: the alias globals. tools.md "Alias globals": five read-only fields, no methods,
// frozen (assigning any field raises), shared by every section VM of the run.

import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { toolObjectFrozen } from './errors.js';
import { luaErrorFor } from './error-values.js';
import type { BoundSlot } from './prepare.js';

/** Tool object -> the alias it was bound under. */
const aliases = new WeakMap<LuaTable, string>();

function keyText(k: LuaValue): string {
  return typeof k === 'string' ? utf8Decode(k) : String(k);
}

/**
 * The Tool object for a bound slot: `.name` (the alias), `.description` (the catalog text, never
 * an override), `.parameters` (a fresh empty table on every read), `.wire_name` (the path's last
 * segment) and `.untrusted` (always false). The raw table stays empty, so every read goes
 * through `__index` and every write through `__newindex`, which raises.
 */
export function toolObject(slot: BoundSlot): LuaTable {
  const fields = new Map<string, LuaValue>([
    ['name', utf8Encode(slot.alias)],
    ['description', utf8Encode(slot.description)],
    ['wire_name', utf8Encode(slot.wireName)],
    ['untrusted', false],
  ]);
  const mt = new LuaTable();
  mt.set('__index', (_t: LuaValue, k: LuaValue) => (k === 'parameters' ? new LuaTable() : typeof k === 'string' ? fields.get(k) : undefined));
  mt.set('__newindex', (_t: LuaValue, k: LuaValue) => {
    throw luaErrorFor(toolObjectFrozen(keyText(k)));
  });
  mt.set('__metatable', false);
  const object = new LuaTable();
  object.metatable = mt;
  aliases.set(object, slot.alias);
  return object;
}

/** The alias a Tool object stands for, or undefined for any other value. */
export function toolObjectAlias(v: LuaValue): string | undefined {
  return v instanceof LuaTable ? aliases.get(v) : undefined;
}

/** One Tool object per bound slot, keyed by alias (installed as globals after the shared replay). */
export function toolObjects(slots: readonly BoundSlot[]): Map<string, LuaTable> {
  return new Map(slots.map((slot) => [slot.alias, toolObject(slot)]));
}
