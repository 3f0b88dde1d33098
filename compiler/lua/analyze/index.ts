// Phase 2 of a Lua chunk: facts only. Resolves every name to a binding or a global, gives each
// local a readable unique JS name, records call sites, checks 5.4 rules luaparse misses, and runs
// the suspension fixed point.
import type * as L from 'luaparse';
import { nestedBlocks } from '../nested-blocks.js';
import { Binding, FunctionInfo, Scope, type CallSite, type Callee } from '../scope.js';
import type { Attribute } from '../parse.js';
import { luaAssignToConst, type LuaDiagnostic } from '../messages.js';
import { computeSuspension } from './suspends.js';
import type { LineIndex, Ranged } from '../positions.js';
import { CalleeSet, CallTable, DeclTable, FunctionTable, RefTable } from './node-facts.js';
import { assignedStores, FLOAT_MATH, localStores, operandPartners } from './float-slots.js';
import { isMulti } from '../generate/shared/values.js';
import { emptyUses, useGlobal, useMember, useString, type Uses } from './uses.js';

export interface Analysis {
  chunk: FunctionInfo;
  functions: FunctionTable;
  /** Each Identifier expression: its local binding, or undefined for a global. */
  refs: RefTable;
  /** For globals: the local `_ENV` in scope, if one was declared (no entry when none was). */
  envs: Map<L.Identifier, Binding | undefined>;
  /** Whether the chunk assigns its own `_ENV` upvalue (`_ENV = v` under no local _ENV). */
  envAssigned: boolean;
  /** Each declared name (local, parameter, for variable, self) and its binding. */
  decls: DeclTable;
  calls: CallTable;
  /** Identifiers used directly as the callee of a call. */
  callees: CalleeSet;
  /** Whether some async function value can reach a call whose callee analysis cannot see. */
  asyncEscapes: boolean;
  suspending: ReadonlySet<string>;
  /** Lines and columns of nodes (parse.ts parses without luaparse's `loc` objects). */
  lines: LineIndex;
  /** The globals and library members the chunk reaches (uses.ts), recorded by this walk. */
  uses: Uses;
  /**
   * The chunk has float code (a float-looking literal, a `/`, a float math call by name): only
   * then does generation look for float-slot locals (float-slots.ts). A false hint costs a walk.
   */
  floatHints: boolean;
  /** The locals `local` statements declare: the float-slot candidates (float-slots.ts). */
  slotLocals: Binding[];
  /** The unary and binary expressions, children first: the numeric typing types each once (numeric.ts). */
  operations: L.Node[];
  diagnostics: LuaDiagnostic[];
}

type AnyNode = L.Node & { type: string };

/**
 * One analysis walk's state. The walk is module-level functions over it, not closures made per
 * compile: V8's optimized code for closures inlines the very function objects of one compile, and
 * the next compile's new closures threw that code away ("wrong call target", "weak objects" in
 * --trace-deopt), so every compile in a process re-optimized the walk from scratch.
 */
class Walk {
  scope: Scope;
  /**
   * Every global's access goes through the `_ENV` in scope; until some local is named `_ENV`
   * (rare) there is none, and the scope chain need not be searched for it.
   */
  envDeclared = false;
  constructor(
    readonly a: Analysis,
    readonly attributes: Map<number, Attribute>,
    readonly reserved: ReadonlySet<string>,
    readonly lines: LineIndex,
    readonly uses: Uses,
  ) {
    this.scope = new Scope(undefined, a.chunk, reserved);
  }
}

