// luaparse's node factories (its documented "Custom AST" hook, `luaparse.ast`), each returning the
// node luaparse 0.3.1 makes, property for property and in the same order, with three more
// properties after them: `range: undefined, startAt: 0, endAt: 0`, and each list (a body, arguments...)
// an exact-size copy of luaparse's (fit says why). Nodes analysis keeps facts about end with
// those facts' slots (NODE_SLOTS; analyze/node-facts.ts says why they are not Maps). parse.ts's onCreateNode (luaparse's
// other hook) then moves the [start, end] array luaparse stores in `range` into `startAt`/`endAt`
// and clears `range`; positions.ts and the few other readers use the two numbers.
//
// Why: with `ranges: true` luaparse adds `node.range = [start, end]` after the factory has built
// the node. A property added to an object made by a literal does not fit in the object: V8 gave
// every node an out-of-object property store and a map transition, ~6-8% of a cold compile of
// 1 MiB (interleaved CPU A/B on bench/compile-throughput.js's input), mostly GC: 289k nodes each
// carried a 40-byte store that the scavenger copied while the AST grew. Declared in the literal,
// the properties stay in the object; and with the positions as two small integers the 64-byte
// array dies young instead of living (and being copied) with the AST. The nodes are otherwise
// luaparse's (children, their order, which child-nodes.ts follows), which
// test/unit/node-factories.test.ts checks against a fresh copy of luaparse with its own factories.
//
// Kept to luaparse's hooks rather than a patch of its file, like parse.ts's pre-pass for the 5.4
// attributes: the package stays as published. If luaparse is upgraded, the test fails when a
// factory's node changes, and installNodeFactories throws on a factory it does not know.
import type luaparseModule from 'luaparse';

type LuaparseModule = typeof luaparseModule;

/**
 * A list of luaparse's (a body, arguments, fields...) with no spare room. luaparse builds each list
 * with `[]` and `push`, and V8 gives the first push room for 17 elements: the 1-3 elements of a
 * typical list came with 14-16 empty slots (on the bench input 109k elements held 1M slots, 7 MB of
 * the AST). The AST lives for the whole compile, so that room was copied by every scavenge that
 * moved it and marked by every full GC; an exact-size copy (slice) is made once and the roomy
 * original dies young. luaparse never touches a list after passing it to a factory.
 */
function fit(list: unknown): unknown {
  const l = list as unknown[];
  return l.length > 0 ? l.slice() : l;
}

// luaparse passes the token type of a literal (its `tokenTypes`); the node's type names it
const LITERAL_TYPES: Record<number, string> = {};

/**
 * The analysis slots declared last on nodes of these types, all starting undefined (`isCallee`
 * false): declared in the literal like the positions, so filling them changes no node's map.
 */
export const NODE_SLOTS: Readonly<Record<string, readonly string[]>> = {
  Identifier: ['refBinding', 'declBinding', 'isCallee'],
  FunctionDeclaration: ['functionInfo'],
  Chunk: ['functionInfo'],
  CallExpression: ['callSite'],
  TableCallExpression: ['callSite'],
  StringCallExpression: ['callSite'],
  // the numeric typing's result (analyze/numeric.ts NumSlots); LogicalExpression shares the factory
  BinaryExpression: ['numOwner', 'numType'],
  LogicalExpression: ['numOwner', 'numType'],
  UnaryExpression: ['numOwner', 'numType'],
};

