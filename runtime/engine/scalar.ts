// The scalar return rule (reference §2.4; tools.md "Return values"): the text of a returned value.
import type { LuaValue } from '../lua/values.js';
import { LuaFloat } from '../lua/values.js';
import { utf8Decode } from '../lua/strings.js';

function floatText(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (Number.isInteger(x)) return BigInt(x).toString();
  const s = String(x);
  if (!s.includes('e')) return s;
  // never exponent form
  return x.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** The text of a scalar (string, integer, float, boolean); undefined for nil; null for other types. */
export function scalarText(v: LuaValue): string | undefined | null {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return utf8Decode(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : floatText(v);
  if (v instanceof LuaFloat) return floatText(v.n);
  return null;
}
