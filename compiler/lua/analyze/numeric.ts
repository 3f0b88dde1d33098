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
import type { Binding, CallSite, FunctionInfo } from '../scope.js';
import { isHexFloat, isMulti, negate, numberValue, type NumberValue } from '../generate/shared/values.js';
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
const LIMIT = 2n ** 52n;
const MAX_STEP = 2n ** 20n;

function literal(e: L.Node): NumberValue | undefined {
  if (e.type === 'NumericLiteral') {
    const n = e as L.NumericLiteral;
    return isHexFloat(n.raw) ? undefined : numberValue(n.raw);
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

/**
 * What one chunk's fixed point knows about one binding, in the binding's `numeric` slot (scope.ts).
 *
 * Why a slot and not Maps keyed by binding (as the facts were): a binding's first use as a Map or
 * Set key makes V8 create its identity hash (a runtime call), and every lookup hashes and probes a
 * table. The bench input (1 MiB) made ~190k such operations per compile, nearly all before V8
 * optimizes this code; a field of an object the binding points to is a plain load. `owner` ties
 * the facts to one Facts, so a second typing of the same analysis starts afresh.
 */
export class BindingFacts {
  /** Every value stored into the binding while all of them may be typed; undefined otherwise. */
  sources: L.Node[] | undefined = undefined;
  /** A store that can never be typed (most: tables, strings, calls, functions). */
  untyped = false;
  /** Stored through a multiple assignment's value temporaries, which hold Lua values: no float local. */
  noFloat = false;
  /** A local function called only directly: its parameters (its calls give their stores). */
  params: L.Identifier[] | undefined = undefined;
  /** The loop of a plain integer for's variable (it has no other source). */
  counter: L.ForNumericStatement | undefined = undefined;
  /** Whether `type` holds the fixed point's type (a Map's `has`: `type` may be undefined). */
  typed = false;
  type: T = undefined;
  /** The bindings whose type depends on this one (it is named in their typed stores, or their loop limits). */
  dependents: Binding[] | undefined = undefined;
  /** How many times the fixed point changed the type (widening). */
  changes = 0;
  /** In settle's worklist. */
  queued = false;
  /** The last dependencies() call that collected this binding (its dedupe, without a Set). */
  seen = 0;
  constructor(readonly owner: Facts) {}
}

/** The binding's facts of this fixed point, if it has any. */
function factsOf(s: Facts, b: Binding): BindingFacts | undefined {
  const f = b.numeric;
  return f !== undefined && f.owner === s ? f : undefined;
}

/** The binding's facts of this fixed point, made on first use. */
function ensure(s: Facts, b: Binding): BindingFacts {
  const f = b.numeric;
  return f !== undefined && f.owner === s ? f : (b.numeric = new BindingFacts(s));
}

/**
 * The facts one chunk's fixed point works on. The pass is module-level functions over this state,
 * not closures made per compile: V8's optimized code of generation inlines `typeOf` and friends,
 * and closures new at every compile threw that code away at the next compile ("wrong call
 * target" in --trace-deopt).
 */
class Facts implements NumericTypes {
  // the bindings given typed sources, in order (their facts' `sources`; dropped ones have none)
  readonly sourced: Binding[] = [];
  // the bindings with an untyped store, in order
  readonly untyped: Binding[] = [];
  readonly candidates: Binding[] = [];
  // numbers dependencies() calls (BindingFacts.seen)
  pass = 0;
  constructor(readonly a: Analysis) {}

  typeOf(e: L.Node): NumType | undefined {
    return kind(final(this, e));
  }
  bindingType(b: Binding): NumType | undefined {
    return kind(bindingT(this, b));
  }
  range(e: L.Node): Range | undefined {
    const t = final(this, e);
    return isRange(t) ? t : undefined;
  }
  constant(e: L.Node): NumberValue | undefined {
    return literal(e);
  }
}

function add(s: Facts, b: Binding | undefined, e: L.Node | undefined): void {
  if (!b) return;
  const f = ensure(s, b);
  if (f.untyped) return;
  if (!e || !TYPABLE.has(e.type)) {
    f.untyped = true;
    s.untyped.push(b);
    f.sources = undefined;
    return;
  }
  let list = f.sources;
  if (!list) {
    f.sources = list = [];
    s.sourced.push(b);
  }
  list.push(e);
}

// stores happen in statements: walk the statement lists of every function (analysis found them
// all, closures inside expressions included), never the expressions
// indexed loops, not for-of or forEach with a closure: a compile runs mostly before V8 optimizes
// this code, and unoptimized for-of makes an iterator result (and for a Map, an entry pair) per step
function statements(s: Facts, list: L.Statement[]): void {
  const a = s.a;
  for (let k = 0; k < list.length; k++) {
    const n = list[k]!;
    switch (n.type) {
      case 'LocalStatement': {
        const st = n as L.LocalStatement;
        const multi = isMulti(st.init[st.init.length - 1]);
        for (let i = 0; i < st.variables.length; i++) {
          const b = a.decls.get(st.variables[i]!)!;
          add(s, b, multi || b.attribute === 'close' ? undefined : st.init[i]);
        }
        break;
      }
      case 'AssignmentStatement': {
        const st = n as L.AssignmentStatement;
        const single = st.variables.length === 1 && st.init.length === 1;
        const multi = isMulti(st.init[st.init.length - 1]);
        for (let i = 0; i < st.variables.length; i++) {
          const v = st.variables[i]!;
          if (v.type !== 'Identifier') continue;
          const b = a.refs.get(v);
          const typed = i < st.init.length && !(multi && i >= st.init.length - 1);
          add(s, b, typed ? st.init[i] : undefined);
          if (!single && b) ensure(s, b).noFloat = true;
        }
        break;
      }
      case 'FunctionDeclaration': {
        const f = n as L.FunctionDeclaration;
        const id = f.identifier;
        if (id?.type === 'Identifier') add(s, f.isLocal ? a.decls.get(id) : a.refs.get(id), undefined);
        break;
      }
      case 'ForNumericStatement': {
        const st = n as L.ForNumericStatement;
        const b = a.decls.get(st.variable)!;
        if (isPlainIntFor(st) && b.assignments === 0) ensure(s, b).counter = st;
        else add(s, b, undefined);
        break;
      }
      case 'ForGenericStatement': {
        const vars = (n as L.ForGenericStatement).variables;
        for (let i = 0; i < vars.length; i++) add(s, a.decls.get(vars[i]!), undefined);
        break;
      }
    }
    const inner = nestedBlocks(n);
    for (let j = 0; j < inner.length; j++) statements(s, inner[j]!);
  }
}

/** The stores of one function: its parameters (unless its calls give them) and its statements. */
function functionStores(s: Facts, info: FunctionInfo, node: L.Node): void {
  if (node.type === 'FunctionDeclaration') {
    const f = node as L.FunctionDeclaration;
    const b = info.binding;
    const params: L.Identifier[] = [];
    for (let k = 0; k < f.parameters.length; k++) {
      const p = f.parameters[k]!;
      if (p.type === 'Identifier') params.push(p);
    }
    if (b && b.assignments === 0 && !b.usedAsValue && !info.self) ensure(s, b).params = params;
    else for (let k = 0; k < params.length; k++) add(s, s.a.decls.get(params[k]!), undefined);
    if (info.self) add(s, info.self, undefined);
  }
  statements(s, (node as L.Chunk).body);
}

/** Parameters of local functions called only directly: the arguments of every call. */
function callStores(s: Facts, site: CallSite): void {
  if (site.callee.kind !== 'local') return;
  const params = factsOf(s, site.callee.binding)?.params;
  if (!params) return;
  const node = site.node as L.CallExpression | L.StringCallExpression | L.TableCallExpression;
  const args: L.Node[] = node.type === 'CallExpression' ? node.arguments : node.type === 'StringCallExpression' ? [node.argument] : [node.arguments];
  const multi = isMulti(args[args.length - 1]);
  for (let i = 0; i < params.length; i++) {
    const untyped = i >= args.length || (multi && i >= args.length - 1);
    add(s, s.a.decls.get(params[i]!), untyped ? undefined : args[i]);
  }
}

/** A plain integer loop's counter runs from its start towards its limit (clipped to safe). */
function counterType(s: Facts, loop: L.ForNumericStatement): T {
  const start = Number(forIntLiteral(loop.start)!);
  const up = (loop.step ? forIntLiteral(loop.step)! : 1n) > 0n;
  const limit = typeOf(s, loop.end);
  if (limit === 'none') return 'none';
  if (!isRange(limit)) return up ? { lo: start, hi: SAFE } : { lo: -SAFE, hi: start };
  return up ? { lo: start, hi: Math.max(start, limit.hi) } : { lo: Math.min(start, limit.lo), hi: start };
}

function typeOf(s: Facts, e: L.Node): T {
  switch (e.type) {
    case 'NumericLiteral':
      return numeralType(e as L.NumericLiteral);
    case 'Identifier':
      return identifierType(s, e as L.Identifier);
    case 'UnaryExpression': {
      const u = e as L.UnaryExpression;
      if (u.operator !== '-') return undefined;
      const v = literal(e);
      if (v) return literalType(v);
      const t = typeOf(s, u.argument);
      return isRange(t) ? { lo: -t.hi + 0, hi: -t.lo + 0 } : t;
    }
    case 'BinaryExpression': {
      const x = e as L.BinaryExpression;
      const op = x.operator as string;
      if (!ARITH.has(op)) return undefined;
      const l = typeOf(s, x.left);
      const r = typeOf(s, x.right);
      if (l === undefined || r === undefined) return undefined;
      if (l === 'none' || r === 'none') return 'none';
      if (isRange(l) && isRange(r)) return op === '/' ? 'float' : intOp(op, l, r);
      // float arithmetic: `%` and `//` of floats stay with the runtime
      return op === '%' || op === '//' ? undefined : 'float';
    }
  }
  return undefined;
}

function numeralType(n: L.NumericLiteral): T {
  // a short decimal integer (most literals) without BigInt
  if (n.raw.length < 16 && DIGITS.test(n.raw)) return { lo: n.value, hi: n.value };
  const v = literal(n);
  return v && literalType(v);
}

function identifierType(s: Facts, e: L.Identifier): T {
  const b = s.a.refs.get(e);
  return b ? bindingT(s, b) : undefined;
}

/**
 * An operation's type once the fixed point is reached, kept on the node by numericTypes (the
 * node factories declare these slots, node-factories.ts NODE_SLOTS).
 *
 * Why: generation asks for the type of nearly every expression it writes, and of an operation's
 * operands again; typeOf recursed through the whole operand tree each time, and V8 inlined that
 * recursive function (435 bytes of bytecode, ~11% of all the bytecode TurboFan inlined in a fresh
 * compile of the 1 MiB bench input) into each generation function that asked.
 */
interface NumSlots {
  numOwner: Facts | undefined;
  numType: T;
}

function join(x: T, y: T): T {
  if (x === 'none') return y;
  if (y === 'none') return x;
  if (isRange(x) && isRange(y)) return { lo: Math.min(x.lo, y.lo), hi: Math.max(x.hi, y.hi) };
  return x === y ? x : undefined;
}
const same = (x: T, y: T) => x === y || (isRange(x) && isRange(y) && x.lo === y.lo && x.hi === y.hi);
const within = (x: T, y: T) => x === y || (isRange(x) && isRange(y) && x.lo >= y.lo && x.hi <= y.hi);

/** The bindings an expression reads, each once, in order (a loop counter's: its limit's too). */
function refsOf(s: Facts, e: L.Node, out: Binding[]): void {
  switch (e.type) {
    case 'Identifier': {
      const r = s.a.refs.get(e as L.Identifier);
      if (!r) return;
      const f = ensure(s, r);
      if (f.seen !== s.pass) {
        f.seen = s.pass;
        out.push(r);
        const loop = f.counter;
        if (loop) refsOf(s, loop.end, out);
      }
      return;
    }
    case 'UnaryExpression':
      return refsOf(s, (e as L.UnaryExpression).argument, out);
    case 'BinaryExpression':
      refsOf(s, (e as L.BinaryExpression).left, out);
      return refsOf(s, (e as L.BinaryExpression).right, out);
  }
}

function dependencies(s: Facts, list: L.Node[], b: Binding): void {
  if (b.numeric!.type === undefined) return;
  s.candidates.push(b);
  const refs: Binding[] = [];
  s.pass++;
  for (let k = 0; k < list.length; k++) refsOf(s, list[k]!, refs);
  for (let k = 0; k < refs.length; k++) {
    const f = refs[k]!.numeric!;
    if (f.dependents) f.dependents.push(b);
    else f.dependents = [b];
  }
}

// a worklist: a binding is recomputed when a binding its stores read has changed
function settle(s: Facts, step: (s: Facts, b: Binding) => boolean): void {
  const work = s.candidates.slice();
  for (let k = 0; k < work.length; k++) work[k]!.numeric!.queued = true;
  while (work.length) {
    const b = work.pop()!;
    const f = b.numeric!;
    f.queued = false;
    if (f.type === undefined || !step(s, b)) continue;
    const ds = f.dependents;
    if (!ds) continue;
    for (let k = 0; k < ds.length; k++) {
      const d = ds[k]!;
      const df = d.numeric!;
      if (!df.queued) {
        df.queued = true;
        work.push(d);
      }
    }
  }
}

// least fixed point from 'none' upwards, widening integer bounds that keep growing ...
function grow(s: Facts, b: Binding): boolean {
  const f = b.numeric!;
  const old = f.type;
  let t: T = 'none';
  const list = f.sources!;
  for (let k = 0; k < list.length; k++) t = join(t, typeOf(s, list[k]!));
  if (t === 'float' && f.noFloat) t = undefined;
  if (same(t, old)) return false;
  const n = ++f.changes;
  f.type = n > WIDEN_AFTER ? undefined : t;
  return true;
}

// ... then every typed binding is checked again until each of its stores fits its type
function check(s: Facts, b: Binding): boolean {
  const f = b.numeric!;
  const t = f.type;
  const list = f.sources!;
  for (let k = 0; k < list.length; k++) {
    if (!within(typeOf(s, list[k]!), t)) {
      f.type = undefined;
      return true;
    }
  }
  return false;
}

const kind = (t: T): NumType | undefined => (t === 'float' ? 'float' : isRange(t) ? 'int' : undefined);

function bindingT(s: Facts, b: Binding): T {
  const f = factsOf(s, b);
  if (!f) return undefined;
  if (f.typed) return f.type;
  return f.counter ? counterType(s, f.counter) : undefined;
}

function final(s: Facts, e: L.Node): T {
  switch (e.type) {
    case 'Identifier':
      return identifierType(s, e as L.Identifier);
    case 'NumericLiteral':
      return numeralType(e as L.NumericLiteral);
    case 'BinaryExpression':
    case 'UnaryExpression': {
      const n = e as unknown as NumSlots;
      // an operation the analysis did not list (none today) is typed as it is asked for
      return n.numOwner === s ? n.numType : typeOf(s, e);
    }
  }
  return undefined;
}

export function numericTypes(a: Analysis): NumericTypes {
  const s = new Facts(a);
  a.functions.forEach((info, node) => functionStores(s, info, node));
  a.calls.forEach((site) => callStores(s, site));
  // the bindings with typed sources start at 'none', those with an untyped store are untyped
  const sourced = s.sourced;
  for (let k = 0; k < sourced.length; k++) {
    const f = sourced[k]!.numeric!;
    if (f.sources) {
      f.typed = true;
      f.type = 'none';
    }
  }
  for (let k = 0; k < s.untyped.length; k++) {
    const f = s.untyped[k]!.numeric!;
    f.typed = true;
    f.type = undefined;
  }
  for (let k = 0; k < sourced.length; k++) {
    const b = sourced[k]!;
    const list = b.numeric!.sources;
    if (list) dependencies(s, list, b);
  }
  settle(s, grow);
  // 'none' (never given a typed value) is untyped
  for (let k = 0; k < sourced.length; k++) {
    const f = sourced[k]!.numeric!;
    if (f.type === 'none') f.type = undefined;
  }
  settle(s, check);
  // every operation's type, now final (generation reads it: final)
  const ops = a.operations;
  for (let k = 0; k < ops.length; k++) {
    const n = ops[k] as unknown as NumSlots;
    n.numType = typeOf(s, ops[k]!);
    n.numOwner = s;
  }
  return s;
}

const TYPABLE = new Set(['NumericLiteral', 'Identifier', 'UnaryExpression', 'BinaryExpression']);
const DIGITS = /^[0-9]+$/;

const ARITH = new Set(['+', '-', '*', '/', '%', '//']);
