// lua5.4 counts the calls that nest on its C stack (a metamethod called by the VM, the function
// pcall calls) and raises "C stack overflow" when the count reaches LUAI_MAXCCALLS (lstate.c
// luaE_checkcstack), long before its Lua stack overflows: endless recursion through an `__index`
// function ends that way. The same count, for the same message at the same depth.
import { LuaError, msgCStackOverflow } from './errors.js';
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

/** A metamethod call by an operator (ltm.c luaT_callTMres), counted like lua counts it; its first result. */
export function callTM(mm: LuaValue, a: LuaValue, b?: LuaValue): LuaValue {
  enterC();
  try {
    return one(callable(mm)(a, b) as LuaValue);
  } finally {
    cstack.n--;
  }
}

/** The same for `__len`, called with one argument. */
export function callTM1(mm: LuaValue, a: LuaValue): LuaValue {
  enterC();
  try {
    return one(callable(mm)(a) as LuaValue);
  } finally {
    cstack.n--;
  }
}
