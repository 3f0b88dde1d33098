import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { functionBody, expression } from './index.js';
import { envOf } from './Identifier.js';
import { jsString } from './shared/values.js';
import { describe, envDescription } from './shared/describe.js';
import { Output } from './output.js';

/** `local function f`, `function f`, `function t.a.b:m` statements. */
export function FunctionDeclaration(node: L.FunctionDeclaration, g: Gen): void {
  g.setLine(g.lines.startLine(node));
  const id = node.identifier;
  if (node.isLocal && id?.type === 'Identifier') {
    const info = g.a.functions.get(node)!;
    const saved = g.out;
    g.out = new Output();
    functionBody(g, info, info.binding!.jsName, params(g, node), node.body, g.lines.startLine(node));
    saved.append(g.out);
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

/**
 * A function value as a JS function expression: a placeholder for its lines, which start with
 * `function (...) {` and are written out where the expression ends up (output.ts).
 */
export function functionExpression(g: Gen, node: L.FunctionDeclaration): string {
  const info = g.a.functions.get(node)!;
  const saved = g.out;
  g.out = new Output();
  functionBody(g, info, '', params(g, node), node.body, g.lines.startLine(node));
  const lines = g.out;
  g.out = saved;
  // the first line continues the line the expression is in
  lines.text[0] = lines.text[0]!.trimStart();
  return g.bodies.add(lines);
}

function params(g: Gen, node: L.FunctionDeclaration): string[] {
  const info = g.a.functions.get(node)!;
  const ps: string[] = info.self ? [info.self.jsName] : [];
  const parameters = node.parameters;
  for (let k = 0; k < parameters.length; k++) {
    const p = parameters[k]!;
    if (p.type === 'Identifier') ps.push(g.a.decls.get(p)!.jsName);
  }
  return ps;
}
