// string.find, string.match and string.gmatch (lstrlib.c str_find_aux, gmatch).
import type { LuaFunction, LuaResult, LuaValue } from '../../values.js';
import { checkString, optInt } from '../args.js';
import { posrelatI } from './positions.js';
import { startFilter } from './pattern-filter.js';
import { getCaptures, match, noSpecials, prepState, reprepState, type MatchState } from './patterns.js';
import { dropRegexPattern, matchEnd, matchFrom, matchStart, regexCaptures, regexPattern } from './pattern-regexp.js';

/** The first byte of the pattern from p when it is a literal that every match must start with, else -1. */
export function literalStart(pat: string, p: number): number {
  if (p >= pat.length) return -1;
  const c = pat.charCodeAt(p);
  // specials, ')' (closes a capture), and classes
  if (c === 36 || c === 37 || c === 40 || c === 41 || c === 42 || c === 43 || c === 45 || c === 46 || c === 63 || c === 91) {
    return -1;
  }
  const q = pat.charCodeAt(p + 1);
  if (q === 42 || q === 45 || q === 63) return -1; // '*' '-' '?' allow an empty match
  return c;
}

/** The end of the match `search` found last. */
let foundEnd = 0;

/** The search loop of str_find_aux from `init`: the start of the first match (its end in foundEnd), or -1. */
export function search(m: MatchState, init: number, p: number, anchor: boolean): number {
  const src = m.src, srcEnd = m.srcEnd;
  const first = anchor ? -1 : literalStart(m.pat, p);
  const firstChar = first === -1 ? '' : String.fromCharCode(first);
  const filter = anchor || first !== -1 ? undefined : startFilter(m.pat);
  let s1 = init;
  do {
    if (first !== -1) { // skip to the next place a match can start
      s1 = src.indexOf(firstChar, s1);
      if (s1 === -1) return -1;
    } else if (filter !== undefined) {
      while (s1 < srcEnd && filter[src.charCodeAt(s1)] === 0) s1++;
    }
    reprepState(m);
    const e = match(m, s1, p);
    if (e !== -1) {
      foundEnd = e;
      return s1;
    }
  } while (s1++ < srcEnd && !anchor);
  return -1;
}

function findAux(find: boolean, nargs: number, s: LuaValue, pat: LuaValue, init: LuaValue, plain: LuaValue): LuaResult {
  const fname = find ? 'find' : 'match';
  const str = checkString(s, 1, fname, nargs);
  const p = checkString(pat, 2, fname, nargs);
  const start = posrelatI(optInt(init, 3, fname, 1), str.length) - 1;
  if (start > str.length) return undefined;
  if (find && ((plain !== undefined && plain !== false) || noSpecials(p))) {
    const at = str.indexOf(p, start);
    return at === -1 ? undefined : [at + 1, at + p.length];
  }
  // match() also treats ')' as special (it closes a capture)
  if (!find && noSpecials(p) && !p.includes(')')) return str.indexOf(p, start) === -1 ? undefined : p;
  const anchor = p.charCodeAt(0) === 94; // '^'
  const from = anchor ? 1 : 0;
  const rp = regexPattern(p, from);
  if (rp !== undefined) {
    const found = matchFrom(rp, anchor ? rp.sticky : rp.search, str, start);
    if (found === false) return undefined;
    if (found === true) {
      if (!find) return regexCaptures(rp, str);
      const at = matchStart() + 1, end = matchEnd();
      if (rp.ncap === 0) return [at, end];
      const caps = regexCaptures(rp, str);
      return Array.isArray(caps) ? [at, end, ...caps] : [at, end, caps];
    }
    dropRegexPattern(p, from);
  }
  const m = prepState(str, p);
  const at = search(m, start, anchor ? 1 : 0, anchor);
  if (at === -1) return undefined;
  const end = foundEnd;
  if (!find) return getCaptures(m, at, end);
  if (m.level === 0) return [at + 1, end];
  const caps = getCaptures(m, -1, 0);
  return Array.isArray(caps) ? [at + 1, end, ...caps] : [at + 1, end, caps];
}

/** string.find(s, pattern, init?, plain?): start and end of the first match, then its captures; or nil. */
export function string_find(s?: LuaValue, pattern?: LuaValue, init?: LuaValue, plain?: LuaValue): LuaResult {
  return findAux(true, arguments.length, s, pattern, init, plain);
}

/** string.match(s, pattern, init?): the captures of the first match (or the whole match); or nil. */
export function string_match(s?: LuaValue, pattern?: LuaValue, init?: LuaValue): LuaResult {
  return findAux(false, arguments.length, s, pattern, init, undefined);
}

/** string.gmatch(s, pattern, init?): an iterator over the matches. */
export function string_gmatch(s?: LuaValue, pattern?: LuaValue, init?: LuaValue): LuaFunction {
  const str = checkString(s, 1, 'gmatch', arguments.length);
  const p = checkString(pattern, 2, 'gmatch', arguments.length);
  let src = posrelatI(optInt(init, 3, 'gmatch', 1), str.length) - 1;
  if (src > str.length) src = str.length + 1;
  let lastmatch = -1;
  let rp = regexPattern(p, 0); // gmatch reads a leading '^' as a literal
  const filter = startFilter(p);
  // computed here: `+` at the end, reached only by the last step, would have no type feedback
  // in optimized code and deoptimize it at every gmatch's end
  const past = str.length + 1;
  return function gmatchStep(): LuaResult {
    while (rp !== undefined && src <= str.length) {
      const found = matchFrom(rp, rp.search, str, src);
      if (found === undefined) { // the matcher below goes on from src
        dropRegexPattern(p, 0);
        rp = undefined;
        break;
      }
      if (found === false) {
        src = past;
        return [];
      }
      const e = matchEnd();
      if (e === lastmatch) { // an empty match where the last one ended: lua tries the next position
        src = matchStart() + 1;
        continue;
      }
      src = lastmatch = e;
      return regexCaptures(rp, str);
    }
    const m = prepState(str, p);
    for (; src <= m.srcEnd; src++) {
      if (filter !== undefined) while (src < m.srcEnd && filter[str.charCodeAt(src)] === 0) src++;
      reprepState(m);
      const e = match(m, src, 0);
      if (e !== -1 && e !== lastmatch) {
        const start = src;
        src = lastmatch = e;
        return getCaptures(m, start, e);
      }
    }
    return [];
  };
}
