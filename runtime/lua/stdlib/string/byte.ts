// string.byte and string.char (lstrlib.c str_byte, str_char).
import type { LuaResult, LuaValue } from '../../values.js';
import { argError, checkInteger, checkString, optInt } from '../args.js';
import { getendpos, posrelatI } from './positions.js';
import { msgValueOutOfRange } from './messages.js';

/** string.byte(s, i?, j?): the byte values of s[i..j] (default i = 1, j = i). */
export function string_byte(s?: LuaValue, i?: LuaValue, j?: LuaValue): LuaResult {
  // `s:byte(i)` at an integer position inside s, the common call: its byte, without the argument
  // helpers (which a loop runs many times in the interpreter before V8 inlines them)
  if (typeof s === 'string' && typeof i === 'number' && j === undefined && (i | 0) === i && i >= 1 && i <= s.length) return s.charCodeAt(i - 1);
  const str = checkString(s, 1, 'byte', arguments.length);
  const len = str.length;
  const pi = optInt(i, 2, 'byte', 1);
  const posi = posrelatI(pi, len);
  const pose = getendpos(j, 3, 'byte', pi, len);
  if (posi > pose) return [];
  if (posi === pose) return str.charCodeAt(posi - 1);
  const out: number[] = new Array(pose - posi + 1);
  for (let k = posi; k <= pose; k++) out[k - posi] = str.charCodeAt(k - 1);
  return out;
}

/**
 * string.char(...): the string of the given byte values. Declared with one parameter and read
 * through `arguments` beyond it, as a rest parameter would allocate an array on every call.
 */
export const string_char: (...codes: LuaValue[]) => string = function char(c?: LuaValue): string {
  const n = arguments.length;
  // one byte given as an integer: no argument list (a one-byte string is a cached V8 string)
  if (n === 1 && typeof c === 'number' && c >= 0 && c <= 255 && (c | 0) === c) return String.fromCharCode(c);
  let out = '';
  for (let k = 0; k < n; k++) {
    const v = checkInteger(arguments[k] as LuaValue, k + 1, 'char');
    if (typeof v !== 'number' || v < 0 || v > 255) argError(k + 1, 'char', msgValueOutOfRange());
    out += String.fromCharCode(v);
  }
  return out;
};
