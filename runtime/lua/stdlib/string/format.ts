// string.format (lstrlib.c str_format): every conversion of lua 5.4, printed like C's printf.
import type { LuaValue } from '../../values.js';
import { LuaError } from '../../errors.js';
import { toDouble, tostringNumber } from '../../numbers.js';
import { tostr } from '../../strings.js';
import { argError, checkInteger, checkNumber, checkString } from '../args.js';
import { formatA, formatE, formatF, formatG } from './printf-float.js';
import { FLAGS_C, FLAGS_F, FLAGS_I, FLAGS_U, FLAGS_X, checkFormat, getFormat, pad, type Spec } from './format-spec.js';
import { addLiteral } from './format-quote.js';
import { formatPointer } from './format-pointer.js';
import {
  msgInvalidConversion, msgNoValue, msgQuoteModifiers, msgStringContainsZeros,
} from './messages.js';

const spec: Spec = {
  form: '', conv: '', left: false, plus: false, space: false, alt: false, zero: false, width: 0, precision: -1,
};

/** The progress of one format call, kept while an async __tostring is pending. */
interface FormatState {
  fmt: string;
  args: LuaValue[];
  i: number;
  arg: number;
  out: string;
}

/** string.format(fmt, ...): the arguments formatted like C's sprintf, plus %q. */
export function string_format(fmt?: LuaValue, ...args: LuaValue[]): string | Promise<string> {
  const f = checkString(fmt, 1, 'format', arguments.length);
  if (!f.includes('%')) return f;
  const plain = plainFormat(f);
  if (plain !== null) {
    const r = formatPlain(plain, args);
    if (r !== undefined) return r;
  }
  const st: FormatState = { fmt: f, args, i: 0, arg: 1, out: '' };
  const r = run(st);
  return r === undefined ? st.out : finishAsync(st, r);
}

/**
 * A format whose conversions are all a bare `%s` or `%d` (no flags, width or precision), besides
 * literal text and `%%`: the most common kind, parsed once. `lits[k]` is the text before
 * conversion k (lits has one more entry, the text after the last), `convs` their letters.
 */
interface PlainFormat {
  lits: string[];
  convs: string;
}

const plainFormats = new Map<string, PlainFormat | null>();
const PLAIN_MAX = 256;

/** The parsed plain format f, or null when f has any other conversion (or a lone '%' at its end). */
function plainFormat(f: string): PlainFormat | null {
  let r = plainFormats.get(f);
  if (r === undefined) {
    r = parsePlain(f);
    if (plainFormats.size >= PLAIN_MAX) plainFormats.clear();
    plainFormats.set(f, r);
  }
  return r;
}

function parsePlain(f: string): PlainFormat | null {
  const lits: string[] = [];
  let convs = '', lit = '', from = 0;
  for (let pct = f.indexOf('%'); pct !== -1; pct = f.indexOf('%', from)) {
    lit += f.slice(from, pct);
    const c = f.charCodeAt(pct + 1);
    if (c === 37) lit += '%'; // %%
    else if (c === 115 || c === 100) { // s d
      lits.push(lit);
      lit = '';
      convs += String.fromCharCode(c);
    } else return null;
    from = pct + 2;
  }
  lits.push(lit + f.slice(from));
  return { lits, convs };
}

/**
 * A plain format with the arguments the general loop would format the same way without running
 * anything (strings and numbers for %s, JS integers for %d); undefined, having done nothing
 * observable, for any other argument or a missing one: the general loop then formats it, or
 * raises the argument's error.
 */
function formatPlain(pf: PlainFormat, args: LuaValue[]): string | undefined {
  const { lits, convs } = pf;
  let out = lits[0]!;
  for (let k = 0; k < convs.length; k++) {
    const v = args[k];
    if (typeof v === 'string') {
      if (convs.charCodeAt(k) !== 115) return undefined; // %d of a string: converted or an error
      out += v;
    } else if (typeof v === 'number' && (convs.charCodeAt(k) === 115 || Number.isInteger(v))) {
      out += tostringNumber(v); // an integer's text for %d, lua's number text (%.14g) for %s
    } else return undefined;
    out += lits[k + 1]!;
  }
  return out;
}

/** Formats until the end (undefined) or until a __tostring returns a Promise (that Promise). */
function run(st: FormatState): Promise<string> | undefined {
  const { fmt, args } = st;
  const top = args.length + 1;
  while (st.i < fmt.length) {
    const pct = fmt.indexOf('%', st.i);
    if (pct === -1) {
      st.out += fmt.slice(st.i);
      break;
    }
    st.out += fmt.slice(st.i, pct);
    if (fmt.charCodeAt(pct + 1) === 37) { // %%
      st.out += '%';
      st.i = pct + 2;
      continue;
    }
    const arg = ++st.arg;
    if (arg > top) argError(arg, 'format', msgNoValue());
    st.i = getFormat(fmt, pct + 1, spec);
    const v = args[arg - 2];
    if (spec.conv === 's') {
      const form = spec.form;
      const s = tostr(v);
      if (s instanceof Promise) return s;
      if (spec.form !== form) getFormat(form, 1, spec); // __tostring ran another format
      st.out += formatS(s, arg);
    } else if (spec.form === '%d' && typeof v === 'number' && Number.isInteger(v)) st.out += String(v); // common case
    else st.out += convert(v, arg);
  }
  return undefined;
}

