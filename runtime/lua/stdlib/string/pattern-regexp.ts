// Lua patterns as JS regular expressions, where the two match exactly the same (a speed-up only:
// V8 compiles a RegExp to machine code, while patterns.ts interprets the pattern per byte).
//
// Why a translation can be exact: a lua pattern is a sequence of items, and lstrlib.c `match`
// is a backtracking matcher that tries, at each start position, the alternatives of each item in
// a fixed order: a single class with `*` or `+` takes the most repetitions first, `-` the fewest,
// `?` one before none. A JS RegExp without alternation tries `[set]*`, `[set]+`, `[set]*?` and
// `[set]?` in the same order, so both find the same first match at each start position, with the
// same captures; and a 'g' RegExp's exec from lastIndex tries the positions in the same order as
// lua's search loop. Empty matches and gmatch/gsub's `lastmatch` rule stay with the callers.
//
// Only well-formed patterns whose every item has an exact equivalent are translated: classes and
// sets (as explicit byte sets, so the C-locale classes hold), the four quantifiers, captures and
// position captures, `$` at the end, `%f[set]` (lookarounds). `%b`, back references `%1`-`%9`,
// malformed patterns, unbalanced captures, more than LUA_MAXCAPTURES captures and patterns deep
// enough to reach lua's "pattern too complex" stay with the matcher, which raises lua's errors.
import { MAXCAPTURES } from './patterns.js';
import { itemEnd, itemSet } from './pattern-items.js';

/** A translated pattern. */
export interface RegexPattern {
  /** Flags 'g': exec from lastIndex finds the first start position where lua's match succeeds. */
  readonly search: RegExp;
  /** Flags 'y': a match only at lastIndex (anchored patterns, lua's `^`). */
  readonly sticky: RegExp;
  /** The number of lua captures (groups). */
  readonly ncap: number;
  /** Per group (index 1..ncap): true for a position capture `()`; undefined when there is none. */
  readonly positions: readonly boolean[] | undefined;
  /**
   * The length of every match when each item matches exactly one byte (no quantifier), else -1.
   * Such a pattern is matched by `test`, which builds no result array: the match starts `width`
   * bytes before lastIndex, and its captures lie at fixed offsets from there.
   */
  readonly width: number;
  /** Fixed width only: per capture (0-based), its offset in the match, and its length (-1: a position). */
  readonly capOff: Int32Array;
  readonly capLen: Int32Array;
  /**
   * Fixed width whose items are all single-byte classes (no `%f`, no final `$`): each item's
   * 256-byte membership table, in order. findSets scans for such a pattern without the RegExp
   * (see there); undefined otherwise.
   */
  readonly sets: readonly Uint8Array[] | undefined;
}

// lua's match recurses once per capture bound and per quantified item, and raises "pattern too
// complex" at a depth of 200 (MAXCCALLS): below this many such items it never can.
const MAX_RECURSING_ITEMS = 150;

/**
 * Translations by pattern, one cache per reading of a leading '^' (index `from`): as a literal
 * (gmatch, from 0) and as an anchor (from 1). Two maps rather than a marked key: building a key
 * per call cost a string concatenation and its hashing on every anchored match.
 */
const caches = [new Map<string, RegexPattern | null>(), new Map<string, RegexPattern | null>()] as const;
const CACHE_MAX = 256;

/**
 * The last pattern looked up per reading, and its translation (null: none): a loop calling find,
 * match or gsub with one pattern compares that string (a pointer compare for the literals of a
 * program) instead of hashing it into the map on every call.
 */
const lastPat: [string | undefined, string | undefined] = [undefined, undefined];
const lastRp: [RegexPattern | null, RegexPattern | null] = [null, null];

/**
 * The RegExp of pattern `pat` read from `from` (1 after an anchoring `^`, which the caller
 * handles; gmatch reads a leading `^` as a literal), or undefined when it has no exact equivalent.
 */
export function regexPattern(pat: string, from: 0 | 1): RegexPattern | undefined {
  if (pat === lastPat[from]) return lastRp[from] ?? undefined;
  const cache = caches[from];
  let r = cache.get(pat);
  if (r === undefined) {
    r = translate(pat, from);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(pat, r);
  }
  lastPat[from] = pat;
  lastRp[from] = r;
  return r ?? undefined;
}

/** Stops using the RegExp of a pattern (its exec threw, e.g. V8's backtracking stack overflowed). */
export function dropRegexPattern(pat: string, from: 0 | 1): void {
  caches[from].set(pat, null);
  if (lastPat[from] === pat) lastRp[from] = null;
}

