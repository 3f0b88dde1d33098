// lua5.4 counts the calls that nest on its C stack (a metamethod called by the VM, the function
// pcall calls) and raises "C stack overflow" when the count reaches LUAI_MAXCCALLS (lstate.c
// luaE_checkcstack), long before its Lua stack overflows: endless recursion through an `__index`
// function ends that way. The same count, for the same message at the same depth.
import { LuaError, msgCStackOverflow, msgMetamethodSuspended } from './errors.js';
import type { LuaValue } from './values.js';
import { callable, one } from './calls.js';

/** LUAI_MAXCCALLS less the two levels lua.c itself holds while the main chunk runs. */
const LIMIT = 200 - 2;

/** Calls nested now that lua would count (only the sync ones this runtime tracks, see enterC). */
export const cstack = { n: 0 };

/**
 * Counts one nested call about to start (the caller decrements `cstack.n` when it ends, also by
 * a throw): `__index` / `__newindex` functions and pcall/xpcall's call. The error is raised in the
 * caller, before the callee runs, as lua's luaE_checkcstack does.
 */
export function enterC(): void {
  if (++cstack.n >= LIMIT) {
    cstack.n--;
    throw new LuaError(msgCStackOverflow());
  }
}

/**
 * Whether the operation running now may return a metamethod's Promise: set by `suspendable` for
 * generated async code, which awaits it; read and cleared when a metamethod is called, so the
 * operations inside the metamethod (and library functions) never see it.
 */
const suspension = { ok: false };

/**
 * Runs operation `op` on its arguments for generated async code (language.md §9): a metamethod
 * it calls may suspend, and `op` then returns the metamethod's Promise, which that code awaits.
 */
export function suspendable<A extends unknown[], R>(op: (...args: A) => R, ...args: A): R {
  suspension.ok = true;
  try {
    return op(...args);
  } finally {
    suspension.ok = false;
  }
}

/**
 * Calls metamethod `mm` (counted like lua counts it): its first result, a Promise of the results
 * when it suspended for code that awaits it (see suspendable), else the suspension's error.
 */
export function callMeta(mm: LuaValue, a: LuaValue, b?: LuaValue, c?: LuaValue, n = 2): LuaValue {
  const ok = suspension.ok;
  suspension.ok = false;
  enterC();
  let r: unknown;
  try {
    r = n === 1 ? callable(mm)(a) : n === 2 ? callable(mm)(a, b) : callable(mm)(a, b, c);
  } finally {
    cstack.n--;
  }
  if (r instanceof Promise) {
    if (ok) return r as unknown as LuaValue;
    r.catch(() => {}); // it runs on, but nothing awaits its end
    throw new LuaError(msgMetamethodSuspended());
  }
  return one(r as LuaValue);
}

/** A metamethod call by an operator (ltm.c luaT_callTMres), counted like lua counts it; its first result. */
export function callTM(mm: LuaValue, a: LuaValue, b?: LuaValue): LuaValue {
  return callMeta(mm, a, b);
}

/** The same for `__len`, called with one argument. */
export function callTM1(mm: LuaValue, a: LuaValue): LuaValue {
  return callMeta(mm, a, undefined, undefined, 1);
}

/** A metamethod result as a truth value (comparisons), kept a Promise when the metamethod suspended. */
export function truthOf(r: LuaValue): boolean {
  if (r instanceof Promise) return r.then((v: LuaValue) => truthOf(one(v))) as unknown as boolean;
  return r !== undefined && r !== false;
}
