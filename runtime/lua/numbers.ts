// Lua 5.4 numbers on the value model of values.ts: subtypes, conversions, tostring and tonumber.
import { LuaFloat, type LuaValue } from './values.js';
import { hexFloatValue } from './hex-float.js';

const TWO63 = 9223372036854775808; // 2^63 as a double

/** True when v is a Lua integer (safe-integer number or bigint). */
export function isInteger(v: LuaValue): v is number | bigint {
  return typeof v === 'number' ? Number.isInteger(v) : typeof v === 'bigint';
}

/** True when v is a Lua float (non-integral number or LuaFloat box). */
export function isFloat(v: LuaValue): boolean {
  return typeof v === 'number' ? !Number.isInteger(v) : v instanceof LuaFloat;
}

/** True when v is any Lua number. */
export function isNumber(v: LuaValue): v is number | bigint | LuaFloat {
  return typeof v === 'number' || typeof v === 'bigint' || v instanceof LuaFloat;
}

/** The float value x in canonical form (integral values boxed). */
export function mkfloat(x: number): number | LuaFloat {
  return Number.isInteger(x) ? new LuaFloat(x) : x;
}

/** The integer b wrapped to int64, as a number when it is a safe integer. */
export function mkint(b: bigint): number | bigint {
  const w = BigInt.asIntN(64, b);
  return w >= -9007199254740991n && w <= 9007199254740991n ? Number(w) : w;
}

/** The JS double value of any Lua number (ints converted like C's (double) cast). */
export function toDouble(v: number | bigint | LuaFloat): number {
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : v.n;
}

/** lua_Number -> lua_Integer when the float is integral and in range (luaV_flttointns, F2Ieq). */
export function floatToInt(x: number): number | bigint | undefined {
  if (!Number.isInteger(x)) return undefined;
  if (Number.isSafeInteger(x)) return x + 0; // drops -0
  if (x >= -TWO63 && x < TWO63) return BigInt(x);
  return undefined;
}

/** Integer value of a Lua number (floats with exact integer values convert), else undefined. */
export function toInteger(v: LuaValue): number | bigint | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? v : undefined;
  if (typeof v === 'bigint') return v;
  if (v instanceof LuaFloat) return floatToInt(v.n);
  return undefined;
}

/** Number value for arithmetic: numbers as they are, strings converted (lvm.c luaV_tonumber_). */
export function toNumeric(v: LuaValue): number | bigint | LuaFloat | undefined {
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof LuaFloat) return v;
  if (typeof v === 'string') return str2number(v);
  return undefined;
}

// lua's isspace set: " \t\n\v\f\r"
const WS = '[ \\t\\n\\v\\f\\r]*';
const DEC_INT = new RegExp(`^${WS}([-+]?)([0-9]+)${WS}$`);
const HEX_INT = new RegExp(`^${WS}([-+]?)0[xX]([0-9a-fA-F]+)${WS}$`);
const DEC_FLT = new RegExp(`^${WS}([-+]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?)${WS}$`);
const HEX_FLT = new RegExp(`^${WS}([-+]?)0[xX]([0-9a-fA-F]*)(?:\\.([0-9a-fA-F]*))?(?:[pP]([-+]?[0-9]+))?${WS}$`);

/** lua_stringtonumber: a numeral string to an integer or float, else undefined (lobject.c luaO_str2num). */
export function str2number(s: string): number | bigint | LuaFloat | undefined {
  const fast = shortDecimal(s);
  if (fast !== undefined) return fast;
  let m = DEC_INT.exec(s);
  if (m) {
    const b = BigInt(m[2]!);
    const v = m[1] === '-' ? -b : b;
    if (v >= -9223372036854775808n && v <= 9223372036854775807n) return mkint(v);
    return mkfloat(Number(m[1]! + m[2]!)); // decimal overflow: read as a float
  }
  m = HEX_INT.exec(s);
  if (m) {
    const b = BigInt('0x' + m[2]!); // hex integers wrap around
    return mkint(m[1] === '-' ? -b : b);
  }
  m = DEC_FLT.exec(s);
  if (m) return mkfloat(Number(m[1]!));
  m = HEX_FLT.exec(s);
  if (m && (m[2] || m[3])) {
    const x = hexFloatValue(m[2]!, m[3] ?? '', m[4] ?? '');
    return mkfloat(m[1] === '-' ? -x : x);
  }
  return undefined;
}

