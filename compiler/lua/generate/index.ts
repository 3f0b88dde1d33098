// Phase 3 of a Lua chunk: JS text. A visitor table per node type (one file each); this file holds
// the dispatch and the pieces every visitor needs: value lists, conditions, blocks, function bodies.
import type * as L from 'luaparse';
import type { Analysis } from '../analyze/index.js';
import type { Binding, FunctionInfo } from '../scope.js';
import { Gen, deeper, newFrame, shallower } from './context.js';
import { Output } from './output.js';
import { isMulti, isParenthesized } from './shared/values.js';
import { mathCallValue } from './shared/math-calls.js';
import { callCode } from './shared/calls.js';
import { blockStatements } from './shared/block.js';
import { isTyped, typedValue, unboxParams } from './shared/floats.js';
import { declareStrsCache, ENV_STRS, strsOf } from './shared/fields.js';
import { declareArrCache } from './shared/array-part.js';
import { allCannotThrow, quietLocal } from './LocalStatement.js';
import { isJsName } from './shared/js-name.js';
import { isLoop, loopLocals, loopsToOutline } from './outline.js';
import { Identifier } from './Identifier.js';
import { NumericLiteral, StringLiteral, BooleanLiteral, NilLiteral, VarargLiteral } from './literals.js';
import { FunctionDeclaration, functionExpression } from './FunctionDeclaration.js';
import { TableConstructorExpression } from './TableConstructorExpression.js';
import { MemberExpression, IndexExpression } from './MemberExpression.js';
import { UnaryExpression } from './UnaryExpression.js';
import { BinaryExpression, isBoolean } from './BinaryExpression.js';
import { LogicalExpression } from './LogicalExpression.js';
import { LocalStatement } from './LocalStatement.js';
import { AssignmentStatement } from './AssignmentStatement.js';
import { CallStatement } from './CallStatement.js';
import { ReturnStatement } from './ReturnStatement.js';
import { IfStatement } from './IfStatement.js';
import { WhileStatement, RepeatStatement, DoStatement, BreakStatement } from './loops.js';
import { ForNumericStatement } from './ForNumericStatement.js';
import { ForGenericStatement } from './ForGenericStatement.js';
import { GotoStatement, LabelStatement } from './GotoStatement.js';

type Visitor<R> = (node: any, g: Gen) => R;

const expressions: Record<string, Visitor<string>> = {
  Identifier,
  NumericLiteral,
  StringLiteral,
  BooleanLiteral,
  NilLiteral,
  VarargLiteral,
  FunctionDeclaration: (n: L.FunctionDeclaration, g: Gen) => functionExpression(g, n),
  TableConstructorExpression,
  MemberExpression,
  IndexExpression,
  UnaryExpression,
  BinaryExpression,
  LogicalExpression,
  CallExpression: callValue,
  StringCallExpression: callValue,
  TableCallExpression: callValue,
};

const statements: Record<string, Visitor<void>> = {
  LocalStatement,
  AssignmentStatement,
  CallStatement,
  ReturnStatement,
  IfStatement,
  WhileStatement,
  RepeatStatement,
  DoStatement,
  BreakStatement,
  ForNumericStatement,
  ForGenericStatement,
  GotoStatement,
  LabelStatement,
  FunctionDeclaration,
};

/** A JS expression for the single value of a Lua expression. */
export function expression(g: Gen, node: L.Node): string {
  // typed float arithmetic and float locals (shared/floats.ts); literals have hoisted constants,
  // and no other kind of expression has a numeric type (analyze/numeric.ts final)
  const type = node.type;
  if ((type === 'Identifier' || type === 'BinaryExpression' || type === 'UnaryExpression') && isTyped(g, node)) return typedValue(g, node);
  const v = expressions[type];
  if (!v) throw new Error(`generate: no expression visitor for ${node.type}`);
  return v(node, g);
}

function callValue(node: L.CallExpression, g: Gen): string {
  const math = mathCallValue(g, node);
  if (math !== undefined) return math;
  const c = callCode(g, node);
  if (c.single) return c.code;
  // runtime/lua/calls.ts one() written out: with one() inlined by V8 at every site, methods.lua
  // ran ~1% more instructions (valgrind). The result is read right after the store, so nested
  // calls may share the temporary.
  const o = g.temp('$o');
  return `(Array.isArray(${o} = ${c.code}) ? ${o}[0] : ${o})`;
}

