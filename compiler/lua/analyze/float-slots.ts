// Float-slot locals, for speed (issue #3): locals of float code whose types analyze/numeric.ts
// cannot prove, because their values come from table fields, calls or parameters (n-body's
// `local dx = bix - bj.x`, `local mag = dt / (d2 * math.sqrt(d2))`).
//
// A float-slot local keeps a number as its raw JS double and means the float subtype by it, any
// other value as itself, and an integer (which it may hold: nothing is proved) as a SlotInt box
// (runtime/lua/float-slots.ts). An operation of numbers of which one is a float is a float
// (lvm.c luai_numadd...), and `/` of two numbers is a float, so such an operation on a float-slot
// operand needs only `typeof` tests: its result is the raw double, with no integrality test and
// no LuaFloat box. The test moves to where a value enters a slot (a field read: one test, as any
// operation on it had) and where a slot's value leaves for a Lua value (a box when integral).
//
// Which locals: nothing here is needed for correctness (every value has a slot form); the choice
// is a guess at where the raw doubles pay. A local is a float slot when
// - it is a `local` of its own function (not captured, no attribute), every store of it is one
//   expression (no multiple assignment or call expansion), and it is never indexed or called
//   (those read the local's JS variable directly);
// - no store of it is an integer numeric.ts proves (`local n = 0`: an integer counter would live
//   in SlotInt boxes and take the slow path at every operation);
// - and either a store of it is float-ish (`floatish` below), or it is an operand of `+ - *`
//   whose other operand is float-ish (then that operation is a float whenever both are numbers).
// Float-ish expressions: a float numeric.ts proves, a float-slot local, `/` of anything, `+ - *`
// with a float-ish operand, a math library call that returns a float (generate/shared/math-calls.ts).
// The least fixed point: a local becomes a slot only from facts that hold with the slots found so far.
import type * as L from 'luaparse';
import type { Analysis } from './index.js';
import type { NumericTypes } from './numeric.js';
import { isMulti } from '../generate/shared/values.js';
import type { Binding } from '../scope.js';

/** The math members whose inline result is always a float (generate/shared/math-calls.ts). */
export const FLOAT_MATH = new Set(['sqrt', 'sin', 'cos', 'tan', 'exp']);

export class FloatSlots {
  constructor(
    readonly a: Analysis,
    readonly num: NumericTypes,
  ) {}

  /** Whether the local is a float slot. */
  has(b: Binding | undefined): boolean {
    return b !== undefined && b.floatSlot;
  }

  /** Whether an expression is float-ish: a float whenever it is a number (see the file comment). */
  floatish(e: L.Node): boolean {
    switch (e.type) {
      case 'Identifier': {
        const b = this.a.refs.get(e as L.Identifier);
        if (b !== undefined && b.floatSlot) return true;
        break;
      }
      case 'BinaryExpression': {
        // no numeric.ts question: a float `+ - *` it proves has a float operand it proves, and
        // `% //` of floats it leaves untyped (asking it at each level made nested chains quadratic)
        const b = e as L.BinaryExpression;
        const op = b.operator as string;
        if (op === '/') return true;
        if (op === '+' || op === '-' || op === '*') return this.floatish(b.left) || this.floatish(b.right);
        return false;
      }
      case 'CallExpression':
        return isFloatMathCall(e as L.CallExpression);
      case 'NumericLiteral':
      case 'UnaryExpression':
        break;
      default:
        return false;
    }
    return this.num.typeOf(e) === 'float';
  }
}

/** `x.sqrt(a)` and the like: one plain argument (a call or `...` as argument passes all its values). */
export function isFloatMathCall(c: L.CallExpression): boolean {
  const base = c.base;
  if (base.type !== 'MemberExpression' || base.indexer !== '.' || c.arguments.length !== 1 || !FLOAT_MATH.has(base.identifier.name)) return false;
  return !isMulti(c.arguments[0]);
}

// The facts are recorded by the analysis walk (index.ts), which visits every node anyway: a walk
// of its own cost ~10% of a cold compile of the bench's 1 MiB input (valgrind, unoptimized code).

/** A `local` statement's stores; its locals are the candidates (Analysis.slotLocals). */
export function localStores(a: Analysis, st: L.LocalStatement, bindings: Binding[]): void {
  const init = st.init;
  // a last call or `...` fills names from a list, except `local x = f()` (generate/LocalStatement.ts)
  const listed = isMulti(init[init.length - 1]) && !(init.length === 1 && bindings.length === 1);
  for (let i = 0; i < bindings.length; i++) {
    const b = bindings[i]!;
    a.slotLocals.push(b);
    if (listed || b.attribute) b.slotExcluded = true;
    else if (i < init.length) (b.slotSources ??= []).push(init[i]!);
  }
}

/** An assignment's stores into locals: one value, or a list through temporaries (excluded). */
export function assignedStores(a: Analysis, st: L.AssignmentStatement): void {
  const single = st.variables.length === 1 && st.init.length === 1;
  for (let i = 0; i < st.variables.length; i++) {
    const v = st.variables[i]!;
    if (v.type !== 'Identifier') continue;
    const b = a.refs.get(v);
    if (!b) continue;
    if (single) (b.slotSources ??= []).push(st.init[0]!);
    else b.slotExcluded = true;
  }
}

/** `x + y`, `x - y`, `x * y`: each local operand's partner. */
export function operandPartners(a: Analysis, n: L.BinaryExpression): void {
  partner(a, n.left, n.right);
  partner(a, n.right, n.left);
}

function partner(a: Analysis, e: L.Node, other: L.Node): void {
  if (e.type !== 'Identifier') return;
  const b = a.refs.get(e as L.Identifier);
  if (b) (b.slotPartners ??= []).push(other);
}

/** A proved integer store (numeric.ts): the local would mostly hold SlotInt boxes. */
function intStore(s: FloatSlots, list: L.Node[]): boolean {
  for (let k = 0; k < list.length; k++) if (s.num.typeOf(list[k]!) === 'int') return true;
  return false;
}

function anyFloatish(s: FloatSlots, list: L.Node[] | undefined): boolean {
  if (list === undefined) return false;
  for (let k = 0; k < list.length; k++) if (s.floatish(list[k]!)) return true;
  return false;
}

const NONE: L.Node[] = [];

/** The float-slot locals of a chunk (none unless it has float code at all: Analysis.floatHints). */
export function floatSlots(a: Analysis, num: NumericTypes): FloatSlots {
  const s = new FloatSlots(a, num);
  if (!a.floatHints) return s;
  const open: Binding[] = [];
  const locals = a.slotLocals;
  for (let k = 0; k < locals.length; k++) {
    const b = locals[k]!;
    if (b.slotExcluded || b.captured || b.floatSlot || num.bindingType(b) !== undefined || intStore(s, b.slotSources ?? NONE)) continue;
    open.push(b);
  }
  // least fixed point: rounds until no local changes (each round finds the next link of a chain)
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 0; k < open.length; k++) {
      const b = open[k]!;
      if (b.floatSlot) continue;
      if (anyFloatish(s, b.slotSources) || anyFloatish(s, b.slotPartners)) {
        b.floatSlot = true;
        changed = true;
      }
    }
  }
  return s;
}