/** Analyses a parsed chunk. `reserved` are JS names locals must avoid (runtime imports). */
export function analyze(
  ast: L.Chunk,
  attributes: Map<number, Attribute>,
  suspending: readonly string[],
  reserved: ReadonlySet<string>,
  lines: LineIndex,
  /** Where to record uses (blocks of one prompt share one environment, so one Uses). */
  uses: Uses = emptyUses(),
): Analysis {
  const chunk = new FunctionInfo(ast, undefined, true);
  const a: Analysis = {
    chunk,
    functions: new FunctionTable(),
    refs: new RefTable(),
    envs: new Map(),
    envAssigned: false,
    decls: new DeclTable(),
    calls: new CallTable(),
    callees: new CalleeSet(),
    asyncEscapes: false,
    suspending: new Set(suspending),
    lines,
    uses,
    floatHints: false,
    slotLocals: [],
    operations: [],
    diagnostics: [],
  };
  a.functions.set(ast, chunk);
  const w = new Walk(a, attributes, reserved, lines, uses);
  for (let k = 0; k < ast.body.length; k++) visit(w, ast.body[k]!);
  chunk.returnsOne = false;
  computeSuspension(a);
  return a;
}

function envInScope(w: Walk): Binding | undefined {
  return w.envDeclared ? w.scope.lookup('_ENV') : undefined;
}

function declare(w: Walk, id: L.Identifier, attribute?: Attribute): Binding {
  if (id.name === '_ENV') w.envDeclared = true;
  const b = w.scope.declare(id, attribute);
  w.a.decls.set(id, b);
  return b;
}

// The walk uses indexed loops, not for-of: a compile runs mostly before V8 optimizes it, and
// unoptimized for-of makes an iterator result object per element.
function enterBlock(w: Walk): void {
  w.scope = new Scope(w.scope, w.scope.fn, w.reserved);
}

function statements(w: Walk, body: L.Statement[]): void {
  for (let k = 0; k < body.length; k++) visit(w, body[k]!);
}

function leaveBlock(w: Walk): void {
  w.scope = w.scope.exit();
}

function block(w: Walk, body: L.Statement[]): void {
  enterBlock(w);
  statements(w, body);
  leaveBlock(w);
}

// `record`: a global's value is used whole (uses.ts); false for the base of `lib.member`
function reference(w: Walk, id: L.Identifier, asCallee: boolean, record = true): void {
  const scope = w.scope;
  const b = scope.lookup(id.name);
  w.a.refs.set(id, b);
  if (b) {
    if (b.fn !== scope.fn) b.captured = true;
    if (!asCallee) b.usedAsValue = true;
  } else {
    // a global under no local _ENV (nearly all) needs no entry: envs.get gives undefined
    const env = envInScope(w);
    if (env) {
      w.a.envs.set(id, env);
      env.usedAsValue = true;
    }
    if (record) useGlobal(w.uses, id.name);
  }
}

/** Visits the base of an index; returns its name when it is a global library table (`string`). */
function indexBase(w: Walk, base: L.Expression): string | undefined {
  if (base.type !== 'Identifier') {
    visit(w, base);
    return undefined;
  }
  reference(w, base, false, false);
  const b = w.a.refs.get(base);
  if (b !== undefined) {
    // indexing reads the local's JS variable directly: no float slot (float-slots.ts)
    b.slotExcluded = true;
    return undefined;
  }
  if (base.name === '_ENV' || base.name === '_G') {
    w.uses.everything = true;
    return undefined;
  }
  return base.name;
}

/**
 * Counts a use of `base`, when it is a local of the current function, as a table: with a constant
 * string key (Binding.fieldUses) or with another key (Binding.indexUses).
 */
function tableUse(w: Walk, base: L.Node, uses: 'fieldUses' | 'indexUses', n = 1): void {
  if (base.type !== 'Identifier') return;
  const b = w.a.refs.get(base as L.Identifier);
  if (b && b.fn === w.scope.fn) b[uses] += n;
}

function assignTo(w: Walk, id: L.Identifier): void {
  const scope = w.scope;
  const b = scope.lookup(id.name);
  if (b) {
    w.a.refs.set(id, b);
    b.assignments++;
    if (b.fn !== scope.fn) b.captured = true;
    if (b.attribute) w.a.diagnostics.push(luaAssignToConst(id.name, w.lines.startLine(id), w.lines.startColumn(id)));
  } else {
    w.a.refs.set(id, undefined);
    if (id.name === '_ENV') w.a.envAssigned = true;
    const env = envInScope(w);
    if (env) {
      w.a.envs.set(id, env);
      env.usedAsValue = true;
    }
    useGlobal(w.uses, id.name);
  }
}