/** A JS boolean expression testing a Lua value's truth (only nil and false are false). */
export function condition(g: Gen, node: L.Node): string {
  if (node.type === 'LogicalExpression') {
    const n = node as L.LogicalExpression;
    const l = condition(g, n.left);
    const marks = g.lineMarks;
    const r = condition(g, n.right);
    // the right side runs only sometimes: the line `$line` holds after it is unknown
    if (g.lineMarks !== marks) g.line = 0;
    return `(${l} ${n.operator === 'and' ? '&&' : '||'} ${r})`;
  }
  if (node.type === 'UnaryExpression' && (node as L.UnaryExpression).operator === 'not') {
    return `!${condition(g, (node as L.UnaryExpression).argument)}`;
  }
  if (node.type === 'NilLiteral') return 'false';
  if (node.type === 'NumericLiteral' || node.type === 'StringLiteral') return 'true';
  const code = expression(g, node);
  if (isBoolean(node)) return code;
  return truthy(g, code);
}

/** `v !== undefined && v !== false`, with a temporary unless v is a plain name. */
export function truthy(g: Gen, code: string): string {
  if (isJsName(code)) return `(${code} !== undefined && ${code} !== false)`;
  const t = g.temp('$test');
  return `((${t} = ${code}) !== undefined && ${t} !== false)`;
}

/**
 * Comma-separated JS values for a Lua expression list whose last call or `...` expands to all its
 * values (`a, ...spread(f())`). `ownParens` says the list sits in a call's own parentheses.
 */
export function valueList(g: Gen, exprs: L.Node[], ownParens = false): string {
  return valueItems(g, exprs, ownParens).join(', ');
}

/** valueList's items: one JS expression each, the last possibly a `...` spread. */
export function valueItems(g: Gen, exprs: L.Node[], ownParens = false): string[] {
  // a loop, not exprs.map(): luaparse's lists have different elements kinds when empty, and the
  // optimized map deoptimized on them (see shared/describe.ts descArgs)
  const items: string[] = [];
  const n = exprs.length;
  for (let i = 0; i < n; i++) {
    const e = exprs[i]!;
    if (i === n - 1 && isMulti(e) && !isParenthesized(g, e, ownParens && i === 0 ? 1 : 0, ownParens ? 1 : 0)) items.push(multiValue(g, e));
    else items.push(expression(g, e));
  }
  return items;
}

/** `...spread(f())` or `...$va`: every value of a call or vararg expression. */
export function multiValue(g: Gen, e: L.Node): string {
  if (e.type === 'VarargLiteral') return '...$va';
  const c = callCode(g, e as L.CallExpression);
  return c.single ? c.code : `...${g.rt('spread')}(${c.code})`;
}

/** True when the list's last expression expands to a variable number of values. */
export function endsMulti(g: Gen, exprs: L.Node[]): boolean {
  const e = exprs[exprs.length - 1];
  return !!e && isMulti(e) && !isParenthesized(g, e, 0, 0);
}

export function statement(g: Gen, node: L.Node): void {
  const v = statements[node.type];
  if (!v) throw new Error(`generate: no statement visitor for ${node.type}`);
  g.stmtLine = g.lines.startLine(node);
  // only loops are outlined, in few functions: most statements need no Set lookup (which would
  // give each node an identity hash)
  const outline = g.frame.outline;
  if (outline.size > 0 && isLoop(node) && outline.has(node)) outlinedLoop(g, node, () => v(node, g));
  else v(node, g);
}

/**
 * `x = ((x, t) => { loop; return x; })(x, t);` (outline.ts): the loop gets a frame of its own
 * for its temporaries, JS labels and goto targets, and keeps the Lua function's FunctionInfo (for
 * `local`/`upvalue` in messages).
 */
function outlinedLoop(g: Gen, node: L.Node, emitLoop: () => void): void {
  const outer = g.frame;
  const { params, assigned } = loopLocals(g.a, outer.info, node);
  // a local's kept string store comes in beside it (shared/fields.ts declareStrsCache); the local is
  // never assigned, and a store the loop takes again stays the arrow's: the one outside is then
  // behind its table, which it may be
  const names = params.flatMap((b) => {
    const cache = g.strsCaches.get(b);
    const arr = g.arrCaches.get(b);
    return cache ? (arr ? [b.jsName, cache, arr] : [b.jsName, cache]) : arr ? [b.jsName, arr] : [b.jsName];
  }).join(', ');
  const out = assigned.map((b) => b.jsName);
  const target = out.length === 0 ? '' : out.length === 1 ? `${out[0]} = ` : `[${out.join(', ')}] = `;
  // the loop's checkpoints are the arrow function's: an enclosing loop must tick (loops.ts loop)
  outer.checkpoints++;
  g.frame = newFrame(outer.info, outer.outline);
  g.emit(`${target}((${names}) => {`);
  const start = g.out.length;
  g.nested(emitLoop);
  const loopLines = g.out.splice(start);
  if (g.frame.temps.size) g.emit(`  let ${[...g.frame.temps].join(', ')};`);
  g.out.append(loopLines);
  if (out.length) g.emit(`  return ${out.length === 1 ? out[0] : `[${out.join(', ')}]`};`);
  g.emit(`})(${names});`);
  g.frame = outer;
}

