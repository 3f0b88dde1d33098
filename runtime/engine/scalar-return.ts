// The scalar return rule (reference §2.4, tools.md "Return values"): the first value of a return
// becomes result text; nil gives no result (a handler: the empty string); other types fail.

import { utf8Decode } from '../lua/strings.js';
import { LuaFloat, type LuaValue } from '../lua/values.js';
import { LuaTable } from '../lua/tables.js';
import { cannotReturn, type EngineError } from './errors.js';

/**
 * A float in plain display: shortest round-trip digits, never in exponent form, `3.0` as `3`,
 * `inf`, `-inf` and `NaN` (Rust's `Display` for f64, which the reference implementations print with).
 */
export function plainFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (Object.is(x, -0)) return '-0';
  const text = String(x);
  const e = text.indexOf('e');
  if (e < 0) return text;
  // Expand d.ddde±n from JS's shortest digits.
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const digits = mantissa.replace('.', '');
  const point = (mantissa.indexOf('.') < 0 ? mantissa.length : mantissa.indexOf('.')) + exponent;
  let out: string;
  if (point <= 0) out = '0.' + '0'.repeat(-point) + digits;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = digits.slice(0, point) + '.' + digits.slice(point);
  return (negative ? '-' : '') + out;
}

/** The Lua type name for messages (`type()`'s names; userdata for anything foreign). */
function valueType(v: LuaValue): string {
  if (v instanceof LuaTable) return 'table';
  if (typeof v === 'function') return 'function';
  return 'userdata';
}

/**
 * The text of a returned value as a Lua byte string, undefined for nil, or the error for a
 * value that is not a scalar (`cannot return a table as a result`).
 */
export function scalarText(v: LuaValue): string | undefined | EngineError {
  switch (typeof v) {
    case 'undefined': return undefined;
    case 'string': return v;
    case 'boolean': return v ? 'true' : 'false';
    case 'number': return Number.isInteger(v) ? String(v) : plainFloat(v);
    case 'bigint': return v.toString();
    default:
      if (v instanceof LuaFloat) return plainFloat(v.n);
      return cannotReturn(valueType(v));
  }
}

/** Result text leaving the run: byte string decoded, invalid UTF-8 as U+FFFD. */
export function resultText(bytes: string): string {
  return utf8Decode(bytes);
}
