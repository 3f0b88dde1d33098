import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { block, expression } from './index.js';
import { loop } from './loops.js';
import { negate, numberValue, type NumberValue } from './shared/values.js';
import { isPlainIntFor } from '../analyze/numeric.js';
import { fillFast, fillLoop, type FillBlock, type FillLoop } from './shared/array-part.js';
import { LOOP_SLICE } from '../../../runtime/lua/interrupts.js';

/**
 * Lua 5.4 numeric for (lvm.c forprep). With integer literal start and step this is a plain JS
 * counting loop over safe integers (forLimit floors/ceils/clips the limit, so it cannot overflow);
 * otherwise forPrep decides at run time between an integer, float or big-integer loop.
 */
export function ForNumericStatement(node: L.ForNumericStatement, g: Gen): void {
  // a loop that only fills a table (`for i = 1, n do t[i] = true end`) copies its array part's
  // fields as it starts (more `let` declarations at the end of the header's list) and runs in blocks
  if (!fillLoop(g, node, (fill) => forNumeric(node, g, fill))) forNumeric(node, g, undefined);
}

/** `fill`: a fill loop's header needs (see ForNumericStatement), else undefined. */
function forNumeric(node: L.ForNumericStatement, g: Gen, fill: FillLoop | undefined): void {
  g.stmtLine = g.lines.startLine(node);
  g.setLine(g.stmtLine);
  const b = g.a.decls.get(node.variable)!;
  const start = intLiteral(node.start);
  const step = node.step ? intLiteral(node.step) : 1n;
  const limit = expression(g, node.end);
  const assigned = b.assignments > 0;
  const counter = assigned ? '$i' : b.jsName;
  const lets = fill ? `, ${fill.lets}` : '';
  // `block`: how the counter runs, for a fill loop's passes without the per-pass test (fillFast)
  const emitLoop = (init: string, counting: Counting, inc: string, body: () => void, block: FillBlock) => {
    if (fill === undefined) loop(g, `for (let ${init}; ${counting.cond('$last')}; ${inc}) {`, body);
    else loop(g, blockHeader(g, init, counting, inc, fillFast(g, fill, block)), body, '}}', false);
  };
  if (start !== undefined && step !== undefined && isPlainIntFor(node)) {
    const inc = step === 1n ? `${counter}++` : step === -1n ? `${counter}--` : `${counter} += ${step}`;
    if (!assigned) g.intLocals.add(b);
    const dir = step > 0n ? 1 : -1;
    emitLoop(`${counter} = ${start}, $last = ${g.rt('forLimit')}(${limit}, ${start}, ${step})${lets}`, counting(counter, dir, String(step)), inc, () => {
      if (assigned) g.emit(`let ${b.jsName} = $i;`);
      block(g, node.body);
    }, { counter, dir, step: String(step), plain: '' });
    return;
  }
  const s = expression(g, node.start);
  if (step !== undefined && step !== 0n && abs(step) <= MAX_STEP) {
    // a literal step and any start: a plain counting loop when the start is a small integer
    // (the common `for j = i + 1, n`); forPrep (float, string or huge starts) only otherwise
    const init =
      `$s = ${s}, $loop = typeof $s === "number" && Number.isInteger($s) && $s <= ${LIMIT} && $s >= -${LIMIT} ? undefined : ${g.rt('forPrep')}($s, ${limit}, ${step}), ` +
      `$i = $loop === undefined ? $s : $loop.first, $last = $loop === undefined ? ${g.rt('forLimit')}(${limit}, $s, ${step}) : $loop.last, $step = $loop === undefined ? ${step} : $loop.step${lets}`;
    const dir = step > 0n ? 1 : -1;
    emitLoop(init, counting('$i', dir, '$step'), '$i += $step', () => {
      g.emit(`let ${b.jsName} = $loop === undefined ? $i : $loop.value($i);`);
      block(g, node.body);
    }, { counter: '$i', dir, step: String(step), plain: '$loop === undefined' });
    return;
  }
  const t = node.step ? expression(g, node.step) : '1';
  if (step === undefined) {
    // a computed step (`for j = i * i, n, i`): the same plain counting loop when start and step
    // are small integers at run time, as they are in integer code; forPrep otherwise. Start, limit
    // and step are evaluated in source order, as lua does, before either decides.
    const init =
      `$s = ${s}, $lim = ${limit}, $st = ${t}, $loop = typeof $s === "number" && typeof $st === "number" && Number.isInteger($s) && Number.isInteger($st) && $s <= ${LIMIT} && $s >= -${LIMIT} && $st !== 0 && $st <= ${MAX_STEP} && $st >= -${MAX_STEP} ? undefined : ${g.rt('forPrep')}($s, $lim, $st), ` +
      `$i = $loop === undefined ? $s : $loop.first, $last = $loop === undefined ? ${g.rt('forLimit')}($lim, $s, $st) : $loop.last, $step = $loop === undefined ? $st : $loop.step${lets}`;
    emitLoop(init, counting('$i', 0, '$step'), '$i += $step', () => {
      g.emit(`let ${b.jsName} = $loop === undefined ? $i : $loop.value($i);`);
      block(g, node.body);
    }, { counter: '$i', dir: 0, step: '$step', plain: '$loop === undefined' });
    return;
  }
  // the loop's bounds and step in JS locals: a plain counting loop over `$i`
  const init = `$loop = ${g.rt('forPrep')}(${s}, ${limit}, ${t}), $i = $loop.first, $last = $loop.last, $step = $loop.step${lets}`;
  emitLoop(init, counting('$i', step > 0n ? 1 : step < 0n ? -1 : 0, '$step'), '$i += $step', () => {
    g.emit(`let ${b.jsName} = $loop.kind === 0 ? $i : $loop.value($i);`);
    block(g, node.body);
  }, { counter: '$i', dir: 0, step: '$step', plain: '$loop.kind === 0' });
}

