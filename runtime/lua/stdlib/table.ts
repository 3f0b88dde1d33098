// The table library (ltablib.c): insert remove concat unpack pack move, sort in table-sort.ts.
import type { LuaResult, LuaValue } from '../values.js';
import { LuaTable, appendAtHint, tableLength } from '../tables.js';
import {
  LuaError, msgInvalidConcatValue, msgPositionOutOfBounds, msgStringTooLarge, msgTooManyResults,
  msgWrapAround, msgWrongInsertArgs, msgDestWrapAround, msgLengthNotInteger,
} from '../errors.js';
import { isNumber, tostringNumber } from '../numbers.js';
import { typeName } from '../metatables.js';
import { index, setindex } from '../indexing.js';
import { len } from '../concat.js';
import { textValue } from '../text-values.js';
import { limits } from '../limits.js';
import { argError, checkInt, checkInteger, checkTable, optInt, optString } from './args.js';
import { table_sort } from './table-sort.js';
import { EMPTY } from '../calls.js';

/** luaL_len as a JS number. */
function lengthOf(t: LuaTable): number {
  if (t.metatable === undefined) return tableLength(t);
  const n = len(t);
  if (typeof n === 'number' && Number.isInteger(n)) return n;
  throw new LuaError(msgLengthNotInteger());
}

const get = (t: LuaTable, i: number): LuaValue => (t.metatable === undefined ? t.get(i) : index(t, i));
const put = (t: LuaTable, i: number, v: LuaValue): void => {
  if (t.metatable === undefined) t.set(i, v);
  else setindex(t, i, v);
};

/** table.insert(t, [pos,] value) */
export function table_insert(t?: LuaValue, pos?: LuaValue, value?: LuaValue): LuaValue[] {
  if (arguments.length === 2 && pos !== undefined && t instanceof LuaTable && t.metatable === undefined && appendAtHint(t, pos)) return EMPTY;
  const tt = checkTable(t, 1, 'insert', arguments.length);
  const e = lengthOf(tt) + 1; // first empty element
  if (arguments.length === 2) {
    put(tt, e, pos);
    return EMPTY;
  }
  if (arguments.length !== 3) throw new LuaError(msgWrongInsertArgs());
  const p = checkInt(pos, 2, 'insert');
  // lua: (lua_Unsigned)pos - 1u < (lua_Unsigned)e
  if (p < 1 || p > e) argError(2, 'insert', msgPositionOutOfBounds());
  if (tt.metatable === undefined && e === tt.arr.length + 1 && value !== undefined && p < e) {
    // same effect as shifting up one by one: append the last element, move the rest in bulk
    const arr = tt.arr;
    tt.set(e, arr[e - 2]);
    for (let i = e - 2; i >= p; i--) arr[i] = arr[i - 1]; // copyWithin is a slow builtin on V8's generic arrays
    arr[p - 1] = value;
    return EMPTY;
  }
  for (let i = e; i > p; i--) put(tt, i, get(tt, i - 1));
  put(tt, p, value);
  return EMPTY;
}

/** table.remove(t, [pos]) */
export function table_remove(t?: LuaValue, pos?: LuaValue): LuaValue {
  // table.remove(t) where `#t` is the array part's end with no side effect (tableLength's first
  // case): t[n] and t[n] = nil straight away (n <= alimit: neither moves lua's size hint). The
  // general path's dozen calls ran in V8's interpreter for a one-shot loop of pops (sort.lua's
  // 3,000: ~2-3 us each, lua5.4 0.1)
  if (pos === undefined && t instanceof LuaTable && t.metatable === undefined) {
    const arr = t.arr, n = arr.length;
    if (n > 0 && n === t.alimit && t.hashInts === 0) {
      const v = arr[n - 1];
      t.set(n, undefined);
      return v;
    }
  }
  const tt = checkTable(t, 1, 'remove', arguments.length);
  const size = lengthOf(tt);
  let p = optInt(pos, 2, 'remove', size);
  if (pos !== undefined && p !== size && (p < 1 || p > size + 1)) argError(1, 'remove', msgPositionOutOfBounds()); // lua 5.4.4 names argument #1
  const v = get(tt, p);
  for (; p < size; p++) put(tt, p, get(tt, p + 1));
  put(tt, p, undefined);
  return v;
}

/** table.concat(t, sep?, i?, j?) */
export function table_concat(t?: LuaValue, sep?: LuaValue, i?: LuaValue, j?: LuaValue): string {
  const tt = checkTable(t, 1, 'concat', arguments.length);
  const s = optString(sep, 2, 'concat', '');
  const first = optInt(i, 3, 'concat', 1);
  const last = j === undefined ? lengthOf(tt) : checkInt(j, 4, 'concat');
  // A plain table's array part is read directly: what get() returns, without its checks, for keys
  // up to lua's array size hint `alimit` (BITRAS set: reading a key past it moves the hint).
  const arr = tt.metatable === undefined && first >= 1 && last <= tt.arr.length && (!tt.bitras || last <= tt.alimit) ? tt.arr : undefined;
  // The pieces are joined CHUNK_PIECES at a time by a small function per chunk: V8 compiles that
  // function once it has been called a few times and keeps the code for every later call. A loop
  // over all pieces here was compiled by on-stack replacement only, and later calls ran it in
  // baseline code. Appending with += makes V8 link the pieces (a rope); each chunk is read once,
  // which flattens it, so the result is a rope of flat chunks: a rope of thousands of links would
  // survive every scavenge while it grows, and the result's first read would walk all of them.
  let out = '';
  for (let k = first; k <= last; k += CHUNK_PIECES) {
    const end = last - k < CHUNK_PIECES ? last : k + (CHUNK_PIECES - 1);
    const chunk = joinPieces(tt, arr, k, end, last, s, out.length);
    chunk.charCodeAt(0); // flattens the chunk (the value is not needed)
    out += chunk;
  }
  return out;
}

