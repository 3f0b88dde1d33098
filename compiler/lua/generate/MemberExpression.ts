import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression } from './index.js';
import { jsString } from './shared/values.js';
import { describe } from './shared/describe.js';
import { fieldRead, methodRead } from './shared/fields.js';
import { stringValue } from './literals.js';

/** `t.x` as `(fields(t).x ?? indexMiss(t, "x", "local 't'"))` (shared/fields.ts). */
export function MemberExpression(node: L.MemberExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  return atLine(g, node, fieldRead(g, base, node.identifier.name, d));
}

/**
 * The callee `t.f` of `t.f(...)` where t is a local: read like a method (shared/fields.ts
 * methodRead), since classes call inherited functions this way (`Base.method(self)`).
 */
export function memberCallee(node: L.MemberExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  const local = node.base.type === 'Identifier' && g.a.refs.get(node.base) && /^[A-Za-z_$][\w$]*$/.test(base);
  return atLine(g, node, local ? methodRead(g, base, node.identifier.name, d, false) : fieldRead(g, base, node.identifier.name, d));
}

/** An index on a later line than `$line` holds reports that line, as lua does. */
function atLine(g: Gen, node: L.Node, code: string): string {
  const line = g.lines.endLine(node);
  if (line === g.line) return code;
  g.line = line;
  return `($line = ${line + g.lineOffset}, ${code})`;
}

/** `t[k]` as `index(t, k, "local 't'")`; `t["x"]` as `t.x`. */
export function IndexExpression(node: L.IndexExpression, g: Gen): string {
  const d = describe(g, node.base);
  const base = expression(g, node.base);
  const k = node.index;
  if (k.type === 'StringLiteral') return atLine(g, node, fieldRead(g, base, stringValue(k, g), d));
  return atLine(g, node, `${g.rt('index')}(${base}, ${expression(g, node.index)}${d ? ', ' + d : ''})`);
}
