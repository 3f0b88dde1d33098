// Reads of a constant string key (`t.x`, `t["x"]`, globals, method lookups) as
// `fields(t).x ?? indexMiss(t, "x", desc)`: the raw field load is a property load in the generated
// code, so V8 caches it per site by the table's hidden class (runtime/lua/indexing.ts `fields`).
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Binding } from '../../scope.js';
import { jsString } from './values.js';
import { isJsName } from './js-name.js';
import { INHERITS } from '../../../../runtime/lua/tables.js';

/** The module-level constant holding `fields()`, the empty string store (compiler/emit NO_FIELDS_LINE). */
export const NO_FIELDS = '$nf';

const INHERITS_KEY = jsString(INHERITS);

/**
 * Key `name` that `s` (a string store) has is its own, not inherited: the test field stores make
 * before writing a present key in place. A store that inherits nothing reads no INHERITS property
 * (runtime/lua/tables.ts), which V8 folds to a constant per hidden class; the others (stores of
 * classes with a parent) ask.
 */
export function ownStore(s: string, name: string): string {
  return `(${s}[${INHERITS_KEY}] === undefined || Object.hasOwn(${s}, ${jsString(name)}))`;
}

/**
 * The string-key store of the value of `obj` (JS code evaluated once, a name or a call):
 * `obj?.strs ?? $nf`, what runtime/lua/indexing.ts `fields(obj)` returns, written out in the
 * generated code. V8 inlines the call of `fields` too, but each inlined copy loads the runtime's
 * empty store from its module context and costs more: n-body's advance() ran ~14% fewer
 * instructions with the store read in place (valgrind, node --single-threaded).
 */
export function strsOf(g: Gen, obj: string): string {
  g.rt('fields');
  return `(${obj}?.strs ?? ${NO_FIELDS})`;
}

/**
 * A local table's string store kept beside it: `let $s_t = t?.strs ?? $nf;` where the local is
 * declared, for a local of its function (never captured) that is never assigned again and whose
 * constant keys are read or written twice or more. Field reads then load `$s_t.x` (and stores
 * write it): V8 checks the store's hidden class once for all of them, where each
 * `(t?.strs ?? $nf).x` is a merge of two objects that it checks again (n-body's advance() ran
 * ~35% fewer instructions with its two tables' stores kept).
 *
 * The copy can fall behind its table, harmlessly: a table gets a store of its own at its first
 * string key (the copy is the shared empty one until then), and a rehash that drops dead keys
 * gives it a new one and clears every key of the old (runtime/lua/tables.ts retireStrs). Either
 * way the copy holds no key: a read misses it and reads the table's current store
 * (`$s_t.x ?? (t?.strs ?? $nf).x ?? indexMiss(...)`), a store misses it and goes through
 * setindex, then takes the current store.
 *
 * Returns the declaration, or undefined when the local keeps none. Declarations (LocalStatement,
 * parameters) call this before any use of the local is generated.
 */
export function declareStrsCache(g: Gen, b: Binding): string | undefined {
  if (b.fieldUses < 2 || !keepsCopies(g, b)) return undefined;
  const name = `$s_${b.jsName}`;
  g.strsCaches.set(b, name);
  return `let ${name} = ${strsOf(g, b.jsName)};`;
}

/**
 * Whether local b may keep copies of its table's parts beside it (its string store here, its array
 * part: array-part.ts declareArrCache): a local of its own function, never captured, never assigned
 * again, no `<const>`/`<close>` and no number (numeric.ts), so the copy always belongs to b's table.
 */
export function keepsCopies(g: Gen, b: Binding): boolean {
  return !(b.captured || b.assignments > 0 || b.attribute || b.compileTimeConstant || g.num.bindingType(b));
}

/**
 * The chunk's environment keeps its store the same way, in `$s_ENV` beside the `_ENV` parameter
 * (a `var` declared with `$clock`, generate/index.ts functionBody), when no code assigns `_ENV`: every
 * global read of the chunk and its functions reads it first (Identifier.ts).
 */
