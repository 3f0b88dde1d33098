// %q of string.format: a literal lua can read back (lstrlib.c addliteral, addquoted, quotefloat).
import type { LuaValue } from '../../values.js';
import { LuaFloat } from '../../values.js';
import { argError } from '../args.js';
import { formatA } from './printf-float.js';
import { msgNoLiteralForm } from './messages.js';

/** addquoted: s between double quotes with `"`, `\`, newline and control bytes escaped. */
export function addQuoted(s: string): string {
  let out = '"';
  let copied = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    let esc: string;
    if (c === 34 || c === 92 || c === 10) esc = '\\' + s[k];
    else if (c < 32 || c === 127) {
      const next = s.charCodeAt(k + 1);
      esc = next >= 48 && next <= 57 ? '\\' + String(c).padStart(3, '0') : '\\' + c;
    } else continue;
    out += s.slice(copied, k) + esc;
    copied = k + 1;
  }
  return out + s.slice(copied) + '"';
}

/** quotefloat: hex floats keep every bit; inf, -inf and NaN get fixed spellings. */
function quoteFloat(x: number): string {
  if (x === Infinity) return '1e9999';
  if (x === -Infinity) return '-1e9999';
  if (x !== x) return '(0/0)';
  return (x < 0 || Object.is(x, -0) ? '-' : '') + formatA(Math.abs(x), -1, false);
}

/** addliteral: the %q form of v (argument number `arg`). */
export function addLiteral(v: LuaValue, arg: number): string {
  switch (typeof v) {
    case 'string': return addQuoted(v);
    case 'number': return Number.isInteger(v) ? String(v) : quoteFloat(v);
    case 'bigint': return v === -9223372036854775808n ? '0x8000000000000000' : v.toString();
    case 'undefined': return 'nil';
    case 'boolean': return v ? 'true' : 'false';
    default:
      if (v instanceof LuaFloat) return quoteFloat(v.n);
      return argError(arg, 'format', msgNoLiteralForm());
  }
}