/**
 * The common numeral, an optionally signed run of at most 15 decimal digits (always a safe
 * integer), read without a RegExp or a BigInt; undefined for anything else.
 */
function shortDecimal(s: string): number | undefined {
  const n = s.length;
  if (n === 0 || n > 15) return undefined;
  const c0 = s.charCodeAt(0);
  let i = c0 === 45 || c0 === 43 ? 1 : 0; // '-' '+'
  if (i === n) return undefined;
  let v = 0;
  for (; i < n; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    v = v * 10 + d;
  }
  return c0 === 45 && v !== 0 ? -v : v; // "-0" is the integer 0
}

// (pure annotations: a bundle without the code that uses them drops them, issue #6 tree-shaking)
const f64 = /*#__PURE__*/ new Float64Array(1);
const u64 = /*#__PURE__*/ bitsView(f64);

function bitsView(f: Float64Array): BigUint64Array {
  return new BigUint64Array(f.buffer);
}

/** True when the finite double |x| equals the decimal 0.d1d2d3... * 10^(e+1) exactly. */
function exactlyDecimal(x: number, digits: string, e: number): boolean {
  f64[0] = Math.abs(x);
  const bits = u64[0]!;
  const be = Number(bits >> 52n);
  let m = bits & 0xfffffffffffffn;
  let p2 = be === 0 ? -1074 : be - 1075;
  if (be !== 0) m |= 1n << 52n;
  // x = m * 2^p2, decimal = D * 10^p10
  let lhs = m, rhs = BigInt(digits);
  const p10 = e - (digits.length - 1);
  if (p2 > 0) lhs <<= BigInt(p2); else rhs <<= BigInt(-p2);
  if (p10 > 0) rhs *= 10n ** BigInt(p10); else lhs *= 10n ** BigInt(-p10);
  return lhs === rhs;
}

/** The first `p` significant decimal digits of finite x != 0, rounded like glibc (ties to even), and the exponent. */
export function decimalDigits(x: number, p: number): [string, number] {
  const a = Math.abs(x);
  let [m, ex] = a.toExponential(p - 1).split('e') as [string, string];
  let digits = m.replace('.', '');
  let e = parseInt(ex, 10);
  // JS rounds exact ties up; C rounds them to even: detect a tie one digit further
  const [m2, ex2] = a.toExponential(p).split('e') as [string, string];
  const d2 = m2.replace('.', '');
  if (d2.endsWith('5') && exactlyDecimal(a, d2, parseInt(ex2, 10))) {
    const kept = d2.slice(0, p);
    const e2 = parseInt(ex2, 10);
    if ((kept.charCodeAt(p - 1) - 48) % 2 === 0) {
      digits = kept;
      e = e2;
    }
  }
  return [digits, e];
}

/** `%.14g` as C printf formats it (finite x). */
export function fmtG14(x: number): string {
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const P = 14;
  const [digits, e] = decimalDigits(x, P);
  const sign = x < 0 ? '-' : '';
  if (e < -4 || e >= P) {
    const frac = digits.slice(1).replace(/0+$/, '');
    const ae = Math.abs(e);
    return `${sign}${digits[0]}${frac ? '.' + frac : ''}e${e < 0 ? '-' : '+'}${ae < 10 ? '0' : ''}${ae}`;
  }
  let int: string, frac: string;
  if (e >= 0) {
    int = digits.slice(0, e + 1);
    frac = digits.slice(e + 1);
  } else {
    int = '0';
    frac = '0'.repeat(-e - 1) + digits;
  }
  frac = frac.replace(/0+$/, '');
  return `${sign}${int}${frac ? '.' + frac : ''}`;
}

/** LUAI_NUMFFORMAT `%.14g` including inf and nan. NaN prints "-nan" (x86-64's 0/0; JS cannot see NaN signs). */
export function formatFloat14g(x: number): string {
  if (x !== x) return '-nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  return fmtG14(x);
}

/** tostring of a float, like lua 5.4 (lobject.c tostringbuff): `%.14g`, plus ".0" if it looks like an integer. */
export function tostringFloat(x: number): string {
  const s = formatFloat14g(x);
  return /^[-0-9]*$/.test(s) ? s + '.0' : s;
}

/** tostring of any Lua number. */
export function tostringNumber(v: number | bigint | LuaFloat): string {
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : tostringFloat(v);
  if (typeof v === 'bigint') return v.toString();
  return tostringFloat(v.n);
}
