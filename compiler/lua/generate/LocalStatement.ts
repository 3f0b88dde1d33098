import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { declareKeptCopies, endsMulti, expression, valueList } from './index.js';
import { callCode } from './shared/calls.js';
import { storedValue } from './shared/floats.js';
import type { Binding } from '../scope.js';

/** `local a, b = x, y` as `let a = x, b = y`; a last call fills the rest via destructuring. */
export function LocalStatement(node: L.LocalStatement, g: Gen): void {
  declaration(node, g);
  // the copies of their tables' string stores and array parts some locals keep, once all are assigned
  for (let i = 0; i < node.variables.length; i++) declareKeptCopies(g, g.a.decls.get(node.variables[i]!)!, node.init[i]);
}

function declaration(node: L.LocalStatement, g: Gen): void {
  // `local x = 0` cannot fail: no `$line` store (a `<close>` value is checked, so it can)
  if (!quietLocal(g, node)) g.setLine(g.lines.startLine(node));
  const variables = node.variables;
  const bindings: Binding[] = [];
  const names: string[] = [];
  for (let i = 0; i < variables.length; i++) {
    const b = g.a.decls.get(variables[i]!)!;
    bindings.push(b);
    names.push(b.jsName);
  }
  const init = node.init;
  if (init.length && endsMulti(g, init) && init.length <= names.length) {
    if (init.length === 1 && names.length === 1) {
      g.emit(`let ${names[0]} = ${storedValue(g, bindings[0], init[0]!)};`);
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
  let code = 'let ';
  for (let i = 0; i < names.length; i++) {
    if (i > 0) code += ', ';
    code += init[i] ? `${names[i]} = ${storedValue(g, bindings[i], init[i]!)}` : names[i];
  }
  code += ';';
  // values beyond the names are still evaluated, in order
  for (let i = names.length; i < init.length; i++) code += ` ${expression(g, init[i]!)};`;
  g.emit(code);
}

/**
 * A `local` statement that cannot raise an error (no `$line` store): values that cannot fail, no
 * attribute (a `<close>` value is checked).
 */
export function quietLocal(g: Gen, node: L.LocalStatement): boolean {
  if (!allCannotThrow(g, node.init)) return false;
  for (let i = 0; i < node.variables.length; i++) if (g.a.decls.get(node.variables[i]!)!.attribute) return false;
  return true;
}

/**
 * cannotThrow of every expression. Loops, not `every` with a callback, here and in the other
 * per-statement paths of generation: TurboFan inlines an array builtin with its callback into the
 * function being optimized, and in a cold compile those larger graphs kept its background threads
 * busy on this 2-core machine (with V8's array-builtin inlining turned off, a fresh compile of the
 * 1 MiB bench input took ~5% less wall time).
 */
export function allCannotThrow(g: Gen, list: readonly L.Node[]): boolean {
  for (let i = 0; i < list.length; i++) if (!cannotThrow(g, list[i]!)) return false;
  return true;
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
  let code = `${names[0]} = (${v} = ${list})[0]`;
  for (let i = 1; i < names.length; i++) code += `, ${names[i]} = ${v}[${i}]`;
  return code;
}
