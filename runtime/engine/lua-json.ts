// Lua values <-> JSON data at the Engine's boundary: tool arguments, structured tool output, `var`,
// message lists. Lua strings are byte strings: decoded to text on the way out, encoded on the way in.
import { LuaTable, stringKeysInOrder } from '../lua/tables.js';
import { LuaFloat, type LuaValue } from '../lua/values.js';
import { typeName } from '../lua/metatables.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { isJsonObject, type JsonValue } from './json.js';
import { Opaque, type Neutral } from './messages.js';

/** The Lua type name telling `integer` from `number` (reference §8.1). */
export function luaTypeName(v: LuaValue): string {
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'bigint') return 'integer';
  if (v instanceof LuaFloat) return 'number';
  return typeName(v);
}

/**
 * A Lua value seen as neutral data (messages.ts): a table with keys exactly 1..n is an array (the
 * empty table is `[]`), a table with only string keys an object, anything else opaque. Raw reads:
 * metatables are not consulted, except `read` lets a caller see through guarded proxies.
 */
export function toNeutral(v: LuaValue, read: (t: LuaTable) => LuaTable = (t) => t, seen: Seen = { path: [], deep: undefined }): Neutral {
  if (v === undefined || typeof v === 'boolean') return v;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof LuaFloat) return v.n;
  if (typeof v === 'string') return utf8Decode(v);
  if (typeof v === 'function') return new Opaque('function');
  const t = read(v);
  if (onPath(seen, t)) return new Opaque('table');
  enter(seen, t);
  // Raw parts of the table (tables.ts): keys 1..n in `arr` (no trailing hole), the others' live keys.
  const arr = t.arr;
  let out: Neutral;
  // The two common shapes first, read off the parts without listing keys: a list (no key outside
  // `arr`) and a record (string keys only, no array part). `strCount` counts live string keys.
  if (t.hash.size === 0 && t.strCount === 0 && !arr.includes(undefined)) {
    out = arr.map((x) => toNeutral(x, read, seen));
  } else if (arr.length === 0 && t.hash.size === 0) {
    const obj: Record<string, Neutral> = {};
    const strs = t.strs;
    const keys = t.hashKeys() as string[]; // no hash part: its string keys
    // Keys in `next` order (bytewise), so objects convert the same way every run.
    if (keys.length > 1) keys.sort(bytewise);
    for (let i = 0; i < keys.length; i++) obj[utf8Decode(keys[i]!)] = toNeutral(strs[keys[i]!], read, seen);
    out = obj;
  } else {
    out = anyTable(t, read, seen);
  }
  leave(seen, t);
  return out;
}

const bytewise = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** toNeutral of a table of any other shape. */
function anyTable(t: LuaTable, read: (t: LuaTable) => LuaTable, seen: Seen): Neutral {
  const arr = t.arr;
  const hashKeys = t.hashKeys();
  let out: Neutral;
  if (hashKeys.length === 0 && !arr.includes(undefined)) {
    out = arr.map((x) => toNeutral(x, read, seen));
  } else if (arr.length === 0 && hashKeys.every((k) => typeof k === 'string')) {
    // Keys in `next` order (bytewise), so objects convert the same way every run.
    const obj: Record<string, Neutral> = {};
    for (const k of stringKeysInOrder(t)) {
      const x = t.getStr(k);
      if (x !== undefined) obj[utf8Decode(k)] = toNeutral(x, read, seen);
    }
    out = obj;
  } else {
    // n = every key a traversal would visit (the array part's values and the other live keys); the
    // keys are exactly 1..n when each is an integer in 1..n, since keys are distinct. Counted, not
    // taken from `#t`: a border says nothing of keys past it ({[2]=a, [3]=b, [5]=c} may have the
    // border 3), and finding one moves lua's array size hint, which a later `#t` would see.
    let n = hashKeys.length;
    for (const x of arr) if (x !== undefined) n++;
    if (arr.length <= n && hashKeys.every((k) => typeof k === 'number' && k >= 1 && k <= n && Number.isInteger(k))) {
      const list: Neutral[] = [];
      for (let i = 1; i <= n; i++) list.push(toNeutral(t.get(i), read, seen));
      out = list;
    } else {
      out = new Opaque('table');
    }
  }
  return out;
}

/**
 * The tables on the current conversion path (a table met again there is a cycle): an array while
 * the path is short (no Set per conversion: tool arguments convert every call), a Set beyond.
 */
interface Seen {
  readonly path: LuaTable[];
  deep: Set<LuaTable> | undefined;
}
const SHORT_PATH = 32;

function onPath(seen: Seen, t: LuaTable): boolean {
  return seen.deep !== undefined ? seen.deep.has(t) : seen.path.includes(t);
}

function enter(seen: Seen, t: LuaTable): void {
  if (seen.deep !== undefined) seen.deep.add(t);
  else if (seen.path.length < SHORT_PATH) seen.path.push(t);
  else (seen.deep = new Set(seen.path)).add(t);
}

function leave(seen: Seen, t: LuaTable): void {
  if (seen.deep !== undefined) seen.deep.delete(t);
  else seen.path.pop();
}

/** A JSON value as a fresh Lua value (null becomes nil). */
export function fromJson(v: JsonValue | undefined): LuaValue {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return utf8Encode(v);
  if (typeof v === 'number') return Number.isInteger(v) && Number.isSafeInteger(v) ? v : Number.isInteger(v) ? new LuaFloat(v) : v;
  if (typeof v === 'boolean') return v;
  const t = new LuaTable();
  if (Array.isArray(v)) v.forEach((x, i) => t.set(i + 1, fromJson(x)));
  else if (isJsonObject(v)) {
    // Object.keys, not entries: no array per property (tool arguments convert every call).
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length; i++) t.set(utf8Encode(keys[i]!), fromJson(v[keys[i]!]));
  }
  return t;
}

/** True when a byte string is valid UTF-8. */
export function isUtf8(bytes: string): boolean {
  if (!/[^\x00-\x7f]/.test(bytes)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
    return true;
  } catch {
    return false;
  }
}
