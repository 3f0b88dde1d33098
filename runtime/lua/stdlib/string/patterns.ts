// The lua 5.4 pattern matcher, a faithful port of lstrlib.c `match` and its helpers.
// One MatchState is shared: every user prepares it right before matching and never keeps it
// across a callback (gsub replacement functions and __index may run other matches).
import { LuaError } from '../../errors.js';
import { isDigit } from './pattern-classes.js';
import { itemSet } from './pattern-items.js';
import {
  msgEndsWithPercent, msgInvalidCaptureIndex, msgInvalidPatternCapture, msgMissingBalanceArgs, msgMissingBracket,
  msgMissingFrontierBracket, msgPatternTooComplex, msgTooManyCaptures, msgUnfinishedCapture,
} from './messages.js';

export const MAXCAPTURES = 32; // LUA_MAXCAPTURES
const MAXCCALLS = 200; // lstrlib.c maximum recursion depth for 'match'
export const CAP_UNFINISHED = -1;
export const CAP_POSITION = -2;
const L_ESC = 37; // '%'

/** lstrlib.c MatchState; positions are indices into `src` and `pat`. */
export class MatchState {
  src = '';
  srcEnd = 0;
  pat = '';
  pEnd = 0;
  matchdepth = MAXCCALLS;
  level = 0;
  readonly capInit = new Int32Array(MAXCAPTURES);
  readonly capLen = new Int32Array(MAXCAPTURES);
  /** The pattern's item cache (see ItemCache). */
  items: ItemCache = emptyItems;
}

/**
 * Per pattern, filled as `match` meets each single-character item: its class end (classend + 1,
 * 0 = not seen yet) and its 256-byte membership table. Saves re-parsing `[...]` and `%a` per byte.
 */
interface ItemCache {
  ends: Int32Array;
  sets: (Uint8Array | undefined)[];
}
const emptyItems: ItemCache = { ends: new Int32Array(0), sets: [] };
const itemCaches = new Map<string, ItemCache>();
const ITEM_CACHE_MAX = 512;

function itemsOf(pat: string): ItemCache {
  let c = itemCaches.get(pat);
  if (c === undefined) {
    if (itemCaches.size >= ITEM_CACHE_MAX) itemCaches.clear();
    c = { ends: new Int32Array(pat.length + 1), sets: new Array(pat.length + 1) };
    itemCaches.set(pat, c);
  }
  return c;
}

/** classEnd through the cache; also makes sure the item's membership table exists. */
function itemEnd(m: MatchState, p: number): number {
  const cached = m.items.ends[p]!;
  if (cached !== 0) return cached - 1;
  const ep = classEnd(m, p); // throws for malformed items, before anything is cached
  m.items.sets[p] = itemSet(m.pat, p, ep);
  m.items.ends[p] = ep + 1;
  return ep;
}

/** The shared state (see the file comment). */
export const ms = /*#__PURE__*/ new MatchState();

/** prepstate + reprepstate: get the shared state ready to match pattern `pat` against `src`. */
export function prepState(src: string, pat: string): MatchState {
  ms.src = src;
  ms.srcEnd = src.length;
  if (ms.pat !== pat || ms.items === emptyItems) ms.items = itemsOf(pat);
  ms.pat = pat;
  ms.pEnd = pat.length;
  ms.level = 0;
  ms.matchdepth = MAXCCALLS;
  return ms;
}

/** reprepstate: forget captures before the next match attempt. */
export function reprepState(m: MatchState): void {
  m.level = 0;
  m.matchdepth = MAXCCALLS;
}

function checkCapture(m: MatchState, l: number): number {
  l -= 49; // '1'
  if (l < 0 || l >= m.level || m.capLen[l] === CAP_UNFINISHED) throw new LuaError(msgInvalidCaptureIndex(l + 1));
  return l;
}

function captureToClose(m: MatchState): number {
  let level = m.level;
  for (level--; level >= 0; level--) if (m.capLen[level] === CAP_UNFINISHED) return level;
  throw new LuaError(msgInvalidPatternCapture());
}

function classEnd(m: MatchState, p: number): number {
  const pat = m.pat;
  const c = pat.charCodeAt(p++);
  if (c === L_ESC) {
    if (p >= m.pEnd) throw new LuaError(msgEndsWithPercent());
    return p + 1;
  }
  if (c === 91) { // '['
    if (pat.charCodeAt(p) === 94) p++; // '^'
    do { // look for a ']'
      if (p >= m.pEnd) throw new LuaError(msgMissingBracket());
      if (pat.charCodeAt(p++) === L_ESC && p < m.pEnd) p++; // skip escapes (e.g. '%]')
    } while (pat.charCodeAt(p) !== 93);
    return p + 1;
  }
  return p;
}

/** singlematch for an item already seen by itemEnd (its table is cached). */
function singleMatch(m: MatchState, s: number, p: number): boolean {
  return s < m.srcEnd && m.items.sets[p]![m.src.charCodeAt(s)] === 1;
}

function matchBalance(m: MatchState, s: number, p: number): number {
  if (p >= m.pEnd - 1) throw new LuaError(msgMissingBalanceArgs());
  const src = m.src;
  if (s >= m.srcEnd || src.charCodeAt(s) !== m.pat.charCodeAt(p)) return -1;
  const b = m.pat.charCodeAt(p), e = m.pat.charCodeAt(p + 1);
  let cont = 1;
  while (++s < m.srcEnd) {
    const c = src.charCodeAt(s);
    if (c === e) {
      if (--cont === 0) return s + 1;
    } else if (c === b) cont++;
  }
  return -1;
}

