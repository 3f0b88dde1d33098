// Method lookups `obj:name(...)` (and `t.name(...)` callees) past the object's own field and its
// inheritance view (inherit-views.ts). The generated code reads a method as
//   (o?.strs ?? $nf).name ?? (o?.inh ?? $nf).name ?? methodMiss(o, $m_name, desc)
// (compiler/lua/generate/shared/fields.ts methodRead); a MethodSite per name and module keeps what
// the full lookup of a string method needs.
import type { LuaResult, LuaValue } from './values.js';
import { LuaError, msgBadArgument, msgBadSelf } from './errors.js';
import { globalName } from './function-names.js';
import type { LuaTable, StrStore } from './tables.js';
import { indexMiss } from './indexing.js';
import { fields } from './indexing.js';

/** The empty string store (made by a pure call: issue #6 tree-shaking). */
const EMPTY_STORE: StrStore = /*#__PURE__*/ fields(undefined);

/** The lookups of one method name in one module. */
export class MethodSite {
  /** The last string method looked up and its wrapper (stringMethod). */
  sf: LuaValue = undefined;
  sw: LuaValue = undefined;
  constructor(
    readonly k: string,
    /** Whether the sites are method calls `o:k(...)` (else `t.k(...)` callees). */
    readonly method: boolean,
  ) {}
}

/** A module's site for method name k (hoisted by compiler/emit). */
export function methodSite(k: string, method: boolean): MethodSite {
  return new MethodSite(k, method);
}

/**
 * For chunks of earlier builds, which read `fields(holder(o, $m)).m` or `holderFields(o, $m).m`
 * before methodMiss: the per-site caches they read are gone (inheritance views replace them), so
 * these answer "unknown" and methodMiss looks the method up.
 */
export function holder(_o: LuaValue, _c: MethodSite): LuaTable | undefined {
  return undefined;
}

/** See holder. */
export function holderFields(_o: LuaValue, _c: MethodSite): StrStore {
  return EMPTY_STORE;
}

/**
 * `o[k]` after o's own field k and its view found nothing: lua's lookup (indexMiss), whose result a
 * string method wraps for its messages.
 */
export function methodMiss(o: LuaValue, c: MethodSite, d?: string): LuaValue {
  if (typeof o === 'string' && c.method) return stringMethod(c, indexMiss(o, c.k, d));
  return indexMiss(o, c.k, d);
}

/**
 * A string method (`s:rep(n)`, through the string metatable): lua numbers a library function's
 * arguments without self when it was called as a method (lauxlib.c luaL_argerror), so a `bad
 * argument` error of the function itself is renumbered, or becomes `calling 'rep' on bad self`.
 * The call site's name is the one lua reports. One wrapper per cache (the last function seen).
 */
function stringMethod(c: MethodSite, f: LuaValue): LuaValue {
  if (typeof f !== 'function' || globalName(f) === undefined) return f;
  if (f === c.sf) return c.sw;
  const k = c.k;
  const w = function (this: unknown, a?: LuaValue, b?: LuaValue, d?: LuaValue): LuaResult | Promise<LuaResult> {
    try {
      switch (arguments.length) {
        case 0: return f();
        case 1: return f(a);
        case 2: return f(a, b);
        case 3: return f(a, b, d);
        default: return f(...(arguments as unknown as LuaValue[]));
      }
    } catch (e) {
      throw asMethodError(e, k);
    }
  };
  c.sf = f;
  c.sw = w;
  return w;
}

function asMethodError(e: unknown, name: string): unknown {
  if (e instanceof LuaError && e.level === 1 && e.badArg !== undefined) {
    const arg = e.badArg.arg - 1;
    e.value = arg === 0 ? msgBadSelf(name, e.badArg.extra) : msgBadArgument(arg, name, e.badArg.extra);
    e.badArg = undefined;
  }
  return e;
}
