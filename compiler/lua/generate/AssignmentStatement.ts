import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, valueList } from './index.js';
import { envOf } from './Identifier.js';
import { jsString } from './shared/values.js';
import { describe } from './shared/describe.js';
import { cannotThrow } from './LocalStatement.js';
import { stringValue } from './literals.js';
import { fieldProperty } from './shared/fields.js';
import { storedValue } from './shared/floats.js';

/**
 * `x = v` directly; `a, b = b, a` evaluates every value first (lua 5.4 then assigns right to left,
 * lparser.c restassign), with the tables and keys of the targets evaluated before the values.
 */
export function AssignmentStatement(node: L.AssignmentStatement, g: Gen): void {
  const targets = node.variables;
  // `x = y` between locals cannot fail: no `$line` store
  const local = targets.length === 1 && node.init.length === 1 && targets[0]!.type === 'Identifier' && g.a.refs.get(targets[0] as L.Identifier);
  if (!(local && cannotThrow(g, node.init[0]!))) g.setLine(g.lines.startLine(node));
  if (targets.length === 1 && node.init.length === 1) {
    const field = fieldTarget(g, targets[0]!);
    if (field) {
      g.emit(fieldStore(g, field, expression(g, node.init[0]!), literal(node.init[0]!) || node.init[0]!.type === 'BooleanLiteral'));
      return;
    }
    const target = targets[0]!;
    const value = target.type === 'Identifier' ? storedValue(g, g.a.refs.get(target), node.init[0]!) : expression(g, node.init[0]!);
    g.emit(`${assign(g, target, value)};`);
    return;
  }
  const pre: string[] = [];
  const prepared = targets.map((t, i) => {
    if (t.type === 'Identifier') return t;
    // a name the statement itself assigns must be read before any assignment happens
    const obj = literal(t.base) ? expression(g, t.base) : (pre.push(`$table${i + 1} = ${expression(g, t.base)}`), `$table${i + 1}`);
    let key: string;
    let name: string | undefined; // a constant string key: the store can take the field fast path
    if (t.type === 'MemberExpression') key = jsString((name = t.identifier.name));
    else if (t.index.type === 'StringLiteral') key = jsString((name = stringValue(t.index, g)));
    else key = literal(t.index) ? expression(g, t.index) : (pre.push(`$key${i + 1} = ${expression(g, t.index)}`), `$key${i + 1}`);
    return { obj, key, name, desc: describe(g, t.base) };
  });
  const temps = targets.map((_, i) => `$value${i + 1}`);
  let values: string;
  if (endsMulti(g, node.init) || node.init.length !== targets.length) {
    values = `const [${temps.join(', ')}] = [${valueList(g, node.init)}];`;
  } else {
    values = `const ${temps.map((t, i) => `${t} = ${expression(g, node.init[i]!)}`).join(', ')};`;
  }
  const stores = prepared
    .map((t, i) => {
      if ('type' in t) return `${assign(g, t, temps[i]!)};`;
      const store = `${g.rt('setindex')}(${t.obj}, ${t.key}, ${temps[i]}${t.desc ? ', ' + t.desc : ''});`;
      if (t.name === undefined || t.name.startsWith('_')) return store;
      // the temporaries are evaluated once already: test and store them like fieldStore does
      const prop = `${g.rt('fields')}(${t.obj})${fieldProperty(t.name)}`;
      return `if (${temps[i]} !== undefined && ${prop} !== undefined) ${prop} = ${temps[i]}; else ${store}`;
    })
    .reverse();
  g.emit(`{ ${pre.length ? `const ${pre.join(', ')}; ` : ''}${values} ${stores.join(' ')} }`);
}

interface FieldTarget {
  obj: string;
  name: string;
  desc: string | undefined;
}

/**
 * `t.x = v` where t is a local no call can reassign (so reading it after v is the same) and x is
 * no metamethod name (writing those must invalidate the metamethod cache: setindex does it).
 */
function fieldTarget(g: Gen, target: L.Node): FieldTarget | undefined {
  let name: string;
  if (target.type === 'MemberExpression') name = (target as L.MemberExpression).identifier.name;
  else if (target.type === 'IndexExpression' && (target as L.IndexExpression).index.type === 'StringLiteral') {
    name = stringValue((target as L.IndexExpression).index as L.StringLiteral, g);
  } else return undefined;
  if (name.startsWith('_')) return undefined;
  const base = (target as L.MemberExpression | L.IndexExpression).base;
  const b = base.type === 'Identifier' ? g.a.refs.get(base) : undefined;
  if (!b || (b.captured && b.assignments > 0)) return undefined;
  return { obj: b.jsName, name, desc: describe(g, base) };
}

/**
 * Overwriting a present field with a value is a plain property store on the table's string store
 * (a per-site cache, like field reads in shared/fields.ts); anything else (a new key, nil, a
 * non-table, __newindex) goes through setindex.
 */
function fieldStore(g: Gen, t: FieldTarget, value: string, constant: boolean): string {
  const prop = `${g.rt('fields')}(${t.obj})${fieldProperty(t.name)}`;
  const store = (v: string) => `${g.rt('setindex')}(${t.obj}, ${jsString(t.name)}, ${v}${t.desc ? ', ' + t.desc : ''});`;
  // a literal value is never nil and can be written twice
  if (constant) return `if (${prop} !== undefined) ${prop} = ${value}; else ${store(value)}`;
  const v = g.temp('$v');
  return `if ((${v} = ${value}) !== undefined && ${prop} !== undefined) ${prop} = ${v}; else ${store(v)}`;
}

function literal(e: L.Node): boolean {
  return e.type === 'NumericLiteral' || e.type === 'StringLiteral';
}

function assign(g: Gen, target: L.Node, value: string): string {
  if (target.type === 'Identifier') {
    const id = target as L.Identifier;
    const b = g.a.refs.get(id);
    if (b) return `${b.jsName} = ${value}`;
    if (id.name === '_ENV') return `_ENV = ${value}`;
    return `${g.rt('setindex')}(${envOf(g, id)}, ${jsString(id.name)}, ${value})`;
  }
  if (target.type === 'MemberExpression') {
    const m = target as L.MemberExpression;
    const d = describe(g, m.base);
    return `${g.rt('setindex')}(${expression(g, m.base)}, ${jsString(m.identifier.name)}, ${value}${d ? ', ' + d : ''})`;
  }
  const x = target as L.IndexExpression;
  const d = describe(g, x.base);
  return `${g.rt('setindex')}(${expression(g, x.base)}, ${expression(g, x.index)}, ${value}${d ? ', ' + d : ''})`;
}
