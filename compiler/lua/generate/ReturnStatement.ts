import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, isSelfTailCall, valueList } from './index.js';
import { callCode, withLastCall } from './shared/calls.js';
import { cannotThrow } from './LocalStatement.js';

/** One value raw, a tail call's results as they come, otherwise an array (EMPTY for none). */
export function ReturnStatement(node: L.ReturnStatement, g: Gen): void {
  const args = node.arguments;
  // `return x` of locals and literals cannot fail: no `$line` store
  if (!args.every((e) => cannotThrow(g, e))) g.setLine(g.lines.startLine(node));
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
      const call = callCode(g, e as L.CallExpression);
      if (transparentTailCall(g, e as L.CallExpression)) {
        // lua 5.4 tail calls replace the caller's frame, so error levels skip it: a negative
        // $line tells this function's catch to pass errors from the callee on uncounted
        g.frame.tailCalls = true;
        return void g.emit(`return ($line = -1, ${call.code});`);
      }
      return void g.emit(`return ${call.code};`);
    }
    return void g.emit(`return ${expression(g, e)};`);
  }
  const code = withLastCall(g, args, (l) => `[${l}]`);
  g.emit(code ? `return ${code};` : `return [${valueList(g, args)}];`);
}

// Only calls that cannot fail before entering the callee: a known local function with arguments
// that are names or literals (anything else could raise an error this frame must position).
function transparentTailCall(g: Gen, e: L.CallExpression): boolean {
  if (e.type !== 'CallExpression') return false;
  const site = g.a.calls.get(e);
  if (!site || site.callee.kind !== 'local') return false;
  const b = site.callee.binding;
  if (b.assignments > 0 || !b.functionValue) return false;
  return e.arguments.every(
    (x) =>
      (x.type === 'Identifier' && g.a.refs.get(x) !== undefined) ||
      x.type === 'NumericLiteral' ||
      x.type === 'StringLiteral' ||
      x.type === 'BooleanLiteral' ||
      x.type === 'NilLiteral',
  );
}
