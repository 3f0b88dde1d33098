import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, valueList } from './index.js';
import { callCode } from './shared/calls.js';

/** `local a, b = x, y` as `let a = x, b = y`; a last call fills the rest via destructuring. */
export function LocalStatement(node: L.LocalStatement, g: Gen): void {
  g.setLine(node.loc!.start.line);
  const names = node.variables.map((v) => g.a.decls.get(v)!.jsName);
  const init = node.init;
  if (init.length && endsMulti(g, init) && init.length <= names.length) {
    if (init.length === 1 && names.length === 1) {
      g.emit(`let ${names[0]} = ${expression(g, init[0]!)};`);
      return;
    }
    if (init.length === 1) {
      const e = init[0]!;
      const all = e.type === 'VarargLiteral' ? '$va' : `${g.rt('spread')}(${callCode(g, e as L.CallExpression).code})`;
      g.emit(`let [${names.join(', ')}] = ${all};`);
      return;
    }
    g.emit(`let [${names.join(', ')}] = [${valueList(g, init)}];`);
    return;
  }
  const parts = names.map((n, i) => (init[i] ? `${n} = ${expression(g, init[i]!)}` : n));
  const extra = init.slice(names.length).map((e) => expression(g, e));
  // values beyond the names are still evaluated, in order
  g.emit(`let ${parts.join(', ')};${extra.map((x) => ` ${x};`).join('')}`);
}
