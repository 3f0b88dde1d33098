import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { block, condition } from './index.js';

export function IfStatement(node: L.IfStatement, g: Gen): void {
  g.setLine(g.lines.startLine(node));
  const clauses = node.clauses;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    let head: string;
    if (c.type === 'ElseClause') head = '} else {';
    else {
      g.stmtLine = g.lines.startLine(c.condition);
      if (i > 0) {
        // an elseif condition runs after some other branch's statements ran
        const cond = `($line = ${g.stmtLine + g.lineOffset}, ${(g.line = g.stmtLine, condition(g, c.condition))})`;
        head = `} else if ${cond} {`;
      } else head = `if (${condition(g, c.condition)}) {`;
    }
    g.emit(head);
    const line = g.line;
    g.nested(() => block(g, c.body));
    g.line = line;
  }
  g.emit('}');
  g.line = 0;
}
