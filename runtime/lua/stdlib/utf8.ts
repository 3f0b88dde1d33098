// The utf8 library (lutf8lib.c 5.4), on byte strings.
import type { LuaResult, LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import {
  LuaError, msgContinuationByte, msgInvalidUtf8, msgOutOfBounds, msgValueOutOfRange,
} from '../errors.js';
import { argError, checkInt, checkInteger, checkString, optInt } from './args.js';

const MAXUNICODE = 0x10ffff;
const MAXUTF = 0x7fffffff;
const LIMITS = [Infinity, 0x80, 0x800, 0x10000, 0x200000, 0x4000000];

/** utf8.charpattern */
export const utf8_charpattern = '[\x00-\x7F\xC2-\xFD][\x80-\xBF]*';

const iscont = (s: string, i: number): boolean => (s.charCodeAt(i) & 0xc0) === 0x80;

/** lutf8lib.c utf8_decode: [code, next index] or undefined for an invalid sequence. */
function decode(s: string, i: number, strict: boolean): [number, number] | undefined {
  let c = s.charCodeAt(i);
  let res = 0;
  if (c < 0x80) res = c;
  else {
    let count = 0;
    for (; c & 0x40; c <<= 1) {
      const cc = s.charCodeAt(i + ++count);
      if ((cc & 0xc0) !== 0x80) return undefined;
      res = res * 64 + (cc & 0x3f);
    }
    res += (c & 0x7f) * 2 ** (count * 5);
    if (count > 5 || res > MAXUTF || res < LIMITS[count]!) return undefined;
    i += count;
  }
  if (strict && (res > MAXUNICODE || (res >= 0xd800 && res <= 0xdfff))) return undefined;
  return [res, i + 1];
}

/** lobject.c luaO_utf8esc: extended UTF-8 (up to 6 bytes) of x. */
export function utf8Esc(x: number): string {
  if (x < 0x80) return String.fromCharCode(x);
  const bytes: number[] = [];
  let mfb = 0x3f;
  do {
    bytes.unshift(0x80 | (x & 0x3f));
    x = Math.floor(x / 64);
    mfb >>= 1;
  } while (x > mfb);
  bytes.unshift(((~mfb << 1) & 0xff) | x);
  return String.fromCharCode(...bytes);
}

function posrelat(pos: number, len: number): number {
  if (pos >= 0) return pos;
  if (-pos > len) return 0;
  return len + pos + 1;
}

/** utf8.char(...) */
export function utf8_char(...codes: LuaValue[]): string {
  let out = '';
  for (let i = 0; i < codes.length; i++) {
    const c = checkInteger(codes[i], i + 1, 'char');
    if (typeof c === 'bigint' || c < 0 || c > MAXUTF) argError(i + 1, 'char', msgValueOutOfRange());
    out += utf8Esc(c as number);
  }
  return out;
}

/** utf8.codepoint(s, i?, j?, lax?) */
export function utf8_codepoint(s?: LuaValue, i?: LuaValue, j?: LuaValue, lax?: LuaValue): LuaResult {
  const str = checkString(s, 1, 'codepoint', arguments.length);
  const posi = posrelat(optInt(i, 2, 'codepoint', 1), str.length);
  const pose = posrelat(optInt(j, 3, 'codepoint', posi), str.length);
  if (posi < 1) argError(2, 'codepoint', msgOutOfBounds());
  if (pose > str.length) argError(3, 'codepoint', msgOutOfBounds());
  if (posi > pose) return [];
  const out: LuaValue[] = [];
  const strict = lax === undefined || lax === false;
  for (let p = posi - 1; p < pose;) {
    const r = decode(str, p, strict);
    if (r === undefined) throw new LuaError(msgInvalidUtf8());
    out.push(r[0]);
    p = r[1];
  }
  return out.length === 1 ? out[0] : out;
}

/** utf8.len(s, i?, j?, lax?) */
export function utf8_len(s?: LuaValue, i?: LuaValue, j?: LuaValue, lax?: LuaValue): LuaResult {
  const str = checkString(s, 1, 'len', arguments.length);
  let posi = posrelat(optInt(i, 2, 'len', 1), str.length);
  let posj = posrelat(optInt(j, 3, 'len', -1), str.length);
  if (!(1 <= posi && --posi <= str.length)) argError(2, 'len', msgOutOfBounds('initial position'));
  if (!(--posj < str.length)) argError(3, 'len', msgOutOfBounds('final position'));
  const strict = lax === undefined || lax === false;
  let n = 0;
  while (posi <= posj) {
    const r = decode(str, posi, strict);
    if (r === undefined) return [undefined, posi + 1]; // luaL_pushfail + position
    posi = r[1];
    n++;
  }
  return n;
}

/** utf8.offset(s, n, i?) */
export function utf8_offset(s?: LuaValue, n?: LuaValue, i?: LuaValue): LuaValue {
  const str = checkString(s, 1, 'offset', arguments.length);
  let k = checkInt(n, 2, 'offset', arguments.length);
  const len = str.length;
  let posi = posrelat(optInt(i, 3, 'offset', k >= 0 ? 1 : len + 1), len);
  if (!(1 <= posi && --posi <= len)) argError(3, 'offset', msgOutOfBounds('position'));
  if (k === 0) {
    while (posi > 0 && iscont(str, posi)) posi--;
  } else {
    if (iscont(str, posi)) throw new LuaError(msgContinuationByte());
    if (k < 0) {
      while (k < 0 && posi > 0) {
        do posi--; while (posi > 0 && iscont(str, posi));
        k++;
      }
    } else {
      k--;
      while (k > 0 && posi < len) {
        do posi++; while (iscont(str, posi));
        k--;
      }
    }
  }
  return k === 0 ? posi + 1 : undefined;
}

function iterAux(strict: boolean) {
  return (s?: LuaValue, i?: LuaValue): LuaResult => {
    const str = checkString(s, 1, 'for iterator');
    const len = str.length;
    let n = Number(i ?? 0);
    if (n < 0) n = len; // lua reads it as unsigned
    if (n < len) while (iscont(str, n)) n++;
    if (n >= len) return undefined;
    const r = decode(str, n, strict);
    if (r === undefined || iscont(str, r[1])) throw new LuaError(msgInvalidUtf8());
    return [n + 1, r[0]];
  };
}
const iterStrict = iterAux(true);
const iterLax = iterAux(false);

/** utf8.codes(s, lax?) */
export function utf8_codes(s?: LuaValue, lax?: LuaValue): LuaValue[] {
  const str = checkString(s, 1, 'codes', arguments.length);
  if (iscont(str, 0)) argError(1, 'codes', msgInvalidUtf8());
  return [lax !== undefined && lax !== false ? iterLax : iterStrict, str, 0];
}

/** The `utf8` library table. */
export function createUtf8Lib(): LuaTable {
  const t = new LuaTable();
  const fns: Record<string, LuaValue> = {
    char: utf8_char, charpattern: utf8_charpattern, codepoint: utf8_codepoint, codes: utf8_codes,
    len: utf8_len, offset: utf8_offset,
  };
  for (const [k, v] of Object.entries(fns)) t.set(k, v);
  return t;
}