function func(w: Walk, node: L.FunctionDeclaration, self: boolean, binding?: Binding): FunctionInfo {
  const params = node.parameters;
  let hasVararg = false;
  for (let k = 0; k < params.length; k++) if (params[k]!.type === 'VarargLiteral') hasVararg = true;
  const info = new FunctionInfo(node, w.scope.fn, hasVararg);
  info.binding = binding;
  w.a.functions.set(node, info);
  const outer = w.scope;
  w.scope = new Scope(outer, info, w.reserved);
  if (self) info.self = declare(w, implicitSelf(node as unknown as Ranged));
  for (let k = 0; k < params.length; k++) {
    const p = params[k]!;
    if (p.type === 'Identifier') declare(w, p);
  }
  statements(w, node.body);
  w.scope.exit();
  w.scope = outer;
  info.returnsOne = returnsOne(node.body);
  return info;
}

/** The implicit `self` parameter of `function t:m()`, shaped like luaparse's identifiers (node-factories.ts). */
function implicitSelf(at: Ranged): L.Identifier {
  const id = { type: 'Identifier', name: 'self', range: undefined, startAt: at.startAt, endAt: at.endAt, refBinding: undefined, declBinding: undefined, isCallee: false };
  return id as unknown as L.Identifier;
}

function call(w: Walk, node: L.CallExpression | L.StringCallExpression | L.TableCallExpression, args: L.Expression[] | undefined, arg?: L.Expression): void {
  const a = w.a;
  const base = node.base;
  const fn = w.scope.fn;
  let site: CallSite;
  if (base.type === 'Identifier') {
    reference(w, base, true);
    a.callees.add(base);
    const b = a.refs.get(base);
    // a call reads the local's JS variable directly: no float slot (float-slots.ts)
    if (b) b.slotExcluded = true;
    site = b
      ? { node, fn, callee: { kind: 'local', binding: b } }
      : { node, fn, callee: a.envs.get(base) ? OTHER_CALLEE : { kind: 'global', name: base.name } };
  } else {
    visit(w, base);
    // `x.f(...)` and `x:m(...)` read the callee as a method (generate/MemberExpression.ts memberCallee)
    if (base.type === 'MemberExpression') tableUse(w, base.base, 'fieldUses', -1);
    site = { node, fn, callee: OTHER_CALLEE };
  }
  fn.calls.push(site);
  a.calls.set(node, site);
  if (args) for (let k = 0; k < args.length; k++) visit(w, args[k]!);
  else visit(w, arg!);
}

type Visitor = (w: Walk, n: any) => void;
const nothing: Visitor = () => {};

