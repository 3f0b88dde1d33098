// string.gsub (lstrlib.c str_gsub, add_s, add_value). A replacement function may be async: then
// gsub returns a Promise, switching over at the first Promise so the synchronous path pays nothing.
import type { LuaFunction, LuaResult, LuaValue } from '../../values.js';
import { LuaTable } from '../../tables.js';
import { LuaError } from '../../errors.js';
import { isNumber, tostringNumber } from '../../numbers.js';
import { typeName } from '../../metatables.js';
import { index } from '../../indexing.js';
import { one } from '../../calls.js';
import { checkString, optInt, typeError } from '../args.js';
import { getCapture, getCaptures, match, prepState, reprepState, type MatchState } from './patterns.js';
import { startFilter } from './pattern-filter.js';
import {
  dropRegexPattern, execCapture, execCaptures, findSets, fixedCapture, fixedCaptures, fixedText, regexPattern, type RegexPattern,
} from './pattern-regexp.js';
import { compileReplacement, type Replacement } from './gsub-replacement.js';
import { msgInvalidCaptureIndex, msgInvalidReplacementEscape, msgInvalidReplacementValue, msgReplacementExpected } from './messages.js';

/** The progress of one gsub call (kept in an object only while a callback is pending). */
interface GsubState {
  src: string;
  pat: string;
  pStart: 0 | 1;
  /** The pattern's RegExp translation, while it has one (pattern-regexp.ts). */
  rp: RegexPattern | undefined;
  anchor: boolean;
  max: number;
  repl: LuaFunction | LuaTable | Replacement;
  n: number;
  s: number;
  lastmatch: number;
  copyFrom: number;
  /** Set when the RegExp gave up (see matchFrom): the matcher goes on from `s`. */
  gaveUp: boolean;
  /** The output so far: flat chunks (see append). */
  out: string;
  /** The pieces appended since the last flattened chunk, and their count. */
  buf: string;
  pieces: number;
  changed: boolean;
  /** The match a pending callback result belongs to. */
  pendingStart: number;
  pendingEnd: number;
}

/** string.gsub(s, pattern, repl, n?): s with (up to n) matches replaced, and the number of matches. */
export function string_gsub(s?: LuaValue, pattern?: LuaValue, repl?: LuaValue, n?: LuaValue): LuaResult | Promise<LuaResult> {
  const nargs = arguments.length;
  const src = checkString(s, 1, 'gsub', nargs);
  const pat = checkString(pattern, 2, 'gsub', nargs);
  const max = optInt(n, 4, 'gsub', src.length + 1);
  let r: LuaFunction | LuaTable | Replacement;
  if (typeof repl === 'string') r = compileReplacement(repl);
  else if (typeof repl === 'function' || repl instanceof LuaTable) r = repl;
  else if (isNumber(repl)) r = compileReplacement(tostringNumber(repl));
  else return typeError(3, 'gsub', msgReplacementExpected(), repl, nargs < 3);
  const anchor = pat.charCodeAt(0) === 94; // '^'
  const pStart = anchor ? 1 : 0;
  const st: GsubState = {
    src, pat, pStart, rp: regexPattern(pat, pStart), anchor, max, repl: r,
    n: 0, s: 0, lastmatch: -1, copyFrom: 0, gaveUp: false, out: '', buf: '', pieces: 0, changed: false, pendingStart: 0, pendingEnd: 0,
  };
  const res = run(st);
  return res instanceof Promise ? finishAsync(st, res) : res;
}

/** Runs the gsub loop until it ends (the results) or a callback returns a Promise (that Promise). */
function run(st: GsubState): LuaResult | Promise<LuaResult> {
  let res: boolean | Promise<LuaResult> = false;
  if (st.rp !== undefined) {
    res = regexLoop(st, st.rp);
    if (st.gaveUp) {
      st.gaveUp = false;
      res = false;
      dropRegexPattern(st.pat, st.pStart); // the matcher goes on from st.s
      st.rp = undefined;
    }
  }
  if (res === false) res = matcherLoop(st);
  return res === true ? finish(st) : res;
}

// The loops return true when gsub is done (the RegExp loops also when the RegExp gave up, with
// st.gaveUp set) or a Promise when a callback suspended. They leave their loop with `return <constant>`:
// V8 compiles a long-running loop on the fly (OSR) before its exit ever ran, and a call or a
// property access there, with no type feedback yet, would deoptimize that code on every later gsub.

