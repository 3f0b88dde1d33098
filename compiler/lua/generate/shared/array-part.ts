// Reads and overwrites of a table's array part (`t[i]`, `t[i] = v`) written out in the generated
// code, like the string-key reads of fields.ts: the raw element load or store of LuaTable.get/set's
// first case, with index()/setindex() for everything else (a non-table, a key that is no integer
// of the array part, an absent value, lua's alimit hint, metamethods). runtime/lua/indexing.ts
// `index` and `setindex` do the same check inside a call; the written-out test cost intloop's
// sieve 13% fewer instructions (valgrind, node --single-threaded), as a call V8 inlines still
// re-checks the table's shape and the key's type at each of its copies.
//
// `arr` is LuaTable's alone among Lua values (as `strs` is, runtime/lua/indexing.ts isTable), so
// `t?.arr` is undefined for every other value; a present element of the array part is the value
// lua would read (`!bitras || k <= alimit`: LuaTable.get) and can be overwritten with a value
// whatever the metatable (a present key never reaches `__newindex`); an absent key is appended in
// place only to a table without a metatable, and never as key 1: a table with no array element
// may share the runtime's one empty array part (tables.ts NO_ARR, which LuaTable.own replaces).
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Binding } from '../../scope.js';
import { isJsName } from './js-name.js';
import { keepsCopies } from './fields.js';
import { expression } from '../index.js';

const SMALL_INT = /^[1-9][0-9]{0,8}$/;

/**
 * The key of an inline array access as JS code that may be read several times, with the code that
 * prepares it (a temporary's store) and whether it is known to be a number; undefined when the key
 * cannot be read twice without effects (calls, fields, metamethods).
 */
export interface ArrayKey {
  init: string;
  key: string;
  isNumber: boolean;
}

/**
 * `key` (the key's generated JS) prepared for arrayRead/arrayStore: a plain JS name (a local), a
 * small positive integer literal, or an expression the numeric analysis types as an integer (only
 * literals, locals and arithmetic on them: no effect, no metamethod) in a temporary. `reread`:
 * whether the key may be read after other code ran (a store's value): then only a local that no
 * call can reassign qualifies.
 */
export function arrayKey(g: Gen, node: L.Expression, key: string, reread: boolean): ArrayKey | undefined {
  const isInt = g.num.typeOf(node) === 'int';
  if (SMALL_INT.test(key)) return { init: '', key, isNumber: true };
  if (node.type === 'Identifier' && isJsName(key)) {
    const b = g.a.refs.get(node);
    if (!b || (reread && b.captured && b.assignments > 0)) return undefined;
    return { init: '', key, isNumber: isInt };
  }
  if (!isInt || reread) return undefined;
  const t = g.temp('$ik');
  return { init: `${t} = ${key}, `, key: t, isNumber: true };
}

/** Whether `base` (generated JS of a table expression) is a plain name that can be read twice. */
export function arrayBase(g: Gen, node: L.Expression, base: string, reread: boolean): boolean {
  if (node.type !== 'Identifier' || !isJsName(base)) return false;
  const b = g.a.refs.get(node);
  return !!b && !(reread && b.captured && b.assignments > 0);
}

/**
 * The test that `k.key` is an element of base's array part (it assigns `$ia`, base's array, read
 * from `kept` when the local keeps it: declareArrCache).
 */
function inArray(g: Gen, base: string, k: ArrayKey, kept?: string): string {
  const a = g.temp('$ia');
  const key = k.key;
  return `${k.isNumber ? '' : `typeof ${key} === "number" && `}(${a} = ${kept ?? `${base}?.arr`}) !== undefined && ${key} >= 1 && ${key} <= ${a}.length && (${key} | 0) === ${key}`;
}

/**
 * `base[key]` read from the array part when present there, else `slow` (index()). A kept array
 * part (declareArrCache) is read instead of `base?.arr` and taken again on the slow path.
 */