/** Pieces per flattened chunk of table.concat's result. */
const CHUNK_PIECES = 256;

/**
 * Pieces k..end of a table.concat, each followed by the separator unless it is piece `last`: from
 * the array part `arr` when given, else through lua_geti (get, or index with a metatable).
 * `before` is the length of the result so far (the size limit counts it).
 */
function joinPieces(tt: LuaTable, arr: LuaValue[] | undefined, k: number, end: number, last: number, s: string, before: number): string {
  let chunk = '';
  for (; k <= end; k++) {
    const v = arr !== undefined ? arr[k - 1] : get(tt, k);
    const piece = typeof v === 'string' ? v : concatPiece(v, k);
    const gap = k < last ? s : '';
    if (before + chunk.length + piece.length + gap.length > limits.maxStringBytes) throw new LuaError(msgStringTooLarge());
    chunk += piece;
    if (gap.length !== 0) chunk += gap;
  }
  return chunk;
}

/** A table.concat element that is not a string: a number as text, a text value, else the error. */
function concatPiece(v: LuaValue, k: number): string {
  if (isNumber(v)) return tostringNumber(v);
  const text = textValue(v);
  if (text === undefined) throw new LuaError(msgInvalidConcatValue(typeName(v), String(k)));
  return text;
}

/** table.pack(...) */
export function table_pack(...args: LuaValue[]): LuaTable {
  const t = new LuaTable();
  for (let k = 0; k < args.length; k++) t.set(k + 1, args[k]);
  t.set('n', args.length);
  return t;
}

/** table.unpack(t, i?, j?) */
export function table_unpack(t?: LuaValue, i?: LuaValue, j?: LuaValue): LuaResult {
  const first = optInt(i, 2, 'unpack', 1);
  const last = j === undefined ? lengthOfAny(t) : checkInt(j, 3, 'unpack');
  if (first > last) return [];
  const n = last - first + 1;
  if (n >= 1e6 || !Number.isSafeInteger(n)) throw new LuaError(msgTooManyResults());
  const r: LuaValue[] = new Array(n);
  const plain = t instanceof LuaTable && t.metatable === undefined;
  for (let k = 0; k < n; k++) r[k] = plain ? (t as LuaTable).get(first + k) : index(t, first + k);
  return n === 1 ? r[0] : r;
}

function lengthOfAny(t: LuaValue): number {
  const n = len(t);
  if (typeof n === 'number' && Number.isInteger(n)) return n;
  throw new LuaError(msgLengthNotInteger());
}

/** table.move(a1, f, e, t, a2?) */
const MAXINTEGER = 0x7fffffffffffffffn;

export function table_move(a1?: LuaValue, f?: LuaValue, e?: LuaValue, t?: LuaValue, a2?: LuaValue): LuaValue {
  const src = checkTable(a1, 1, 'move', arguments.length);
  // lua 5.4 ltablib.c tmove: the range checks use the exact 64-bit values
  const F = BigInt(checkInteger(f, 2, 'move', arguments.length));
  const E = BigInt(checkInteger(e, 3, 'move', arguments.length));
  const T = BigInt(checkInteger(t, 4, 'move', arguments.length));
  const dst = a2 === undefined ? src : checkTable(a2, 5, 'move');
  if (E >= F) {
    if (!(F > 0n || E < MAXINTEGER + F)) argError(3, 'move', msgWrapAround());
    if (!(T <= MAXINTEGER - (E - F + 1n) + 1n)) argError(4, 'move', msgDestWrapAround());
    // as in lua, a huge valid range is simply walked
    const from = Number(F);
    const end = Number(E);
    const to = Number(T);
    if (to > end || to <= from || dst !== src) {
      for (let i = 0; i <= end - from; i++) put(dst, to + i, get(src, from + i));
    } else {
      for (let i = end - from; i >= 0; i--) put(dst, to + i, get(src, from + i));
    }
  }
  return dst;
}

export { table_sort };

/** The `table` library table. */
export function createTableLib(): LuaTable {
  const t = new LuaTable();
  const fns = {
    concat: table_concat, insert: table_insert, move: table_move, pack: table_pack,
    remove: table_remove, sort: table_sort, unpack: table_unpack,
  };
  for (const [k, f] of Object.entries(fns)) t.set(k, f);
  return t;
}
