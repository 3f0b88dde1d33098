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

/**
 * The JS function to call for f: f itself, else a function that, when called, calls f's `__call`
 * with f first or raises `attempt to call ...`. Generated code reads the callee before the
 * arguments, but lua5.4 evaluates the arguments first and looks for `__call` only at the call
 * (ldo.c luaD_precall), so neither the lookup nor the error may happen here.
 */
export function callable(f: LuaValue, d?: string): LuaFunction {
  return typeof f === 'function' ? f : callableSlow(f, d);
}

function callableSlow(f: LuaValue, d: string | undefined): LuaFunction {
  return (...args: LuaValue[]) => {
    const mm = metamethod(f, '__call');
    if (mm === undefined) throw new LuaError(msgTypeError('call', objTypeName(f), d));
    return callable(mm)(f, ...args);
  };
}

/**
 * Protected calls without a second throw. pcall and xpcall call the function with `PROTECTED` as
 * its JS receiver (`fn.call(PROTECTED, ...)`; generated code calls functions plainly, so `this`
 * is undefined everywhere else), and a generated function whose catch finds `this === PROTECTED`
 * returns the error as a `Failure` to that pcall instead of rethrowing it. A JS throw costs
 * ~0.3 us per handler it lands in, so this halves the cost of an error raised inside a pcall'd
 * function (and `error(...)` in such a function returns one with no throw at all). Only the
 * invocation pcall made has that receiver (its own calls, recursive ones included, are plain), so
 * a Failure is never returned anywhere but to pcall. The receiver costs nothing at function
 * entry: an earlier design that passed the function in a global (`protect.f === $fn` at every
 * entry) cost methods.lua 5% of its instructions.
 */
export const PROTECTED: object = {};

/**
 * `pending`: pcall's failed result waiting for its caller's position (stdlib/base-calls.ts
 * pcallFailed, pcallPosition).
 */
export const protect: { pending: unknown } = { pending: undefined };

/** An error returned (not thrown) by a protected function to its pcall; never a Lua value. */
export class Failure {
  constructor(readonly error: unknown) {}
}

/** The catch of a protected generated function: the error goes back to pcall as a Failure. */
export function pfail(e: unknown): Failure {
  return new Failure(e);
}

/** Calls f with args (any callable value), for runtime code. */
export function call(f: LuaValue, ...args: LuaValue[]): LuaResult | Promise<LuaResult> {
  return callable(f)(...args);
}
