// A speed-up with no effect on results: the set of bytes a match can start with, so the search
// loops of find, gmatch and gsub skip positions where `match` would fail on its first item.
import { itemEnd, itemSet } from './pattern-items.js';

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
  const ep = itemEnd(pat, p);
  if (ep < 0) return null; // malformed: let `match` raise the error in lua's order
  const q = pat.charCodeAt(ep);
  // '*', '?' and '-' accept an empty match (after a frontier they are the next item instead)
  if ((q === 42 || q === 63 || q === 45) && !isFrontier(pat, p)) return null;
  return itemSet(pat, p, ep);
}

function isFrontier(pat: string, p: number): boolean {
  return p >= 2 && pat.charCodeAt(p - 2) === 37 && pat.charCodeAt(p - 1) === 102;
}