/** The matcher loop (patterns.ts). */
function matcherLoop(st: GsubState): true | Promise<LuaResult> {
  const { src, pat, pStart, anchor, max, repl } = st;
  let m = prepState(src, pat);
  const filter = anchor ? undefined : startFilter(pat);
  while (st.n < max) {
    if (filter !== undefined) { // skipped bytes stay in the pending source text
      let s = st.s;
      while (s < m.srcEnd && filter[src.charCodeAt(s)] === 0) s++;
      st.s = s;
    }
    reprepState(m);
    const e = match(m, st.s, pStart);
    if (e !== -1 && e !== st.lastmatch) {
      st.n++;
      const s = st.s;
      if (Array.isArray(repl)) { // string replacement (add_s)
        append(st, src.slice(st.copyFrom, s), expand(m, repl, s, e));
        st.copyFrom = e;
        st.changed = true;
      } else {
        let v: LuaResult | Promise<LuaResult>;
        if (typeof repl === 'function') {
          const caps = getCaptures(m, s, e);
          v = Array.isArray(caps) ? repl(...caps) : repl(caps);
        } else v = index(repl, getCapture(m, 0, s, e));
        const pending = takeValue(st, v, s, e);
        if (pending !== undefined) return pending;
        m = prepState(src, pat); // the callback may have run other matches
        if (anchor) return true;
        continue;
      }
      st.s = st.lastmatch = e;
    } else if (st.s < m.srcEnd) st.s++;
    else return true;
    if (anchor) return true;
  }
  return true;
}

function finish(st: GsubState): LuaResult {
  return st.changed ? [st.out + st.buf + st.src.slice(st.copyFrom), st.n] : [st.src, st.n];
}

/** Pieces per flattened chunk of the output. */
const CHUNK_PIECES = 256;

/**
 * Appends the source text before a match and its replacement. `+=` makes V8 link the pieces (a
 * rope) and copy them only when the result is read; but a rope of thousands of pieces stays alive
 * while gsub runs, so every scavenge copies it again, which was most of gsub's cost. Reading a
 * chunk's first byte every CHUNK_PIECES pieces makes V8 flatten it into one string, and its pieces
 * then die young.
 */
function append(st: GsubState, before: string, text: string): void {
  st.buf += before;
  st.buf += text;
  if (++st.pieces === CHUNK_PIECES) {
    st.buf.charCodeAt(0); // flattens the chunk (the result is not needed)
    st.out += st.buf;
    st.buf = '';
    st.pieces = 0;
  }
}

/**
 * The loop with the pattern's RegExp (st.gaveUp set when the RegExp gave up): one loop per
 * kind of replacement, so that V8's optimized code of each has seen all of its paths. One loop
 * for all three deoptimized and was compiled again whenever a program's gsubs changed kind.
 */
function regexLoop(st: GsubState, rp: RegexPattern): boolean | Promise<LuaResult> {
  const repl = st.repl;
  if (Array.isArray(repl)) return regexLoopString(st, rp, repl);
  if (typeof repl === 'function') return regexLoopCall(st, rp, repl);
  return regexLoopIndex(st, rp, repl);
}

// Each RegExp loop runs the RegExp itself: findSets for a fixed width of single-byte classes (not
// anchored), re.test for another fixed-width pattern (the match starts `width` bytes before
// lastIndex), re.exec otherwise; an empty match where the last one ended is
// skipped (lua then tries the next position). The match's captures are read before any Lua code
// runs (a callback may run other matches with the same RegExp). Few calls per match: V8 runs the
// first thousands of matches unoptimized, where each call costs (so the three loops repeat the match
// step: one shared helper for it, called once per match, cost patterns.lua 3,375 -> 3,516 M
// instructions under valgrind).
//
// The loop's progress lives in locals, written back to the GsubState after every CHUNK_PIECES
// matches or appended pieces (where a full chunk is flattened), when the loop ends and before a
// callback's Promise is returned: unoptimized code pays an inline-cache call for each property
// access, and the state's eight fields were read or written ~12 times per match. The write-back
// runs after the first CHUNK_PIECES matches even when nothing was appended (a table that holds
// none of the keys), long before V8 compiles the loop on the fly (OSR), so that code has seen its
// stores and compares; the loops still end with `return <constant>` (see above).

/**
 * The RegExp loop of each kind of replacement: a chunk function runs up to CHUNK_PIECES matches
 * (or appended pieces), keeping the progress in the GsubState between calls. A gsub over a long
 * subject calls its chunk function many times, so V8 optimizes it as a function; a loop over all
 * matches in one call was compiled twice, on the fly (OSR) and again as a function.
 */
