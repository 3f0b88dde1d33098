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
import type { JsonObject, JsonValue } from './json.js';
import { fromJson, toNeutral } from './lua-json.js';
import {
  checkRecord, composeMessages, composeStep, isJsonRepresentable, LinkState, Opaque, toJson, validateMessages,
  type WireMessage, type WireToolCall,
} from './messages.js';
import type { ReplyToolCall } from './model-protocol.js';

/**
 * The raw contents of a record's tables when it was validated, flat in one array (one allocation
 * per record instead of a few per table): for each table, in pre-order,
 *   table, n, arr[0..n-1], hash size, (key, value) of the Map `hash` in its order,
 *   live string keys, (key, value) of the field store `strs`,
 * where each value that is a table is followed at once by that table's own section.
 */
type Snapshot = unknown[];

/**
 * Only called on records that converted to JSON data, so the structure has no cycle. Keys outside
 * the array part live in two places (tables.ts): string keys in the field store `strs` (dead ones
 * kept with the value undefined; `strCount` counts the live ones) and all others in the
 * Map `hash`, read in its own order, which is the same again for the same contents.
 */
function snapshot(table: LuaTable, out: Snapshot = []): Snapshot {
  const arr = table.arr;
  out.push(table, arr.length);
  for (let i = 0; i < arr.length; i++) {
    const v = arr[i];
    out.push(v);
    if (v instanceof LuaTable) snapshot(v, out);
  }
  const hash = table.hash;
  out.push(hash.size);
  if (hash.size > 0) {
    for (const [k, v] of hash) {
      out.push(k, v);
      if (v instanceof LuaTable) snapshot(v, out);
    }
  }
  const live = table.strCount;
  out.push(live);
  if (live > 0) {
    const strs = table.strs;
    for (const k of Object.keys(strs)) { // own keys (inherit-views.ts)
      const v = strs[k];
      if (v === undefined) continue;
      out.push(k, v);
      if (v instanceof LuaTable) snapshot(v, out);
    }
  }
  return out;
}

/**
 * Whether the table whose section starts at `s[at]` still holds exactly the values it held then
 * (raw, by identity): the index after its section, or -1. String keys: as many live ones as then,
 * and each key of then still holds its value, so the live keys are the same set (no walk over the
 * field store). A value that is the same table as then is followed by its section, checked alike.
 */
function unchanged(s: Snapshot, at: number): number {
  const t = s[at] as LuaTable;
  let p = at + 1;
  const arr = t.arr;
  const n = s[p++] as number;
  if (arr.length !== n) return -1;
  for (let i = 0; i < n; i++) {
    const v = s[p++];
    if (arr[i] !== v) return -1;
    if (v instanceof LuaTable && (p = unchanged(s, p)) < 0) return -1;
  }
  const hash = t.hash;
  if (hash.size !== s[p++]) return -1;
  if (hash.size > 0) {
    for (const [k, v] of hash) {
      if (k !== s[p++] || v !== s[p++]) return -1;
      if (v instanceof LuaTable && (p = unchanged(s, p)) < 0) return -1;
    }
  }
  const live = s[p++] as number;
  if (t.strCount !== live) return -1;
  for (let i = 0; i < live; i++) {
    const k = s[p++] as string;
    const v = s[p++];
    if (t.getStr(k) !== v) return -1;
    if (v instanceof LuaTable && (p = unchanged(s, p)) < 0) return -1;
  }
  return p;
}

// A character at or past the surrogates: UTF-16 order may differ from UTF-8 byte order there, and
// lone surrogates do not survive the UTF-8 round trip.
const HIGH = /[\ud800-\uffff]/;

/**
 * What checkRecord makes of a model's arguments after their trip into Lua and back
 * (toJson(toNeutral(fromJson(args)), true)) when that is a plain copy: an object whose values are
 * strings, booleans and finite numbers, keys and strings below U+D800 (so UTF-8 byte order is
 * `<` order and the text survives encoding); its keys in bytewise order, frozen. Undefined for
 * anything else (nested tables, null, other characters), which takes the full conversion.
 */
function flatArguments(args: unknown): JsonObject | undefined {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return undefined;
  const keys = Object.keys(args);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = (args as Record<string, unknown>)[k];
    if (HIGH.test(k) || k === '__proto__') return undefined;
    if (typeof v === 'string') {
      if (HIGH.test(v)) return undefined;
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return undefined;
    } else if (typeof v !== 'boolean') return undefined;
  }
  if (keys.length > 1) keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, JsonValue> = {};
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = (args as Record<string, JsonValue>)[keys[i]!]!;
  return Object.freeze(out);
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
    const checked = this.check(list);
    return checked.ok && checked.records === this.records ? { ok: true, records: checked.records.slice() } : checked;
  }

  /** validate, giving the validator's own array of records when the fast path took the list. */
  private check(list: LuaValue): ListCheck {
    const fast = this.fast(list);
    if (fast !== undefined) return fast;
    this.reset();
    return validateMessages(toNeutral(list));
  }

  /** One round: the list validated (as validate) and composed (as composeMessages) for sending. */
  round(list: LuaValue): RoundCheck {
    const checked = this.check(list);
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
      const flat = flatArguments(c.arguments ?? {});
      if (flat !== undefined) {
        wireCalls.push(Object.freeze({ id: utf8Decode(id), name: utf8Decode(name), arguments: flat }));
        continue;
      }
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
    // Updated in place (no array per round): a failure below resets the validator anyway.
    const records = this.records;
    let kept = -1;
    for (let i = 0; i < arr.length; i++) {
      const r = arr[i];
      const known = this.snaps[i];
      if (known !== undefined && known[0] === r && unchanged(known, 0) >= 0) continue;
      if (kept < 0) kept = i;
      if (!(r instanceof LuaTable)) return undefined;
      const data = toNeutral(r);
      if (!isJsonRepresentable(data)) return undefined;
      const checked = checkRecord(i + 1, data);
      if ('code' in checked) return undefined;
      this.snaps[i] = snapshot(r);
      records[i] = deepFreeze(checked);
    }
    this.snaps.length = records.length = arr.length;
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
