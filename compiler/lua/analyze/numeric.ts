// Numeric types of locals, for speed (issue #3): which locals always hold a float, so generated
// code can keep them as raw JS doubles (a LuaFloat box is made only where the value escapes), and
// which always hold a safe integer (raw numbers already: only `typeof` tests are saved).
//
// A local's type is the join of the types of everything ever stored in it: its initialiser, every
// assignment, and, for parameters of a local function that is only ever called directly, the
// arguments of every call. Expression types are exact Lua facts, never guesses:
// - an integer literal within ±(2^53-1) is `int`; a decimal float literal is `float`;
// - `+ - *` of two numbers of which one is a float is a float (lvm.c luai_numadd...); `/` of two
//   numbers is a float; `-` of a float is a float;
// - `int op int` is not typed: it can wrap or leave the safe range; anything that may reach a
//   metamethod or a call (strings, tables, fields, calls) is not typed either.
import type * as L from 'luaparse';
import type { Analysis } from './index.js';
import type { Binding } from '../scope.js';
import { negate, numberValue, type NumberValue } from '../generate/shared/values.js';
import { nestedBlocks } from '../nested-blocks.js';

export type NumType = 'int' | 'float';
/** An integer's bounds (safe integers). */
export interface Range {
  lo: number;
  hi: number;
}
/** 'none': no value seen yet (the fixed point's bottom); undefined: not typed. */
type T = Range | 'float' | 'none' | undefined;

export interface NumericTypes {
  /** The static type of an expression: a safe integer, a float, or undefined (any value). */
  typeOf(e: L.Node): NumType | undefined;
  /** The type of a local, parameter or for variable. */
  bindingType(b: Binding): NumType | undefined;
  /** An `int` expression's bounds. */
  range(e: L.Node): Range | undefined;
  /** A numeric literal's value when it is typed (hex floats are left to the parser's reading). */
  constant(e: L.Node): NumberValue | undefined;
}

const MAX_SAFE = 2n ** 53n - 1n;
const SAFE = Number.MAX_SAFE_INTEGER;
// an integer local whose bounds keep changing (`n = n + 1`) is not typed: the fixed point widens it
const WIDEN_AFTER = 8;
const HEX_FLOAT = /^0[xX].*[.pP]/;
const LIMIT = 2n ** 52n;
const MAX_STEP = 2n ** 20n;

function literal(e: L.Node): NumberValue | undefined {
  if (e.type === 'NumericLiteral') {
    const n = e as L.NumericLiteral;
    return HEX_FLOAT.test(n.raw) ? undefined : numberValue(n.raw, n.value);
  }
  if (e.type === 'UnaryExpression' && (e as L.UnaryExpression).operator === '-' && (e as L.UnaryExpression).argument.type === 'NumericLiteral') {
    const v = literal((e as L.UnaryExpression).argument);
    return v && negate(v);
  }
  return undefined;
}

function literalType(v: NumberValue): T {
  if ('int' in v) return v.int >= -MAX_SAFE && v.int <= MAX_SAFE ? { lo: Number(v.int), hi: Number(v.int) } : undefined;
  return 'float';
}

const isRange = (t: T): t is Range => typeof t === 'object';
/** An integer result when its bounds stay safe: JS arithmetic on it is then exact. */
function safe(lo: number, hi: number): T {
  return lo >= -SAFE && hi <= SAFE ? { lo: lo + 0, hi: hi + 0 } : undefined;
}

/** The bounds of an integer `l op r` (lvm.c integer arithmetic, exact within the safe range). */
function intOp(op: string, l: Range, r: Range): T {
  switch (op) {
    case '+':
      return safe(l.lo + r.lo, l.hi + r.hi);
    case '-':
      return safe(l.lo - r.hi, l.hi - r.lo);
    case '*': {
      const c = [l.lo * r.lo, l.lo * r.hi, l.hi * r.lo, l.hi * r.hi];
      return safe(Math.min(...c), Math.max(...c));
    }
    case '%':
      // a positive divisor: the result is in [0, divisor - 1] (never the n%%0 error)
      if (r.lo < 1) return undefined;
      return l.lo >= 0 ? { lo: 0, hi: Math.min(l.hi, r.hi - 1) } : { lo: 0, hi: r.hi - 1 };
    case '//': {
      if (r.lo < 1) return undefined;
      const c = [l.lo / r.lo, l.lo / r.hi, l.hi / r.lo, l.hi / r.hi];
      return safe(Math.floor(Math.min(...c)), Math.floor(Math.max(...c)));
    }
  }
  return undefined;
}