const visitors: Record<string, Visitor> = {
  Chunk: (w, n: L.Chunk) => block(w, n.body),
  LocalStatement: (w, n: L.LocalStatement) => {
    const { init, variables } = n;
    for (let k = 0; k < init.length; k++) visit(w, init[k]!);
    const bindings: Binding[] = [];
    for (let k = 0; k < variables.length; k++) {
      const v = variables[k]!;
      bindings.push(declare(w, v, w.attributes.get((v as Ranged).startAt)));
    }
    for (let i = 0; i < variables.length; i++) {
      const init1 = init[i];
      const b = bindings[i]!;
      const literal = init1 !== undefined && LITERALS.has(init1.type);
      if (b.attribute === 'const' && literal) b.compileTimeConstant = true;
      if (init1?.type === 'FunctionDeclaration' && init.length === variables.length) {
        const info = w.a.functions.get(init1)!;
        b.functionValue = info;
        info.binding = b;
      }
    }
    localStores(w.a, n, bindings);
  },
  AssignmentStatement: (w, n: L.AssignmentStatement) => {
    for (let k = 0; k < n.init.length; k++) visit(w, n.init[k]!);
    for (let k = 0; k < n.variables.length; k++) {
      const v = n.variables[k]!;
      if (v.type === 'Identifier') assignTo(w, v);
      else visit(w, v);
    }
    assignedStores(w.a, n);
  },
  FunctionDeclaration: (w, n: L.FunctionDeclaration) => {
    const id = n.identifier;
    if (n.isLocal && id?.type === 'Identifier') {
      const b = declare(w, id);
      const info = func(w, n, false, b);
      b.functionValue = info;
      return;
    }
    if (id?.type === 'Identifier') {
      assignTo(w, id);
      // stored directly (generate/FunctionDeclaration.ts), not through a float slot's conversion
      const b = w.a.refs.get(id);
      if (b) b.slotExcluded = true;
    } else if (id) visit(w, id); // its base, and the name as a member or field (uses.ts)
    func(w, n, id?.type === 'MemberExpression' && id.indexer === ':');
  },
  CallStatement: (w, n: L.CallStatement) => visit(w, n.expression),
  CallExpression: (w, n: L.CallExpression) => call(w, n, n.arguments),
  StringCallExpression: (w, n: L.StringCallExpression) => call(w, n, undefined, n.argument),
  TableCallExpression: (w, n: L.TableCallExpression) => call(w, n, undefined, n.arguments),
  ReturnStatement: (w, n: L.ReturnStatement) => {
    for (let k = 0; k < n.arguments.length; k++) visit(w, n.arguments[k]!);
  },
  IfStatement: (w, n: L.IfStatement) => {
    for (let k = 0; k < n.clauses.length; k++) {
      const c = n.clauses[k]!;
      if (c.type !== 'ElseClause') visit(w, c.condition);
      block(w, c.body);
    }
  },
  WhileStatement: (w, n: L.WhileStatement) => {
    visit(w, n.condition);
    block(w, n.body);
  },
  DoStatement: (w, n: L.DoStatement) => block(w, n.body),
  RepeatStatement: (w, n: L.RepeatStatement) => {
    // the condition sees the body's locals
    enterBlock(w);
    statements(w, n.body);
    visit(w, n.condition);
    leaveBlock(w);
  },
  ForNumericStatement: (w, n: L.ForNumericStatement) => {
    visit(w, n.start);
    visit(w, n.end);
    if (n.step) visit(w, n.step);
    enterBlock(w);
    declare(w, n.variable);
    statements(w, n.body);
    leaveBlock(w);
  },
  ForGenericStatement: (w, n: L.ForGenericStatement) => {
    for (let k = 0; k < n.iterators.length; k++) visit(w, n.iterators[k]!);
    // each step calls the iterator function, a callee analysis cannot see
    const fn = w.scope.fn;
    fn.calls.push({ node: n, fn, callee: OTHER_CALLEE });
    enterBlock(w);
    for (let k = 0; k < n.variables.length; k++) declare(w, n.variables[k]!);
    statements(w, n.body);
    leaveBlock(w);
  },
  LabelStatement: nothing,
  GotoStatement: nothing,
  BreakStatement: nothing,
  Identifier: (w, n: L.Identifier) => reference(w, n, false),
  StringLiteral: (w, n: L.StringLiteral) => useString(w.uses, n.value),
  NumericLiteral: (w, n: L.NumericLiteral) => {
    if (!w.a.floatHints && FLOAT_LITERAL.test(n.raw)) w.a.floatHints = true;
  },
  BooleanLiteral: nothing,
  NilLiteral: nothing,
  VarargLiteral: nothing,
  TableConstructorExpression: (w, n: L.TableConstructorExpression) => {
    for (let k = 0; k < n.fields.length; k++) {
      const f = n.fields[k]!;
      if (f.type === 'TableKey') visit(w, f.key);
      visit(w, f.value);
    }
  },
  UnaryExpression: (w, n: L.UnaryExpression) => {
    if (n.operator === '-' && !isNumeral(n.argument)) w.uses.arith = true;
    visit(w, n.argument);
    w.a.operations.push(n);
  },
  BinaryExpression: (w, n: L.BinaryExpression) => {
    if (ARITH_OPERATORS.has(n.operator) && !(isNumeral(n.left) && isNumeral(n.right))) w.uses.arith = true;
    if (n.operator === '..') w.uses.concat = true;
    else if (n.operator === '/') w.a.floatHints = true;
    visit(w, n.left);
    visit(w, n.right);
    const op = n.operator as string;
    if (op === '+' || op === '-' || op === '*') operandPartners(w.a, n);
    w.a.operations.push(n);
  },
  LogicalExpression: (w, n: L.LogicalExpression) => {
    visit(w, n.left);
    visit(w, n.right);
  },
  MemberExpression: (w, n: L.MemberExpression) => {
    const lib = indexBase(w, n.base);
    tableUse(w, n.base, 'fieldUses');
    if (FLOAT_MATH.has(n.identifier.name)) w.a.floatHints = true;
    if (lib !== undefined) useMember(w.uses, lib, n.identifier.name);
    else w.uses.fields.add(n.identifier.name);
  },
  IndexExpression: (w, n: L.IndexExpression) => {
    const uses = w.uses;
    const lib = indexBase(w, n.base);
    const key = n.index.type === 'StringLiteral' ? (n.index as L.StringLiteral).value : undefined;
    if (lib !== undefined && key !== undefined) {
      useMember(uses, lib, key);
      return;
    }
    if (lib !== undefined) useGlobal(uses, lib);
    tableUse(w, n.base, key !== undefined ? 'fieldUses' : 'indexUses');
    if (key !== undefined) uses.fields.add(key);
    else if (n.index.type !== 'NumericLiteral') uses.dynamicIndex = true;
    visit(w, n.index);
  },
};

