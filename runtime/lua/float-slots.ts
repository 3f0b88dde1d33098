// Float-slot locals (compiler/lua/analyze/float-slots.ts): generated code keeps some locals of
// float code in a form of their own, where a JS number is always a float (its raw double, integral
// or not) and an integer is boxed instead. Operations on such a local then need no integrality
// test. These two conversions run where a value enters or leaves such a local and the generated
// code's inline test (a non-integral number, the same in both forms) did not take it.
import { LuaFloat, type LuaValue } from './values.js';

/** An integer held by a float-slot local. Never a Lua value: fromSlot unboxes it. */
export class SlotInt {
  constructor(readonly i: number) {}
}

/** The slot form of a Lua value: a float as its double, a safe integer boxed, anything else itself. */
export function toSlot(v: LuaValue): unknown {
  if (typeof v === 'number') return Number.isInteger(v) ? new SlotInt(v) : v;
  return v instanceof LuaFloat ? v.n : v;
}

/** The Lua value of a slot form: a double is a float (boxed when integral). */
export function fromSlot(s: unknown): LuaValue {
  if (typeof s === 'number') return Number.isInteger(s) ? new LuaFloat(s) : s;
  return s instanceof SlotInt ? s.i : (s as LuaValue);
}