function translate(pat: string, from: number): RegexPattern | null {
  const end = pat.length;
  let src = '';
  let ncap = 0, open = 0, recursing = 0;
  let positions: boolean[] | undefined;
  // fixed width: bytes matched so far (-1 once an item has a quantifier), and the open captures
  let width = 0;
  const capOff = new Int32Array(MAXCAPTURES), capLen = new Int32Array(MAXCAPTURES);
  const opened: number[] = [];
  // the items' sets while every item so far is a single-byte class (undefined after %f or $)
  let sets: Uint8Array[] | undefined = [];
  let p = from;
  while (p < end) {
    const c = pat.charCodeAt(p);
    if (c === 40) { // '('
      if (++ncap > MAXCAPTURES) return null;
      recursing++;
      capOff[ncap - 1] = width;
      if (pat.charCodeAt(p + 1) === 41) { // '()' position capture
        (positions ??= [])[ncap] = true;
        capLen[ncap - 1] = -1;
        src += '()';
        p += 2;
        continue;
      }
      opened.push(ncap - 1);
      open++;
      src += '(';
      p++;
      continue;
    }
    if (c === 41) { // ')'
      if (open === 0) return null; // "invalid pattern capture"
      open--;
      const l = opened.pop()!;
      capLen[l] = width - capOff[l]!;
      recursing++;
      src += ')';
      p++;
      continue;
    }
    if (c === 36 && p + 1 === end) { // '$' at the end
      sets = undefined;
      src += '$';
      p++;
      continue;
    }
    if (c === 37) { // '%'
      const n = pat.charCodeAt(p + 1);
      if (n === 98 || (n >= 48 && n <= 57)) return null; // %b, back references
      if (n === 102) { // %f[set]
        p += 2;
        if (pat.charCodeAt(p) !== 91) return null;
        const ep = itemEnd(pat, p);
        if (ep < 0) return null;
        const set = itemSet(pat, p, ep);
        sets = undefined;
        src += frontier(set, nextTakesFrom(pat, ep, set));
        p = ep;
        continue;
      }
    }
    const ep = itemEnd(pat, p);
    if (ep < 0) return null;
    const set = itemSet(pat, p, ep);
    src += byteClass(set);
    sets?.push(set);
    p = ep;
    const q = pat.charCodeAt(p);
    if (q === 42 || q === 43 || q === 45 || q === 63) { // '*' '+' '-' '?'
      src += q === 45 ? '*?' : String.fromCharCode(q);
      recursing++;
      width = -1;
      p++;
    } else if (width !== -1) width++;
  }
  if (open !== 0 || recursing >= MAX_RECURSING_ITEMS) return null; // "unfinished capture", depth
  // position captures of a variable-width pattern need the match indices of each group
  const flags = positions === undefined || width !== -1 ? '' : 'd';
  return {
    search: new RegExp(src, 'g' + flags), sticky: new RegExp(src, 'y' + flags), ncap, positions,
    width, capOff: capOff.slice(0, ncap), capLen: capLen.slice(0, ncap), sets: width === -1 ? undefined : sets,
  };
}

/**
 * %f[set]: the byte before (NUL at the start) is not in the set and the byte at the position
 * (NUL at the end) is. When the next item must take a byte of the set there (`ahead`), the
 * lookahead says nothing more and is left out: V8 scans for a pattern that starts with a
 * lookbehind and a class several times faster than for one with a lookahead between them.
 */
function frontier(set: Uint8Array, ahead: boolean): string {
  const complement = new Uint8Array(256);
  for (let b = 0; b < 256; b++) complement[b] = set[b] === 1 ? 0 : 1;
  const before = set[0] === 1 ? `(?<=${byteClass(complement)})` : `(?<!${byteClass(set)})`;
  if (ahead) return before;
  const at = set[0] === 1 ? `(?=${byteClass(set)}|$)` : `(?=${byteClass(set)})`;
  return before + at;
}

/**
 * True when the item at q (past captures that open there, which take no byte) must take one
 * byte, and every byte it can take is in `set`: a single class with no quantifier or with `+`.
 */
function nextTakesFrom(pat: string, q: number, set: Uint8Array): boolean {
  const end = pat.length;
  while (pat.charCodeAt(q) === 40) q += pat.charCodeAt(q + 1) === 41 ? 2 : 1; // '(' and '()'
  if (q >= end) return false;
  const c = pat.charCodeAt(q);
  if (c === 41 || (c === 36 && q + 1 === end)) return false; // ')' or the final '$'
  if (c === 37) { // '%b', '%f' and back references are no single class
    const n = pat.charCodeAt(q + 1);
    if (n === 98 || n === 102 || (n >= 48 && n <= 57)) return false;
  }
  const ep = itemEnd(pat, q);
  if (ep < 0) return false;
  const quant = pat.charCodeAt(ep);
  if (quant === 42 || quant === 63 || quant === 45) return false; // '*' '?' '-' may take none
  const item = itemSet(pat, q, ep);
  for (let b = 0; b < 256; b++) if (item[b] === 1 && set[b] !== 1) return false;
  return true;
}

