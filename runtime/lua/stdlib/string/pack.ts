// string.pack, string.packsize and string.unpack (lstrlib.c str_pack, str_packsize, str_unpack).
import type { LuaResult, LuaValue } from '../../values.js';
import { LuaError } from '../../errors.js';
import { mkfloat, mkint, toDouble } from '../../numbers.js';
import { argError, checkInteger, checkNumber, checkString, optInt } from '../args.js';
import { posrelatI } from './positions.js';
import { MAXSIZE } from './rep.js';
import { K, PackFormat, SZINT } from './pack-options.js';
import {
  msgDataStringTooShort, msgFormatResultTooLarge, msgInitialPositionOut, msgIntegerDoesNotFit, msgIntegerOverflow,
  msgLengthDoesNotFit, msgStringContainsZeros, msgStringLongerThanSize, msgUnfinishedStringZ, msgUnsignedOverflow,
  msgVariableLengthFormat,
} from './messages.js';

const scratch = new DataView(new ArrayBuffer(8));

/** packint: `size` bytes of the two's complement n (sign-extended past 8 bytes when neg). */
function packint(n: bigint, islittle: boolean, size: number, neg: boolean): string {
  const bytes: number[] = new Array(size);
  let u = BigInt.asUintN(64, n);
  for (let i = 0; i < size; i++) {
    bytes[islittle ? i : size - 1 - i] = i >= SZINT ? (neg ? 0xff : 0) : Number(u & 0xffn);
    u >>= 8n;
  }
  return String.fromCharCode(...bytes);
}

/** Bytes of a float in the DataView scratch, in the requested order. */
function floatBytes(x: number, size: 4 | 8, islittle: boolean): string {
  if (size === 4) scratch.setFloat32(0, x, islittle);
  else scratch.setFloat64(0, x, islittle);
  let out = '';
  for (let i = 0; i < size; i++) out += String.fromCharCode(scratch.getUint8(i));
  return out;
}

/** string.pack(fmt, ...): the values packed into a binary string. */
export function string_pack(fmt?: LuaValue, ...args: LuaValue[]): string {
  const h = new PackFormat(checkString(fmt, 1, 'pack', arguments.length), 'pack');
  let out = '';
  let arg = 1;
  while (!h.done) {
    const opt = h.details(out.length);
    const size = h.size;
    out += '\0'.repeat(h.ntoalign);
    arg++;
    const v = args[arg - 2];
    switch (opt) {
      case K.Int: {
        const n = BigInt(checkInteger(v, arg, 'pack'));
        if (size < SZINT) {
          const lim = 1n << BigInt(size * 8 - 1);
          if (!(-lim <= n && n < lim)) argError(arg, 'pack', msgIntegerOverflow());
        }
        out += packint(n, h.islittle, size, n < 0n);
        break;
      }
      case K.Uint: {
        const n = BigInt(checkInteger(v, arg, 'pack'));
        if (size < SZINT && BigInt.asUintN(64, n) >= 1n << BigInt(size * 8)) argError(arg, 'pack', msgUnsignedOverflow());
        out += packint(n, h.islittle, size, false);
        break;
      }
      case K.Float:
        out += floatBytes(toDouble(checkNumber(v, arg, 'pack')), 4, h.islittle);
        break;
      case K.Number: case K.Double:
        out += floatBytes(toDouble(checkNumber(v, arg, 'pack')), 8, h.islittle);
        break;
      case K.Char: {
        const s = checkString(v, arg, 'pack');
        if (s.length > size) argError(arg, 'pack', msgStringLongerThanSize());
        out += s + '\0'.repeat(size - s.length);
        break;
      }
      case K.String: {
        const s = checkString(v, arg, 'pack');
        if (!(size >= 8 || s.length < 2 ** (size * 8))) argError(arg, 'pack', msgLengthDoesNotFit());
        out += packint(BigInt(s.length), h.islittle, size, false) + s;
        break;
      }
      case K.Zstr: {
        const s = checkString(v, arg, 'pack');
        if (s.includes('\0')) argError(arg, 'pack', msgStringContainsZeros());
        out += s + '\0';
        break;
      }
      case K.Padding:
        out += '\0';
        arg--;
        break;
      default:
        arg--;
    }
  }
  return out;
}