export const ENV_STRS = '$s_ENV';

/** The kept string store of a table expression that is such a local (declareStrsCache), if any. */
export function strsCache(g: Gen, e: L.Node): string | undefined {
  if (e.type !== 'Identifier') return undefined;
  const b = g.a.refs.get(e as L.Identifier);
  return b && g.strsCaches.get(b);
}

/**
 * The first arguments of indexMissReturned/indexReturned (runtime/lua/stdlib/base-calls.ts): the
 * function's receiver (PROTECTED when pcall called it) and the position its catch would give.
 */
export const protectedArgs = 'this, $chunkname, $line';

/** The JS property access of key `name` (bracketed when it is no identifier, or is `__proto__`). */
export function fieldProperty(name: string): string {
  return isJsName(name) && name !== '__proto__' ? `.${name}` : `[${jsString(name)}]`;
}

/**
 * The method `name` of `obj:name(...)`, where `base` is a plain JS name: the object's own field, else
 * the field its metatable's inheritance view finds along the `__index` chain of tables
 * (runtime/lua/inherit-views.ts: a JS prototype chain), else the full lookup
 * (runtime/lua/method-cache.ts methodMiss). V8 resolves the view's load to a constant per hidden
 * class, so the call's target is a choice among constants, which it can inline.
 */
export function methodRead(g: Gen, base: string, name: string, d: string | undefined, method = true): string {
  // `t.f(...)` callees get caches of their own: lua renumbers arguments only for `:` calls
  const key = method ? name : `.${name}`;
  let site = g.methodSites.get(key);
  if (!site) {
    site = methodSiteName(name, method);
    g.methodSites.set(key, site);
    g.rt('methodSite');
  }
  const prop = fieldProperty(name);
  return `(${strsOf(g, base)}${prop} ?? (${base}?.inh ?? ${NO_FIELDS})${prop} ?? ${g.metaOp('methodMiss', `${base}, ${site}${d ? ', ' + d : ''}`)})`;
}

/** The module-level name of the cache for method `name` (Lua names are JS identifier characters). */
function methodSiteName(name: string, method: boolean): string {
  const prefix = method ? '$m_' : '$f_';
  return isJsName(name) ? prefix + name : prefix + [...name].map((c) => c.charCodeAt(0).toString(16)).join('_');
}

/**
 * `base[name]` with `__index` and the error of a non-table: `base` is JS code, evaluated once
 * (a temporary unless it is a plain JS name, which reads the same value twice); `d` the JS string
 * literal describing base for messages, or undefined; `mark` a `$line` store (Gen.lineMark) that
 * runs after base and before the read. `global`: a read of the environment, whose `__index` is
 * never awaited (a suspending one raises; every prompt reads globals, so this keeps them small).
 * `cache`: base's kept string store (strsCache), read first. `returned`: the read is the value of
 * `return` in a function pcall may call (ReturnStatement.ts returnedRead): its miss goes through
 * indexMissReturned, which hands indexing nil back to pcall without a throw.
 */
export function fieldRead(g: Gen, base: string, name: string, d: string | undefined, mark = '', global = false, cache?: string, returned = false): string {
  let obj = base;
  let prefix = mark ? `${mark}, ` : '';
  if (!isJsName(base)) {
    // nothing runs between the two reads of $b, so nested reads can share the one temporary
    obj = g.temp('$b');
    prefix = `${obj} = ${base}, ${prefix}`;
  }
  const kept = cache ? `${cache}${fieldProperty(name)} ?? ` : '';
  const args = `${obj}, ${jsString(name)}${d ? ', ' + d : ''}`;
  const miss = returned ? `${g.rt('indexMissReturned')}(${protectedArgs}, ${args})` : global ? `${g.rt('indexMiss')}(${args})` : g.metaOp('indexMiss', args);
  return `(${prefix}${kept}${strsOf(g, obj)}${fieldProperty(name)} ?? ${miss})`;
}
