import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { declareKeptCopies, endsMulti, expression, valueList } from './index.js';
import { callCode } from './shared/calls.js';
import { storedValue } from './shared/floats.js';

/** `local a, b = x, y` as `let a = x, b = y`; a last call fills the rest via destructuring. */
export function LocalStatement(node: L.LocalStatement, g: Gen): void {
  declaration(node, g);
  // the copies of their tables' string stores and array parts some locals keep, once all are assigned
  for (let i = 0; i < node.variables.length; i++) declareKeptCopies(g, g.a.decls.get(node.variables[i]!)!, node.init[i]);
}

function declaration(node: L.LocalStatement, g: Gen): void {
  // `local x = 0` cannot fail: no `$line` store (a `<close>` value is checked, so it can)
  const quiet = node.init.every((e) => cannotThrow(g, e)) && node.variables.every((v) => !g.a.decls.get(v)!.attribute);
  if (!quiet) g.setLine(g.lines.startLine(node));
  const names = node.variables.map((v) => g.a.decls.get(v)!.jsName);
  const init = node.init;
  if (init.length && endsMulti(g, init) && init.length <= names.length) {
    if (init.length === 1 && names.length === 1) {
      g.emit(`let ${names[0]} = ${storedValue(g, g.a.decls.get(node.variables[0]!), init[0]!)};`);
      return;
    }
    if (init.length === 1) {
      const e = init[0]!;
      const all = e.type === 'VarargLiteral' ? '$va' : `${g.rt('spread')}(${callCode(g, e as L.CallExpression).code})`;
      g.emit(`let ${destructure(g, names, all)};`);
      return;
    }
    g.emit(`let ${destructure(g, names, `[${valueList(g, init)}]`)};`);
    return;
  }
  const bindings = node.variables.map((v) => g.a.decls.get(v));
  const parts = names.map((n, i) => (init[i] ? `${n} = ${storedValue(g, bindings[i], init[i]!)}` : n));
  const extra = init.slice(names.length).map((e) => expression(g, e));
  // values beyond the names are still evaluated, in order
  g.emit(`let ${parts.join(', ')};${extra.map((x) => ` ${x};`).join('')}`);
}

/** Evaluating the expression cannot raise an error: a literal, a local, `...`, a function. */
export function cannotThrow(g: Gen, e: L.Node): boolean {
  switch (e.type) {
    case 'NumericLiteral':
    case 'StringLiteral':
    case 'BooleanLiteral':
    case 'NilLiteral':
    case 'VarargLiteral':
    case 'FunctionDeclaration':
      return true;
    case 'Identifier':
      return g.a.refs.get(e as L.Identifier) !== undefined;
  }
  return false;
}

/**
 * `a = ($values = LIST)[0], b = $values[1]`: the names of a declaration taking values from a
 * result list (indexing instead of array destructuring, which goes through the iterator protocol).
 */
export function destructure(g: Gen, names: string[], list: string): string {
  const v = g.temp('$values');
  return names.map((n, i) => (i === 0 ? `${n} = (${v} = ${list})[0]` : `${n} = ${v}[${i}]`)).join(', ');
}
