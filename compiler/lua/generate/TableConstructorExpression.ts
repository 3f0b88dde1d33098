import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { endsMulti, expression, multiValue, valueList } from './index.js';
import { isSteady, jsString } from './shared/values.js';
import { withLastCall } from './shared/calls.js';

/**
 * `{a, b, x = 1, [k] = v, f()}` as `tableFrom([a, b, ...spread(f())], ["x", 1, k, v])`; a record
 * `{x = 1, y = 2}` as `tableRec2("x", 1, "y", 2)`.
 */
export function TableConstructorExpression(node: L.TableConstructorExpression, g: Gen): string {
  const rec = recordFields(node.fields);
  if (rec !== undefined) {
    // loops, not map/filter with callbacks (LocalStatement.ts allCannotThrow says why)
    let args = '';
    for (let k = 0; k < rec.length; k++) args += `${k > 0 ? ', ' : ''}${jsString(rec[k]!.key.name)}, ${expression(g, rec[k]!.value)}`;
    return `${g.rt(`tableRec${rec.length}`)}(${args})`;
  }
  if (keyedBeforePositional(g, node.fields)) return inSourceOrder(node, g);
  const positional: L.Expression[] = [];
  const keyed: string[] = [];
  for (let k = 0; k < node.fields.length; k++) {
    const f = node.fields[k]!;
    if (f.type === 'TableValue') positional.push(f.value);
    else if (f.type === 'TableKeyString') keyed.push(jsString(f.key.name), expression(g, f.value));
    else keyed.push(expression(g, f.key), expression(g, f.value));
  }
  // the last positional field expands only if it is the last field of all
  const lastField = node.fields[node.fields.length - 1];
  const tf = g.rt('tableFrom');
  if (!keyed.length && lastField?.type === 'TableValue') {
    const code = withLastCall(g, positional, (l) => `${tf}([${l}])`);
    if (code) return `(${code})`;
  }
  let list: string;
  if (lastField && lastField.type !== 'TableValue' && positional.length) {
    list = '';
    for (let k = 0; k < positional.length; k++) list += `${k > 0 ? ', ' : ''}${expression(g, positional[k]!)}`;
  } else {
    list = valueList(g, positional);
  }
  if (!keyed.length) return list ? `${tf}([${list}])` : `${tf}()`;
  return `${tf}([${list}], [${keyed.join(', ')}])`;
}

/** Most fields of a record constructor with its own runtime function (tableRec1..4). */
const MAX_RECORD_FIELDS = 4;

/**
 * The fields of `{ a = x, b = y }`: 1..MAX_RECORD_FIELDS fields, all `name = value` with distinct
 * names (a repeated name keeps its last value, which tableFrom handles); else undefined.
 */
function recordFields(fields: L.TableConstructorExpression['fields']): L.TableKeyString[] | undefined {
  if (fields.length === 0 || fields.length > MAX_RECORD_FIELDS) return undefined;
  const names = new Set<string>();
  for (const f of fields) {
    if (f.type !== 'TableKeyString' || names.has(f.key.name)) return undefined;
    names.add(f.key.name);
  }
  return fields as L.TableKeyString[];
}

/**
 * Whether a keyed field with effects comes before a positional one with effects: lua evaluates
 * fields in source order (keyed ones are stored as they come, positional ones flushed by
 * OP_SETLIST), while `tableFrom(items, pairs)` evaluates every positional value first.
 */
function keyedBeforePositional(g: Gen, fields: L.TableConstructorExpression['fields']): boolean {
  let keyedEffects = false;
  for (const f of fields) {
    if (f.type === 'TableValue') {
      if (keyedEffects && !isSteady(g, f.value)) return true;
    } else if (!isSteady(g, f.value) || (f.type === 'TableKey' && !isSteady(g, f.key))) keyedEffects = true;
  }
  return false;
}

/** `(t1 = a, t2 = b, tableFrom([t1, ...], [k, t2, ...]))`: every field evaluated in source order. */
function inSourceOrder(node: L.TableConstructorExpression, g: Gen): string {
  const depth = g.ctorDepth++;
  try {
    const inits: string[] = [];
    const hold = (e: L.Expression): string => {
      const code = expression(g, e);
      if (isSteady(g, e)) return code;
      const t = g.temp(`$c${depth}_${inits.length}`);
      inits.push(`${t} = ${code}`);
      return t;
    };
    const items: string[] = [];
    const pairs: string[] = [];
    node.fields.forEach((f, i) => {
      if (f.type === 'TableKeyString') pairs.push(jsString(f.key.name), hold(f.value));
      else if (f.type === 'TableKey') pairs.push(hold(f.key), hold(f.value));
      // the last field's values are the last thing evaluated anyway
      else if (i === node.fields.length - 1 && endsMulti(g, [f.value])) items.push(multiValue(g, f.value));
      else items.push(hold(f.value));
    });
    return `(${inits.map((x) => `${x}, `).join('')}${g.rt('tableFrom')}([${items.join(', ')}], [${pairs.join(', ')}]))`;
  } finally {
    g.ctorDepth--;
  }
}