export function arrayRead(g: Gen, base: string, k: ArrayKey, slow: string, kept?: string): string {
  const a = g.temp('$ia');
  const v = g.temp('$iv');
  const key = k.key;
  const miss = kept ? `(${kept} = ${base}?.arr, ${slow})` : slow;
  return `(${k.init}${inArray(g, base, k, kept)} && (${v} = ${a}[${key} - 1]) !== undefined && (!${base}.bitras || ${key} <= ${base}.alimit) ? ${v} : ${miss})`;
}

/**
 * A local table read with integer keys twice or more keeps its array part beside it, `let $a_t =
 * t?.arr;`, as fields.ts keeps its string store: `t?.arr` merges two objects that V8 checks again
 * at each read (n-body's `b[j]`: ~27 M of floatloop's instructions). The copy can only fall
 * behind harmlessly: a table's array part is replaced only once, when the runtime's one empty
 * array (tables.ts NO_ARR, never written) becomes the table's own (LuaTable.own), so a copy is
 * either the current array or an empty one that every read misses; a miss takes the current one
 * again. Same conditions as declareStrsCache: the local's own function, never assigned again.
 */
export function declareArrCache(g: Gen, b: Binding, init?: L.Node): string | undefined {
  // a new table without positional fields has the empty array part: its copy would miss until taken again
  if (init?.type === 'TableConstructorExpression' && !(init as L.TableConstructorExpression).fields.some((f) => f.type === 'TableValue')) return undefined;
  if (b.indexUses < 2 || !keepsCopies(g, b) || g.slots.has(b)) return undefined;
  const name = `$a_${b.jsName}`;
  g.arrCaches.set(b, name);
  return `let ${name} = ${b.jsName}?.arr;`;
}

/** The kept array part of a table expression that is such a local (declareArrCache), if any. */
export function arrCache(g: Gen, e: L.Node): string | undefined {
  if (e.type !== 'Identifier') return undefined;
  const b = g.a.refs.get(e as L.Identifier);
  return b && g.arrCaches.get(b);
}

/**
 * A loop's copy of what the store fast path reads from one table (its array part and the limits
 * derived from `bitras`, `alimit`, `hashInts` and `metatable`), made as the loop starts (fillLoop):
 * the names of three JS locals. Optimized code reloads those fields at every iteration otherwise,
 * as the slow path's call (setindex) may change them; here the slow path reloads them itself.
 */
export interface ArrayView {
  arr: string;
  /** The largest key an overwrite may take: `alimit` under lua's BITRAS hint, else any. */
  over: string;
  /** The largest key an append may take: `alimit` for a table LuaTable.set appends to in place, else 0. */
  app: string;
}

/** The three locals' values, for the loop's `let` list or the reload after the slow path. */
function viewValues(base: string, v: ArrayView): string[] {
  return [
    `${v.arr} = ${base}?.arr`,
    `${v.over} = ${v.arr} !== undefined && ${base}.bitras ? ${base}.alimit : ${MAX_ARRAY_LENGTH}`,
    `${v.app} = ${v.arr} !== undefined && !${base}.bitras && ${base}.hashInts === 0 && ${base}.metatable === undefined ? ${base}.alimit : 0`,
  ];
}

/** No JS array is longer: a key within arr.length is at most this. */
const MAX_ARRAY_LENGTH = 2 ** 32 - 1;

/** A fill loop (fillLoop): what its header needs besides the store in its body. */
export interface FillLoop {
  /** The `let` declarations that copy the table's fields, for the end of the header's list. */
  lets: string;
  /** The table local's JS name. */
  base: string;
  view: ArrayView;
  /** The constant stored (JS), or undefined for nil. */
  value: string | undefined;
}