/** Emits a Lua block's statements (goto regions and `<close>` scopes included). */
export function block(g: Gen, body: L.Statement[], after?: () => void): void {
  blockStatements(g, body, after);
}

/** The generated body of the main chunk, as marked lines (see context.ts). */
export function generateChunk(
  a: Analysis,
  source: string,
  lineOffset: number,
  strings?: ReadonlySet<number>,
): Gen {
  const g = new Gen(a, source, lineOffset, strings);
  const chunk = a.chunk;
  functionBody(g, chunk, 'chunk', ['_ENV'], (a.chunk.node as L.Chunk).body, 1, 'export default ');
  return g;
}

/**
 * The copies of its table's string store and array part that local b keeps beside it
 * (shared/fields.ts declareStrsCache, shared/array-part.ts declareArrCache), declared where b is
 * (`init`: its initial value, if any), before any use of b is generated.
 */
export function declareKeptCopies(g: Gen, b: Binding, init?: L.Node): void {
  const strs = declareStrsCache(g, b);
  if (strs) g.emit(strs);
  const arr = declareArrCache(g, b, init);
  if (arr) g.emit(arr);
}

/** Emits `function name(params) { ... }` with the line tracking, error positions and checkpoint. */
export function functionBody(
  g: Gen,
  info: FunctionInfo,
  name: string,
  params: string[],
  body: L.Statement[],
  line: number,
  prefix = '',
): void {
  const savedFrame = g.frame;
  const savedLine = g.line;
  // the chunk's environment store, kept when nothing assigns `_ENV` (shared/fields.ts ENV_STRS)
  if (info === g.a.chunk) g.envCache = g.a.envAssigned ? undefined : ENV_STRS;
  g.frame = newFrame(info, info.isAsync ? new Set() : loopsToOutline(body, info === g.a.chunk));
  // pcall's protected mode (never the main chunk): a local function only ever called by name
  // (never a value) cannot reach pcall, so its catch has no check
  if (!prefix) g.frame.protectable = !info.binding || info.binding.usedAsValue;
  const ps = [...params];
  if (info.hasVararg) ps.push('...$va');
  g.emit(`${prefix}${info.isAsync ? 'async ' : ''}function ${name}(${ps.join(', ')}) {`);
  const start = g.out.length;
  g.line = line;
  let bodyLines = new Output();
  const checkpoint = checkpointCode(g, info.isAsync);
  // lua has proper tail calls: `return f(...)` in f itself becomes a jump to the top
  const tail = selfTailCalls(g, info, body);
  if (tail) g.frame.tailLoop = { label: '$tailcall', params };
  g.nested(() => {
    g.nested(() => {
      if (tail) {
        g.emit('$tailcall: for (;;) {');
        g.indent = deeper(g.indent);
        g.emit(checkpoint);
        g.line = 0;
      }
      unboxParams(g, paramBindings(g, info));
      // in the tail-call loop: its jumps assign the parameters
      for (const b of info.self ? [info.self, ...paramBindings(g, info)] : paramBindings(g, info)) declareKeptCopies(g, b);
      block(g, body);
      const last = body[body.length - 1];
      if (!last || last.type !== 'ReturnStatement') g.emit(`return ${g.rt('EMPTY')};`);
      if (tail) {
        g.indent = shallower(g.indent);
        g.emit('}');
      }
    });
    bodyLines = g.out.splice(start);
    // the run's clock, read once per chunk call; every function of the chunk closes over it
    if (info === g.a.chunk) g.emit(`const $clock = ${g.rt('clockOf')}(${params[0]});`);
    // `var`, like $line: the chunk's functions read it, and a `let` would be checked for its
    // temporal dead zone at every read
    if (info === g.a.chunk && g.envCache) g.emit(`var ${g.envCache} = ${strsOf(g, params[0]!)};`);
    if (!tail) g.emit(checkpoint);
    // a body that cannot raise an error (`return 0`, `local x = y`) needs no position handler
    const quiet = !tail && quietBody(g, body);
    const protectable = !quiet && g.frame.protectable;
    // `var`, not `let`: an outlined loop (an arrow) stores to the function's $line, and V8 checks a
    // `let` captured by a closure for its temporal dead zone at every store (methods.lua: 23 M
    // fewer instructions with `var`)
    if (!quiet) g.emit(`var $line = ${line + g.lineOffset};`);
    if (g.frame.temps.size) g.emit(`let ${[...g.frame.temps].join(', ')};`);
    if (quiet) {
      g.out.append(bodyLines, outdent);
    } else {
      g.emit('try {');
      g.out.append(bodyLines);
      g.emit('} catch ($error) {');
      // a negative $line: a tail call at line -$line is running (ReturnStatement.ts)
      const positioned = g.frame.tailCalls
        ? `$line < 0 ? ${g.rt('tailErrorAt')}($error, $chunkname, -$line) : ${g.rt('errorAt')}($error, $chunkname, $line)`
        : `${g.rt('errorAt')}($error, $chunkname, $line)`;
      // called by pcall: hand the error back to it rather than pay for a second throw
      if (protectable) g.emit(`  if (${protectedMode(g)}) return ${g.rt('pfail')}(${positioned});`);
      g.emit(`  throw ${positioned};`);
      g.emit('}');
    }
  });
  g.emit('}');
  g.frame = savedFrame;
  g.line = savedLine;
}

