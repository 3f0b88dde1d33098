import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { expression, valueList } from './index.js';
import { jsString } from './shared/values.js';
import { withLastCall } from './shared/calls.js';

/** `{a, b, x = 1, [k] = v, f()}` as `tableFrom([a, b, ...spread(f())], ["x", 1, k, v])`. */
export function TableConstructorExpression(node: L.TableConstructorExpression, g: Gen): string {
  const positional = node.fields.filter((f): f is L.TableValue => f.type === 'TableValue').map((f) => f.value);
  const keyed: string[] = [];
  for (const f of node.fields) {
    if (f.type === 'TableKeyString') keyed.push(jsString(f.key.name), expression(g, f.value));
    else if (f.type === 'TableKey') keyed.push(expression(g, f.key), expression(g, f.value));
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
    list = positional.map((e) => expression(g, e)).join(', ');
  } else {
    list = valueList(g, positional);
  }
  if (!keyed.length) return list ? `${tf}([${list}])` : `${tf}()`;
  return `${tf}([${list}], [${keyed.join(', ')}])`;
}