function regexLoopString(st: GsubState, rp: RegexPattern, repl: Replacement): boolean {
  while (regexChunkString(st, rp, repl));
  return true;
}

function regexLoopCall(st: GsubState, rp: RegexPattern, repl: LuaFunction): boolean | Promise<LuaResult> {
  for (;;) {
    const more = regexChunkCall(st, rp, repl);
    if (more !== true) return more === false ? true : more;
  }
}

function regexLoopIndex(st: GsubState, rp: RegexPattern, repl: LuaTable): boolean | Promise<LuaResult> {
  // A table without a metatable is read raw, and no Lua code runs in this loop, so the value of a
  // key cannot change while it runs: when every key is one byte (at offset keyOffset in the
  // match), each byte value is looked up once. A keyed load with ever new key strings is a
  // megamorphic lookup in V8 (~140 instructions) and the key a fresh substring.
  const byByte = repl.metatable !== undefined || keyOffset(rp) === -1
    ? undefined : new Array<LuaValue | null>(256).fill(null); // null: not looked up yet
  for (;;) {
    const more = regexChunkIndex(st, rp, repl, byByte);
    if (more !== true) return more === false ? true : more;
  }
}

/** Where a one-byte table key lies in each match (the whole match, or the first capture), or -1. */
function keyOffset(rp: RegexPattern): number {
  if (rp.width === -1) return -1;
  if (rp.ncap === 0) return rp.width === 1 ? 0 : -1;
  return rp.capLen[0] === 1 ? rp.capOff[0]! : -1;
}

/** gsub with a replacement string (add_s). */
function regexChunkString(st: GsubState, rp: RegexPattern, repl: Replacement): boolean {
  const { src, anchor, max } = st;
  const re = anchor ? rp.sticky : rp.search, sets = anchor ? undefined : rp.sets;
  const width = rp.width, len = src.length;
  // a replacement without escapes is the same text for every match
  const same = repl.length === 1 && typeof repl[0] === 'string' ? repl[0] : undefined;
  let n = st.n, at = st.s, lastmatch = st.lastmatch, copyFrom = st.copyFrom, buf = st.buf, pieces = st.pieces;
  const n0 = n;
  let more = true;
  for (let steps = 0; steps < CHUNK_PIECES && pieces < CHUNK_PIECES; steps++) {
    if (n >= max) {
      more = false;
      break;
    }
    re.lastIndex = at;
    let s = 0, e = 0, r: RegExpExecArray | null = null;
    try {
      if (sets !== undefined) {
        s = findSets(sets, src, at);
        if (s === -1) {
          more = false;
          break;
        }
        e = s + width;
      } else if (width !== -1) {
        if (!re.test(src)) {
          more = false;
          break;
        }
        e = re.lastIndex;
        s = e - width;
      } else {
        r = re.exec(src);
        if (r === null) {
          more = false;
          break;
        }
        s = r.index;
        e = s + r[0].length;
      }
    } catch {
      st.gaveUp = true;
      more = false;
      break;
    }
    if (e === lastmatch) {
      if (s >= len) {
        more = false;
        break;
      }
      at = s + 1;
      continue;
    }
    n++;
    const text = same !== undefined ? same : r === null ? expandFixed(rp, src, s, repl) : expandExec(rp, r, repl);
    buf += src.slice(copyFrom, s);
    buf += text;
    pieces++;
    copyFrom = at = lastmatch = e;
    if (anchor) {
      more = false;
      break;
    }
  }
  endChunk(st, n, at, lastmatch, copyFrom, buf, pieces, n !== n0);
  return more;
}