/**
 * A numeric for whose whole body is `t[v] = constant` with t a local (not the loop variable) and
 * v the loop variable (`for i = 2, n do sieve[i] = true end`, `for j = i * i, n, i do sieve[j] =
 * false end`), in synchronous code: what the loop's header needs (FillLoop), or undefined for any
 * other loop. The `let` declarations copy t's fields as the loop starts (after its start, limit
 * and step are evaluated); the store then reads the copies (arrayStore). They stay right because
 * nothing else runs in such a loop: the key and value are a variable and a constant, the
 * back-edge checkpoint only counts (or raises), and the one call that may run Lua code or change
 * t's layout, setindex (a new key, a resize, `__newindex`), reloads them. Async code is excluded:
 * its checkpoint awaits, and another task could change t meanwhile. The view applies while
 * `body` generates the loop's body.
 */
export function fillLoop(g: Gen, node: L.ForNumericStatement, body: (fill: FillLoop) => void): boolean {
  const store = g.frame.info.isAsync ? undefined : fillStore(node);
  if (!store) return false;
  const { target, value } = store;
  const loopVar = g.a.decls.get(node.variable);
  const tb = g.a.refs.get(target.base);
  if (!loopVar || !tb || tb === loopVar || g.a.refs.get(target.index) !== loopVar) return false;
  const base = tb.jsName;
  if (!arrayBase(g, target.base, base, true)) return false;
  const view: ArrayView = { arr: '$fa', over: '$fo', app: '$fp' };
  g.arrayViews.set(base, view);
  try {
    body({ lets: viewValues(base, view).join(', '), base, view, value: value.type === 'NilLiteral' ? undefined : expression(g, value) });
  } finally {
    g.arrayViews.delete(base);
  }
  return true;
}

/** How a fill loop's counter runs through one block (ForNumericStatement blockHeader). */
export interface FillBlock {
  /** The JS counter (an integer whenever `plain` holds). */
  counter: string;
  /** Its direction: 1 up, -1 down, 0 the sign of `step`. */
  dir: 1 | -1 | 0;
  /** The step (JS: a literal or a local). */
  step: string;
  /** A JS test that the loop counts over integers (`$loop === undefined`), or '' when it always does. */
  plain: string;
}

/**
 * The statement that runs a fill loop's block from its start (counter) to `$e` without the
 * per-pass test, as far as it can, leaving the counter at the first pass still to run:
 * - a run of appends to t's end when the step is 1: appendRun stores the rest of the loop at
 *   once, charges the clock for it and the counter moves past `$last` (the loop ends);
 * - overwrites of present elements, when all the block's keys are within the array part (and
 *   lua's array size under its BITRAS hint): a tight loop that stops at the first hole (an
 *   absent key takes the slow path: `__newindex`, lua's layout).
 * The per-pass loop runs whatever remains of the block. Nothing else runs in between, so the
 * copies of t's fields stay right (fillLoop). Empty for a nil store (every pass differs).
 */
export function fillFast(g: Gen, fill: FillLoop, b: FillBlock): string {
  if (fill.value === undefined) return '';
  const { arr, over } = fill.view;
  const c = b.counter;
  const plain = b.plain ? `${b.plain} && ` : '';
  const up = (j: string) => `${j} <= $e`;
  const down = (j: string) => `${j} >= $e`;
  const inside = (lo: string, hi: string) => `${arr} !== undefined && ${lo} >= 1 && ${hi} <= ${arr}.length && ${hi} <= ${over}`;
  const run = (cond: (j: string) => string) =>
    `{ let $j = ${c}; for (; ${cond('$j')} && ${arr}[$j - 1] !== undefined; $j += ${b.step}) ${arr}[$j - 1] = ${fill.value}; ${c} = $j; }`;
  let overwrite: string;
  if (b.dir > 0) overwrite = `if (${plain}${inside(c, '$e')}) ${run(up)}`;
  else if (b.dir < 0) overwrite = `if (${plain}${inside('$e', c)}) ${run(down)}`;
  else overwrite = `if (${plain}${b.step} > 0 && ${inside(c, '$e')}) ${run(up)} else if (${plain}${b.step} < 0 && ${inside('$e', c)}) ${run(down)}`;
  if (b.dir < 0 || (b.dir > 0 && b.step !== '1')) return overwrite;
  const one = b.dir > 0 ? '' : `${b.step} === 1 && `;
  const append = `if (${plain}${one}${arr} !== undefined && ${c} === ${arr}.length + 1 && ${g.rt('appendRun')}(${fill.base}, ${c}, $last, ${fill.value}, $clock)) ${c} = $last + 1; else `;
  return append + overwrite;
}