/** `luaparse.ast`'s factories, each giving luaparse's node with `range`, `startAt` and `endAt` declared. */
const FACTORIES = {
  labelStatement: (label: unknown) => ({ type: 'LabelStatement', label, range: undefined, startAt: 0, endAt: 0 }),
  breakStatement: () => ({ type: 'BreakStatement', range: undefined, startAt: 0, endAt: 0 }),
  gotoStatement: (label: unknown) => ({ type: 'GotoStatement', label, range: undefined, startAt: 0, endAt: 0 }),
  returnStatement: (args: unknown) => ({ type: 'ReturnStatement', arguments: fit(args), range: undefined, startAt: 0, endAt: 0 }),
  ifStatement: (clauses: unknown) => ({ type: 'IfStatement', clauses: fit(clauses), range: undefined, startAt: 0, endAt: 0 }),
  ifClause: (condition: unknown, body: unknown) => ({ type: 'IfClause', condition, body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  elseifClause: (condition: unknown, body: unknown) => ({ type: 'ElseifClause', condition, body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  elseClause: (body: unknown) => ({ type: 'ElseClause', body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  whileStatement: (condition: unknown, body: unknown) => ({ type: 'WhileStatement', condition, body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  doStatement: (body: unknown) => ({ type: 'DoStatement', body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  repeatStatement: (condition: unknown, body: unknown) => ({ type: 'RepeatStatement', condition, body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  localStatement: (variables: unknown, init: unknown) => ({ type: 'LocalStatement', variables: fit(variables), init: fit(init), range: undefined, startAt: 0, endAt: 0 }),
  assignmentStatement: (variables: unknown, init: unknown) => ({ type: 'AssignmentStatement', variables: fit(variables), init: fit(init), range: undefined, startAt: 0, endAt: 0 }),
  callStatement: (expression: unknown) => ({ type: 'CallStatement', expression, range: undefined, startAt: 0, endAt: 0 }),
  functionStatement: (identifier: unknown, parameters: unknown, isLocal: unknown, body: unknown) =>
    ({ type: 'FunctionDeclaration', identifier, isLocal, parameters: fit(parameters), body: fit(body), range: undefined, startAt: 0, endAt: 0, functionInfo: undefined }),
  forNumericStatement: (variable: unknown, start: unknown, end: unknown, step: unknown, body: unknown) =>
    ({ type: 'ForNumericStatement', variable, start, end, step, body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  forGenericStatement: (variables: unknown, iterators: unknown, body: unknown) =>
    ({ type: 'ForGenericStatement', variables: fit(variables), iterators: fit(iterators), body: fit(body), range: undefined, startAt: 0, endAt: 0 }),
  chunk: (body: unknown) => ({ type: 'Chunk', body: fit(body), range: undefined, startAt: 0, endAt: 0, functionInfo: undefined }),
  identifier: (name: unknown) => ({ type: 'Identifier', name, range: undefined, startAt: 0, endAt: 0, refBinding: undefined, declBinding: undefined, isCallee: false }),
  literal: (type: number, value: unknown, raw: unknown) => ({ type: LITERAL_TYPES[type] ?? 'VarargLiteral', value, raw, range: undefined, startAt: 0, endAt: 0 }),
  tableKey: (key: unknown, value: unknown) => ({ type: 'TableKey', key, value, range: undefined, startAt: 0, endAt: 0 }),
  tableKeyString: (key: unknown, value: unknown) => ({ type: 'TableKeyString', key, value, range: undefined, startAt: 0, endAt: 0 }),
  tableValue: (value: unknown) => ({ type: 'TableValue', value, range: undefined, startAt: 0, endAt: 0 }),
  tableConstructorExpression: (fields: unknown) => ({ type: 'TableConstructorExpression', fields: fit(fields), range: undefined, startAt: 0, endAt: 0 }),
  binaryExpression: (operator: string, left: unknown, right: unknown) =>
    ({ type: operator === 'and' || operator === 'or' ? 'LogicalExpression' : 'BinaryExpression', operator, left, right, range: undefined, startAt: 0, endAt: 0, numOwner: undefined, numType: undefined }),
  unaryExpression: (operator: unknown, argument: unknown) =>
    ({ type: 'UnaryExpression', operator, argument, range: undefined, startAt: 0, endAt: 0, numOwner: undefined, numType: undefined }),
  memberExpression: (base: unknown, indexer: unknown, identifier: unknown) =>
    ({ type: 'MemberExpression', indexer, identifier, base, range: undefined, startAt: 0, endAt: 0 }),
  indexExpression: (base: unknown, index: unknown) => ({ type: 'IndexExpression', base, index, range: undefined, startAt: 0, endAt: 0 }),
  callExpression: (base: unknown, args: unknown) => ({ type: 'CallExpression', base, arguments: fit(args), range: undefined, startAt: 0, endAt: 0, callSite: undefined }),
  tableCallExpression: (base: unknown, args: unknown) => ({ type: 'TableCallExpression', base, arguments: args, range: undefined, startAt: 0, endAt: 0, callSite: undefined }),
  stringCallExpression: (base: unknown, argument: unknown) => ({ type: 'StringCallExpression', base, argument, range: undefined, startAt: 0, endAt: 0, callSite: undefined }),
  comment: (value: unknown, raw: unknown) => ({ type: 'Comment', value, raw, range: undefined, startAt: 0, endAt: 0 }),
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
    if (!(name in FACTORIES)) throw new Error(`luaparse.ast.${name}: no factory with declared positions (compiler/lua/node-factories.ts)`);
  }
  Object.assign(ast, FACTORIES);
}
