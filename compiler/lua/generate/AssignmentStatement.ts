import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, valueList } from './index.js';
import { envOf } from './Identifier.js';
import { jsString } from './shared/values.js';
import { describe, envDescription } from './shared/describe.js';
import { cannotThrow } from './LocalStatement.js';
import { stringValue } from './literals.js';
import { fieldProperty, ownStore, strsCache, strsOf } from './shared/fields.js';
import { storedValue } from './shared/floats.js';
import { arrayBase, arrayKey, arrayStore } from './shared/array-part.js';

/**
 * `x = v` directly; `a, b = b, a` evaluates every value first (lua 5.4 then assigns right to left,
 * lparser.c restassign), with the tables and keys of the targets evaluated before the values.
 */
export function AssignmentStatement(node: L.AssignmentStatement, g: Gen): void {
  const targets = node.variables;
  // `x = y` between locals cannot fail: no `$line` store
  const local = targets.length === 1 && node.init.length === 1 && targets[0]!.type === 'Identifier' && g.a.refs.get(targets[0] as L.Identifier);
  if (!(local && cannotThrow(g, node.init[0]!))) g.setLine(g.lines.startLine(node));
  // lua stores at the line of the statement's last token (lcode.c luaK_storevar, `lastline`):
  // that `$line` store runs after the values, right before the stores
  const storeMark = () => g.lineMark(g.lines.endLine(node));
  if (targets.length === 1 && node.init.length === 1) {
    const target = targets[0]!;
    const init = node.init[0]!;
    const field = fieldTarget(g, target);
    if (field) {
      const value = expression(g, init);
      const mark = storeMark();
      g.emit(fieldStore(g, field, g.after(value, mark), !mark && (literal(init) || init.type === 'BooleanLiteral') ? 'constant' : 'expression'));
      return;
    }
    const b = target.type === 'Identifier' ? g.a.refs.get(target) : undefined;
    if (b) {
      g.emit(`${assign(g, target, storedValue(g, b, init))};`);
      return;
    }
    const element = elementTarget(g, target);
    if (element) {
      const value = expression(g, init);
      const mark = storeMark();
      g.emit(element(g.after(value, mark), !mark && (literal(init) || init.type === 'BooleanLiteral')));
      return;
    }
    // the target's table and key are evaluated before the value
    const store = targetStore(g, target);
    const value = expression(g, init);
    g.emit(`${store(g.after(value, storeMark()))};`);
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
    return { obj, key, name, desc: describe(g, t.base), cache: strsCache(g, t.base) };
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
      if (t.name === undefined || t.name.startsWith('_')) return `${g.metaOp('setindex', `${t.obj}, ${t.key}, ${temps[i]}${t.desc ? ', ' + t.desc : ''}`)};`;
      // a kept store's table is a local never assigned again, so $tableN is that local
      return fieldStore(g, { obj: t.obj, name: t.name, desc: t.desc, cache: t.cache }, temps[i]!, 'evaluated');
    })
    .reverse();
  const mark = storeMark();
  g.emit(`{ ${pre.length ? `const ${pre.join(', ')}; ` : ''}${values} ${mark ? `${mark}; ` : ''}${stores.join(' ')} }`);
}

/**
 * A stored value's code: a literal (never nil, written as it is), a temporary already holding the
 * value (a multiple assignment's), or an expression to evaluate once.
 */
type StoredValue = 'constant' | 'evaluated' | 'expression';

interface FieldTarget {
  obj: string;
  name: string;
  desc: string | undefined;
  /** The local's kept string store (shared/fields.ts strsCache). */
  cache: string | undefined;
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
  return { obj: b.jsName, name, desc: describe(g, base), cache: strsCache(g, base) };
}

/**
 * Overwriting a present field with a value is a plain property store on the table's string store
 * (a per-site cache, like field reads in shared/fields.ts); anything else (a new key, nil, a
 * non-table, __newindex) goes through setindex.
 */
