// Character classes of lua patterns in the C locale (ctype.h): bytes >= 0x80 belong to no class.

const ALPHA = 1, CNTRL = 2, DIGIT = 4, GRAPH = 8, LOWER = 16, PUNCT = 32, SPACE = 64, UPPER = 128, XDIGIT = 256;

/** ctype bits of each byte (built by a pure call so that a bundle without patterns drops it). */
const CTYPE = /*#__PURE__*/ ctypeTable();

function ctypeTable(): Uint16Array {
  const t = new Uint16Array(256);
  for (let c = 0; c < 128; c++) {
    let bits = 0;
    if (c < 32 || c === 127) bits |= CNTRL;
    if (c > 32 && c < 127) bits |= GRAPH;
    if (c >= 48 && c <= 57) bits |= DIGIT | XDIGIT;
    if (c >= 97 && c <= 122) bits |= LOWER | ALPHA;
    if (c >= 65 && c <= 90) bits |= UPPER | ALPHA;
    if ((c >= 65 && c <= 70) || (c >= 97 && c <= 102)) bits |= XDIGIT;
    if (c === 32 || (c >= 9 && c <= 13)) bits |= SPACE;
    if ((bits & GRAPH) !== 0 && (bits & (ALPHA | DIGIT)) === 0) bits |= PUNCT;
    t[c] = bits;
  }
  return t;
}

/** Class letter (lower case) -> ctype mask; 0 for letters that are not classes. */
const CLASS_MASK = /*#__PURE__*/ classMasks();

function classMasks(): Uint16Array {
  const m = new Uint16Array(128);
  m[97] = ALPHA; // a
  m[99] = CNTRL; // c
  m[100] = DIGIT; // d
  m[103] = GRAPH; // g
  m[108] = LOWER; // l
  m[112] = PUNCT; // p
  m[115] = SPACE; // s
  m[117] = UPPER; // u
  m[119] = ALPHA | DIGIT; // w
  m[120] = XDIGIT; // x
  return m;
}

/** lstrlib.c match_class: does byte c belong to the class `%cl`? (%z is lua 5.4's deprecated NUL class.) */
export function matchClass(c: number, cl: number): boolean {
  const lower = cl >= 65 && cl <= 90 ? cl + 32 : cl;
  let res: boolean;
  if (lower < 128 && CLASS_MASK[lower] !== 0) res = (CTYPE[c]! & CLASS_MASK[lower]!) !== 0;
  else if (lower === 122) res = c === 0; // 'z'
  else return cl === c;
  return cl === lower ? res : !res;
}

/** isdigit */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** iscntrl */
export function isCntrl(c: number): boolean {
  return c < 32 || c === 127;
}
