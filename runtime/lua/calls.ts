// Calls and result lists: callable, one, spread, EMPTY (CONTRIBUTING.md, "Calling convention").
import type { LuaFunction, LuaResult, LuaValue } from './values.js';
import { LuaError, msgTypeError } from './errors.js';
import { metamethod, objTypeName } from './metatables.js';

/** The shared result list for "no values". */
export const EMPTY: LuaValue[] = Object.freeze([]) as unknown as LuaValue[];

/** The first value of a call result. */
export function one(r: LuaResult): LuaValue {
  return Array.isArray(r) ? r[0] : r;
}

/** A call result as a list of values (do not mutate: may be shared). */
export function spread(r: LuaResult): LuaValue[] {
  return Array.isArray(r) ? r : [r];
}

/** The JS function to call for f: f itself, its `__call` bound to it, or an error `attempt to call ...`. */
export function callable(f: LuaValue, d?: string): LuaFunction {
  return typeof f === 'function' ? f : callableSlow(f, d);
}

function callableSlow(f: LuaValue, d: string | undefined): LuaFunction {
  const mm = metamethod(f, '__call');
  if (mm === undefined) throw new LuaError(msgTypeError('call', objTypeName(f), d));
  const target = callable(mm);
  return (...args: LuaValue[]) => target(f, ...args);
}

/** Calls f with args (any callable value), for runtime code. */
export function call(f: LuaValue, ...args: LuaValue[]): LuaResult | Promise<LuaResult> {
  return callable(f)(...args);
}