/** How a loop's counter runs: its name, direction (0: the sign of `$step`) and step (JS). */
interface Counting {
  cond: (limit: string) => string;
  /** The counter `blocks` steps on, or the limit if that comes first (a JS expression). */
  blockEnd: string;
}

function counting(v: string, dir: 1 | -1 | 0, step: string): Counting {
  const up = (lim: string) => `${v} <= ${lim}`;
  const down = (lim: string) => `${v} >= ${lim}`;
  const far = /^-?\d+$/.test(step) ? String(BLOCK * Number(step)) : `${BLOCK} * ${step}`;
  const endUp = `(${v} + ${far} < $last ? ${v} + ${far} : $last)`;
  const endDown = `(${v} + ${far} > $last ? ${v} + ${far} : $last)`;
  if (dir > 0) return { cond: up, blockEnd: endUp };
  if (dir < 0) return { cond: down, blockEnd: endDown };
  return { cond: (lim) => `(${step} > 0 ? ${up(lim)} : ${down(lim)})`, blockEnd: `(${step} > 0 ? ${endUp} : ${endDown})` };
}

/**
 * A fill loop's header: blocks of LOOP_SLICE passes, an inner JS loop with no checkpoint, and one
 * `$clock.slice()` (which charges LOOP_SLICE back-edges, as the countdown of other innermost loops
 * does) before each further block. Its body makes no call but the store's slow path, so the
 * inner loop keeps the counter and the copied fields in registers: valgrind, bench intloop
 * 2,005 M -> 1,934 M instructions against the countdown. `$e` is the block's last counter value:
 * at most 2^28 past a counter within 2^52 (LIMIT, MAX_STEP), so it is exact; a float loop's $e only
 * bounds its block. The body is one store: no `break`, no closure that could see the counter
 * shared by the passes of a block. `fast` (fillFast) runs what it can of each block first, without
 * the per-pass test; the loop closes with `}}`.
 */
function blockHeader(g: Gen, init: string, c: Counting, inc: string, fast: string): string {
  g.frame.checkpoints++;
  return `for (let ${init}; ${c.cond('$last')}; ${c.cond('$last')} && $clock.slice()) { let $e = ${c.blockEnd}; ${fast ? `${fast} ` : ''}for (; ${c.cond('$e')}; ${inc}) {`;
}

/** Passes of a fill loop between two checkpoints (interrupts.ts LOOP_SLICE). */
const BLOCK = LOOP_SLICE - 1;

// A plain JS loop clips its limit to the safe range (forLimit): from a start within ±2^52, a step of
// at most 2^20 needs 2^32 iterations to get there, so the clip is never reached in practice; lua's
// own loop (forPrep, big integers) runs whatever goes further.
const MAX_STEP = 2n ** 20n;
const LIMIT = 2 ** 52;

function abs(v: bigint): bigint {
  return v < 0n ? -v : v;
}

function intLiteral(e: L.Expression): bigint | undefined {
  let v: NumberValue | undefined;
  if (e.type === 'NumericLiteral') v = numberValue(e.raw);
  else if (e.type === 'UnaryExpression' && e.operator === '-' && e.argument.type === 'NumericLiteral') {
    v = negate(numberValue(e.argument.raw));
  }
  return v && 'int' in v ? v.int : undefined;
}
