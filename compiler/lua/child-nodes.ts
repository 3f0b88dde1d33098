// The child nodes of a luaparse node, for passes that walk whole subtrees (generate/outline.ts).
// A switch on the node type reads each child directly; a generic `for (const k in node)` walk
// pays a property enumeration and a megamorphic lookup per key, and most of a compile runs
// before V8 optimizes anything. Children come in luaparse's property order (its `ast` factories),
// the order a `for...in` over the node gives, so walks that collect in order are unchanged.
import type * as L from 'luaparse';

type Visit = (child: L.Node) => void;

function each(list: readonly L.Node[], visit: Visit): void {
  for (let i = 0; i < list.length; i++) visit(list[i]!);
}

/** Calls `visit` on each node directly inside `n` (function bodies included). */
export function forEachChild(n: L.Node, visit: Visit): void {
  switch (n.type) {
    case 'LabelStatement':
    case 'GotoStatement':
      return visit((n as L.GotoStatement).label);
    case 'ReturnStatement':
      return each((n as L.ReturnStatement).arguments, visit);
    case 'IfStatement':
      return each((n as L.IfStatement).clauses, visit);
    case 'IfClause':
    case 'ElseifClause':
    case 'WhileStatement':
    case 'RepeatStatement': {
      const c = n as L.IfClause;
      visit(c.condition);
      return each(c.body, visit);
    }
    case 'ElseClause':
    case 'DoStatement':
    case 'Chunk':
      return each((n as L.DoStatement).body, visit);
    case 'LocalStatement':
    case 'AssignmentStatement': {
      const s = n as L.AssignmentStatement;
      each(s.variables, visit);
      return each(s.init, visit);
    }
    case 'CallStatement':
      return visit((n as L.CallStatement).expression);
    case 'FunctionDeclaration': {
      const f = n as L.FunctionDeclaration;
      if (f.identifier) visit(f.identifier);
      each(f.parameters, visit);
      return each(f.body, visit);
    }
    case 'ForNumericStatement': {
      const f = n as L.ForNumericStatement;
      visit(f.variable);
      visit(f.start);
      visit(f.end);
      if (f.step) visit(f.step);
      return each(f.body, visit);
    }
    case 'ForGenericStatement': {
      const f = n as L.ForGenericStatement;
      each(f.variables, visit);
      each(f.iterators, visit);
      return each(f.body, visit);
    }
    case 'TableKey':
    case 'TableKeyString': {
      const k = n as L.TableKey;
      visit(k.key);
      return visit(k.value);
    }
    case 'TableValue':
      return visit((n as L.TableValue).value);
    case 'TableConstructorExpression':
      return each((n as L.TableConstructorExpression).fields, visit);
    case 'BinaryExpression':
    case 'LogicalExpression': {
      const b = n as L.BinaryExpression;
      visit(b.left);
      return visit(b.right);
    }
    case 'UnaryExpression':
      return visit((n as L.UnaryExpression).argument);
    case 'MemberExpression': {
      const m = n as L.MemberExpression;
      visit(m.identifier);
      return visit(m.base);
    }
    case 'IndexExpression': {
      const x = n as L.IndexExpression;
      visit(x.base);
      return visit(x.index);
    }
    case 'CallExpression': {
      const c = n as L.CallExpression;
      visit(c.base);
      return each(c.arguments, visit);
    }
    case 'TableCallExpression': {
      const c = n as L.TableCallExpression;
      visit(c.base);
      return visit(c.arguments);
    }
    case 'StringCallExpression': {
      const c = n as L.StringCallExpression;
      visit(c.base);
      return visit(c.argument);
    }
    // Identifier, literals, BreakStatement, VarargLiteral: no children
  }
}
