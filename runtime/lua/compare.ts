// Comparison operators: eq, lt, le (lvm.c luaV_equalobj, luaV_lessthan, luaV_lessequal).
import { LuaFloat, type LuaValue } from './values.js';
import { LuaTable } from './tables.js';
import { LuaError, msgCompare } from './errors.js';
import { metamethod, objTypeName } from './metatables.js';
import { callTM, truthOf } from './c-stack.js';

/** `a == b` */
export function eq(a: LuaValue, b: LuaValue): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' ? eqSlow(a, b) : eqNum(a, b));
}

function eqNum(a: LuaValue, b: LuaValue): boolean {
  // bigint vs number and LuaFloat vs number: compare mathematical values
  if (a instanceof LuaFloat) a = a.n;
  if (b instanceof LuaFloat) b = b.n;
  const ta = typeof a, tb = typeof b;
  if ((ta === 'number' || ta === 'bigint') && (tb === 'number' || tb === 'bigint')) return a == b;
  return false;
}

function eqSlow(a: LuaValue, b: LuaValue): boolean {
  if (a instanceof LuaTable && b instanceof LuaTable) {
    let mm = metamethod(a, '__eq');
    if (mm === undefined) mm = metamethod(b, '__eq');
    if (mm === undefined) return false;
    return truthOf(callTM(mm, a, b));
  }
  return eqNum(a, b);
}

/** `a < b` */
export function lt(a: LuaValue, b: LuaValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a < b;
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return a.n < b.n;
    if (typeof b === 'number') return a.n < b;
  } else if (b instanceof LuaFloat && typeof a === 'number') return a < b.n;
  return order(a, b, '__lt');
}

/** `a <= b` */
export function le(a: LuaValue, b: LuaValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a <= b;
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return a.n <= b.n;
    if (typeof b === 'number') return a.n <= b;
  } else if (b instanceof LuaFloat && typeof a === 'number') return a <= b.n;
  return order(a, b, '__le');
}

function numValue(v: LuaValue): number | bigint | undefined {
  return typeof v === 'number' || typeof v === 'bigint' ? v : v instanceof LuaFloat ? v.n : undefined;
}

function order(a: LuaValue, b: LuaValue, event: '__lt' | '__le'): boolean {
  const x = numValue(a), y = numValue(b);
  if (x !== undefined && y !== undefined) return event === '__lt' ? x < y : x <= y;
  if (typeof a === 'string' && typeof b === 'string') return event === '__lt' ? a < b : a <= b;
  let mm = metamethod(a, event);
  if (mm === undefined) mm = metamethod(b, event);
  if (mm === undefined) {
    // ltm.c luaT_callorderTM with LUA_COMPAT_LT_LE (lua5.4 as built by distributions): a <= b as not (b < a)
    if (event === '__le') {
      let lt = metamethod(b, '__lt');
      if (lt === undefined) lt = metamethod(a, '__lt');
      if (lt !== undefined) {
        const r: unknown = truthOf(callTM(lt, b, a));
        return r instanceof Promise ? (r.then((v: boolean) => !v) as unknown as boolean) : !r;
      }
    }
    throw new LuaError(msgCompare(objTypeName(a), objTypeName(b)));
  }
  return truthOf(callTM(mm, a, b));
}
