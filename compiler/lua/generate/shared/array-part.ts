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
import { isJsName } from './js-name.js';

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

/** The test that `k.key` is an element of base's array part (it assigns `$ia`, base's array). */
function inArray(g: Gen, base: string, k: ArrayKey): string {
  const a = g.temp('$ia');
  const key = k.key;
  return `${k.isNumber ? '' : `typeof ${key} === "number" && `}(${a} = ${base}?.arr) !== undefined && ${key} >= 1 && ${key} <= ${a}.length && (${key} | 0) === ${key}`;
}

/** `base[key]` read from the array part when present there, else `slow` (index()). */
export function arrayRead(g: Gen, base: string, k: ArrayKey, slow: string): string {
  const a = g.temp('$ia');
  const v = g.temp('$iv');
  const key = k.key;
  return `(${k.init}${inArray(g, base, k)} && (${v} = ${a}[${key} - 1]) !== undefined && (!${base}.bitras || ${key} <= ${base}.alimit) ? ${v} : ${slow})`;
}

/**
 * The statement `base[key] = value`: an overwrite of a present array element or an append within
 * lua's array size (LuaTable.set's fast cases) in place, anything else through `slow(v)` (setindex). The value is evaluated first (its code may resize the array);
 * a constant value (`constant`) is written as it is.
 */
export function arrayStore(g: Gen, base: string, k: ArrayKey, value: string, constant: boolean, slow: (v: string) => string): string {
  const a = g.temp('$ia');
  const key = k.key;
  // LuaTable.set's two first cases: a present element, or an append inside lua's array size
  const test =
    `${k.isNumber ? '' : `typeof ${key} === "number" && `}(${a} = ${base}?.arr) !== undefined && (${key} | 0) === ${key} && ${key} >= 1 && ` +
    `(${key} <= ${a}.length ? ${a}[${key} - 1] !== undefined && (!${base}.bitras || ${key} <= ${base}.alimit) : ${key} === ${a}.length + 1 && ${key} !== 1 && ${key} <= ${base}.alimit && !${base}.bitras && ${base}.hashInts === 0 && ${base}.metatable === undefined)`;
  if (constant) return `if (${test}) ${a}[${key} - 1] = ${value}; else ${slow(value)}`;
  const v = g.temp('$iv');
  return `if ((${v} = ${value}) !== undefined && ${test}) ${a}[${key} - 1] = ${v}; else ${slow(v)}`;
}
