// Reads of a constant string key (`t.x`, `t["x"]`, globals, method lookups) as
// `fields(t).x ?? indexMiss(t, "x", desc)`: the raw field load is a property load in the generated
// code, so V8 caches it per site by the table's hidden class (runtime/lua/indexing.ts `fields`).
import type { Gen } from '../context.js';
import { jsString } from './values.js';
import { isJsName } from './js-name.js';

/** The module-level constant holding `fields()`, the empty string store (compiler/emit NO_FIELDS_LINE). */
export const NO_FIELDS = '$nf';

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

/** The JS property access of key `name` (bracketed when it is no identifier, or is `__proto__`). */
export function fieldProperty(name: string): string {
  return isJsName(name) && name !== '__proto__' ? `.${name}` : `[${jsString(name)}]`;
}

/**
 * The method `name` of `obj:name(...)`, where `base` is a plain JS name: the object's own field, else
 * the field of the table the module's cache for this name says o's `__index` chain holds it in (the
 * cache answers that table's string store, or an empty one), else the full lookup, which fills the
 * cache (runtime/lua/method-cache.ts). The property loads stay in the generated code, so V8 caches
 * each by hidden class at this site.
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
  return `(${strsOf(g, base)}${prop} ?? ${g.rt('holderFields')}(${base}, ${site})${prop} ?? ${g.metaOp('methodMiss', `${base}, ${site}${d ? ', ' + d : ''}`)})`;
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
 */
export function fieldRead(g: Gen, base: string, name: string, d: string | undefined, mark = '', global = false): string {
  let obj = base;
  let prefix = mark ? `${mark}, ` : '';
  if (!isJsName(base)) {
    // nothing runs between the two reads of $b, so nested reads can share the one temporary
    obj = g.temp('$b');
    prefix = `${obj} = ${base}, ${prefix}`;
  }
  return `(${prefix}${strsOf(g, obj)}${fieldProperty(name)} ?? ${global ? `${g.rt('indexMiss')}(${obj}, ${jsString(name)}${d ? ', ' + d : ''})` : g.metaOp('indexMiss', `${obj}, ${jsString(name)}${d ? ', ' + d : ''}`)})`;
}
