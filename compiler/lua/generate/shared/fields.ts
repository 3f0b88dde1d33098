// Reads of a constant string key (`t.x`, `t["x"]`, globals, method lookups) as
// `fields(t).x ?? indexMiss(t, "x", desc)`: the raw field load is a property load in the generated
// code, so V8 caches it per site by the table's hidden class (runtime/lua/indexing.ts `fields`).
import type { Gen } from '../context.js';
import { jsString } from './values.js';

const JS_NAME = /^[A-Za-z_$][\w$]*$/;

/** The JS property access of key `name` (bracketed when it is no identifier, or is `__proto__`). */
export function fieldProperty(name: string): string {
  return JS_NAME.test(name) && name !== '__proto__' ? `.${name}` : `[${jsString(name)}]`;
}

/**
 * `base[name]` with `__index` and the error of a non-table: `base` is JS code, evaluated once
 * (a temporary unless it is a plain JS name, which reads the same value twice); `d` the JS string
 * literal describing base for messages, or undefined.
 */
export function fieldRead(g: Gen, base: string, name: string, d: string | undefined): string {
  let obj = base;
  let prefix = '';
  if (!JS_NAME.test(base)) {
    // nothing runs between the two reads of $b, so nested reads can share the one temporary
    obj = g.temp('$b');
    prefix = `${obj} = ${base}, `;
  }
  return `(${prefix}${g.rt('fields')}(${obj})${fieldProperty(name)} ?? ${g.rt('indexMiss')}(${obj}, ${jsString(name)}${d ? ', ' + d : ''}))`;
}
