// The Lua 5.4 value model on V8. See CONTRIBUTING.md, "The Lua value model".
import type { LuaTable } from './tables.js';

/** A float whose value is integral (1.0, -0.0, 1e15): boxed so it stays distinct from the integer. */
export class LuaFloat {
  constructor(readonly n: number) {}
}

/** Any JS function called with Lua values; see CONTRIBUTING.md, "Calling convention". */
export type LuaFunction = (...args: LuaValue[]) => LuaResult | Promise<LuaResult>;

export type LuaValue = undefined | boolean | number | bigint | string | LuaFloat | LuaTable | LuaFunction;

/** What a call returns: one value raw, or a list of values (0, 1 or more). */
export type LuaResult = LuaValue | LuaValue[];
