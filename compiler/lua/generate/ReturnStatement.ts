import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, isSelfTailCall, valueList } from './index.js';
import { callCode } from './shared/calls.js';

/** One value raw, a tail call's results as they come, otherwise an array (EMPTY for none). */
export function ReturnStatement(node: L.ReturnStatement, g: Gen): void {
  g.setLine(node.loc!.start.line);
  const args = node.arguments;
  if (!args.length) return void g.emit(`return ${g.rt('EMPTY')};`);
  const tail = g.frame.tailLoop;
  if (tail && isSelfTailCall(g, g.frame.info, node)) {
    const call = args[0] as L.CallExpression;
    const values = valueList(g, call.arguments, true);
    if (tail.params.length === 1 && call.arguments.length === 1 && !endsMulti(g, call.arguments)) {
      g.emit(`${tail.params[0]} = ${values};`);
    } else if (tail.params.length) g.emit(`[${tail.params.join(', ')}] = [${values}];`);
    else if (values) g.emit(`${values};`);
    g.emit(`continue ${tail.label};`);
    return;
  }
  if (args.length === 1) {
    const e = args[0]!;
    if (endsMulti(g, args)) {
      if (e.type === 'VarargLiteral') return void g.emit('return $va;');
      return void g.emit(`return ${callCode(g, e as L.CallExpression).code};`);
    }
    return void g.emit(`return ${expression(g, e)};`);
  }
  g.emit(`return [${valueList(g, args)}];`);
}
