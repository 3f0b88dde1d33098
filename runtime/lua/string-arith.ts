// The arithmetic metamethods of the string metatable (lstrlib.c stringmetamethods): in lua 5.4
// "10" + 1 is the string's __add converting both operands, not a coercion in the operator.
import type { LuaValue } from './values.js';
import type { LuaTable } from './tables.js';
import { LuaError, msgStringArith } from './errors.js';
import { isNumber, str2number } from './numbers.js';
import { metamethod, typeName } from './metatables.js';
import { callable, one } from './calls.js';
import { arithNum, type ArithEvent } from './arith-slow.js';
import { sharedStringMetatable } from './shared-string-lib.js';

const EVENTS: ArithEvent[] = ['__add', '__sub', '__mul', '__mod', '__pow', '__div', '__idiv', '__unm'];

function tonum(v: LuaValue) {
  if (isNumber(v)) return v;
  return typeof v === 'string' ? str2number(v) : undefined;
}

function stringArith(event: ArithEvent) {
  return (a: LuaValue, b: LuaValue): LuaValue => {
    const x = tonum(a), y = tonum(b);
    if (x !== undefined && y !== undefined) {
      try {
        return arithNum(event, x, y);
      } catch (e) {
        if (e instanceof LuaError) e.level = 0; // raised inside a C function: lua adds no position
        throw e;
      }
    }
    // lstrlib.c trymt: the second operand's metamethod, else an error naming both types
    const mm = typeof b === 'string' ? undefined : metamethod(b, event);
    if (mm === undefined) throw new LuaError(msgStringArith(event.slice(2), typeName(a), typeName(b)));
    return one(callable(mm)(a, b) as LuaValue);
  };
}

/** Adds __add, __sub, ... __unm to a string metatable. */
export function addStringArith(mt: LuaTable): void {
  for (const event of EVENTS) mt.set(event, stringArith(event));
}

let shared = false;

/**
 * A library spec whose environment may do arithmetic on strings: gives the string metatable every
 * sandbox shares its arithmetic metamethods (once per process), then returns the spec. The compiler
 * wraps a module's `lib` in it when an arithmetic operand may be a string or `getmetatable` can
 * show the metatable (compiler/emit/library-spec.ts); a module without either bundles none of this.
 */
export function withStringArith<T>(spec: T): T {
  if (!shared) {
    shared = true;
    addStringArith(sharedStringMetatable());
  }
  return spec;
}
