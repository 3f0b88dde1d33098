// Byte strings: UTF-8 at the boundary, and the tostring core used by print, tostring and %s.
import type { LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { LuaError, msgToStringString } from './errors.js';
import { isNumber, tostringNumber } from './numbers.js';
import { callable, one } from './calls.js';

// (pure annotations: a bundle without the code that uses them drops them, issue #6 tree-shaking)
const encoder = /*#__PURE__*/ new TextEncoder();
const decoder = /*#__PURE__*/ new TextDecoder();

/** JS text -> byte string (UTF-8). */
export function utf8Encode(text: string): string {
  // ASCII needs no work
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return bytesToString(encoder.encode(text));
}

/** Byte string -> JS text (invalid UTF-8 becomes U+FFFD). */
export function utf8Decode(bytes: string): string {
  if (!/[^\x00-\x7f]/.test(bytes)) return bytes;
  return decoder.decode(stringToBytes(bytes));
}

/** Uint8Array -> byte string. */
export function bytesToString(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

/** Byte string -> Uint8Array. */
export function stringToBytes(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

const addresses = new WeakMap<object, string>();
let nextAddress = 0x55a4c3e0a2b0;

/** A stable fake address like lua's `0x55a4c3e0a2b0`, unique per object, assigned on first use. */
export function addressOf(o: object): string {
  let a = addresses.get(o);
  if (a === undefined) {
    a = '0x' + nextAddress.toString(16).padStart(12, '0');
    nextAddress += 0x40;
    addresses.set(o, a);
  }
  return a;
}

/** tostring without metamethods (the `table: 0x...` form for tables and functions). */
export function rawtostr(v: LuaValue): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return 'nil';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (isNumber(v)) return tostringNumber(v);
  if (v instanceof LuaTable) {
    const name = v.metatable?.getStr('__name');
    return `${typeof name === 'string' ? name : 'table'}: ${addressOf(v)}`;
  }
  if (typeof v === 'function') return `function: ${addressOf(v)}`;
  return `userdata: ${addressOf(v as object)}`;
}

/** luaL_tolstring: honours __tostring (may return a Promise when it is async) and __name. */
export function tostr(v: LuaValue): string | Promise<string> {
  if (typeof v === 'string') return v;
  if (v instanceof LuaTable && v.metatable !== undefined) {
    const mm = v.metatable.getStr('__tostring');
    if (mm !== undefined) {
      const r = callable(mm)(v);
      if (r instanceof Promise) return r.then(checkToString);
      return checkToString(r);
    }
  }
  return rawtostr(v);
}

function checkToString(r: unknown): string {
  const s = one(r as LuaValue);
  if (typeof s === 'string') return s;
  if (isNumber(s)) return tostringNumber(s);
  throw new LuaError(msgToStringString());
}
