// Per-round validation of a models.loop list (reference §4.2: each round composes and validates the
// list) without converting the whole list to neutral data every round. A record that is the same
// table with the same raw contents as when it was last validated reuses its validated form; any
// other record is converted and checked alone. When any record fails, the whole list takes the
// ordinary path (validateMessages), so the first broken rule reported is exactly the same. The
// pairing check and the composition are left folds over the records, so while the records already
// folded are reused unchanged they continue from where the last round stopped.
import { LuaTable, tableLength } from '../lua/tables.js';
import { tableFrom } from '../lua/constructors.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import type { LuaValue } from '../lua/values.js';
import type { EngineError } from './errors.js';
import type { JsonObject } from './json.js';
import { fromJson, toNeutral } from './lua-json.js';
import {
  checkRecord, composeMessages, composeStep, isJsonRepresentable, LinkState, Opaque, toJson, validateMessages,
  type WireMessage, type WireToolCall,
} from './messages.js';
import type { ReplyToolCall } from './model-protocol.js';

/** The raw contents of a table when its record was validated; nested tables have their own. */
interface Snapshot {
  readonly table: LuaTable;
  readonly arr: readonly LuaValue[];
  /** The Map `hash`'s entries in its order. */
  readonly keys: readonly LuaValue[];
  readonly values: readonly LuaValue[];
  /** The live string keys of the field store `strs` and their values. */
  readonly strKeys: readonly string[];
  readonly strValues: readonly LuaValue[];
  /** Snapshots of the table values, array part first, then hash part, then string keys. */
  readonly kids: readonly Snapshot[];
}

// The empty part of a snapshot: never written, so it fits every element type.
const NONE: never[] = [];

/**
 * Only called on records that converted to JSON data, so the structure has no cycle. Keys outside
 * the array part live in two places (tables.ts): string keys in the field store `strs` (dead ones
 * kept with the value undefined; `strCount - strDead` counts the live ones) and all others in the
 * Map `hash`, read in its own order, which is the same again for the same contents.
 */
function snapshot(table: LuaTable): Snapshot {
  // Parts most tables of a record lack share one empty array (a snapshot is never changed); the
  // others are allocated at their final size (snapshots were most of a loop round's garbage).
  const src = table.arr;
  const arr = src.length === 0 ? NONE : src.slice();
  const hash = table.hash;
  const keys: LuaValue[] = hash.size === 0 ? NONE : new Array(hash.size);
  const values: LuaValue[] = hash.size === 0 ? NONE : new Array(hash.size);
  const live = table.strCount - table.strDead;
  const strKeys: string[] = live === 0 ? NONE : new Array(live);
  const strValues: LuaValue[] = live === 0 ? NONE : new Array(live);
  let kids: Snapshot[] = NONE;
  for (let i = 0; i < arr.length; i++) {
    const v = arr[i];
    if (v instanceof LuaTable) (kids === NONE ? (kids = []) : kids).push(snapshot(v));
  }
  if (hash.size > 0) {
    let i = 0;
    for (const [k, v] of hash) {
      keys[i] = k;
      values[i++] = v;
      if (v instanceof LuaTable) (kids === NONE ? (kids = []) : kids).push(snapshot(v));
    }
  }
  if (live > 0) {
    const strs = table.strs;
    let i = 0;
    for (const k in strs) {
      const v = strs[k];
      if (v === undefined) continue;
      strKeys[i] = k;
      strValues[i++] = v;
      if (v instanceof LuaTable) (kids === NONE ? (kids = []) : kids).push(snapshot(v));
    }
  }
  return { table, arr, keys, values, strKeys, strValues, kids };
}

/**
 * True when the table still holds exactly the values it held at the snapshot (raw, by identity).
 * String keys: as many live ones as then, and each key of then still holds its value, so the
 * live keys are the same set (no walk over the field store).
 */
function unchanged(s: Snapshot): boolean {
  const t = s.table;
  const arr = t.arr;
  const strKeys = s.strKeys;
  if (arr.length !== s.arr.length || t.hash.size !== s.keys.length || t.strCount - t.strDead !== strKeys.length) return false;
  for (let i = 0; i < arr.length; i++) if (arr[i] !== s.arr[i]) return false;
  if (s.keys.length > 0) {
    let i = 0;
    for (const [k, v] of t.hash) {
      if (k !== s.keys[i] || v !== s.values[i]) return false;
      i++;
    }
  }
  const strs = t.strs;
  const strValues = s.strValues;
  for (let i = 0; i < strKeys.length; i++) if (strs[strKeys[i]!] !== strValues[i]) return false;
  const kids = s.kids;
  for (let i = 0; i < kids.length; i++) if (!unchanged(kids[i]!)) return false;
  return true;
}

/** A validated record is shared by later rounds (and their trace events), so nobody may change it. */
function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    // Own enumerable data properties only (plain JSON-like objects); no Object.values array.
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) deepFreeze(v[i]);
    else for (const k in v) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

export type ListCheck = { ok: true; records: WireMessage[] } | { ok: false; error: EngineError };
export type RoundCheck = { ok: true; messages: WireMessage[] } | { ok: false; error: EngineError };

/** Validates one message list round after round, reusing what has not changed. */
export class MessageListValidator {
  private snaps: Snapshot[] = [];
  private records: WireMessage[] = [];
  /** How many leading records the last check reused or validated (the rest were never seen). */
  private kept = 0;
  /** The pairing check after `linked` records (reference §4.4); continued while they are kept. */
  private links = new LinkState();
  private linked = 0;
  /** The composition of the first `composed` records (reference §4.3), continued likewise. */
  private out: WireMessage[] = [];
  private composed = 0;

