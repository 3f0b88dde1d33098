// Shared by the string-library unit suites: each case is a call and what lua5.4 prints for it.
// Error messages lose the "chunk:line:" prefix that compiled code adds.
import { LuaFloat } from '../../runtime/lua/values.js';
import { LuaTable } from '../../runtime/lua/tables.js';
import { LuaError } from '../../runtime/lua/errors.js';

export const F = (n: number) => new LuaFloat(n);
export const T = () => new LuaTable();
export const FN = () => undefined;
export const err = (message: string) => ({ error: message });

/** Calls f; a LuaError becomes `{ error: value }` so cases can expect it like a result. */
export function run(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    if (e instanceof LuaError) return { error: e.value };
    throw e;
  }
}
