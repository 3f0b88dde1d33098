import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { functionBody, expression } from './index.js';
import { envOf } from './Identifier.js';
import { jsString } from './shared/values.js';
import { describe, envDescription } from './shared/describe.js';

/** `local function f`, `function f`, `function t.a.b:m` statements. */
export function FunctionDeclaration(node: L.FunctionDeclaration, g: Gen): void {
  g.setLine(g.lines.startLine(node));
  const id = node.identifier;
  if (node.isLocal && id?.type === 'Identifier') {
    const info = g.a.functions.get(node)!;
    const saved = g.out;
    g.out = [];
    functionBody(g, info, info.binding!.jsName, params(g, node), node.body, g.lines.startLine(node));
    for (const l of g.out) saved.push(l); // not push(...): huge bodies overflow the argument limit
    g.out = saved;
    return;
  }
  const fn = functionExpression(g, node);
  if (id?.type === 'Identifier') {
    const b = g.a.refs.get(id);
    if (b) g.emit(`${b.jsName} = ${fn};`);
    else {
      const d = envDescription(g, id);
      g.emit(`${g.rt('setindex')}(${envOf(g, id)}, ${jsString(id.name)}, ${fn}${d ? ', ' + d : ''});`);
    }
  } else if (id) {
    const d = describe(g, id.base);
    g.emit(`${g.metaOp('setindex', `${expression(g, id.base)}, ${jsString(id.identifier.name)}, ${fn}${d ? ', ' + d : ''}`)};`);
  }
}

/** A function value as a JS function expression (possibly spanning several lines). */
export function functionExpression(g: Gen, node: L.FunctionDeclaration): string {
  const info = g.a.functions.get(node)!;
  const saved = g.out;
  g.out = [];
  functionBody(g, info, '', params(g, node), node.body, g.lines.startLine(node));
  const lines = g.out;
  g.out = saved;
  lines[0] = lines[0]!.replace(/^\x01\d+\x02\s*/, '');
  return lines.join('\n');
}

function params(g: Gen, node: L.FunctionDeclaration): string[] {
  const info = g.a.functions.get(node)!;
  const ps = node.parameters.filter((p): p is L.Identifier => p.type === 'Identifier').map((p) => g.a.decls.get(p)!.jsName);
  if (info.self) ps.unshift(info.self.jsName);
  return ps;
}