  validate(list: LuaValue): ListCheck {
    const fast = this.fast(list);
    if (fast !== undefined) return fast;
    this.reset();
    return validateMessages(toNeutral(list));
  }

  /** One round: the list validated (as validate) and composed (as composeMessages) for sending. */
  round(list: LuaValue): RoundCheck {
    const checked = this.validate(list);
    if (!checked.ok) return checked;
    const records = checked.records;
    // Composition restarts while the leading system records may still grow (they merge).
    if (this.composed === 0 || this.out.length === 0 || this.out[this.out.length - 1]!.role === 'system') {
      const all = composeMessages(records);
      if (!all.ok) return all;
      this.out = all.messages;
      this.composed = records.length;
      return { ok: true, messages: this.out.slice() };
    }
    for (let k = this.composed; k < records.length; k++) {
      const error = composeStep(this.out, records, k);
      if (error !== undefined) {
        this.composed = 0;
        return { ok: false, error };
      }
    }
    this.composed = records.length;
    // A copy: the model may keep or change what it is given; the fold continues on ours.
    return { ok: true, messages: this.out.slice() };
  }

  /**
   * Appends what a tool round adds to `list` (reference §4.2): one assistant record with all
   * `calls`, then one tool record per call with its result text, in order. Each record is built
   * together with its validated form (what checkRecord gives for toNeutral of the table, from the
   * same values), which the next round reuses instead of converting and checking the table. A
   * record that would not be valid (arguments that are no table or no JSON data) is not taken,
   * nor are those after it: the next round then checks them as any other record.
   */
  appendToolRound(list: LuaTable, calls: readonly ReplyToolCall[], ids: readonly string[], results: readonly string[]): void {
    const callTable = new LuaTable();
    const wireCalls: WireToolCall[] = [];
    let valid = true;
    for (let k = 0; k < calls.length; k++) {
      const c = calls[k]!;
      const id = utf8Encode(ids[k]!);
      const name = utf8Encode(c.name);
      const args = fromJson(c.arguments ?? {}) ?? new LuaTable();
      callTable.set(k + 1, tableFrom(undefined, ['id', id, 'name', name, 'arguments', args]));
      if (!valid) continue;
      const data = args instanceof LuaTable ? toNeutral(args) : undefined;
      if (data === undefined || typeof data !== 'object' || data instanceof Opaque || !isJsonRepresentable(data)) valid = false;
      else wireCalls.push(Object.freeze({ id: utf8Decode(id), name: utf8Decode(name), arguments: deepFreeze(toJson(data, true) as JsonObject) }));
    }
    this.adopt(list, tableFrom(undefined, ['role', 'assistant', 'content', '', 'tool_calls', callTable]),
      valid ? Object.freeze({ role: 'assistant', content: '', tool_calls: Object.freeze(wireCalls) }) : undefined);
    for (let k = 0; k < calls.length; k++) {
      const content = utf8Encode(results[k]!);
      const id = utf8Encode(ids[k]!);
      this.adopt(list, tableFrom(undefined, ['role', 'tool', 'content', content, 'tool_call_id', id]),
        Object.freeze({ role: 'tool', content: utf8Decode(content), tool_call_id: utf8Decode(id) }));
    }
  }

  /** Appends `table` to the list and, when it follows the records of the last check, its validated form. */
  private adopt(list: LuaTable, table: LuaTable, record: WireMessage | undefined): void {
    const index = tableLength(list);
    list.set(index + 1, table);
    if (record === undefined || index !== this.records.length || this.snaps.length !== index) return;
    this.snaps.push(snapshot(table));
    this.records.push(record);
  }

  private reset(): void {
    this.snaps = [];
    this.records = [];
    this.kept = this.linked = this.composed = 0;
    this.links = new LinkState();
  }

  /** The check when the list is a plain non-empty array of valid records; undefined otherwise. */
  private fast(list: LuaValue): ListCheck | undefined {
    if (!(list instanceof LuaTable) || list.arr.length === 0 || list.arr.includes(undefined)) return undefined;
    if ((list.hash.size > 0 || list.strCount > 0) && list.hashKeys().length !== 0) return undefined;
    const arr = list.arr;
    const records: WireMessage[] = new Array(arr.length);
    let kept = -1;
    for (let i = 0; i < arr.length; i++) {
      const r = arr[i];
      const known = this.snaps[i];
      if (known !== undefined && known.table === r && unchanged(known)) {
        records[i] = this.records[i]!;
        continue;
      }
      if (kept < 0) kept = i;
      if (!(r instanceof LuaTable)) return undefined;
      const data = toNeutral(r);
      if (!isJsonRepresentable(data)) return undefined;
      const checked = checkRecord(i + 1, data);
      if ('code' in checked) return undefined;
      this.snaps[i] = snapshot(r);
      records[i] = this.records[i] = deepFreeze(checked);
    }
    this.snaps.length = this.records.length = arr.length;
    this.kept = kept < 0 ? arr.length : kept;
    // A composition that took a record since changed is stale, even if this round fails.
    if (this.composed > this.kept) this.composed = 0;
    if (this.linked > this.kept) {
      this.links = new LinkState();
      this.linked = 0;
    }
    for (let k = this.linked; k < records.length; k++) {
      const error = this.links.step(records, k);
      if (error !== undefined) {
        this.linked = 0;
        this.links = new LinkState();
        return { ok: false, error };
      }
    }
    this.linked = records.length;
    const link = this.links.end();
    return link === undefined ? { ok: true, records } : { ok: false, error: link };
  }
}
