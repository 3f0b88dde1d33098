// Hot loops of a large function become their own JS functions, called in place.
//
// Why: V8 optimizes a function that runs once (the main chunk, a function with a long loop) only
// by on-stack replacement, and an OSR compile covers the whole function from the loop on: with
// every later loop and all they inline, a big chunk takes TurboFan hundreds of milliseconds while
// the loop keeps running unoptimized, and the code after the loop, with no type feedback yet,
// deoptimizes it again. A loop in its own small function is compiled quickly and on its own.
//
// The outlined loop is an arrow function of the same Lua function, `x = ((x, t) => { loop; return
// x; })(x, t);`: the locals declared before the loop that no Lua closure captures come in as
// parameters of the same names and those the loop assigns go back out, so they stay plain JS
// locals in both functions (a local only an arrow function read would live in the function's
// context, and a float stored there is a new heap number per store). Nothing can observe the
// copy: an error that leaves the loop leaves the enclosing function too, and nothing else sees
// those locals. Captured locals, `$line` (the enclosing catch positions errors), `$va` and `_ENV`
// are shared by closure. Only loops the move cannot change are outlined: no `return` (it would
// have to leave the enclosing function) and no goto to a label outside the loop; never in an
// async function (an extra await would add a suspension point Lua code does not have).
import type * as L from 'luaparse';
import type { Analysis } from '../analyze/index.js';
import type { Binding, FunctionInfo } from '../scope.js';
import { nestedBlocks } from '../nested-blocks.js';
import { appendChildren, reverseFrom } from '../child-nodes.js';
import { fillStore } from './shared/array-part.js';

/**
 * The outermost loops of the main chunk (or of a loop outlined from it) are outlined when it has
 * at least this many AST nodes; the loops inside an outlined loop are considered in turn. Small
 * loop nests (`for i ... for j ... end end`) stay whole: an inner loop outlined there would cost
 * a closure per outer iteration and gain nothing (but see plan: two inner loops).
 */
const CHUNK_UNIT_NODES = 120;
/**
 * The same for other functions, with a higher bar: a function called often is optimized whole
 * by a normal (not OSR) compile, and outlining its loops only adds a closure and a call per run
 * (n-body's `advance`, 150 nodes, called 200,000 times). A big function usually runs long loops.
 */
const FUNCTION_UNIT_NODES = 300;

type Loop = L.WhileStatement | L.RepeatStatement | L.ForNumericStatement | L.ForGenericStatement;

/** The loops of a function body to outline, for a function that may be outlined at all. */
export function loopsToOutline(body: L.Statement[], isChunk: boolean): Set<L.Node> {
  const chosen = new Set<L.Node>();
  const min = isChunk ? CHUNK_UNIT_NODES : FUNCTION_UNIT_NODES;
  if (nodeCount(body, min) >= min) plan(body, min, chosen);
  return chosen;
}

/**
 * Outlines the outermost loops of a large unit, then looks inside those that are large too, or
 * that hold two loops or more: an on-the-fly compile entered in the first of those compiles the
 * enclosing function with every later one, which has not run yet, so the compile is larger and
 * its code deoptimizes on reaching them ("Insufficient type feedback"), to be compiled again
 * (sort.lua's first section, insert/sort/check rounds: three OSR compiles of its loop, the
 * largest item of TurboFan's work in that program). A closure per outer iteration is little
 * beside two inner loops. In other small ones, only their fill loops (planFills).
 */
function plan(stmts: L.Statement[], min: number, chosen: Set<L.Node>): void {
  for (const s of stmts) {
    if (isLoop(s) && movable(s)) {
      chosen.add(s);
      if (nodeCount([s], min) >= min || loopCount(s.body, 2) >= 2) plan(s.body, min, chosen);
      else planFills(s.body, chosen);
    } else for (const b of nestedBlocks(s)) plan(b, min, chosen);
  }
}

/**
 * The fill loops inside an outlined loop (`for j = i * i, n, i do t[j] = false end` in intloop's
 * sieve): such a loop can run long from the first pass of the enclosing loop, which V8 then
 * compiles on the stack (OSR) inside it, before the statements after it have ever run: their
 * missing type feedback deoptimizes that code as the fill loop first ends, and the enclosing loop
 * is compiled again. In a function of its own, the fill loop is compiled alone, and the
 * enclosing loop only once it has run its whole body (a closure and a call per pass of it).
 */
