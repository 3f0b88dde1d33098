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
import { emptyUses, useGlobal, useMember, useString, type Uses } from './uses.js';

export interface Analysis {
  chunk: FunctionInfo;
  functions: Map<L.Node, FunctionInfo>;
  /** Each Identifier expression: its local binding, or undefined for a global. */
  refs: Map<L.Identifier, Binding | undefined>;
  /** For globals: the local `_ENV` in scope, if one was declared (no entry when none was). */
  envs: Map<L.Identifier, Binding | undefined>;
  /** Each declared name (local, parameter, for variable, self) and its binding. */
  decls: Map<L.Node, Binding>;
  calls: Map<L.Node, CallSite>;
  /** Identifiers used directly as the callee of a call. */
  callees: Set<L.Node>;
  /** Whether some async function value can reach a call whose callee analysis cannot see. */
  asyncEscapes: boolean;
  suspending: ReadonlySet<string>;
  /** Lines and columns of nodes (parse.ts parses without luaparse's `loc` objects). */
  lines: LineIndex;
  /** The globals and library members the chunk reaches (uses.ts), recorded by this walk. */
  uses: Uses;
  diagnostics: LuaDiagnostic[];
}

type AnyNode = L.Node & { type: string };

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
    functions: new Map([[ast, chunk]]),
    refs: new Map(),
    envs: new Map(),
    decls: new Map(),
    calls: new Map(),
    callees: new Set(),
    asyncEscapes: false,
    suspending: new Set(suspending),
    lines,
    uses,
    diagnostics: [],
  };
  let scope: Scope;

  // Every global's access goes through the `_ENV` in scope; until some local is named `_ENV`
  // (rare) there is none, and the scope chain need not be searched for it.
  let envDeclared = false;
  const envInScope = () => (envDeclared ? scope.lookup('_ENV') : undefined);
  const declare = (id: L.Identifier, attribute?: Attribute) => {
    if (id.name === '_ENV') envDeclared = true;
    const b = scope.declare(id, attribute);
    a.decls.set(id, b);
    return b;
  };
  // The walk uses indexed loops, not for-of: a compile runs mostly before V8 optimizes it, and
  // unoptimized for-of makes an iterator result object per element.
  const block = (body: L.Statement[], before?: () => void, after?: () => void) => {
    scope = new Scope(scope, scope.fn, reserved);
    before?.();
    for (let k = 0; k < body.length; k++) visit(body[k]!);
    after?.();
    scope = scope.exit();
  };
  // `record`: a global's value is used whole (uses.ts); false for the base of `lib.member`
  const reference = (id: L.Identifier, asCallee: boolean, record = true) => {
    const b = scope.lookup(id.name);
    a.refs.set(id, b);
    if (b) {
      if (b.fn !== scope.fn) b.captured = true;
      if (!asCallee) b.usedAsValue = true;
    } else {
      // a global under no local _ENV (nearly all) needs no entry: envs.get gives undefined
      const env = envInScope();
      if (env) {
        a.envs.set(id, env);
        env.usedAsValue = true;
      }
      if (record) useGlobal(uses, id.name);
    }
  };
  /** Visits the base of an index; returns its name when it is a global library table (`string`). */
  const indexBase = (base: L.Expression): string | undefined => {
    if (base.type !== 'Identifier') {
      visit(base);
      return undefined;
    }
    reference(base, false, false);
    if (a.refs.get(base) !== undefined) return undefined;
    if (base.name === '_ENV' || base.name === '_G') {
      uses.everything = true;
      return undefined;
    }
    return base.name;
  };
  const assignTo = (id: L.Identifier) => {
    const b = scope.lookup(id.name);
    if (b) {
      a.refs.set(id, b);
      b.assignments++;
      if (b.fn !== scope.fn) b.captured = true;
      if (b.attribute) a.diagnostics.push(luaAssignToConst(id.name, lines.startLine(id), lines.startColumn(id)));
    } else {
      a.refs.set(id, undefined);
      const env = envInScope();
      if (env) {
        a.envs.set(id, env);
        env.usedAsValue = true;
      }
      useGlobal(uses, id.name);
    }
  };
  const func = (node: L.FunctionDeclaration, self: boolean, binding?: Binding) => {
    const hasVararg = node.parameters.some((p) => p.type === 'VarargLiteral');
    const info = new FunctionInfo(node, scope.fn, hasVararg);
    info.binding = binding;
    a.functions.set(node, info);
    const outer = scope;
    scope = new Scope(scope, info, reserved);
    if (self) info.self = declare({ type: 'Identifier', name: 'self', startAt: (node as Ranged).startAt, endAt: (node as Ranged).endAt } as unknown as L.Identifier);
    for (const p of node.parameters) if (p.type === 'Identifier') declare(p);
    for (let k = 0; k < node.body.length; k++) visit(node.body[k]!);
    scope.exit();
    scope = outer;
    info.returnsOne = returnsOne(node.body);
    return info;
  };
  const call = (node: L.CallExpression | L.StringCallExpression | L.TableCallExpression, args: L.Expression[]) => {
    const base = node.base;
    let site: CallSite;
    if (base.type === 'Identifier') {
      reference(base, true);
      a.callees.add(base);
      const b = a.refs.get(base);
      site = b
        ? { node, fn: scope.fn, callee: { kind: 'local', binding: b } }
        : { node, fn: scope.fn, callee: a.envs.get(base) ? OTHER_CALLEE : { kind: 'global', name: base.name } };
    } else {
      visit(base);
      site = { node, fn: scope.fn, callee: OTHER_CALLEE };
    }
    scope.fn.calls.push(site);
    a.calls.set(node, site);
    for (let k = 0; k < args.length; k++) visit(args[k]!);
  };

  const visitors: Record<string, (n: any) => void> = {
    Chunk: (n: L.Chunk) => block(n.body),
    LocalStatement: (n: L.LocalStatement) => {
      for (let k = 0; k < n.init.length; k++) visit(n.init[k]!);
      const bindings = n.variables.map((v) => declare(v, attributes.get((v as Ranged).startAt)));
      n.variables.forEach((v, i) => {
        const init = n.init[i];
        const literal = init !== undefined && LITERALS.has(init.type);
        if (bindings[i]!.attribute === 'const' && literal) bindings[i]!.compileTimeConstant = true;
        if (init?.type === 'FunctionDeclaration' && n.init.length === n.variables.length) {
          const info = a.functions.get(init)!;
          bindings[i]!.functionValue = info;
          info.binding = bindings[i];
        }
      });
    },
    AssignmentStatement: (n: L.AssignmentStatement) => {
      for (let k = 0; k < n.init.length; k++) visit(n.init[k]!);
      for (let k = 0; k < n.variables.length; k++) {
        const v = n.variables[k]!;
        if (v.type === 'Identifier') assignTo(v);
        else visit(v);
      }
    },
    FunctionDeclaration: (n: L.FunctionDeclaration) => {
      const id = n.identifier;
      if (n.isLocal && id?.type === 'Identifier') {
        const b = declare(id);
        const info = func(n, false, b);
        b.functionValue = info;
        return;
      }
      if (id?.type === 'Identifier') assignTo(id);
      else if (id) visit(id); // its base, and the name as a member or field (uses.ts)
      func(n, id?.type === 'MemberExpression' && id.indexer === ':');
    },
    CallStatement: (n: L.CallStatement) => visit(n.expression),
    CallExpression: (n: L.CallExpression) => call(n, n.arguments),
    StringCallExpression: (n: L.StringCallExpression) => call(n, [n.argument]),
    TableCallExpression: (n: L.TableCallExpression) => call(n, [n.arguments]),
    ReturnStatement: (n: L.ReturnStatement) => n.arguments.forEach(visit),
    IfStatement: (n: L.IfStatement) => {
      for (let k = 0; k < n.clauses.length; k++) {
        const c = n.clauses[k]!;
        if (c.type !== 'ElseClause') visit(c.condition);
        block(c.body);
      }
    },
    WhileStatement: (n: L.WhileStatement) => {
      visit(n.condition);
      block(n.body);
    },
    DoStatement: (n: L.DoStatement) => block(n.body),
    RepeatStatement: (n: L.RepeatStatement) => block(n.body, undefined, () => visit(n.condition)),
    ForNumericStatement: (n: L.ForNumericStatement) => {
      visit(n.start);
      visit(n.end);
      if (n.step) visit(n.step);
      block(n.body, () => declare(n.variable));
    },
    ForGenericStatement: (n: L.ForGenericStatement) => {
      n.iterators.forEach(visit);
      // each step calls the iterator function, a callee analysis cannot see
      scope.fn.calls.push({ node: n, fn: scope.fn, callee: OTHER_CALLEE });
      block(n.body, () => n.variables.forEach((v) => declare(v)));
    },
    LabelStatement: () => {},
    GotoStatement: () => {},
    BreakStatement: () => {},
    Identifier: (n: L.Identifier) => reference(n, false),
    StringLiteral: (n: L.StringLiteral) => useString(uses, n.value),
    NumericLiteral: () => {},
    BooleanLiteral: () => {},
    NilLiteral: () => {},
    VarargLiteral: () => {},
    TableConstructorExpression: (n: L.TableConstructorExpression) => {
      for (let k = 0; k < n.fields.length; k++) {
        const f = n.fields[k]!;
        if (f.type === 'TableKey') visit(f.key);
        visit(f.value);
      }
    },
    UnaryExpression: (n: L.UnaryExpression) => {
      if (n.operator === '-' && !isNumeral(n.argument)) uses.arith = true;
      visit(n.argument);
    },
    BinaryExpression: (n: L.BinaryExpression) => {
      if (ARITH_OPERATORS.has(n.operator) && !(isNumeral(n.left) && isNumeral(n.right))) uses.arith = true;
      if (n.operator === '..') uses.concat = true;
      visit(n.left);
      visit(n.right);
    },
    LogicalExpression: (n: L.LogicalExpression) => {
      visit(n.left);
      visit(n.right);
    },
    MemberExpression: (n: L.MemberExpression) => {
      const lib = indexBase(n.base);
      if (lib !== undefined) useMember(uses, lib, n.identifier.name);
      else uses.fields.add(n.identifier.name);
    },
    IndexExpression: (n: L.IndexExpression) => {
      const lib = indexBase(n.base);
      const key = n.index.type === 'StringLiteral' ? (n.index as L.StringLiteral).value : undefined;
      if (lib !== undefined && key !== undefined) {
        useMember(uses, lib, key);
        return;
      }
      if (lib !== undefined) useGlobal(uses, lib);
      if (key !== undefined) uses.fields.add(key);
      else if (n.index.type !== 'NumericLiteral') uses.dynamicIndex = true;
      visit(n.index);
    },
  };
  function visit(n: AnyNode): void {
    if (n.type === 'FunctionDeclaration' && !(n as L.FunctionDeclaration).identifier && !(n as L.FunctionDeclaration).isLocal) {
      func(n as L.FunctionDeclaration, false);
      return;
    }
    const v = visitors[n.type];
    if (!v) throw new Error(`analyze: no visitor for ${n.type}`);
    v(n);
  }

  scope = new Scope(undefined, chunk, reserved);
  for (const s of ast.body) visit(s);
  chunk.returnsOne = false;
  computeSuspension(a);
  return a;
}

/** Every return gives one plain value and the body ends in a return. */
function returnsOne(body: L.Statement[]): boolean {
  const last = body[body.length - 1];
  if (!last || last.type !== 'ReturnStatement') return false;
  let ok = true;
  const check = (stmts: L.Statement[]) => {
    for (const s of stmts) {
      if (s.type === 'ReturnStatement') {
        if (s.arguments.length !== 1 || isMulti(s.arguments[0]!)) ok = false;
      } else nestedBlocks(s).forEach(check);
    }
  };
  check(body);
  return ok;
}

function isMulti(e: L.Expression): boolean {
  return e.type === 'CallExpression' || e.type === 'StringCallExpression' || e.type === 'TableCallExpression' || e.type === 'VarargLiteral';
}

/** A callee analysis cannot see (never changed: one object serves every such call). */
const OTHER_CALLEE: Callee = Object.freeze({ kind: 'other' });

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