/** gsub with a replacement function, called with the captures. */
function regexChunkCall(st: GsubState, rp: RegexPattern, repl: LuaFunction): boolean | Promise<LuaResult> {
  const { src, anchor, max } = st;
  const re = anchor ? rp.sticky : rp.search, sets = anchor ? undefined : rp.sets;
  const width = rp.width, len = src.length;
  let n = st.n, at = st.s, lastmatch = st.lastmatch, copyFrom = st.copyFrom, buf = st.buf, pieces = st.pieces;
  let changed = false;
  let more = true;
  for (let steps = 0; steps < CHUNK_PIECES && pieces < CHUNK_PIECES; steps++) {
    if (n >= max) {
      more = false;
      break;
    }
    re.lastIndex = at;
    let s = 0, e = 0, r: RegExpExecArray | null = null;
    try {
      if (sets !== undefined) {
        s = findSets(sets, src, at);
        if (s === -1) {
          more = false;
          break;
        }
        e = s + width;
      } else if (width !== -1) {
        if (!re.test(src)) {
          more = false;
          break;
        }
        e = re.lastIndex;
        s = e - width;
      } else {
        r = re.exec(src);
        if (r === null) {
          more = false;
          break;
        }
        s = r.index;
        e = s + r[0].length;
      }
    } catch {
      st.gaveUp = true;
      more = false;
      break;
    }
    if (e === lastmatch) {
      if (s >= len) {
        more = false;
        break;
      }
      at = s + 1;
      continue;
    }
    n++;
    const caps = r === null ? fixedCaptures(rp, src, s) : execCaptures(rp, r);
    const v = Array.isArray(caps) ? repl(...caps) : repl(caps);
    at = lastmatch = e;
    if (v instanceof Promise) { // the state as takeValue leaves it, then the Promise
      saveLocals(st, n, at, lastmatch, copyFrom, buf, pieces, changed);
      st.pendingStart = s;
      st.pendingEnd = e;
      return v;
    }
    const text = replacementText(Array.isArray(v) ? v[0] : v);
    if (text !== undefined) {
      buf += src.slice(copyFrom, s);
      buf += text;
      pieces++;
      copyFrom = e;
      changed = true;
    }
    if (anchor) {
      more = false;
      break;
    }
  }
  endChunk(st, n, at, lastmatch, copyFrom, buf, pieces, changed);
  return more;
}

/** gsub with a replacement table, indexed by the first capture. */
function regexChunkIndex(st: GsubState, rp: RegexPattern, repl: LuaTable, byByte: (LuaValue | null)[] | undefined): boolean | Promise<LuaResult> {
  const { src, anchor, max } = st;
  const re = anchor ? rp.sticky : rp.search, sets = anchor ? undefined : rp.sets;
  const width = rp.width, len = src.length, whole = rp.ncap === 0;
  const keyAt = byByte === undefined ? -1 : keyOffset(rp);
  let n = st.n, at = st.s, lastmatch = st.lastmatch, copyFrom = st.copyFrom, buf = st.buf, pieces = st.pieces;
  let changed = false;
  let more = true;
  for (let steps = 0; steps < CHUNK_PIECES && pieces < CHUNK_PIECES; steps++) {
    if (n >= max) {
      more = false;
      break;
    }
    re.lastIndex = at;
    let s = 0, e = 0, r: RegExpExecArray | null = null;
    try {
      if (sets !== undefined) {
        s = findSets(sets, src, at);
        if (s === -1) {
          more = false;
          break;
        }
        e = s + width;
      } else if (width !== -1) {
        if (!re.test(src)) {
          more = false;
          break;
        }
        e = re.lastIndex;
        s = e - width;
      } else {
        r = re.exec(src);
        if (r === null) {
          more = false;
          break;
        }
        s = r.index;
        e = s + r[0].length;
      }
    } catch {
      st.gaveUp = true;
      more = false;
      break;
    }
    if (e === lastmatch) {
      if (s >= len) {
        more = false;
        break;
      }
      at = s + 1;
      continue;
    }
    n++;
    let v: LuaValue | Promise<LuaResult>;
    if (byByte !== undefined) {
      const c = src.charCodeAt(s + keyAt);
      const known = byByte[c]!;
      v = known !== null ? known : (byByte[c] = repl.get(src.slice(s + keyAt, s + keyAt + 1)));
    } else {
      const key = r === null
        ? whole ? fixedText(rp, src, s) : fixedCapture(rp, src, s, 0)
        : whole ? r[0] : execCapture(rp, r, 0);
      // an __index function may suspend (index then gives its Promise)
      v = index(repl, key);
    }
    at = lastmatch = e;
    if (v instanceof Promise) { // the state as takeValue leaves it, then the Promise
      saveLocals(st, n, at, lastmatch, copyFrom, buf, pieces, changed);
      st.pendingStart = s;
      st.pendingEnd = e;
      return v as Promise<LuaResult>;
    }
    const text = replacementText(v);
    if (text !== undefined) {
      buf += src.slice(copyFrom, s);
      buf += text;
      pieces++;
      copyFrom = e;
      changed = true;
    }
    if (anchor) {
      more = false;
      break;
    }
  }
  endChunk(st, n, at, lastmatch, copyFrom, buf, pieces, changed);
  return more;
}

/**
 * Ends one chunk of a regexChunk* loop: flushes a full buffer (see append), then stores the loop's
 * locals back into st. The loops keep their state in locals, which V8 holds in registers.
 */
