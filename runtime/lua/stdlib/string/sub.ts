// string.len, string.sub and string.reverse (lstrlib.c str_len, str_sub, str_reverse).
import type { LuaValue } from '../../values.js';
import { checkInt, checkString } from '../args.js';
import { getendpos, posrelatI } from './positions.js';

/** string.len(s): the number of bytes in s. */
export function string_len(s?: LuaValue): number {
  return checkString(s, 1, 'len', arguments.length).length;
}

/** string.sub(s, i, j?): the bytes i..j of s (negative positions count from the end). */
export function string_sub(s?: LuaValue, i?: LuaValue, j?: LuaValue): string {
  const str = checkString(s, 1, 'sub', arguments.length);
  const len = str.length;
  const start = posrelatI(checkInt(i, 2, 'sub', arguments.length), len);
  const end = getendpos(j, 3, 'sub', -1, len);
  if (start > end) return '';
  if (start === 1 && end === len) return str;
  return str.slice(start - 1, end);
}

/** string.reverse(s) */
export function string_reverse(s?: LuaValue): string {
  const str = checkString(s, 1, 'reverse', arguments.length);
  let out = '';
  for (let k = str.length - 1; k >= 0; k--) out += str[k];
  return out;
}
