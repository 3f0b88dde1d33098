import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { block, valueList } from './index.js';
import { loop } from './loops.js';
import { awaitUnknown } from './shared/calls.js';
import { isMulti } from './shared/values.js';
import { closeScope, insideTbc } from './shared/block.js';
import { destructure } from './LocalStatement.js';

/**
 * Lua 5.4 generic for: the explist gives iterator, state, control and closing value; the closing
 * value is closed when the loop ends, however it ends.
 */
export function ForGenericStatement(node: L.ForGenericStatement, g: Gen): void {
  g.stmtLine = g.lines.startLine(node);
  g.setLine(g.stmtLine);
  const names: string[] = [];
  for (let k = 0; k < node.variables.length; k++) names.push(g.a.decls.get(node.variables[k]!)!.jsName);
  const its = node.iterators;
  const mayClose = its.length >= 4 || (its.length > 0 && isMulti(its[its.length - 1]!));
  g.emit('{');
  g.nested(() => {
    g.emit(`let [$next, $state, $control${mayClose ? ', $closing' : ''}] = ${g.rt('forIn')}(${valueList(g, its)});`);
    const body = () => {
      loop(g, 'for (;;) {', () => {
        const step = awaitUnknown(g, '$next($state, $control)');
        if (names.length === 1) g.emit(`let ${names[0]} = ${g.rt('one')}(${step});`);
        else g.emit(`let ${destructure(g, names, `${g.rt('spread')}(${step})`)};`);
        g.emit(`if (${names[0]} === undefined) break;`);
        g.emit(`$control = ${names[0]};`);
        block(g, node.body);
      });
    };
    if (mayClose) closeScope(g, '$closing', body);
    // lparser.c forlist marks the loop to-be-closed whatever its values: no tail calls in it
    else insideTbc(g, body);
  });
  g.emit('}');
}