/**
 * Whether pcall called the running function directly: its receiver (runtime/lua/calls.ts
 * PROTECTED). Loops outlined as arrow functions (outline.ts) see the enclosing function's `this`.
 */
export function protectedMode(g: Gen): string {
  return `this === ${g.rt('PROTECTED')}`;
}

/**
 * The countdown at a function entry or loop back-edge (runtime/lua/interrupts.ts; why synchronous
 * code calls `tick` rather than testing the countdown inline: InterruptClock.tick).
 */
export function checkpointCode(g: Gen, isAsync: boolean): string {
  return isAsync ? 'if (--$clock.n < 0) await $clock.checkAsync();' : '$clock.tick();';
}

/** The back-edge checkpoint of an innermost synchronous loop, on its `$k` countdown (loops.ts `loop`). */
export const COUNTDOWN_CHECKPOINT = 'if (--$k < 0) $k = $clock.slice();';

function paramBindings(g: Gen, info: FunctionInfo): Binding[] {
  if (info.node.type !== 'FunctionDeclaration') return [];
  const params = (info.node as L.FunctionDeclaration).parameters;
  const out: Binding[] = [];
  for (let k = 0; k < params.length; k++) if (params[k]!.type === 'Identifier') out.push(g.a.decls.get(params[k]!)!);
  return out;
}

/** A line of a quiet body, one level less indented (it has no `try {` around it). */
function outdent(line: string): string {
  return line.startsWith('  ') ? line.slice(2) : line;
}

/** Whether no statement of a body can raise an error (quietStatement). */
function quietBody(g: Gen, body: L.Statement[]): boolean {
  for (let k = 0; k < body.length; k++) if (!quietStatement(g, body[k]!)) return false;
  return true;
}

/**
 * A statement that cannot raise an error: returning or assigning locals and literals (no
 * function value: its statement is not quiet, as the function may need `$line`).
 */
function quietStatement(g: Gen, s: L.Statement): boolean {
  switch (s.type) {
    case 'ReturnStatement':
      return noFunctionValue(s.arguments) && allCannotThrow(g, s.arguments);
    case 'LocalStatement':
      return noFunctionValue(s.init) && quietLocal(g, s);
    case 'AssignmentStatement':
      for (let k = 0; k < s.variables.length; k++) {
        const v = s.variables[k]!;
        if (v.type !== 'Identifier' || !g.a.refs.get(v)) return false;
      }
      return noFunctionValue(s.init) && allCannotThrow(g, s.init);
  }
  return false;
}

function noFunctionValue(list: readonly L.Expression[]): boolean {
  for (let k = 0; k < list.length; k++) if (list[k]!.type === 'FunctionDeclaration') return false;
  return true;
}

/** Whether a function calls itself in tail position and can loop instead (parameters not captured). */
function selfTailCalls(g: Gen, info: FunctionInfo, body: L.Statement[]): boolean {
  const self = info.binding;
  if (!self || self.assignments > 0 || info.hasVararg || info.self) return false;
  const fn = info.node as L.FunctionDeclaration;
  if (fn.parameters.some((p) => p.type === 'Identifier' && g.a.decls.get(p)?.captured)) return false;
  let found = false;
  const visit = (stmts: L.Statement[]) => {
    for (const s of stmts) {
      if (s.type === 'ReturnStatement') {
        if (isSelfTailCall(g, info, s)) found = true;
      } else if (s.type === 'IfStatement') s.clauses.forEach((c) => visit(c.body));
      else if ('body' in s && Array.isArray(s.body) && s.type !== 'FunctionDeclaration') visit(s.body as L.Statement[]);
    }
  };
  visit(body);
  return found;
}

/** `return f(args)` where f is the function being generated. */
export function isSelfTailCall(g: Gen, info: FunctionInfo, s: L.ReturnStatement): boolean {
  const e = s.arguments[0];
  if (s.arguments.length !== 1 || e?.type !== 'CallExpression' || isParenthesized(g, e, 0, 0)) return false;
  const site = g.a.calls.get(e);
  return !!site && site.callee.kind === 'local' && site.callee.binding === info.binding && info.binding.assignments === 0;
}
