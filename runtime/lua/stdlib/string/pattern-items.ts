// Single-character items of lua patterns read without raising errors, for the translations that
// speed matching up (pattern-filter.ts, pattern-regexp.ts). Malformed items give -1: those
// translations then give up and leave the pattern to the matcher of patterns.ts, which raises
// lua's errors at the point lua raises them.
import { matchClass } from './pattern-classes.js';

/** lstrlib.c classend without errors: the end of the item at p, or -1 when it is malformed. */
export function itemEnd(pat: string, p: number): number {
  const c = pat.charCodeAt(p++);
  if (c === 37) return p >= pat.length ? -1 : p + 1; // '%x'
  if (c === 91) { // '[...]'
    if (pat.charCodeAt(p) === 94) p++;
    do {
      if (p >= pat.length) return -1;
      if (pat.charCodeAt(p++) === 37 && p < pat.length) p++;
    } while (pat.charCodeAt(p) !== 93);
    return p + 1;
  }
  return p;
}

/** lstrlib.c singlematch for byte c and the well-formed item pat[p..ep). */
export function itemMatches(pat: string, c: number, p: number, ep: number): boolean {
  const pc = pat.charCodeAt(p);
  if (pc === 46) return true; // '.'
  if (pc === 37) return matchClass(c, pat.charCodeAt(p + 1));
  if (pc === 91) { // lstrlib.c matchbracketclass, ']' at ep - 1
    const ec = ep - 1;
    let sig = true;
    if (pat.charCodeAt(p + 1) === 94) { sig = false; p++; }
    while (++p < ec) {
      const x = pat.charCodeAt(p);
      if (x === 37) { p++; if (matchClass(c, pat.charCodeAt(p))) return sig; }
      else if (pat.charCodeAt(p + 1) === 45 && p + 2 < ec) { p += 2; if (x <= c && c <= pat.charCodeAt(p)) return sig; }
      else if (x === c) return sig;
    }
    return !sig;
  }
  return pc === c;
}

/**
 * Membership tables by item text (`%a`, `[^\n]`): a program's patterns share few items, and
 * building a table runs itemMatches 256 times, a loop V8 compiled on the fly for every pattern.
 */
const sets = new Map<string, Uint8Array>();
const SETS_MAX = 512;

/** The 256-byte membership table of the well-formed item pat[p..ep) (shared: never written to). */
export function itemSet(pat: string, p: number, ep: number): Uint8Array {
  const key = pat.slice(p, ep);
  let t = sets.get(key);
  if (t === undefined) {
    t = new Uint8Array(256);
    for (let b = 0; b < 256; b++) t[b] = itemMatches(pat, b, p, ep) ? 1 : 0;
    if (sets.size >= SETS_MAX) sets.clear();
    sets.set(key, t);
  }
  return t;
}