function visit(w: Walk, n: AnyNode): void {
  if (n.type === 'FunctionDeclaration' && !(n as L.FunctionDeclaration).identifier && !(n as L.FunctionDeclaration).isLocal) {
    func(w, n as L.FunctionDeclaration, false);
    return;
  }
  const v = visitors[n.type];
  if (!v) throw new Error(`analyze: no visitor for ${n.type}`);
  v(w, n);
}

/** Every return gives one plain value and the body ends in a return. */
function returnsOne(body: L.Statement[]): boolean {
  const last = body[body.length - 1];
  if (!last || last.type !== 'ReturnStatement') return false;
  return returnsAllOne(body);
}

/** Every return in these statements (not in nested functions) gives one plain value. */
function returnsAllOne(stmts: L.Statement[]): boolean {
  for (let k = 0; k < stmts.length; k++) {
    const s = stmts[k]!;
    if (s.type === 'ReturnStatement') {
      if (s.arguments.length !== 1 || isMulti(s.arguments[0]!)) return false;
    } else {
      const inner = nestedBlocks(s);
      for (let j = 0; j < inner.length; j++) if (!returnsAllOne(inner[j]!)) return false;
    }
  }
  return true;
}


/** A callee analysis cannot see (never changed: one object serves every such call). */
const OTHER_CALLEE: Callee = Object.freeze({ kind: 'other' });

// a decimal point or exponent (hex digits e and E too: a false hint only costs a walk)
const FLOAT_LITERAL = /[.eE]/;

const LITERALS: ReadonlySet<string> = new Set(['NilLiteral', 'BooleanLiteral', 'NumericLiteral', 'StringLiteral']);

/** The operators that consult a string operand's metatable (lstrlib.c stringmetamethods). */
const ARITH_OPERATORS: ReadonlySet<string> = new Set(['+', '-', '*', '/', '//', '%', '^']);

/** A numeric literal, possibly negated or combined with others: never a string. */
function isNumeral(e: L.Expression): boolean {
  if (e.type === 'NumericLiteral') return true;
  if (e.type === 'UnaryExpression') return e.operator === '-' && isNumeral(e.argument);
  if (e.type === 'BinaryExpression') return ARITH_OPERATORS.has(e.operator) && isNumeral(e.left) && isNumeral(e.right);
  return false;
}
