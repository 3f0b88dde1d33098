// luaparse's node factories (its documented "Custom AST" hook, `luaparse.ast`), each returning the
// node luaparse 0.3.1 makes, property for property and in the same order, with one more property
// last: `range: undefined`.
//
// Why: with `ranges: true` luaparse adds `node.range = [start, end]` after the factory has built
// the node. A property added to an object made by a literal does not fit in the object: V8 gives
// every node an out-of-object property store and a map transition. That was ~6-8% of a cold
// compile of 1 MiB (interleaved CPU A/B, bench/compile-throughput.js input), mostly GC: 289k nodes
// each carried a 40-byte store that the scavenger copied while the AST grew. Declaring `range` in
// the literal keeps it in the object. The node shapes stay luaparse's (every reader, the for-in
// order that child-nodes.ts follows, a JSON of the AST), which test/unit/node-factories.test.ts
// checks against a fresh copy of luaparse with its own factories.
//
// Kept to luaparse's hook rather than a patch of its file, like parse.ts's pre-pass for the 5.4
// attributes: the package stays as published. If luaparse is upgraded, the test fails when a
// factory's node changes.
import type luaparseModule from 'luaparse';

type LuaparseModule = typeof luaparseModule;

// luaparse passes the token type of a literal (its `tokenTypes`); the node's type names it
const LITERAL_TYPES: Record<number, string> = {};

/** `luaparse.ast`'s factories, each giving luaparse's node with `range` declared. */
const FACTORIES = {
  labelStatement: (label: unknown) => ({ type: 'LabelStatement', label, range: undefined }),
  breakStatement: () => ({ type: 'BreakStatement', range: undefined }),
  gotoStatement: (label: unknown) => ({ type: 'GotoStatement', label, range: undefined }),
  returnStatement: (args: unknown) => ({ type: 'ReturnStatement', arguments: args, range: undefined }),
  ifStatement: (clauses: unknown) => ({ type: 'IfStatement', clauses, range: undefined }),
  ifClause: (condition: unknown, body: unknown) => ({ type: 'IfClause', condition, body, range: undefined }),
  elseifClause: (condition: unknown, body: unknown) => ({ type: 'ElseifClause', condition, body, range: undefined }),
  elseClause: (body: unknown) => ({ type: 'ElseClause', body, range: undefined }),
  whileStatement: (condition: unknown, body: unknown) => ({ type: 'WhileStatement', condition, body, range: undefined }),
  doStatement: (body: unknown) => ({ type: 'DoStatement', body, range: undefined }),
  repeatStatement: (condition: unknown, body: unknown) => ({ type: 'RepeatStatement', condition, body, range: undefined }),
  localStatement: (variables: unknown, init: unknown) => ({ type: 'LocalStatement', variables, init, range: undefined }),
  assignmentStatement: (variables: unknown, init: unknown) => ({ type: 'AssignmentStatement', variables, init, range: undefined }),
  callStatement: (expression: unknown) => ({ type: 'CallStatement', expression, range: undefined }),
  functionStatement: (identifier: unknown, parameters: unknown, isLocal: unknown, body: unknown) =>
    ({ type: 'FunctionDeclaration', identifier, isLocal, parameters, body, range: undefined }),
  forNumericStatement: (variable: unknown, start: unknown, end: unknown, step: unknown, body: unknown) =>
    ({ type: 'ForNumericStatement', variable, start, end, step, body, range: undefined }),
  forGenericStatement: (variables: unknown, iterators: unknown, body: unknown) =>
    ({ type: 'ForGenericStatement', variables, iterators, body, range: undefined }),
  chunk: (body: unknown) => ({ type: 'Chunk', body, range: undefined }),
  identifier: (name: unknown) => ({ type: 'Identifier', name, range: undefined }),
  literal: (type: number, value: unknown, raw: unknown) => ({ type: LITERAL_TYPES[type] ?? 'VarargLiteral', value, raw, range: undefined }),
  tableKey: (key: unknown, value: unknown) => ({ type: 'TableKey', key, value, range: undefined }),
  tableKeyString: (key: unknown, value: unknown) => ({ type: 'TableKeyString', key, value, range: undefined }),
  tableValue: (value: unknown) => ({ type: 'TableValue', value, range: undefined }),
  tableConstructorExpression: (fields: unknown) => ({ type: 'TableConstructorExpression', fields, range: undefined }),
  binaryExpression: (operator: string, left: unknown, right: unknown) =>
    ({ type: operator === 'and' || operator === 'or' ? 'LogicalExpression' : 'BinaryExpression', operator, left, right, range: undefined }),
  unaryExpression: (operator: unknown, argument: unknown) => ({ type: 'UnaryExpression', operator, argument, range: undefined }),
  memberExpression: (base: unknown, indexer: unknown, identifier: unknown) =>
    ({ type: 'MemberExpression', indexer, identifier, base, range: undefined }),
  indexExpression: (base: unknown, index: unknown) => ({ type: 'IndexExpression', base, index, range: undefined }),
  callExpression: (base: unknown, args: unknown) => ({ type: 'CallExpression', base, arguments: args, range: undefined }),
  tableCallExpression: (base: unknown, args: unknown) => ({ type: 'TableCallExpression', base, arguments: args, range: undefined }),
  stringCallExpression: (base: unknown, argument: unknown) => ({ type: 'StringCallExpression', base, argument, range: undefined }),
  comment: (value: unknown, raw: unknown) => ({ type: 'Comment', value, raw, range: undefined }),
};

/**
 * Installs the factories on this luaparse (once per module instance; parse.ts is the only caller
 * of luaparse.parse). Throws if luaparse has a factory this module does not know, so an upgrade that
 * adds one cannot silently mix shapes.
 */
export function installNodeFactories(luaparse: LuaparseModule): void {
  const types = (luaparse as unknown as { tokenTypes: Record<string, number> }).tokenTypes;
  LITERAL_TYPES[types.StringLiteral!] = 'StringLiteral';
  LITERAL_TYPES[types.NumericLiteral!] = 'NumericLiteral';
  LITERAL_TYPES[types.BooleanLiteral!] = 'BooleanLiteral';
  LITERAL_TYPES[types.NilLiteral!] = 'NilLiteral';
  const ast = (luaparse as unknown as { ast: Record<string, unknown> }).ast;
  for (const name of Object.keys(ast)) {
    if (!(name in FACTORIES)) throw new Error(`luaparse.ast.${name}: no factory with a declared range (compiler/lua/node-factories.ts)`);
  }
  Object.assign(ast, FACTORIES);
}
