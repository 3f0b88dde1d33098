// Per-round validation of a models.loop list (reference §4.2: each round composes and validates the
// list) without converting the whole list to neutral data every round. A record that is the same
// table with the same raw contents as when it was last validated reuses its validated form; any
// other record is converted and checked alone. When any record fails, the whole list takes the
// ordinary path (validateMessages), so the first broken rule reported is exactly the same.
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import type { EngineError } from './errors.js';
import { toNeutral } from './lua-json.js';
import { checkLinks, checkRecord, isJsonRepresentable, validateMessages, type WireMessage } from './messages.js';

/** The raw contents of a table when its record was validated; nested tables have their own. */
interface Snapshot {
  readonly table: LuaTable;
  readonly arr: readonly LuaValue[];
  readonly keys: readonly LuaValue[];
  readonly values: readonly LuaValue[];
  /** Snapshots of the table values, array part first, then hash part, in iteration order. */
  readonly kids: readonly Snapshot[];
}

/**
 * Only called on records that converted to JSON data, so the structure has no cycle. Keys outside
 * the array part live in two places (tables.ts): string keys in the field store `strs` (dead ones
 * kept with the value undefined) and all others in the Map `hash`; both are read in their own order,
 * which is the same again for the same contents.
 */
function snapshot(table: LuaTable): Snapshot {
  const arr = table.arr.slice();
  const keys: LuaValue[] = [];
  const values: LuaValue[] = [];
  const kids: Snapshot[] = [];
  for (const v of arr) if (v instanceof LuaTable) kids.push(snapshot(v));
  const add = (k: LuaValue, v: LuaValue) => {
    keys.push(k);
    values.push(v);
    if (v instanceof LuaTable) kids.push(snapshot(v));
  };
  for (const [k, v] of table.hash) add(k, v);
  const strs = table.strs;
  for (const k in strs) add(k, strs[k]);
  return { table, arr, keys, values, kids };
}

/** True when the table still holds exactly the values it held at the snapshot (raw, by identity). */
function unchanged(s: Snapshot): boolean {
  const t = s.table;
  const arr = t.arr;
  if (arr.length !== s.arr.length || t.hash.size + t.strCount !== s.keys.length) return false;
  for (let i = 0; i < arr.length; i++) if (arr[i] !== s.arr[i]) return false;
  let i = 0;
  for (const [k, v] of t.hash) {
    if (k !== s.keys[i] || v !== s.values[i]) return false;
    i++;
  }
  const strs = t.strs;
  for (const k in strs) {
    if (k !== s.keys[i] || strs[k] !== s.values[i]) return false;
    i++;
  }
  for (const kid of s.kids) if (!unchanged(kid)) return false;
  return true;
}

/** A validated record is shared by later rounds (and their trace events), so nobody may change it. */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

export type ListCheck = { ok: true; records: WireMessage[] } | { ok: false; error: EngineError };

/** Validates one message list round after round, reusing what has not changed. */
export class MessageListValidator {
  private snaps: Snapshot[] = [];
  private records: WireMessage[] = [];

  validate(list: LuaValue): ListCheck {
    const fast = this.fast(list);
    if (fast !== undefined) return fast;
    this.snaps = [];
    this.records = [];
    return validateMessages(toNeutral(list));
  }

  /** The check when the list is a plain non-empty array of valid records; undefined otherwise. */
  private fast(list: LuaValue): ListCheck | undefined {
    if (!(list instanceof LuaTable) || list.hashKeys().length !== 0 || list.arr.length === 0 || list.arr.includes(undefined)) return undefined;
    const arr = list.arr;
    const records: WireMessage[] = new Array(arr.length);
    for (let i = 0; i < arr.length; i++) {
      const r = arr[i];
      const known = this.snaps[i];
      if (known !== undefined && known.table === r && unchanged(known)) {
        records[i] = this.records[i]!;
        continue;
      }
      if (!(r instanceof LuaTable)) return undefined;
      const data = toNeutral(r);
      if (!isJsonRepresentable(data)) return undefined;
      const checked = checkRecord(i + 1, data);
      if ('code' in checked) return undefined;
      this.snaps[i] = snapshot(r);
      records[i] = this.records[i] = deepFreeze(checked);
    }
    this.snaps.length = this.records.length = arr.length;
    const link = checkLinks(records);
    return link === undefined ? { ok: true, records } : { ok: false, error: link };
  }
}
