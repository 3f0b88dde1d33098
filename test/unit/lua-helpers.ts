// Helpers for the runtime unit tests: Lua-like printing and error capture.
import {
  LuaError, LuaFloat, LuaTable, createGlobals, errorAt, errorValue, rawtostr, spread, str2number,
  type LuaFunction, type LuaResult, type LuaValue,
} from '../../runtime/index.js';

/** Formats values the way lua5.4's print does (tab separated), without __tostring. */
export function show(...vs: LuaValue[]): string {
  return vs.map(rawtostr).join('\t');
}

/** Formats a call result (one value or a list). */
export function showResult(r: LuaResult): string {
  return show(...spread(r));
}

/** Lua number from a numeral, like the compiler's literals. */
export function n(s: string): LuaValue {
  const v = str2number(s);
  if (v === undefined) throw new Error(`bad numeral ${s}`);
  return v;
}

/** Runs f as the body of a Lua function of chunk "input" at line 1: returns the error message or the result. */
export function luaError(f: () => unknown): LuaValue {
  try {
    f();
  } catch (e) {
    return errorValue(errorAt(e, 'input', 1));
  }
  throw new Error('expected a Lua error');
}

/** A fresh global table, as a plain function-call helper: g('math', 'floor')(...). */
export function globals(options: Parameters<typeof createGlobals>[0] = {}) {
  const G = createGlobals(options);
  return (lib: string, name?: string) => {
    const v = G.get(lib);
    return (name === undefined ? v : (v as LuaTable).get(name)) as (...args: LuaValue[]) => LuaResult;
  };
}

/** A JS function as a Lua function value (test code uses narrower parameter types). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const fn = (f: Function): LuaFunction => f as unknown as LuaFunction;

/** A call result whose async variant the test does not expect. */
export const sync = (r: unknown): LuaResult => r as LuaResult;

export { LuaError, LuaFloat, LuaTable };
