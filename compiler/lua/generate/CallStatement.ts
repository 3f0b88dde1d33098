import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { protectedMode, valueList } from './index.js';
import { envOf } from './Identifier.js';
import { callCode, callLine } from './shared/calls.js';
import { strsOf } from './shared/fields.js';

/** A call whose results are dropped. */
export function CallStatement(node: L.CallStatement, g: Gen): void {
  g.setLine(g.lines.startLine(node));
  const call = node.expression as L.CallExpression;
  protectedError(g, call);
  g.emit(`${callCode(g, call).code};`);
}

/**
 * `error(...)` in a function pcall may call directly: when it did (protectedMode) and the global `error`
 * is the builtin (a raw field, so the check runs no metamethod), the error goes back to pcall as
 * the function's result, with the position its catch would add, and no JS throw at all.
 */
function protectedError(g: Gen, call: L.CallExpression | L.StringCallExpression | L.TableCallExpression): void {
  if (!g.frame.protectable || g.frame.closing || call.base.type !== 'Identifier') return;
  const site = g.a.calls.get(call);
  if (!site || site.callee.kind !== 'global' || site.callee.name !== 'error') return;
  const args: L.Expression[] =
    call.type === 'CallExpression' ? call.arguments : call.type === 'StringCallExpression' ? [call.argument] : [call.arguments];
  // the same line as callCode gives the call (lcode.c luaK_fixline)
  const line = callLine(g, call);
  const saved = g.line;
  const setLine = line !== g.line ? `$line = ${line + g.lineOffset}, ` : '';
  g.line = line;
  const list = valueList(g, args, call.type === 'CallExpression');
  g.line = saved;
  const test = `${protectedMode(g)} && ${strsOf(g, envOf(g, call.base))}.error === ${g.rt('base_error')}`;
  g.emit(`if (${test}) return (${setLine}${g.rt('errorReturned')}($chunkname, ${line + g.lineOffset}${list ? ', ' + list : ''}));`);
}
