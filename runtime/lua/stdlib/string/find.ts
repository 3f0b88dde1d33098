// string.find, string.match and string.gmatch (lstrlib.c str_find_aux, gmatch).
import type { LuaFunction, LuaResult, LuaValue } from '../../values.js';
import { checkString, optInt } from '../args.js';
import { posrelatI } from './positions.js';
import { startFilter } from './pattern-filter.js';
import { getCaptures, match, noSpecials, prepState, reprepState, type MatchState } from './patterns.js';
import {
  dropRegexPattern, execCaptures, findSets, fixedCaptures, regexPattern, type RegexPattern,
} from './pattern-regexp.js';

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

/**
 * The pattern findAux saw last and what it learnt of it: whether it has no specials (nospecials)
 * and whether it holds a ')' (match's plain search excludes those). A loop calling find or match
 * with one pattern pays a string compare instead of a RegExp scan per call.
 */
let lastPat: string | undefined;
let lastPlain = false, lastParen = false;

function findAux(find: boolean, nargs: number, s: LuaValue, pat: LuaValue, init: LuaValue, plain: LuaValue): LuaResult {
  const fname = find ? 'find' : 'match';
  const str = checkString(s, 1, fname, nargs);
  const p = checkString(pat, 2, fname, nargs);
  const start = init === undefined ? 0 : posrelatI(optInt(init, 3, fname, 1), str.length) - 1;
  if (start > str.length) return undefined;
  if (p !== lastPat) {
    lastPlain = noSpecials(p);
    lastParen = p.includes(')');
    lastPat = p;
  }
  if (find && ((plain !== undefined && plain !== false) || lastPlain)) {
    const at = str.indexOf(p, start);
    return at === -1 ? undefined : [at + 1, at + p.length];
  }
  // match() also treats ')' as special (it closes a capture)
  if (!find && lastPlain && !lastParen) return str.indexOf(p, start) === -1 ? undefined : p;
  const anchor = p.charCodeAt(0) === 94; // '^'
  const from = anchor ? 1 : 0;
  const rp = regexPattern(p, from);
  if (rp !== undefined) {
    const r = regexFind(find, rp, anchor ? rp.sticky : rp.search, str, start);
    if (r !== GAVE_UP) return r;
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

/** regexFind's answer when the RegExp engine gave up (a RangeError from its backtracking stack). */
const GAVE_UP: LuaValue[] = [];

/** find or match with the pattern's RegExp `re` (rp.search, or rp.sticky when anchored) from `start`. */
function regexFind(find: boolean, rp: RegexPattern, re: RegExp, str: string, start: number): LuaResult {
  re.lastIndex = start;
  try {
    if (rp.width !== -1) {
      if (!re.test(str)) return undefined;
      const e = re.lastIndex, at = e - rp.width;
      if (!find) return fixedCaptures(rp, str, at);
      if (rp.ncap === 0) return [at + 1, e];
      const caps = fixedCaptures(rp, str, at);
      return Array.isArray(caps) ? [at + 1, e, ...caps] : [at + 1, e, caps];
    }
    const r = re.exec(str);
    if (r === null) return undefined;
    if (!find) return execCaptures(rp, r);
    const at = r.index + 1, e = r.index + r[0].length;
    if (rp.ncap === 0) return [at, e];
    const caps = execCaptures(rp, r);
    return Array.isArray(caps) ? [at, e, ...caps] : [at, e, caps];
  } catch {
    return GAVE_UP;
  }
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
  const rp = regexPattern(p, 0); // gmatch reads a leading '^' as a literal
  if (rp === undefined) return gmatchMatcher(str, p, src, -1);
  return rp.width !== -1 ? gmatchFixed(str, p, rp, src) : gmatchExec(str, p, rp, src);
}

// The iterators. A RegExp one that meets a RegExp giving up (a RangeError) drops the translation
// and hands over to the matcher's iterator from where it stood. Every exit of a step returns a
// value computed before the loop or a call's result: V8 compiles a long-running loop on the fly
// (OSR) before its end ever ran, and an operation there without type feedback would deoptimize it.

/** gmatch with a fixed-width pattern: findSets, else the RegExp's test (the match starts `width` bytes before lastIndex). */
function gmatchFixed(str: string, p: string, rp: RegexPattern, from: number): LuaFunction {
  const re = rp.search, width = rp.width, len = str.length, past = len + 1;
  let src = from, lastmatch = -1;
  let rest: (() => LuaResult) | undefined;
  const sets = rp.sets;
  if (sets !== undefined) { // single-byte classes: findSets, which cannot give up
    return function gmatchStep(): LuaResult {
      while (src <= len) {
        const s = findSets(sets, str, src);
        if (s === -1) break;
        const e = s + width;
        if (e === lastmatch) { // an empty match where the last one ended: lua tries the next position
          src = e + 1;
          continue;
        }
        src = lastmatch = e;
        return fixedCaptures(rp, str, s);
      }
      src = past;
      return [];
    };
  }
  return function gmatchStep(): LuaResult {
    if (rest !== undefined) return rest();
    while (src <= len) {
      re.lastIndex = src;
      let found: boolean;
      try {
        found = re.test(str);
      } catch {
        dropRegexPattern(p, 0);
        rest = gmatchMatcher(str, p, src, lastmatch);
        return rest();
      }
      if (!found) break;
      const e = re.lastIndex;
      if (e === lastmatch) { // an empty match where the last one ended: lua tries the next position
        src = e + 1;
        continue;
      }
      src = lastmatch = e;
      return fixedCaptures(rp, str, e - width);
    }
    src = past;
    return [];
  };
}

/** gmatch with a variable-width RegExp (exec). */
function gmatchExec(str: string, p: string, rp: RegexPattern, from: number): LuaFunction {
  const re = rp.search, len = str.length, past = len + 1;
  let src = from, lastmatch = -1;
  let rest: (() => LuaResult) | undefined;
  return function gmatchStep(): LuaResult {
    if (rest !== undefined) return rest();
    while (src <= len) {
      re.lastIndex = src;
      let r: RegExpExecArray | null;
      try {
        r = re.exec(str);
      } catch {
        dropRegexPattern(p, 0);
        rest = gmatchMatcher(str, p, src, lastmatch);
        return rest();
      }
      if (r === null) break;
      const e = r.index + r[0].length;
      if (e === lastmatch) { // an empty match where the last one ended: lua tries the next position
        src = r.index + 1;
        continue;
      }
      src = lastmatch = e;
      return execCaptures(rp, r);
    }
    src = past;
    return [];
  };
}

/** gmatch with the matcher of patterns.ts, from `from` with lua's `lastmatch`. */
function gmatchMatcher(str: string, p: string, from: number, last: number): () => LuaResult {
  const filter = startFilter(p);
  let src = from, lastmatch = last;
  return function gmatchStep(): LuaResult {
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