/** A RegExp class holding exactly the bytes of the set (as \xHH ranges). */
function byteClass(set: Uint8Array): string {
  let out = '[';
  for (let b = 0; b < 256; b++) {
    if (set[b] !== 1) continue;
    let e = b;
    while (e < 255 && set[e + 1] === 1) e++;
    out += hex(b);
    if (e > b) out += (e > b + 1 ? '-' : '') + hex(e);
    b = e;
  }
  return out + ']';
}

function hex(b: number): string {
  return '\\x' + (b < 16 ? '0' : '') + b.toString(16);
}

// Reading a match. The loops of find.ts and gsub.ts run the RegExp themselves (re.test for a
// fixed width, whose match starts `width` bytes before lastIndex; re.exec otherwise) and read its
// captures with these: one call per match or capture rather than a chain of helpers, which is what
// the first thousands of matches pay while V8 still runs the loops unoptimized.

/**
 * The first start position at or after `from` where every byte of src matches its item's set
 * (rp.sets), or -1: what the pattern's 'g' RegExp's `test` finds from lastIndex `from`, without
 * the call into the RegExp builtin, which costs several times the match itself when matches are
 * dense (`%a%a` on text). Such a match is lua's too: with one byte per item and no quantifier,
 * lua's match at a position succeeds exactly when each byte is in its item's set.
 */
export function findSets(sets: readonly Uint8Array[], src: string, from: number): number {
  const w = sets.length, last = src.length - w;
  if (w === 0) return from <= last ? from : -1;
  const first = sets[0]!;
  for (let s = from; s <= last; s++) {
    if (first[src.charCodeAt(s)] === 0) continue;
    let k = 1;
    while (k < w && sets[k]![src.charCodeAt(s + k)] === 1) k++;
    if (k === w) return s;
  }
  return -1;
}

/** Lua capture i (0-based) of the fixed-width match at `start` in src: its text, or its position (1-based). */
export function fixedCapture(rp: RegexPattern, src: string, start: number, i: number): string | number {
  const off = start + rp.capOff[i]!, len = rp.capLen[i]!;
  return len === -1 ? off + 1 : len === 2 ? pairAt(src, off) : src.slice(off, off + len);
}

/** The whole text of the fixed-width match at `start` in src. */
export function fixedText(rp: RegexPattern, src: string, start: number): string {
  return rp.width === 2 ? pairAt(src, start) : src.slice(start, start + rp.width);
}

/** push_captures of the fixed-width match at `start`: every capture, or the whole match; one value or a list. */
export function fixedCaptures(rp: RegexPattern, src: string, start: number): string | number | (string | number)[] {
  const n = rp.ncap;
  if (n === 0) return fixedText(rp, src, start);
  if (n === 1) return fixedCapture(rp, src, start, 0);
  const out = new Array<string | number>(n);
  for (let i = 0; i < n; i++) out[i] = fixedCapture(rp, src, start, i);
  return out;
}

/** Lua capture i (0-based) of exec result r: its text, or its position (1-based) for a position capture. */
export function execCapture(rp: RegexPattern, r: RegExpExecArray, i: number): string | number {
  if (rp.positions !== undefined && rp.positions[i + 1] === true) return r.indices![i + 1]![0] + 1;
  return r[i + 1]!;
}

/** push_captures of exec result r: every capture, or the whole match; one value or a list. */
export function execCaptures(rp: RegexPattern, r: RegExpExecArray): string | number | (string | number)[] {
  const n = rp.ncap;
  if (n === 0) return r[0];
  if (rp.positions === undefined) {
    if (n === 1) return r[1]!;
    if (n === 2) return [r[1]!, r[2]!];
  } else if (n === 1) return execCapture(rp, r, 0);
  const out = new Array<string | number>(n);
  for (let i = 0; i < n; i++) out[i] = execCapture(rp, r, i);
  return out;
}

/**
 * Two-byte strings by their bytes, made once: a fixed-width match or capture of two bytes (`%a%a`)
 * is often a table key (gsub with a table or a callback indexing one). A fresh two-byte string
 * needs a string-table lookup each time it is used as a key; the kept one is internalized after
 * its first use, and the match allocates nothing. (One-byte strings are V8's own cached ones.)
 */
let pairs: (string | undefined)[] | undefined;

function pairAt(src: string, i: number): string {
  const code = (src.charCodeAt(i) << 8) | src.charCodeAt(i + 1);
  const table = (pairs ??= new Array<string | undefined>(65536));
  let p = table[code];
  if (p === undefined) table[code] = p = src.slice(i, i + 2);
  return p;
}
