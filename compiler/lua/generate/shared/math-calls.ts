// Calls of math library functions by member name (`math.sqrt(x)`, also `m.sqrt(x)` for any m) in
// a single-value context: when the callee turns out to be the library's own function and the
// argument is a JS number (a raw integer or a non-integral float), the result is computed inline
// as the library function would compute it, without the call, its `arguments` checks and the
// `one()` of its result. Anything else (math replaced, shadowed or a field reassigned, LuaFloat or
// string or bigint arguments, wrong types and their messages) takes the ordinary call, unchanged:
//   ($mf = <callee>, $ma = <arg>, $mf === math_sqrt && typeof $ma === "number"
//     ? (Number.isInteger($fv = Math.sqrt($ma)) ? mkfloat($fv) : $fv) : one(callable($mf)($ma)))
// The callee and the argument are evaluated in the same order as for any call; callable() runs on
// the ordinary call only (it looks up `__call` or raises when its result is called, after the
// argument, as at any call site), so the inline path pays no call for it.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import { expression } from '../index.js';
import { memberCallee } from '../MemberExpression.js';
import { describe } from './describe.js';
import { isMulti, isParenthesized } from './values.js';
import { awaited, callLine } from './calls.js';
import { floatValue } from './floats.js';
import { FLOAT_MATH } from '../../analyze/float-slots.js';
import { fromSlot, hasSlotForm, slotLocal, slotValue } from './float-slots.js';

type Inline = (g: Gen, a: string) => string;

/** The library computation on a JS-number argument a (lmathlib.c on a number, runtime/lua/stdlib/math.ts). */
const float = (fn: string): Inline => (g, a) => floatValue(g, `Math.${fn}(${a})`);
const INLINE: Record<string, { fn: string; code: Inline }> = {
  sqrt: { fn: 'math_sqrt', code: float('sqrt') },
  sin: { fn: 'math_sin', code: float('sin') },
  cos: { fn: 'math_cos', code: float('cos') },
  tan: { fn: 'math_tan', code: float('tan') },
  exp: { fn: 'math_exp', code: float('exp') },
  // integers stay integers; a non-integral float's absolute value is non-integral
  abs: { fn: 'math_abs', code: (_g, a) => `Math.abs(${a})` },
  // an integer is returned as is; a float rounds to an integer when it fits (pushnumint), and
  // NaN, infinities or results past 2^53 go to the library function
  floor: { fn: 'math_floor', code: (g, a) => rounding(g, a, 'floor') },
  ceil: { fn: 'math_ceil', code: (g, a) => rounding(g, a, 'ceil') },
};

function rounding(g: Gen, a: string, fn: 'floor' | 'ceil'): string {
  const t = g.temp(`$mt${g.opDepth || ''}`);
  // `+ 0` drops the -0 of Math.ceil(-0.5): lua's integer 0
  return `(Number.isInteger(${a}) ? ${a} : Number.isSafeInteger(${t} = Math.${fn}(${a}) + 0) ? ${t} : ${g.rt(`math_${fn}`)}(${a}))`;
}

/** The JS of a call `X.name(arg)` with one value, or undefined when it is not such a call. */
export function mathCallValue(g: Gen, node: L.CallExpression): string | undefined {
  return mathCall(g, node, false);
}

/**
 * mathCallValue, or with `slot` the call's slot form (shared/float-slots.ts): a float result as its
 * raw double, the ordinary call's result converted (only for the float functions).
 */
export function mathCall(g: Gen, node: L.CallExpression, slot: boolean): string | undefined {
  const base = node.base;
  if (base.type !== 'MemberExpression' || base.indexer !== '.' || node.arguments.length !== 1) return undefined;
  const inline = Object.hasOwn(INLINE, base.identifier.name) ? INLINE[base.identifier.name] : undefined;
  if (!inline) return undefined;
  const arg = node.arguments[0]!;
  // f() or ... as the only argument passes all its values (none: "got no value")
  if (isMulti(arg) && !isParenthesized(g, arg, 1, 1)) return undefined;
  const site = g.a.calls.get(node);
  if (!site) return undefined;
  const float = FLOAT_MATH.has(base.identifier.name);
  if (slot && !float) return undefined;
  const d = g.opDepth || '';
  const f = g.temp(`$mf${d}`), a = g.temp(`$ma${d}`);
  const desc = describe(g, base);
  const callee = memberCallee(base, g);
  let argCode: string;
  // a float function of a float slot or float-ish argument takes its raw double: a number there
  // is a float (abs, floor and ceil tell floats from integers: they take the Lua value)
  const rawArg = float && (slotLocal(g, arg) !== undefined || hasSlotForm(g, arg));
  g.opDepth++; // a math call inside the argument uses its own temporaries
  try {
    argCode = rawArg ? slotValue(g, arg) : expression(g, arg);
  } finally {
    g.opDepth--;
  }
  // the line callCode gives a call, stored after the callee and the argument are evaluated
  const mark = g.lineMark(callLine(g, node));
  const slowArg = rawArg ? fromSlot(g, a) : a;
  const call = `${g.rt('one')}(${awaited(g, site, `${g.rt('callable')}(${f}${desc ? `, ${desc}` : ''})(${slowArg})`)})`;
  const fast = slot ? `Math.${base.identifier.name}(${a})` : inline.code(g, a);
  const slow = slot ? `${g.rt('toSlot')}(${call})` : call;
  return `(${f} = ${callee}, ${a} = ${argCode}, ${mark ? mark + ', ' : ''}${f} === ${g.rt(inline.fn)} && typeof ${a} === "number" ? ${fast} : ${slow})`;
}