function endChunk(st: GsubState, n: number, at: number, lastmatch: number, copyFrom: number, buf: string, pieces: number, changed: boolean): void {
  if (pieces === CHUNK_PIECES) {
    buf.charCodeAt(0); // flattens the chunk (see append)
    st.out += buf;
    buf = '';
    pieces = 0;
  }
  saveLocals(st, n, at, lastmatch, copyFrom, buf, pieces, changed);
}

/** Stores a regexChunk* loop's locals into st (at a chunk's end, or when a callback suspends). */
function saveLocals(st: GsubState, n: number, at: number, lastmatch: number, copyFrom: number, buf: string, pieces: number, changed: boolean): void {
  st.n = n;
  st.s = at;
  st.lastmatch = lastmatch;
  st.copyFrom = copyFrom;
  st.buf = buf;
  st.pieces = pieces;
  if (changed) st.changed = true;
}

/** add_value's text for a callback's or table's value: undefined (nil, false) keeps the match. */
function replacementText(v: LuaValue): string | undefined {
  if (v === undefined || v === false) return undefined;
  if (typeof v === 'string') return v;
  if (isNumber(v)) return tostringNumber(v);
  throw new LuaError(msgInvalidReplacementValue(typeName(v)));
}

/** add_s for the fixed-width match at s (in src). */
function expandFixed(rp: RegexPattern, src: string, s: number, parts: Replacement): string {
  let out = '';
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (typeof part === 'string') out += part;
    else if (part === 0) out += fixedText(rp, src, s);
    else if (part > 0) {
      const i = part - 1;
      let c: string | number;
      if (i < rp.ncap) c = fixedCapture(rp, src, s, i);
      else if (i === 0) c = fixedText(rp, src, s);
      else throw new LuaError(msgInvalidCaptureIndex(i + 1));
      out += typeof c === 'number' ? String(c) : c;
    } else throw new LuaError(msgInvalidReplacementEscape());
  }
  return out;
}

/** add_s for exec result r. */
function expandExec(rp: RegexPattern, r: RegExpExecArray, parts: Replacement): string {
  let out = '';
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (typeof part === 'string') out += part;
    else if (part === 0) out += r[0];
    else if (part > 0) {
      const i = part - 1;
      let c: string | number;
      if (i < rp.ncap) c = rp.positions === undefined ? r[part]! : execCapture(rp, r, i);
      else if (i === 0) c = r[0];
      else throw new LuaError(msgInvalidCaptureIndex(i + 1));
      out += typeof c === 'number' ? String(c) : c;
    } else throw new LuaError(msgInvalidReplacementEscape());
  }
  return out;
}

async function finishAsync(st: GsubState, pending: Promise<LuaResult>): Promise<LuaResult> {
  for (;;) {
    addValue(st, one(await pending), st.pendingStart, st.pendingEnd);
    if (st.anchor) return finish(st);
    const res = run(st);
    if (!(res instanceof Promise)) return res;
    pending = res;
  }
}

/**
 * A callback's or table's value for the match s..e, in either loop: added to the output, or, when a
 * callback suspended, its Promise (the match is kept in pendingStart/End until it settles).
 */
function takeValue(st: GsubState, v: LuaResult | Promise<LuaResult>, s: number, e: number): Promise<LuaResult> | undefined {
  st.s = st.lastmatch = e;
  if (v instanceof Promise) {
    st.pendingStart = s;
    st.pendingEnd = e;
    return v;
  }
  addValue(st, one(v), s, e);
  return undefined;
}

/** add_value after a call or index: nil/false keep the match, strings and numbers replace it. */
function addValue(st: GsubState, v: LuaValue, s: number, e: number): void {
  const text = replacementText(v);
  if (text === undefined) return; // the match stays in the pending source text
  append(st, st.src.slice(st.copyFrom, s), text);
  st.copyFrom = e;
  st.changed = true;
}

/** add_s: the replacement string with %0-%9 expanded for the match s..e. */
function expand(m: MatchState, r: Replacement, s: number, e: number): string {
  if (r.length === 1 && typeof r[0] === 'string') return r[0];
  let out = '';
  for (let k = 0; k < r.length; k++) {
    const part = r[k]!;
    if (typeof part === 'string') out += part;
    else if (part === 0) out += m.src.slice(s, e);
    else if (part > 0) {
      const c = getCapture(m, part - 1, s, e);
      out += typeof c === 'number' ? String(c) : c;
    } else throw new LuaError(msgInvalidReplacementEscape());
  }
  return out;
}
