import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, isSelfTailCall, valueList } from './index.js';
import { callCode, withLastCall } from './shared/calls.js';
import { allCannotThrow } from './LocalStatement.js';
import { IndexExpression, MemberExpression } from './MemberExpression.js';
import { isTyped } from './shared/floats.js';

/** One value raw, a tail call's results as they come, otherwise an array (EMPTY for none). */
export function ReturnStatement(node: L.ReturnStatement, g: Gen): void {
  const args = node.arguments;
  // `return x` of locals and literals cannot fail: no `$line` store
  if (!allCannotThrow(g, args)) g.setLine(g.lines.startLine(node));
  if (!args.length) return void g.emit(`return ${g.rt('EMPTY')};`);
  const tail = g.frame.tailLoop;
  if (tail && !g.frame.closing && isSelfTailCall(g, g.frame.info, node)) {
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
      // lua 5.4 tail calls replace the caller's frame, so error levels skip it: a negative
      // $line, stored once the callee and arguments are evaluated, tells this function's catch
      // to pass errors from the callee on uncounted (errors of the call itself keep the line)
      const tail = tailCall(g, e as L.CallExpression);
      if (tail) g.frame.tailCalls = true;
      return void g.emit(`return ${callCode(g, e as L.CallExpression, tail).code};`);
    }
    return void g.emit(`return ${returnedRead(g, e) ?? expression(g, e)};`);
  }
  const code = withLastCall(g, args, (l) => `[${l}]`);
  g.emit(code ? `return ${code};` : `return [${valueList(g, args)}];`);
}

// Every call but one of the global `pcall`, whose position rule for errors aimed at its caller
// (pcallPosition) needs this frame's line, and but one inside a block with to-be-closed variables
// (lparser.c retstat: the closes run after the call returns, so the frame stays).
function tailCall(g: Gen, e: L.CallExpression): boolean {
  const site = g.a.calls.get(e);
  return !!site && !g.frame.closing && !(site.callee.kind === 'global' && site.callee.name === 'pcall');
}

/**
 * `return t.x` or `return t[k]` in a function pcall may call directly: the read's miss hands
 * indexing nil back to pcall as the function's result, with the position its catch would add and
 * no JS throw (runtime/lua/stdlib/base-calls.ts indexMissReturned), as `error(...)` does
 * (CallStatement.ts). Not where errors must pass to-be-closed variables (`closing`), nor where a
 * metamethod may suspend (metaOp awaits those).
 */
function returnedRead(g: Gen, e: L.Expression): string | undefined {
  if (!g.frame.protectable || g.frame.closing || g.metaSuspends() || isTyped(g, e)) return undefined;
  if (e.type === 'MemberExpression' && e.indexer === '.') return MemberExpression(e, g, true);
  if (e.type === 'IndexExpression') return IndexExpression(e, g, true);
  return undefined;
}
