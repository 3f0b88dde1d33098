// string.byte and string.char (lstrlib.c str_byte, str_char).
import type { LuaResult, LuaValue } from '../../values.js';
import { argError, checkInteger, checkString, optInt } from '../args.js';
import { getendpos, posrelatI } from './positions.js';
import { msgValueOutOfRange } from './messages.js';

/** string.byte(s, i?, j?): the byte values of s[i..j] (default i = 1, j = i). */
export function string_byte(s?: LuaValue, i?: LuaValue, j?: LuaValue): LuaResult {
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

/** string.char(...): the string of the given byte values. */
export function string_char(...codes: LuaValue[]): string {
  let out = '';
  for (let k = 0; k < codes.length; k++) {
    const c = checkInteger(codes[k], k + 1, 'char');
    if (typeof c !== 'number' || c < 0 || c > 255) argError(k + 1, 'char', msgValueOutOfRange());
    out += String.fromCharCode(c);
  }
  return out;
}
