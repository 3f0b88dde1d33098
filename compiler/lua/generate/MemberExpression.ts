import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { describe } from './shared/describe.js';
import { fieldRead, methodRead, protectedArgs, strsCache } from './shared/fields.js';
import { isJsName } from './shared/js-name.js';
import { stringValue } from './literals.js';
import { arrayBase, arrayKey, arrayRead, arrCache } from './shared/array-part.js';

/** `t.x` as `(fields(t).x ?? indexMiss(t, "x", "local 't'"))` (shared/fields.ts). */
export function MemberExpression(node: L.MemberExpression, g: Gen, returned = false): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  return fieldRead(g, base, node.identifier.name, d, indexMark(g, node), false, strsCache(g, node.base), returned);
}

/**
 * The callee `t.f` of `t.f(...)` where t is a local: read like a method (shared/fields.ts
 * methodRead), since classes call inherited functions this way (`Base.method(self)`).
 */
export function memberCallee(node: L.MemberExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  const mark = indexMark(g, node);
  const local = node.base.type === 'Identifier' && g.a.refs.get(node.base) && isJsName(base);
  if (!local) return fieldRead(g, base, node.identifier.name, d, mark);
  const read = methodRead(g, base, node.identifier.name, d, false);
  return mark ? `(${mark}, ${read})` : read;
}

/**
 * The `$line` store of an index, generated after its table (and key): lua gives the instruction
 * the line of the index's last token (`]` or the name; lcode.c luaK_code, `ls->lastline`).
 */
function indexMark(g: Gen, node: L.Node): string {
  return g.lineMark(g.lines.endLine(node));
}

/** `t[k]` as `index(t, k, "local 't'")`; `t["x"]` as `t.x`. `returned`: as for MemberExpression. */
export function IndexExpression(node: L.IndexExpression, g: Gen, returned = false): string {
  const d = describe(g, node.base);
  const uses = g.lineUses;
  const base = expression(g, node.base);
  const k = node.index;
  if (k.type === 'StringLiteral') return fieldRead(g, base, stringValue(k, g), d, indexMark(g, node), false, strsCache(g, node.base), returned);
  const key = expression(g, node.index);
  const { mark, after } = g.operationMark(g.lines.endLine(node), uses);
  const index = (args: string) => (returned ? `${g.rt('indexReturned')}(${protectedArgs}, ${args})` : g.metaOp('index', args));
  // the store runs last: after the key, or before both when they store no line of their own
  if (after) return index(`${base}, ${g.after(key, mark)}${d ? ', ' + d : ''}`);
  const read = index(`${base}, ${key}${d ? ', ' + d : ''}`);
  // a local table and a key without effects: the array part's element read in place
  const ak = arrayBase(g, node.base, base, false) ? arrayKey(g, k, key, false) : undefined;
  const code = ak ? arrayRead(g, base, ak, read, arrCache(g, node.base)) : read;
  return mark ? `(${mark}, ${code})` : code;
}
