// A speed-up with no effect on results: the set of bytes a match can start with, so the search
// loops of find, gmatch and gsub skip positions where `match` would fail on its first item.
import { matchClass } from './pattern-classes.js';

const cache = new Map<string, Uint8Array | null>();
const CACHE_MAX = 256;

/** Start-byte table of pattern `pat` (not anchored), or undefined when any position may match. */
export function startFilter(pat: string): Uint8Array | undefined {
  let t = cache.get(pat);
  if (t === undefined) {
    t = build(pat);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(pat, t);
  }
  return t ?? undefined;
}

function build(pat: string): Uint8Array | null {
  let p = 0;
  const end = pat.length;
  while (pat.charCodeAt(p) === 40) p++; // captures consume nothing: '(' and '()'
  if (p >= end) return null;
  let c = pat.charCodeAt(p);
  if (c === 41 || (c === 36 && p + 1 === end)) return null; // ')' or final '$'
  if (c === 37) { // '%'
    const n = pat.charCodeAt(p + 1);
    if (n === 98 || (n >= 48 && n <= 57)) return null; // %b, back references
    if (n === 102) { // %f[set]: the current byte must be in the set
      p += 2;
      c = pat.charCodeAt(p);
      if (c !== 91) return null;
    }
  }
  const ep = classEnd(pat, p);
  if (ep < 0) return null; // malformed: let `match` raise the error in lua's order
  const q = pat.charCodeAt(ep);
  // '*', '?' and '-' accept an empty match (after a frontier they are the next item instead)
  if ((q === 42 || q === 63 || q === 45) && !isFrontier(pat, p)) return null;
  const t = new Uint8Array(256);
  for (let b = 0; b < 256; b++) t[b] = single(pat, b, p, ep) ? 1 : 0;
  return t;
}

function isFrontier(pat: string, p: number): boolean {
  return p >= 2 && pat.charCodeAt(p - 2) === 37 && pat.charCodeAt(p - 1) === 102;
}

/** lstrlib.c classend without errors: -1 for a malformed class. */
function classEnd(pat: string, p: number): number {
  const c = pat.charCodeAt(p++);
  if (c === 37) return p >= pat.length ? -1 : p + 1;
  if (c === 91) {
    if (pat.charCodeAt(p) === 94) p++;
    do {
      if (p >= pat.length) return -1;
      if (pat.charCodeAt(p++) === 37 && p < pat.length) p++;
    } while (pat.charCodeAt(p) !== 93);
    return p + 1;
  }
  return p;
}

function single(pat: string, c: number, p: number, ep: number): boolean {
  const pc = pat.charCodeAt(p);
  if (pc === 46) return true;
  if (pc === 37) return matchClass(c, pat.charCodeAt(p + 1));
  if (pc === 91) {
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