function planFills(stmts: L.Statement[], chosen: Set<L.Node>): void {
  for (const s of stmts) {
    if (isFillShaped(s)) chosen.add(s);
    // not inside another loop: a closure per pass of that one would cost more than it saves
    else if (!isLoop(s)) for (const b of nestedBlocks(s)) planFills(b, chosen);
  }
}

/**
 * `for v = a, b[, c] do t[v] = constant end` with a constant other than nil (a nil fill runs no
 * fast part: shared/array-part.ts fillFast); fillLoop decides the rest.
 */
function isFillShaped(s: L.Statement): boolean {
  const store = s.type === 'ForNumericStatement' ? fillStore(s) : undefined;
  return !!store && store.target.index.name === (s as L.ForNumericStatement).variable.name && store.value.type !== 'NilLiteral';
}

/** The loops in statements, outside nested functions and loops, counted up to `limit`. */
function loopCount(stmts: L.Statement[], limit: number): number {
  let n = 0;
  for (let i = 0; i < stmts.length && n < limit; i++) {
    const s = stmts[i]!;
    if (isLoop(s)) n++;
    else for (const b of nestedBlocks(s)) n += loopCount(b, limit - n);
  }
  return n;
}

export function isLoop(s: L.Node): s is Loop {
  return s.type === 'WhileStatement' || s.type === 'RepeatStatement' || s.type === 'ForNumericStatement' || s.type === 'ForGenericStatement';
}

/** The locals an outlined loop takes as parameters, and those of them it assigns. */
export interface LoopLocals {
  params: Binding[];
  assigned: Binding[];
}

export function loopLocals(a: Analysis, fn: FunctionInfo, loop: L.Node): LoopLocals {
  const inner = new Set<Binding>();
  const used = new Set<Binding>();
  const assigned = new Set<Binding>();
  // preorder with a stack (child-nodes.ts says why not a callback): `used` keeps first uses in order
  const stack: L.Node[] = [loop];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'Identifier') {
      const d = a.decls.get(n as L.Identifier);
      if (d) inner.add(d);
      const r = a.refs.get(n as L.Identifier);
      if (r) used.add(r);
      continue;
    }
    if (n.type === 'AssignmentStatement') {
      for (const v of (n as L.AssignmentStatement).variables) {
        const r = v.type === 'Identifier' ? a.refs.get(v) : undefined;
        if (r) assigned.add(r);
      }
    }
    const from = stack.length;
    appendChildren(n, stack);
    reverseFrom(stack, from);
  }
  // a captured local is shared by closure: a copy would split it from the closures that see it;
  // the locals of nested functions (an implicit `self` has no declaring identifier) stay theirs
  const params = [...used].filter((b) => b.fn === fn && !inner.has(b) && !b.captured && !b.compileTimeConstant);
  return { params, assigned: params.filter((b) => assigned.has(b)) };
}

/** No `return` in the loop and every goto in it lands inside it. */
function movable(loop: Loop): boolean {
  let ok = true;
  // labels visible at a point: those of the enclosing blocks within the loop
  const walk = (body: L.Statement[], visible: Set<string>) => {
    const here = new Set(visible);
    for (const t of body) if (t.type === 'LabelStatement') here.add(t.label.name);
    for (const t of body) {
      if (t.type === 'ReturnStatement') ok = false;
      else if (t.type === 'GotoStatement' && !here.has(t.label.name)) ok = false;
      else for (const b of nestedBlocks(t)) walk(b, here);
    }
  };
  walk(loop.body, new Set());
  return ok;
}

/** The size of statements in AST nodes (counted up to `limit`), not counting nested function bodies. */
function nodeCount(stmts: L.Node[], limit: number): number {
  // the order nodes are counted in does not matter: no preorder reversal
  let n = 0;
  const stack: L.Node[] = [];
  for (let i = 0; i < stmts.length && n < limit; i++) {
    stack.push(stmts[i]!);
    while (stack.length > 0 && n < limit) {
      const node = stack.pop()!;
      n++;
      if (node.type !== 'FunctionDeclaration') appendChildren(node, stack);
    }
    stack.length = 0;
  }
  return n;
}