function isMulti(e: L.Node | undefined): boolean {
  return !!e && (e.type === 'CallExpression' || e.type === 'StringCallExpression' || e.type === 'TableCallExpression' || e.type === 'VarargLiteral');
}

/** The integer literal start or step of a numeric for within ±2^52 (generate/ForNumericStatement.ts). */
export function forIntLiteral(e: L.Node): bigint | undefined {
  const v = literal(e);
  return v && 'int' in v && (v.int < 0n ? -v.int : v.int) < LIMIT ? v.int : undefined;
}

/** Whether a numeric for counts over safe integers in a plain JS loop (its variable is then `int`). */
export function isPlainIntFor(n: L.ForNumericStatement): boolean {
  const start = forIntLiteral(n.start);
  const step = n.step ? forIntLiteral(n.step) : 1n;
  // the step bound: see MAX_STEP in generate/ForNumericStatement.ts
  return start !== undefined && step !== undefined && step !== 0n && step <= MAX_STEP && step >= -MAX_STEP;
}

export function numericTypes(a: Analysis): NumericTypes {
  // every value stored into each binding; `undefined` in the list: some untyped store
  const sources = new Map<Binding, (L.Node | undefined)[]>();
  // bindings with a store that can never be typed (most: tables, strings, calls, functions)
  const untyped = new Set<Binding>();
  const add = (b: Binding | undefined, e: L.Node | undefined) => {
    if (!b || untyped.has(b)) return;
    if (!e || !TYPABLE.has(e.type)) {
      untyped.add(b);
      sources.delete(b);
      return;
    }
    let list = sources.get(b);
    if (!list) sources.set(b, (list = []));
    list.push(e);
  };
  // stored through a multiple assignment's value temporaries, which hold Lua values: no float local
  const noFloat = new Set<Binding>();
  const fnParams = new Map<Binding, L.Identifier[]>();
  // the variables of plain integer for loops (they have no other source)
  const counters = new Map<Binding, L.ForNumericStatement>();

  // stores happen in statements: walk the statement lists of every function (analysis found them
  // all, closures inside expressions included), never the expressions
  // indexed loops and forEach, not for-of: a compile runs mostly before V8 optimizes this code,
  // and unoptimized for-of makes an iterator result (and for a Map, an entry pair) per step
  const statements = (list: L.Statement[]): void => {
    for (let k = 0; k < list.length; k++) {
      const n = list[k]!;
      switch (n.type) {
        case 'LocalStatement': {
          const s = n as L.LocalStatement;
          const multi = isMulti(s.init[s.init.length - 1]);
          s.variables.forEach((v, i) => {
            const b = a.decls.get(v)!;
            add(b, multi || b.attribute === 'close' ? undefined : s.init[i]);
          });
          break;
        }
        case 'AssignmentStatement': {
          const s = n as L.AssignmentStatement;
          const single = s.variables.length === 1 && s.init.length === 1;
          const multi = isMulti(s.init[s.init.length - 1]);
          s.variables.forEach((v, i) => {
            if (v.type !== 'Identifier') return;
            const b = a.refs.get(v);
            const typed = i < s.init.length && !(multi && i >= s.init.length - 1);
            add(b, typed ? s.init[i] : undefined);
            if (!single && b) noFloat.add(b);
          });
          break;
        }
        case 'FunctionDeclaration': {
          const f = n as L.FunctionDeclaration;
          const id = f.identifier;
          if (id?.type === 'Identifier') add(f.isLocal ? a.decls.get(id) : a.refs.get(id), undefined);
          break;
        }
        case 'ForNumericStatement': {
          const s = n as L.ForNumericStatement;
          const b = a.decls.get(s.variable)!;
          if (isPlainIntFor(s) && b.assignments === 0) counters.set(b, s);
          else add(b, undefined);
          break;
        }
        case 'ForGenericStatement':
          for (const v of (n as L.ForGenericStatement).variables) add(a.decls.get(v), undefined);
          break;
      }
      const inner = nestedBlocks(n);
      for (let j = 0; j < inner.length; j++) statements(inner[j]!);
    }
  };
  a.functions.forEach((info, node) => {
    if (node.type === 'FunctionDeclaration') {
      const f = node as L.FunctionDeclaration;
      const b = info.binding;
      const params = f.parameters.filter((p): p is L.Identifier => p.type === 'Identifier');
      if (b && b.assignments === 0 && !b.usedAsValue && !info.self) fnParams.set(b, params);
      else for (const p of params) add(a.decls.get(p), undefined);
      if (info.self) add(info.self, undefined);
    }
    statements((node as L.Chunk).body);
  });


  // parameters of local functions called only directly: the arguments of every call
  a.calls.forEach((site) => {
    if (site.callee.kind !== 'local') return;
    const params = fnParams.get(site.callee.binding);
    if (!params) return;
    const node = site.node as L.CallExpression | L.StringCallExpression | L.TableCallExpression;
    const args: L.Node[] = node.type === 'CallExpression' ? node.arguments : node.type === 'StringCallExpression' ? [node.argument] : [node.arguments];
    const multi = isMulti(args[args.length - 1]);
    params.forEach((p, i) => {
      const untyped = i >= args.length || (multi && i >= args.length - 1);
      add(a.decls.get(p), untyped ? undefined : args[i]);
    });
  });

  const types = new Map<Binding, T>();
  sources.forEach((_, b) => types.set(b, 'none'));
  untyped.forEach((b) => types.set(b, undefined));

  /** A plain integer loop's counter runs from its start towards its limit (clipped to safe). */
  const counterType = (s: L.ForNumericStatement): T => {
    const start = Number(forIntLiteral(s.start)!);
    const up = (s.step ? forIntLiteral(s.step)! : 1n) > 0n;
    const limit = typeOf(s.end);
    if (limit === 'none') return 'none';
    if (!isRange(limit)) return up ? { lo: start, hi: SAFE } : { lo: -SAFE, hi: start };
    return up ? { lo: start, hi: Math.max(start, limit.hi) } : { lo: Math.min(start, limit.lo), hi: start };
  };

  const typeOf = (e: L.Node): T => {
    switch (e.type) {
      case 'NumericLiteral': {
        // a short decimal integer (most literals) without BigInt
        const n = e as L.NumericLiteral;
        if (n.raw.length < 16 && DIGITS.test(n.raw)) return { lo: n.value, hi: n.value };
        const v = literal(e);
        return v && literalType(v);
      }
      case 'Identifier': {
        const b = a.refs.get(e as L.Identifier);
        if (!b) return undefined;
        if (types.has(b)) return types.get(b);
        const loop = counters.get(b);
        return loop ? counterType(loop) : undefined;
      }
      case 'UnaryExpression': {
        const u = e as L.UnaryExpression;
        if (u.operator !== '-') return undefined;
        const v = literal(e);
        if (v) return literalType(v);
        const t = typeOf(u.argument);
        return isRange(t) ? { lo: -t.hi + 0, hi: -t.lo + 0 } : t;
      }
      case 'BinaryExpression': {
        const x = e as L.BinaryExpression;
        const op = x.operator as string;
        if (!ARITH.has(op)) return undefined;
        const l = typeOf(x.left);
        const r = typeOf(x.right);
        if (l === undefined || r === undefined) return undefined;
        if (l === 'none' || r === 'none') return 'none';
        if (isRange(l) && isRange(r)) return op === '/' ? 'float' : intOp(op, l, r);
        // float arithmetic: `%` and `//` of floats stay with the runtime
        return op === '%' || op === '//' ? undefined : 'float';
      }
    }
    return undefined;
  };

  const join = (x: T, y: T): T => {
    if (x === 'none') return y;
    if (y === 'none') return x;
    if (isRange(x) && isRange(y)) return { lo: Math.min(x.lo, y.lo), hi: Math.max(x.hi, y.hi) };
    return x === y ? x : undefined;
  };
  const same = (x: T, y: T) => x === y || (isRange(x) && isRange(y) && x.lo === y.lo && x.hi === y.hi);
  const within = (x: T, y: T) => x === y || (isRange(x) && isRange(y) && x.lo >= y.lo && x.hi <= y.hi);
  // the bindings each binding's type depends on (names in its typed stores, loop limits of counters)
  const dependents = new Map<Binding, Binding[]>();
  const refsOf = (e: L.Node, out: Set<Binding>): void => {
    switch (e.type) {
      case 'Identifier': {
        const r = a.refs.get(e as L.Identifier);
        if (r && !out.has(r)) {
          out.add(r);
          const loop = counters.get(r);
          if (loop) refsOf(loop.end, out);
        }
        return;
      }
      case 'UnaryExpression':
        return refsOf((e as L.UnaryExpression).argument, out);
      case 'BinaryExpression':
        refsOf((e as L.BinaryExpression).left, out);
        return refsOf((e as L.BinaryExpression).right, out);
    }
  };
  const candidates: Binding[] = [];
  sources.forEach((list, b) => {
    if (types.get(b) === undefined) return;
    candidates.push(b);
    const refs = new Set<Binding>();
    for (const e of list) refsOf(e!, refs);
    for (const r of refs) {
      let d = dependents.get(r);
      if (!d) dependents.set(r, (d = []));
      d.push(b);
    }
  });
  // a worklist: a binding is recomputed when a binding its stores read has changed
  const settle = (step: (b: Binding) => boolean) => {
    const work = [...candidates];
    const queued = new Set(work);
    while (work.length) {
      const b = work.pop()!;
      queued.delete(b);
      if (types.get(b) === undefined || !step(b)) continue;
      for (const d of dependents.get(b) ?? []) {
        if (!queued.has(d)) {
          queued.add(d);
          work.push(d);
        }
      }
    }
  };
  // least fixed point from 'none' upwards, widening integer bounds that keep growing ...
  const changes = new Map<Binding, number>();
  settle((b) => {
    const old = types.get(b);
    let t: T = 'none';
    for (const e of sources.get(b)!) t = join(t, typeOf(e!));
    if (t === 'float' && noFloat.has(b)) t = undefined;
    if (same(t, old)) return false;
    const n = (changes.get(b) ?? 0) + 1;
    changes.set(b, n);
    types.set(b, n > WIDEN_AFTER ? undefined : t);
    return true;
  });
  // ... then 'none' (never given a typed value) is untyped, and every typed binding is checked
  // again until each of its stores fits its type
  types.forEach((t, b) => {
    if (t === 'none') types.set(b, undefined);
  });
  settle((b) => {
    const t = types.get(b);
    if (sources.get(b)!.every((e) => within(typeOf(e!), t))) return false;
    types.set(b, undefined);
    return true;
  });

  const kind = (t: T): NumType | undefined => (t === 'float' ? 'float' : isRange(t) ? 'int' : undefined);
  const bindingT = (b: Binding): T => {
    if (types.has(b)) return types.get(b);
    const loop = counters.get(b);
    return loop ? counterType(loop) : undefined;
  };
  const final = (e: L.Node): T => {
    const type = e.type;
    if (type !== 'Identifier' && type !== 'BinaryExpression' && type !== 'UnaryExpression' && type !== 'NumericLiteral') return undefined;
    return typeOf(e);
  };
  return {
    typeOf: (e) => kind(final(e)),
    bindingType: (b) => kind(bindingT(b)),
    range: (e) => {
      const t = final(e);
      return isRange(t) ? t : undefined;
    },
    constant: literal,
  };
}

const TYPABLE = new Set(['NumericLiteral', 'Identifier', 'UnaryExpression', 'BinaryExpression']);
const DIGITS = /^[0-9]+$/;

const ARITH = new Set(['+', '-', '*', '/', '%', '//']);