/** string.packsize(fmt): the size of a string.pack result for fmt (fixed-size formats only). */
export function string_packsize(fmt?: LuaValue): number {
  const h = new PackFormat(checkString(fmt, 1, 'packsize', arguments.length), 'packsize');
  let total = 0;
  while (!h.done) {
    const opt = h.details(total);
    if (opt === K.String || opt === K.Zstr) argError(1, 'packsize', msgVariableLengthFormat());
    const size = h.size + h.ntoalign;
    if (!(total <= MAXSIZE - size)) argError(1, 'packsize', msgFormatResultTooLarge());
    total += size;
  }
  return total;
}

/** unpackint: a `size`-byte integer at data[pos..]. */
function unpackint(data: string, pos: number, islittle: boolean, size: number, issigned: boolean): bigint {
  let res = 0n;
  const limit = size <= SZINT ? size : SZINT;
  for (let i = limit - 1; i >= 0; i--) {
    res = (res << 8n) | BigInt(data.charCodeAt(pos + (islittle ? i : size - 1 - i)));
  }
  if (size < SZINT) {
    if (issigned) res = BigInt.asIntN(size * 8, res);
  } else {
    res = BigInt.asIntN(64, res);
    if (size > SZINT) { // the extra bytes must be a sign extension
      const mask = !issigned || res >= 0n ? 0 : 0xff;
      for (let i = limit; i < size; i++) {
        if (data.charCodeAt(pos + (islittle ? i : size - 1 - i)) !== mask) throw new LuaError(msgIntegerDoesNotFit(size));
      }
    }
  }
  return res;
}

function readFloat(data: string, pos: number, size: 4 | 8, islittle: boolean): number {
  for (let i = 0; i < size; i++) scratch.setUint8(i, data.charCodeAt(pos + i));
  return size === 4 ? scratch.getFloat32(0, islittle) : scratch.getFloat64(0, islittle);
}

/** string.unpack(fmt, s, pos?): the values packed in s from pos, then the position after them. */
export function string_unpack(fmt?: LuaValue, s?: LuaValue, init?: LuaValue): LuaResult {
  const nargs = arguments.length;
  const h = new PackFormat(checkString(fmt, 1, 'unpack', nargs), 'unpack');
  const data = checkString(s, 2, 'unpack', nargs);
  const ld = data.length;
  let pos = posrelatI(optInt(init, 3, 'unpack', 1), ld) - 1;
  if (pos > ld) argError(3, 'unpack', msgInitialPositionOut());
  const out: LuaValue[] = [];
  while (!h.done) {
    const opt = h.details(pos);
    const size = h.size;
    if (h.ntoalign + size > ld - pos) argError(2, 'unpack', msgDataStringTooShort());
    pos += h.ntoalign;
    switch (opt) {
      case K.Int: case K.Uint:
        out.push(mkint(unpackint(data, pos, h.islittle, size, opt === K.Int)));
        break;
      case K.Float:
        out.push(mkfloat(readFloat(data, pos, 4, h.islittle)));
        break;
      case K.Number: case K.Double:
        out.push(mkfloat(readFloat(data, pos, 8, h.islittle)));
        break;
      case K.Char:
        out.push(data.slice(pos, pos + size));
        break;
      case K.String: {
        const len = BigInt.asUintN(64, unpackint(data, pos, h.islittle, size, false));
        if (len > BigInt(ld - pos - size)) argError(2, 'unpack', msgDataStringTooShort());
        out.push(data.slice(pos + size, pos + size + Number(len)));
        pos += Number(len);
        break;
      }
      case K.Zstr: {
        let end = data.indexOf('\0', pos);
        if (end === -1) end = ld;
        if (!(end < ld)) argError(2, 'unpack', msgUnfinishedStringZ());
        out.push(data.slice(pos, end));
        pos = end + 1;
        break;
      }
      default:
        break;
    }
    pos += size;
  }
  out.push(pos + 1);
  return out;
}
