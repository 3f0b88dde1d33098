import type * as L from 'luaparse';
import type { Gen, LoopFrame } from './context.js';
import { block, checkpointCode, condition } from './index.js';

/** The cancellation check at a loop back-edge (spec language.md §7). */
export function checkpoint(g: Gen): void {
  g.emit(checkpointCode(g, g.frame.info.isAsync));
}

/** Emits a Lua loop: header line, checkpoint, body; a label is added if a `break` needs it. */
export function loop(g: Gen, header: string, body: () => void, footer = '}'): void {
  const entry = g.line;
  const frame: LoopFrame = { kind: 'lua', headerAt: g.emit(header), label: undefined };
  g.frame.loops.push(frame);
  g.line = 0;
  g.nested(() => {
    checkpoint(g);
    body();
  });
  g.frame.loops.pop();
  g.emit(footer);
  if (frame.label) g.out[frame.headerAt] = g.out[frame.headerAt]!.replace(/^(\x01\d+\x02\s*)/, `$1${frame.label}: `);
  g.line = sameLine(g, entry, frame.headerAt) ? entry : 0;
}

const LINE_STORE = /\$line = (-?\d+)/g;
const STORE_STATEMENT = /^\x01\d+\x02\s*\$line = (\d+);$/;

/**
 * A loop on one line (`for i = 1, n do t[i] = 0 end`): when `$line` holds the loop's line on entry
 * and every store in the loop stores that line, the loop never changes it. Its `$line = n;`
 * statements are dropped and the line stays known after the loop.
 */
function sameLine(g: Gen, entry: number, from: number): boolean {
  if (!entry) return false;
  const value = String(entry + g.lineOffset);
  const out = g.out;
  for (let i = from; i < out.length; i++) {
    const text = out[i]!;
    if (!text.includes('$line')) continue;
    for (const m of text.matchAll(LINE_STORE)) if (m[1] !== value) return false;
  }
  for (let i = out.length - 1; i > from; i--) {
    const m = STORE_STATEMENT.exec(out[i]!);
    if (m && m[1] === value) out.splice(i, 1);
  }
  return true;
}

export function WhileStatement(node: L.WhileStatement, g: Gen): void {
  g.stmtLine = g.lines.startLine(node);
  const line = g.lines.startLine(node.condition);
  g.line = line;
  const cond = condition(g, node.condition);
  loop(g, `while (($line = ${line + g.lineOffset}, ${cond})) {`, () => block(g, node.body));
}

/** `repeat body until cond`: the condition sees the body's locals, so it goes inside. */
export function RepeatStatement(node: L.RepeatStatement, g: Gen): void {
  g.stmtLine = g.lines.startLine(node);
  loop(g, 'for (;;) {', () => {
    block(g, node.body, () => {
      g.stmtLine = g.lines.startLine(node.condition);
      g.setLine(g.stmtLine);
      g.emit(`if (${condition(g, node.condition)}) ${breakCode(g)}`);
    });
  });
}

export function DoStatement(node: L.DoStatement, g: Gen): void {
  g.stmtLine = g.lines.startLine(node);
  g.emit('{');
  g.nested(() => block(g, node.body));
  g.emit('}');
}

/** `break` leaves the innermost Lua loop, by label when a goto loop is in between. */
export function BreakStatement(_node: L.BreakStatement, g: Gen): void {
  g.emit(breakCode(g));
}

function breakCode(g: Gen): string {
  const loops = g.frame.loops;
  if (loops[loops.length - 1]?.kind === 'lua') return 'break;';
  for (let i = loops.length - 1; i >= 0; i--) {
    const l = loops[i]!;
    if (l.kind === 'lua') {
      l.label ??= g.label('loop');
      return `break ${l.label};`;
    }
  }
  throw new Error('generate: break outside loop');
}
