// Which globals and library members a chunk can reach (issue #6 tree-shaking): the emitted module
// imports exactly those (compiler/emit/library-spec.ts). One walk over the tree after analysis.
//   string.format(...)       member `format` of the global `string`
//   string["format"]         the same
//   string[k], f(string)     the whole `string` library (a dynamic use)
//   s:format(), s.format     `format` may be read through the string metatable: string member
//   t["upper"]               likewise, a string key may reach the string metatable
//   t[k] with k not literal  any string literal of the chunk naming a string member may be k
//   _G, _ENV, getmetatable   everything (`getmetatable("").__index` is the string table)
import type * as L from 'luaparse';
import type { Analysis } from './index.js';

export interface Uses {
  /** Global names used other than as `lib.member` (their values are needed whole). */
  readonly globals: Set<string>;
  /** Global name -> member names read or written statically (`string.format`, `string["rep"]`). */
  readonly members: Map<string, Set<string>>;
  /** Field and method names on any other value (`x:upper()`, `x.len`, `x["sub"]`). */
  readonly fields: Set<string>;
  /** String literals that may be keys of a dynamic index (`t[k]`). */
  readonly strings: Set<string>;
  /** Some index has a key that is neither a literal string nor a number. */
  dynamicIndex: boolean;
  /** `_G` or `_ENV` is used as a value: every global may be read. */
  everything: boolean;
}

export function emptyUses(): Uses {
  return { globals: new Set(), members: new Map(), fields: new Set(), strings: new Set(), dynamicIndex: false, everything: false };
}

/** Adds what `chunk` uses to `into` (blocks of one prompt share one environment). */
export function collectUses(a: Analysis, chunk: L.Chunk, into: Uses = emptyUses()): Uses {
  const u = into;
  const globalName = (n: L.Node): string | undefined => {
    if (n.type !== 'Identifier') return undefined;
    const id = n as L.Identifier;
    return a.refs.get(id) === undefined && id.name !== '_ENV' ? id.name : undefined;
  };
  const member = (lib: string, name: string) => {
    let set = u.members.get(lib);
    if (!set) u.members.set(lib, (set = new Set()));
    set.add(name);
  };
  const list = (ns: readonly L.Node[]) => {
    for (const n of ns) visit(n);
  };
  function visit(n: L.Node | null | undefined): void {
    if (!n) return;
    switch (n.type) {
      case 'Identifier': {
        const id = n as L.Identifier;
        if (a.refs.get(id) !== undefined) return;
        if (id.name === '_ENV' || id.name === '_G') u.everything = true;
        else u.globals.add(id.name);
        return;
      }
      case 'MemberExpression': {
        const m = n as L.MemberExpression;
        const lib = globalName(m.base);
        if (lib !== undefined && lib !== '_G') member(lib, m.identifier.name);
        else {
          u.fields.add(m.identifier.name);
          visit(m.base);
        }
        return;
      }
      case 'IndexExpression': {
        const x = n as L.IndexExpression;
        const key = x.index.type === 'StringLiteral' ? (x.index as L.StringLiteral).value : undefined;
        const lib = globalName(x.base);
        if (lib !== undefined && lib !== '_G' && key !== undefined) member(lib, key);
        else {
          if (key !== undefined) u.fields.add(key);
          else if (x.index.type !== 'NumericLiteral') u.dynamicIndex = true;
          visit(x.base);
          visit(x.index);
        }
        return;
      }
      case 'StringLiteral': {
        const v = (n as L.StringLiteral).value;
        if (v !== null && v.length < 16) u.strings.add(v);
        return;
      }
      case 'NumericLiteral': case 'BooleanLiteral': case 'NilLiteral': case 'VarargLiteral':
      case 'LabelStatement': case 'GotoStatement': case 'BreakStatement':
        return;
      case 'LocalStatement': list((n as L.LocalStatement).init); return;
      case 'AssignmentStatement': {
        const s = n as L.AssignmentStatement;
        list(s.variables);
        list(s.init);
        return;
      }
      case 'CallStatement': visit((n as L.CallStatement).expression); return;
      case 'CallExpression': {
        const c = n as L.CallExpression;
        visit(c.base);
        list(c.arguments);
        return;
      }
      case 'StringCallExpression': {
        const c = n as L.StringCallExpression;
        visit(c.base);
        visit(c.argument);
        return;
      }
      case 'TableCallExpression': {
        const c = n as L.TableCallExpression;
        visit(c.base);
        visit(c.arguments);
        return;
      }
      case 'FunctionDeclaration': {
        const f = n as L.FunctionDeclaration;
        if (f.identifier && !f.isLocal) visit(f.identifier);
        list(f.body);
        return;
      }
      case 'ReturnStatement': list((n as L.ReturnStatement).arguments); return;
      case 'IfStatement':
        for (const c of (n as L.IfStatement).clauses) {
          if (c.type !== 'ElseClause') visit(c.condition);
          list(c.body);
        }
        return;
      case 'WhileStatement': {
        const w = n as L.WhileStatement;
        visit(w.condition);
        list(w.body);
        return;
      }
      case 'RepeatStatement': {
        const r = n as L.RepeatStatement;
        list(r.body);
        visit(r.condition);
        return;
      }
      case 'DoStatement': list((n as L.DoStatement).body); return;
      case 'ForNumericStatement': {
        const f = n as L.ForNumericStatement;
        visit(f.start);
        visit(f.end);
        visit(f.step);
        list(f.body);
        return;
      }
      case 'ForGenericStatement': {
        const f = n as L.ForGenericStatement;
        list(f.iterators);
        list(f.body);
        return;
      }
      case 'TableConstructorExpression':
        for (const f of (n as L.TableConstructorExpression).fields) {
          if (f.type === 'TableKey') visit(f.key);
          visit(f.value);
        }
        return;
      case 'UnaryExpression': visit((n as L.UnaryExpression).argument); return;
      case 'BinaryExpression': case 'LogicalExpression': {
        const b = n as L.BinaryExpression;
        visit(b.left);
        visit(b.right);
        return;
      }
      default:
        throw new Error(`uses: no case for ${n.type}`);
    }
  }
  list(chunk.body);
  return u;
}
