// string.rep (lstrlib.c str_rep) with the memory guard of runtime/lua/limits.ts.
import type { LuaValue } from '../../values.js';
import { LuaError } from '../../errors.js';
import { limits } from '../../limits.js';
import { checkInteger, checkString, optString } from '../args.js';
import { msgStringTooLarge } from './messages.js';

/** lstrlib.c MAXSIZE: lua 5.4 limits some sizes to INT_MAX. */
export const MAXSIZE = 0x7fffffff;

/** string.rep(s, n, sep?): n copies of s separated by sep. */
export function string_rep(s?: LuaValue, n?: LuaValue, sep?: LuaValue): string {
  const str = checkString(s, 1, 'rep', arguments.length);
  const count = checkInteger(n, 2, 'rep', arguments.length);
  const sp = optString(sep, 3, 'rep', '');
  if (count <= 0) return '';
  const unit = str.length + sp.length;
  if (unit === 0) return ''; // lua copies n empty strings
  if (typeof count === 'bigint' || unit > Math.floor(MAXSIZE / count)) throw new LuaError(msgStringTooLarge());
  const total = count * str.length + (count - 1) * sp.length;
  if (total > limits.maxStringBytes) throw new LuaError(msgStringTooLarge());
  if (sp.length === 0) return str.repeat(count);
  return (str + sp).repeat(count - 1) + str;
}
