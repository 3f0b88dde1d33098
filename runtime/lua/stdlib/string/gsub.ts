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
import { compileReplacement, type Replacement } from './gsub-replacement.js';
import { msgInvalidReplacementEscape, msgInvalidReplacementValue, msgReplacementExpected } from './messages.js';

/** The progress of one gsub call (kept in an object only while a callback is pending). */
interface GsubState {
  src: string;
  pat: string;
  pStart: number;
  anchor: boolean;
  max: number;
  repl: LuaFunction | LuaTable | Replacement;
  n: number;
  s: number;
  lastmatch: number;
  copyFrom: number;
  out: string;
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
  const st: GsubState = {
    src, pat, pStart: anchor ? 1 : 0, anchor, max, repl: r,
    n: 0, s: 0, lastmatch: -1, copyFrom: 0, out: '', changed: false, pendingStart: 0, pendingEnd: 0,
  };
  const res = run(st);
  return res instanceof Promise ? finishAsync(st, res) : res;
}

/** Runs the gsub loop until it ends (the results) or a callback returns a Promise (that Promise). */
function run(st: GsubState): LuaResult | Promise<LuaResult> {
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
        st.out += src.slice(st.copyFrom, s) + expand(m, repl, s, e);
        st.copyFrom = e;
        st.changed = true;
      } else {
        let v: LuaResult | Promise<LuaResult>;
        if (typeof repl === 'function') {
          const caps = getCaptures(m, s, e);
          v = Array.isArray(caps) ? repl(...caps) : repl(caps);
        } else v = index(repl, getCapture(m, 0, s, e));
        st.s = st.lastmatch = e;
        if (v instanceof Promise) {
          st.pendingStart = s;
          st.pendingEnd = e;
          return v;
        }
        addValue(st, one(v), s, e);
        m = prepState(src, pat); // the callback may have run other matches
        if (anchor) break;
        continue;
      }
      st.s = st.lastmatch = e;
    } else if (st.s < m.srcEnd) st.s++;
    else break;
    if (anchor) break;
  }
  if (!st.changed) return [src, st.n];
  return [st.out + src.slice(st.copyFrom), st.n];
}

async function finishAsync(st: GsubState, pending: Promise<LuaResult>): Promise<LuaResult> {
  for (;;) {
    addValue(st, one(await pending), st.pendingStart, st.pendingEnd);
    if (st.anchor) return st.changed ? [st.out + st.src.slice(st.copyFrom), st.n] : [st.src, st.n];
    const res = run(st);
    if (!(res instanceof Promise)) return res;
    pending = res;
  }
}

/** add_value after a call or index: nil/false keep the match, strings and numbers replace it. */
function addValue(st: GsubState, v: LuaValue, s: number, e: number): void {
  if (v === undefined || v === false) return; // the match stays in the pending source text
  let text: string;
  if (typeof v === 'string') text = v;
  else if (isNumber(v)) text = tostringNumber(v);
  else throw new LuaError(msgInvalidReplacementValue(typeName(v)));
  st.out += st.src.slice(st.copyFrom, s) + text;
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
