// The child nodes of a luaparse node, for passes that walk whole subtrees (generate/outline.ts).
// A switch on the node type reads each child directly; a generic `for (const k in node)` walk
// pays a property enumeration and a megamorphic lookup per key, and most of a compile runs
// before V8 optimizes anything. Children come in luaparse's property order (its `ast` factories),
// the order a `for...in` over the node gives, so walks that collect in order are unchanged.
//
// The children are appended to a list (the walker's stack), not passed to a callback: the walks
// (outline.ts) each passed closures of their own, so the callback's call site saw several targets
// and V8's optimized code of this function was thrown away and remade for each new one ("wrong
// call target", "wrong feedback cell" in --trace-deopt), and a closure call per node cost more
// than the push in unoptimized code.
import type * as L from 'luaparse';

function each(list: readonly L.Node[], out: L.Node[]): void {
  for (let i = 0; i < list.length; i++) out.push(list[i]!);
}

/**
 * Reverses `out` from index `from` on: a walker that keeps a stack appends a node's children in
 * order, then reverses them, so its pops visit the tree in preorder (luaparse's order).
 */
export function reverseFrom(out: L.Node[], from: number): void {
  for (let i = from, j = out.length - 1; i < j; i++, j--) {
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
}

/** Appends each node directly inside `n` to `out`, in order (function bodies included). */
export function appendChildren(n: L.Node, out: L.Node[]): void {
  // the most frequent kinds first: a switch on strings tests its cases in order, and before V8
  // optimizes this function each test is a call (~110k of the ~210k nodes the bench input's
  // compile visits here are leaves, which used to fall through every case)
  switch (n.type) {
    case 'Identifier':
    case 'NumericLiteral':
    case 'StringLiteral':
    case 'NilLiteral':
    case 'BooleanLiteral':
    case 'VarargLiteral':
    case 'BreakStatement':
      return;
    case 'CallExpression': {
      const c = n as L.CallExpression;
      out.push(c.base);
      return each(c.arguments, out);
    }
    case 'MemberExpression': {
      const m = n as L.MemberExpression;
      out.push(m.identifier);
      return void out.push(m.base);
    }
    case 'BinaryExpression':
    case 'LogicalExpression': {
      const b = n as L.BinaryExpression;
      out.push(b.left);
      return void out.push(b.right);
    }
    case 'CallStatement':
      return void out.push((n as L.CallStatement).expression);
    case 'TableValue':
      return void out.push((n as L.TableValue).value);
    case 'LocalStatement':
    case 'AssignmentStatement': {
      const s = n as L.AssignmentStatement;
      each(s.variables, out);
      return each(s.init, out);
    }
    case 'IndexExpression': {
      const x = n as L.IndexExpression;
      out.push(x.base);
      return void out.push(x.index);
    }
    case 'TableConstructorExpression':
      return each((n as L.TableConstructorExpression).fields, out);
    case 'UnaryExpression':
      return void out.push((n as L.UnaryExpression).argument);
    case 'ReturnStatement':
      return each((n as L.ReturnStatement).arguments, out);
    case 'FunctionDeclaration': {
      const f = n as L.FunctionDeclaration;
      if (f.identifier) out.push(f.identifier);
      each(f.parameters, out);
      return each(f.body, out);
    }
    case 'TableKey':
    case 'TableKeyString': {
      const k = n as L.TableKey;
      out.push(k.key);
      return void out.push(k.value);
    }
    case 'ForNumericStatement': {
      const f = n as L.ForNumericStatement;
      out.push(f.variable);
      out.push(f.start);
      out.push(f.end);
      if (f.step) out.push(f.step);
      return each(f.body, out);
    }
    case 'IfStatement':
      return each((n as L.IfStatement).clauses, out);
    case 'IfClause':
    case 'ElseifClause':
    case 'WhileStatement':
    case 'RepeatStatement': {
      const c = n as L.IfClause;
      out.push(c.condition);
      return each(c.body, out);
    }
    case 'ElseClause':
    case 'DoStatement':
    case 'Chunk':
      return each((n as L.DoStatement).body, out);
    case 'ForGenericStatement': {
      const f = n as L.ForGenericStatement;
      each(f.variables, out);
      each(f.iterators, out);
      return each(f.body, out);
    }
    case 'TableCallExpression': {
      const c = n as L.TableCallExpression;
      out.push(c.base);
      return void out.push(c.arguments);
    }
    case 'StringCallExpression': {
      const c = n as L.StringCallExpression;
      out.push(c.base);
      return void out.push(c.argument);
    }
    case 'LabelStatement':
    case 'GotoStatement':
      return void out.push((n as L.GotoStatement).label);
  }
}
