// Variable descriptions for runtime error messages, as lua 5.4 ldebug.c varinfo/funcnamefromcode
// words them: "local 't'", "upvalue 't'", "global 't'", "field 'x'", "method 'm'".
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import type { Binding } from '../../scope.js';
import { jsString } from './values.js';

/** The description of the value an expression yields, as a JS string literal, or undefined. */
export function describe(g: Gen, e: L.Node): string | undefined {
  switch (e.type) {
    case 'Identifier': {
      const id = e as L.Identifier;
      if (!g.a.refs.has(id)) return undefined;
      const b = g.a.refs.get(id);
      if (!b) return named(GLOBALS, 'global', id.name);
      if (b.compileTimeConstant) return undefined;
      return bindingDescription(g, b);
    }
    case 'MemberExpression': {
      const m = e as L.MemberExpression;
      if (m.indexer === '.' && m.base.type === 'Identifier' && m.base.name === '_ENV') return named(GLOBALS, 'global', m.identifier.name);
      return m.indexer === ':' ? named(METHODS, 'method', m.identifier.name) : named(FIELDS, 'field', m.identifier.name);
    }
    case 'IndexExpression': {
      const k = (e as L.IndexExpression).index;
      if (k.type === 'StringLiteral') return named(FIELDS, 'field', (k as L.StringLiteral).value);
      // lua 5.4.4 ldebug.c: a constant integer key (OP_GETI) is named this way
      if (k.type === 'NumericLiteral' && /^(0[xX][0-9a-fA-F]+|[0-9]+)$/.test((k as L.NumericLiteral).raw)) return jsString("field 'integer index'");
      return jsString("field '?'");
    }
    case 'StringLiteral':
      return named(CONSTANTS, 'constant', (e as L.StringLiteral).value);
    default:
      return undefined;
  }
}

/**
 * How lua5.4 names the `_ENV` a global goes through when it is not a table: the local or upvalue
 * declared as `_ENV`, or the chunk's own upvalue once the chunk assigns it (never otherwise: the
 * environment is then a table and the description would only lengthen every global access).
 */
export function envDescription(g: Gen, id: L.Identifier): string | undefined {
  const b = g.a.envs.get(id);
  if (b) return bindingDescription(g, b);
  return g.a.envAssigned ? UPVALUE_ENV : undefined;
}

const UPVALUE_ENV = jsString("upvalue '_ENV'");

// Descriptions by name, per kind: a global's or field's description is asked for at each use
// (~100k times for the 1 MiB bench input). Looked up by the bare name, it is not built as a new
// `kind 'name'` string and hashed again every time for jsString's cache.
const GLOBALS = new Map<string, string>();
const FIELDS = new Map<string, string>();
const METHODS = new Map<string, string>();
const CONSTANTS = new Map<string, string>();

/** jsString(`${kind} '${name}'`), kept in `cache` (bounded like jsString's own cache). */
function named(cache: Map<string, string>, kind: string, name: string): string {
  let d = cache.get(name);
  if (d === undefined) {
    if (cache.size > 10_000) cache.clear();
    cache.set(name, (d = jsString(`${kind} '${name}'`)));
  }
  return d;
}

/** `"local 'x'"` or `"upvalue 'x'"`: how the function being generated reaches a binding. */
function bindingDescription(g: Gen, b: Binding): string {
  if (b.fn === g.frame.info) return (b.localDescription ??= jsString(`local '${b.name}'`));
  return (b.upvalueDescription ??= jsString(`upvalue '${b.name}'`));
}

/** `, desc` arguments for an operator call; trailing undefineds are dropped. */
export function descArgs(...descs: (string | undefined)[]): string {
  // a loop, not descs.map().join(): an empty list has another elements kind (map) than a list of
  // strings, and V8's optimized map/join checked it and deoptimized; in a cold compile (most of a
  // compile runs before or between optimizations) each deoptimization meant a recompile
  let n = descs.length;
  while (n > 0 && descs[n - 1] === undefined) n--;
  let out = '';
  for (let k = 0; k < n; k++) out += `, ${descs[k] ?? 'undefined'}`;
  return out;
}
