import type * as L from 'luaparse';
import type { Gen, LoopFrame } from './context.js';
import { block, checkpointCode, condition, COUNTDOWN_CHECKPOINT } from './index.js';
import { LOOP_SLICE } from '../../../runtime/lua/interrupts.js';

/** The cancellation check at a loop back-edge (spec language.md §7); returns its output line. */
export function checkpoint(g: Gen): number {
  g.frame.checkpoints++;
  return g.emit(checkpointCode(g, g.frame.info.isAsync));
}

/**
 * Emits a Lua loop: header line, checkpoint, body; a label is added if a `break` needs it.
 *
 * The back-edge of a synchronous loop with no loop inside it (in the same JS function) counts
 * down `$k`, a JS local set to LOOP_SLICE - 1 as the loop starts, and calls the clock once per
 * LOOP_SLICE back-edges (runtime/lua/interrupts.ts InterruptClock.slice): a register decrement
 * instead of tick's load and store of the clock's field at every back-edge. The back-edges a loop
 * leaves on the countdown when it ends are not charged; the check stays bounded because whatever
 * enters the loop again, an enclosing loop or a call, passes a tick of its own first (enclosing
 * loops tick, as does every function entry). Only innermost loops count down: each slice() call
 * site gets its type feedback only when the countdown ends there, and an outer loop's site, where
 * it seldom ends, would first run in optimized code and deoptimize it ("Insufficient type
 * feedback for call", intloop's nested loops).
 *
 * `checked` false: the header makes its own checks (a fill loop's blocks, ForNumericStatement
 * blockHeader) and has counted them in `g.frame.checkpoints`; the body gets none.
 */
export function loop(g: Gen, header: string, body: () => void, footer = '}', checked = true): void {
  const entry = g.line;
  const frame: LoopFrame = { kind: 'lua', headerAt: g.emit(header), label: undefined };
  g.frame.loops.push(frame);
  g.line = 0;
  const before = g.frame.checkpoints;
  let checkAt = -1;
  g.nested(() => {
    // a header that checks by itself (ForNumericStatement blockHeader) counted its checkpoint
    if (checked) checkAt = checkpoint(g);
    body();
  });
  g.frame.loops.pop();
  g.emit(footer);
  const text = g.out.text;
  if (frame.label) text[frame.headerAt] = text[frame.headerAt]!.replace(INDENT, `$1${frame.label}: `);
  if (checked && g.frame.checkpoints === before + 1 && !g.frame.info.isAsync) {
    text[checkAt] = text[checkAt]!.replace(checkpointCode(g, false), COUNTDOWN_CHECKPOINT);
    text[frame.headerAt] = text[frame.headerAt]!.replace(INDENT, `$1${g.temp('$k')} = ${LOOP_SLICE - 1}; `);
  }
  g.line = sameLine(g, entry, frame.headerAt) ? entry : 0;
}

const INDENT = /^(\s*)/;
const LINE_STORE = /\$line = (-?\d+)/g;
const STORE_STATEMENT = /^\s*\$line = (\d+);$/;

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
    let text = out.text[i]!;
    // the lines of function expressions in the loop too, as a store in them may store this `$line`
    if (g.bodies.holds(text)) text = g.bodies.expanded(text);
    if (!text.includes('$line')) continue;
    for (const m of text.matchAll(LINE_STORE)) if (m[1] !== value) return false;
  }
  for (let i = out.length - 1; i > from; i--) {
    const m = STORE_STATEMENT.exec(out.text[i]!);
    if (m && m[1] === value) out.remove(i);
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