function fieldStore(g: Gen, t: FieldTarget, value: string, kind: StoredValue): string {
  const prop = fieldProperty(t.name);
  const setindex = (v: string) => `${g.metaOp('setindex', `${t.obj}, ${jsString(t.name)}, ${v}${t.desc ? ', ' + t.desc : ''}`)};`;
  // a kept store holds no key once it is not the table's (shared/fields.ts declareStrsCache): the
  // test fails, and after setindex (which may have given the table its store) it is taken again
  const s = t.cache ?? g.temp('$fs');
  const strs = t.cache ? `${s}${prop}` : `(${s} = ${strsOf(g, t.obj)})${prop}`;
  const store = t.cache ? (v: string) => `{ ${setindex(v)} ${s} = ${strsOf(g, t.obj)}; }` : setindex;
  // otherwise the store is read once the value is evaluated (the value's code may add keys or rebuild it)
  // a literal value is never nil and can be written twice
  // a key the store only inherits (runtime/lua/inherit-views.ts) is new to the table: setindex
  if (kind === 'constant') return `if (${strs} !== undefined && ${ownStore(s, t.name)}) ${s}${prop} = ${value}; else ${store(value)}`;
  const v = kind === 'evaluated' ? value : g.temp('$v');
  const test = kind === 'evaluated' ? `${v} !== undefined` : `(${v} = ${value}) !== undefined`;
  return `if (${test} && ${strs} !== undefined && ${ownStore(s, t.name)}) ${s}${prop} = ${v}; else ${store(v)}`;
}

/**
 * `t[k] = v` where t and k are locals no call can reassign (or k an integer literal), so reading them
 * after v is the same: the store as a function of the value's JS and whether it is a constant
 * (shared/array-part.ts arrayStore). Undefined for any other target.
 */
function elementTarget(g: Gen, target: L.Node): ((value: string, constant: boolean) => string) | undefined {
  if (target.type !== 'IndexExpression') return undefined;
  const t = target as L.IndexExpression;
  // locals and number literals only, checked before any code is generated (targetStore's otherwise)
  if (t.base.type !== 'Identifier' || !g.a.refs.get(t.base)) return undefined;
  if (!(t.index.type === 'NumericLiteral' || (t.index.type === 'Identifier' && g.a.refs.get(t.index)))) return undefined;
  // generated before the value, as targetStore does (names and literals: nothing to evaluate)
  const base = expression(g, t.base);
  if (!arrayBase(g, t.base, base, true)) return undefined;
  const key = expression(g, t.index);
  const k = arrayKey(g, t.index, key, true);
  if (!k) return undefined;
  const d = describe(g, t.base);
  return (value, constant) => arrayStore(g, base, k, value, constant, (v) => `${g.metaOp('setindex', `${base}, ${key}, ${v}${d ? ', ' + d : ''}`)};`);
}

function literal(e: L.Node): boolean {
  return e.type === 'NumericLiteral' || e.type === 'StringLiteral';
}

function assign(g: Gen, target: L.Node, value: string): string {
  if (target.type === 'Identifier') {
    const b = g.a.refs.get(target as L.Identifier);
    if (b) return `${b.jsName} = ${value}`;
  }
  return targetStore(g, target)(value);
}

/**
 * The store into a global, field or index target, as a function of the value's JS; the target's
 * table and key are generated now, as they are evaluated before the value.
 */
function targetStore(g: Gen, target: L.Node): (value: string) => string {
  if (target.type === 'Identifier') {
    const id = target as L.Identifier;
    if (id.name === '_ENV') return (value) => `_ENV = ${value}`;
    const env = envOf(g, id);
    const d = envDescription(g, id);
    // like global reads (shared/fields.ts fieldRead), the environment's `__newindex` is not awaited
    return (value) => `${g.rt('setindex')}(${env}, ${jsString(id.name)}, ${value}${d ? ', ' + d : ''})`;
  }
  const t = target as L.MemberExpression | L.IndexExpression;
  const d = describe(g, t.base);
  const base = expression(g, t.base);
  const key = t.type === 'MemberExpression' ? jsString(t.identifier.name) : expression(g, t.index);
  return (value) => g.metaOp('setindex', `${base}, ${key}, ${value}${d ? ', ' + d : ''}`);
}
