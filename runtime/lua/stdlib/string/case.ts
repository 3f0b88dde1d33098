// string.lower and string.upper in the C locale: only ASCII letters change (lstrlib.c str_lower, str_upper).
import type { LuaValue } from '../../values.js';
import { checkString } from '../args.js';

const NON_ASCII = /[^\x00-\x7f]/;

function mapAscii(s: string, from: number, to: number, delta: number): string {
  let out = '';
  let copied = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= from && c <= to) {
      out += s.slice(copied, k) + String.fromCharCode(c + delta);
      copied = k + 1;
    }
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/** string.lower(s) */
export function string_lower(s?: LuaValue): string {
  const str = checkString(s, 1, 'lower', arguments.length);
  // JS case mapping would also change bytes >= 0x80 (Latin-1 letters)
  return NON_ASCII.test(str) ? mapAscii(str, 65, 90, 32) : str.toLowerCase();
}

/** string.upper(s) */
export function string_upper(s?: LuaValue): string {
  const str = checkString(s, 1, 'upper', arguments.length);
  return NON_ASCII.test(str) ? mapAscii(str, 97, 122, -32) : str.toUpperCase();
}
