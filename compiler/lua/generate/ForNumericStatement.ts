import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { block, expression } from './index.js';
import { loop } from './loops.js';
import { negate, numberValue, type NumberValue } from './shared/values.js';
import { isPlainIntFor } from '../analyze/numeric.js';
import { fillLoop } from './shared/array-part.js';

/**
 * Lua 5.4 numeric for (lvm.c forprep). With integer literal start and step this is a plain JS
 * counting loop over safe integers (forLimit floors/ceils/clips the limit, so it cannot overflow);
 * otherwise forPrep decides at run time between an integer, float or big-integer loop.
 */
export function ForNumericStatement(node: L.ForNumericStatement, g: Gen): void {
  // a loop that only fills a table (`for i = 1, n do t[i] = true end`) copies its array part's
  // fields as it starts: more `let` declarations at the end of the header's list
  if (!fillLoop(g, node, (view) => forNumeric(node, g, `, ${view}`))) forNumeric(node, g, '');
}

function forNumeric(node: L.ForNumericStatement, g: Gen, lets: string): void {
  g.stmtLine = g.lines.startLine(node);
  g.setLine(g.stmtLine);
  const b = g.a.decls.get(node.variable)!;
  const start = intLiteral(node.start);
  const step = node.step ? intLiteral(node.step) : 1n;
  const limit = expression(g, node.end);
  const assigned = b.assignments > 0;
  const counter = assigned ? '$i' : b.jsName;
  if (start !== undefined && step !== undefined && isPlainIntFor(node)) {
    const cmp = step > 0n ? '<=' : '>=';
    const inc = step === 1n ? `${counter}++` : step === -1n ? `${counter}--` : `${counter} += ${step}`;
    const header = `for (let ${counter} = ${start}, $last = ${g.rt('forLimit')}(${limit}, ${start}, ${step})${lets}; ${counter} ${cmp} $last; ${inc}) {`;
    if (!assigned) g.intLocals.add(b);
    loop(g, header, () => {
      if (assigned) g.emit(`let ${b.jsName} = $i;`);
      block(g, node.body);
    });
    return;
  }
  const s = expression(g, node.start);
  if (step !== undefined && step !== 0n && abs(step) <= MAX_STEP) {
    // a literal step and any start: a plain counting loop when the start is a small integer
    // (the common `for j = i + 1, n`); forPrep (float, string or huge starts) only otherwise
    const cmp = step > 0n ? '<=' : '>=';
    const header =
      `for (let $s = ${s}, $loop = typeof $s === "number" && Number.isInteger($s) && $s <= ${LIMIT} && $s >= -${LIMIT} ? undefined : ${g.rt('forPrep')}($s, ${limit}, ${step}), ` +
      `$i = $loop === undefined ? $s : $loop.first, $last = $loop === undefined ? ${g.rt('forLimit')}(${limit}, $s, ${step}) : $loop.last, $step = $loop === undefined ? ${step} : $loop.step${lets}; $i ${cmp} $last; $i += $step) {`;
    loop(g, header, () => {
      g.emit(`let ${b.jsName} = $loop === undefined ? $i : $loop.value($i);`);
      block(g, node.body);
    });
    return;
  }
  const t = node.step ? expression(g, node.step) : '1';
  if (step === undefined) {
    // a computed step (`for j = i * i, n, i`): the same plain counting loop when start and step
    // are small integers at run time, as they are in integer code; forPrep otherwise. Start, limit
    // and step are evaluated in source order, as lua does, before either decides.
    const header =
      `for (let $s = ${s}, $lim = ${limit}, $st = ${t}, $loop = typeof $s === "number" && typeof $st === "number" && Number.isInteger($s) && Number.isInteger($st) && $s <= ${LIMIT} && $s >= -${LIMIT} && $st !== 0 && $st <= ${MAX_STEP} && $st >= -${MAX_STEP} ? undefined : ${g.rt('forPrep')}($s, $lim, $st), ` +
      `$i = $loop === undefined ? $s : $loop.first, $last = $loop === undefined ? ${g.rt('forLimit')}($lim, $s, $st) : $loop.last, $step = $loop === undefined ? $st : $loop.step${lets}; ($step > 0 ? $i <= $last : $i >= $last); $i += $step) {`;
    loop(g, header, () => {
      g.emit(`let ${b.jsName} = $loop === undefined ? $i : $loop.value($i);`);
      block(g, node.body);
    });
    return;
  }
  // the loop's bounds and step in JS locals: a plain counting loop over `$i`
  const cond = step !== 0n ? `$i ${step > 0n ? '<=' : '>='} $last` : '($step > 0 ? $i <= $last : $i >= $last)';
  const header = `for (let $loop = ${g.rt('forPrep')}(${s}, ${limit}, ${t}), $i = $loop.first, $last = $loop.last, $step = $loop.step${lets}; ${cond}; $i += $step) {`;
  loop(g, header, () => {
    g.emit(`let ${b.jsName} = $loop.kind === 0 ? $i : $loop.value($i);`);
    block(g, node.body);
  });
}

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