function maxExpand(m: MatchState, s: number, p: number, ep: number): number {
  const set = m.items.sets[p]!, src = m.src, n = m.srcEnd - s;
  let i = 0;
  while (i < n && set[src.charCodeAt(s + i)] === 1) i++;
  while (i >= 0) { // try with the maximum repetitions, then fewer
    const res = match(m, s + i, ep + 1);
    if (res !== -1) return res;
    i--;
  }
  return -1;
}

function minExpand(m: MatchState, s: number, p: number, ep: number): number {
  for (;;) {
    const res = match(m, s, ep + 1);
    if (res !== -1) return res;
    if (singleMatch(m, s, p)) s++;
    else return -1;
  }
}

function startCapture(m: MatchState, s: number, p: number, what: number): number {
  const level = m.level;
  if (level >= MAXCAPTURES) throw new LuaError(msgTooManyCaptures());
  m.capInit[level] = s;
  m.capLen[level] = what;
  m.level = level + 1;
  const res = match(m, s, p);
  if (res === -1) m.level--; // undo capture
  return res;
}

function endCapture(m: MatchState, s: number, p: number): number {
  const l = captureToClose(m);
  m.capLen[l] = s - m.capInit[l]!;
  const res = match(m, s, p);
  if (res === -1) m.capLen[l] = CAP_UNFINISHED;
  return res;
}

function matchCapture(m: MatchState, s: number, l: number): number {
  l = checkCapture(m, l);
  const len = m.capLen[l]!, init = m.capInit[l]!, src = m.src;
  // a position capture's length (CAP_POSITION) is a huge size_t in lstrlib.c: never matches
  if (len < 0 || m.srcEnd - s < len) return -1;
  for (let k = 0; k < len; k++) if (src.charCodeAt(init + k) !== src.charCodeAt(s + k)) return -1;
  return s + len;
}

/** lstrlib.c match: the end of a match of pat[p..] at src[s..], or -1. */
export function match(m: MatchState, s: number, p: number): number {
  if (m.matchdepth-- === 0) throw new LuaError(msgPatternTooComplex());
  const pat = m.pat, pEnd = m.pEnd;
  for (;;) { // loop = lstrlib.c's `goto init` (tail calls)
    if (p === pEnd) break;
    const pc = pat.charCodeAt(p);
    if (pc === 40) { // '('
      s = pat.charCodeAt(p + 1) === 41 ? startCapture(m, s, p + 2, CAP_POSITION) : startCapture(m, s, p + 1, CAP_UNFINISHED);
      break;
    }
    if (pc === 41) { // ')'
      s = endCapture(m, s, p + 1);
      break;
    }
    if (pc === 36 && p + 1 === pEnd) { // '$' at the end
      if (s !== m.srcEnd) s = -1;
      break;
    }
    if (pc === L_ESC) {
      const next = pat.charCodeAt(p + 1);
      if (next === 98) { // 'b'
        s = matchBalance(m, s, p + 2);
        if (s !== -1) { p += 4; continue; }
        break;
      }
      if (next === 102) { // 'f'
        p += 2;
        if (pat.charCodeAt(p) !== 91) throw new LuaError(msgMissingFrontierBracket());
        const ep = itemEnd(m, p); // the set's table is the bracket class's membership
        const set = m.items.sets[p]!;
        const previous = s === 0 ? 0 : m.src.charCodeAt(s - 1);
        const current = s < m.srcEnd ? m.src.charCodeAt(s) : 0;
        if (set[previous] === 0 && set[current] === 1) {
          p = ep;
          continue;
        }
        s = -1;
        break;
      }
      if (isDigit(next)) { // back reference %0-%9
        s = matchCapture(m, s, next);
        if (s !== -1) { p += 2; continue; }
        break;
      }
    }
    // default: a single class with an optional suffix
    const ep = itemEnd(m, p);
    const epc = pat.charCodeAt(ep);
    if (!singleMatch(m, s, p)) {
      if (epc === 42 || epc === 63 || epc === 45) { p = ep + 1; continue; } // '*' '?' '-' accept empty
      s = -1;
      break;
    }
    if (epc === 63) { // '?'
      const res = match(m, s + 1, ep + 1);
      if (res !== -1) { s = res; break; }
      p = ep + 1;
      continue;
    }
    if (epc === 43) { s = maxExpand(m, s + 1, p, ep); break; } // '+'
    if (epc === 42) { s = maxExpand(m, s, p, ep); break; } // '*'
    if (epc === 45) { s = minExpand(m, s, p, ep); break; } // '-'
    s++;
    p = ep;
  }
  m.matchdepth++;
  return s;
}

/** get_onecapture as a Lua value: capture i (or the whole match s..e when there are no captures). */
export function getCapture(m: MatchState, i: number, s: number, e: number): string | number {
  if (i >= m.level) {
    if (i !== 0) throw new LuaError(msgInvalidCaptureIndex(i + 1));
    return m.src.slice(s, e);
  }
  const l = m.capLen[i]!;
  if (l === CAP_UNFINISHED) throw new LuaError(msgUnfinishedCapture());
  if (l === CAP_POSITION) return m.capInit[i]! + 1;
  return m.src.slice(m.capInit[i]!, m.capInit[i]! + l);
}

/** push_captures: all captures (or the whole match when s >= 0 and there are none), one raw value or a list. */
export function getCaptures(m: MatchState, s: number, e: number): string | number | (string | number)[] {
  const n = m.level === 0 && s >= 0 ? 1 : m.level;
  if (n === 1) return getCapture(m, 0, s, e);
  const out = new Array<string | number>(n);
  for (let i = 0; i < n; i++) out[i] = getCapture(m, i, s, e);
  return out;
}

/** lstrlib.c nospecials: true when the pattern has none of `^$*+?.([%-`. */
export function noSpecials(p: string): boolean {
  return !SPECIALS.test(p);
}
const SPECIALS = /[\^$*+?.(\[%-]/;
