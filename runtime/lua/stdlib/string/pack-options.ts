// Format strings of string.pack/unpack/packsize (lstrlib.c Header, getoption, getdetails).
import { LuaError } from '../../errors.js';
import { argError } from '../args.js';
import { MAXSIZE } from './rep.js';
import {
  msgAlignNotPowerOf2, msgIntegralSizeLimits, msgInvalidFormatOption, msgInvalidNextOptionX, msgMissingSizeC,
} from './messages.js';

// An object rather than a TS enum: an enum compiles to top-level code that bundlers cannot drop.
export const K = { Int: 0, Uint: 1, Float: 2, Number: 3, Double: 4, Char: 5, String: 6, Zstr: 7, Padding: 8, Paddalign: 9, Nop: 10 } as const;
export type K = (typeof K)[keyof typeof K];

const MAXINTSIZE = 16;
const MAXALIGN = 8; // offsetof(struct cD, u) on x86-64
const SZINT = 8; // sizeof(lua_Integer)

/** The parse state of one format string (lstrlib.c Header plus the read position). */
export class PackFormat {
  pos = 0;
  islittle = true; // x86-64 is little endian
  maxalign = 1;
  /** Results of the last `details` call. */
  size = 0;
  ntoalign = 0;
  constructor(readonly fmt: string, readonly fname: string) {}

  get done(): boolean {
    return this.pos >= this.fmt.length;
  }

  private getnum(df: number): number {
    const fmt = this.fmt;
    let c = fmt.charCodeAt(this.pos);
    if (!(c >= 48 && c <= 57)) return df;
    let a = 0;
    do {
      a = a * 10 + (c - 48);
      this.pos++;
      c = fmt.charCodeAt(this.pos);
    } while (c >= 48 && c <= 57 && a <= Math.floor((MAXSIZE - 9) / 10));
    return a;
  }

  private getnumlimit(df: number): number {
    const sz = this.getnum(df);
    if (sz > MAXINTSIZE || sz <= 0) throw new LuaError(msgIntegralSizeLimits(sz, MAXINTSIZE));
    return sz;
  }

  /** getoption: classify the next option; its size goes to `this.size`. */
  private option(): K {
    const opt = this.fmt[this.pos++]!;
    this.size = 0;
    switch (opt) {
      case 'b': this.size = 1; return K.Int;
      case 'B': this.size = 1; return K.Uint;
      case 'h': this.size = 2; return K.Int;
      case 'H': this.size = 2; return K.Uint;
      case 'l': case 'j': this.size = 8; return K.Int;
      case 'L': case 'J': case 'T': this.size = 8; return K.Uint;
      case 'f': this.size = 4; return K.Float;
      case 'n': this.size = 8; return K.Number;
      case 'd': this.size = 8; return K.Double;
      case 'i': this.size = this.getnumlimit(4); return K.Int;
      case 'I': this.size = this.getnumlimit(4); return K.Uint;
      case 's': this.size = this.getnumlimit(8); return K.String;
      case 'c':
        this.size = this.getnum(-1);
        if (this.size === -1) throw new LuaError(msgMissingSizeC());
        return K.Char;
      case 'z': return K.Zstr;
      case 'x': this.size = 1; return K.Padding;
      case 'X': return K.Paddalign;
      case ' ': break;
      case '<': this.islittle = true; break;
      case '>': this.islittle = false; break;
      case '=': this.islittle = true; break;
      case '!': this.maxalign = this.getnumlimit(MAXALIGN); break;
      default: throw new LuaError(msgInvalidFormatOption(opt));
    }
    return K.Nop;
  }

  /** getdetails: the next option, with `size` and the padding `ntoalign` needed at `totalsize`. */
  details(totalsize: number): K {
    const opt = this.option();
    const size = this.size;
    let align = size;
    if (opt === K.Paddalign) { // 'X' takes its alignment from the next option
      if (this.done || this.option() === K.Char || this.size === 0) argError(1, this.fname, msgInvalidNextOptionX());
      align = this.size;
      this.size = size;
    }
    if (align <= 1 || opt === K.Char) this.ntoalign = 0;
    else {
      if (align > this.maxalign) align = this.maxalign;
      if ((align & (align - 1)) !== 0) argError(1, this.fname, msgAlignNotPowerOf2());
      this.ntoalign = (align - (totalsize & (align - 1))) & (align - 1);
    }
    return opt;
  }
}

export { SZINT };