/** A fill loop's store, `t[k] = constant`, by its syntax alone (fillLoop checks what t and k are). */
export interface FillStore {
  target: L.IndexExpression & { base: L.Identifier; index: L.Identifier };
  value: L.NumericLiteral | L.StringLiteral | L.BooleanLiteral | L.NilLiteral;
}

/**
 * The store of a numeric for whose whole body is `t[k] = constant` with t and k names, or
 * undefined: the shape fillLoop compiles and the loop outliner (outline.ts planFills) looks for.
 */
export function fillStore(node: L.ForNumericStatement): FillStore | undefined {
  if (node.body.length !== 1) return undefined;
  const st = node.body[0]!;
  if (st.type !== 'AssignmentStatement' || st.variables.length !== 1 || st.init.length !== 1) return undefined;
  const target = st.variables[0]!;
  const value = st.init[0]!;
  if (target.type !== 'IndexExpression' || target.base.type !== 'Identifier' || target.index.type !== 'Identifier') return undefined;
  if (!CONSTANTS.has(value.type)) return undefined;
  return { target, value } as FillStore;
}

const CONSTANTS = new Set(['NumericLiteral', 'StringLiteral', 'BooleanLiteral', 'NilLiteral']);

/**
 * The statement `base[key] = value`: an overwrite of a present array element or an append within
 * lua's array size (LuaTable.set's fast cases) in place, anything else through `slow(v)` (setindex). The value is evaluated first (its code may resize the array);
 * a constant value (`constant`) is written as it is.
 */
export function arrayStore(g: Gen, base: string, k: ArrayKey, value: string, constant: boolean, slow: (v: string) => string): string {
  const view = g.arrayViews.get(base);
  const key = k.key;
  if (view) {
    // through a loop's copy of base's fields (fillLoop); the slow path reloads the copy
    const reload = (v: string) => `{ ${slow(v)} ${viewValues(base, view).join('; ')}; }`;
    return storeCode(g, k, value, constant, view.arr, view.arr, `${key} <= ${view.over}`, `${key} <= ${view.app}`, reload);
  }
  const a = g.temp('$ia');
  // LuaTable.set's two first cases: a present element, or an append inside lua's array size
  return storeCode(g, k, value, constant, `(${a} = ${base}?.arr)`, a, `(!${base}.bitras || ${key} <= ${base}.alimit)`,
    `${key} <= ${base}.alimit && !${base}.bitras && ${base}.hashInts === 0 && ${base}.metatable === undefined`, slow);
}

/**
 * arrayStore's statement: `arr` loads the array part into `a`, `overwrite` and `append` are the
 * limits of LuaTable.set's two fast cases (a present element, an append at arr.length + 1).
 */
function storeCode(
  g: Gen, k: ArrayKey, value: string, constant: boolean, arr: string, a: string, overwrite: string, append: string, slow: (v: string) => string,
): string {
  const key = k.key;
  const test =
    `${k.isNumber ? '' : `typeof ${key} === "number" && `}${arr} !== undefined && (${key} | 0) === ${key} && ${key} >= 1 && ` +
    `(${key} <= ${a}.length ? ${a}[${key} - 1] !== undefined && ${overwrite} : ${key} === ${a}.length + 1 && ${key} !== 1 && ${append})`;
  if (constant) return `if (${test}) ${a}[${key} - 1] = ${value}; else ${slow(value)}`;
  const v = g.temp('$iv');
  return `if ((${v} = ${value}) !== undefined && ${test}) ${a}[${key} - 1] = ${v}; else ${slow(v)}`;
}