async function finishAsync(st: FormatState, pending: Promise<string>): Promise<string> {
  for (;;) {
    const form = spec.form; // the spec of the pending %s
    const s = await pending;
    getFormat(form, 1, spec);
    st.out += formatS(s, st.arg);
    const r = run(st);
    if (r === undefined) return st.out;
    pending = r;
  }
}

/** %s of the already converted string s. */
function formatS(s: string, arg: number): string {
  if (spec.form.length === 2) return s; // no modifiers: the whole string
  if (s.includes('\0')) argError(arg, 'format', msgStringContainsZeros());
  checkFormat(spec, FLAGS_C, true);
  if (!spec.form.includes('.') && s.length >= 100) return s; // too long to be formatted: kept whole
  return pad(spec, '', spec.precision >= 0 ? s.slice(0, spec.precision) : s, false);
}

function convert(v: LuaValue, arg: number): string {
  switch (spec.conv) {
    case 'c': {
      checkFormat(spec, FLAGS_C, false);
      const n = checkInteger(v, arg, 'format');
      return pad(spec, '', String.fromCharCode(Number(BigInt.asUintN(8, BigInt(n)))), false);
    }
    case 'd': case 'i': return formatInt(v, arg, FLAGS_I);
    case 'u': return formatInt(v, arg, FLAGS_U);
    case 'o': case 'x': case 'X': return formatInt(v, arg, FLAGS_X);
    case 'a': case 'A': {
      checkFormat(spec, FLAGS_F, true);
      return formatFloat(toDouble(checkNumber(v, arg, 'format')));
    }
    case 'e': case 'E': case 'f': case 'g': case 'G': { // lua 5.4.4 has no %F
      const x = toDouble(checkNumber(v, arg, 'format'));
      checkFormat(spec, FLAGS_F, true);
      return formatFloat(x);
    }
    case 'p':
      checkFormat(spec, FLAGS_C, false);
      return pad(spec, '', formatPointer(v), false);
    case 'q':
      if (spec.form.length > 2) throw new LuaError(msgQuoteModifiers());
      return addLiteral(v, arg);
    default:
      throw new LuaError(msgInvalidConversion(spec.form));
  }
}

function formatInt(v: LuaValue, arg: number, flags: string): string {
  const n = checkInteger(v, arg, 'format');
  checkFormat(spec, flags, true);
  const conv = spec.conv;
  let sign = '';
  let digits: string;
  if (conv === 'd' || conv === 'i') {
    const neg = n < 0;
    digits = (neg ? -n : n).toString();
    if (neg) sign = '-';
    else if (spec.plus) sign = '+';
    else if (spec.space) sign = ' ';
  } else {
    const u = typeof n === 'number' && n >= 0 ? n : BigInt.asUintN(64, BigInt(n));
    digits = u.toString(conv === 'o' ? 8 : conv === 'u' ? 10 : 16);
    if (conv === 'X') digits = digits.toUpperCase();
  }
  const p = spec.precision;
  if (p === 0 && n == 0) digits = ''; // C: precision 0 prints no digits for 0
  if (p > digits.length) digits = '0'.repeat(p - digits.length) + digits;
  if (spec.alt) {
    if (conv === 'o' && digits[0] !== '0') digits = '0' + digits;
    else if ((conv === 'x' || conv === 'X') && n != 0) digits = (conv === 'x' ? '0x' : '0X') + digits;
  }
  return pad(spec, sign, digits, p < 0);
}

function formatFloat(x: number): string {
  const conv = spec.conv;
  const upper = conv === 'E' || conv === 'G' || conv === 'A';
  const neg = x < 0 || Object.is(x, -0) || (x !== x && nanSign(x));
  const sign = neg ? '-' : spec.plus ? '+' : spec.space ? ' ' : '';
  const ax = Math.abs(x);
  let body: string;
  if (ax !== ax) body = 'nan';
  else if (ax === Infinity) body = 'inf';
  else {
    const p = spec.precision;
    switch (conv) {
      case 'e': case 'E': body = formatE(ax, p < 0 ? 6 : p, spec.alt); break;
      case 'f': body = formatF(ax, p < 0 ? 6 : p, spec.alt); break;
      case 'g': case 'G': body = formatG(ax, p < 0 ? 6 : p, spec.alt); break;
      default: body = formatA(ax, p, spec.alt);
    }
  }
  if (upper) body = body.toUpperCase();
  return pad(spec, sign, body, ax === ax && ax !== Infinity);
}

const nanView = new DataView(new ArrayBuffer(8));

/** The sign bit of a NaN (x86-64's 0/0 has it set and prints "-nan"). */
function nanSign(x: number): boolean {
  nanView.setFloat64(0, x);
  return (nanView.getUint8(0) & 0x80) !== 0;
}
