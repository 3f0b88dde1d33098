// Calls: the callee check, method receivers evaluated once, argument lists that expand the last
// call or `...`, and awaiting only where analysis says a call can suspend.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import { knownFunction } from '../../analyze/suspends.js';
import { expression, valueList } from '../index.js';
import { describe } from './describe.js';
import { jsString } from './values.js';

type CallNode = L.CallExpression | L.StringCallExpression | L.TableCallExpression;

export interface CallCode {
  code: string;
  /** The call yields exactly one raw value (a known function that always returns one). */
  single: boolean;
}

/** The JS of a call; its value is a raw result (one value or a result array). */
export function callCode(g: Gen, node: CallNode): CallCode {
  const args: L.Expression[] =
    node.type === 'CallExpression' ? node.arguments : node.type === 'StringCallExpression' ? [node.argument] : [node.arguments];
  const site = g.a.calls.get(node)!;
  const base = node.base;
  const line = base.loc!.end.line;
  let prefix = '';
  let code: string;
  const ownParens = node.type === 'CallExpression';
  if (base.type === 'MemberExpression' && base.indexer === ':') {
    let self: string;
    const obj = base.base;
    if (obj.type === 'Identifier' && g.a.refs.get(obj)) self = g.a.refs.get(obj)!.jsName;
    else {
      self = g.temp('$self');
      prefix = `${self} = ${expression(g, obj)}, `;
    }
    const method = `${g.rt('index')}(${self}, ${jsString(base.identifier.name)}${descOf(g, obj)})`;
    const list = valueList(g, args, ownParens);
    code = `${g.rt('callable')}(${method}, ${describe(g, base)})(${self}${list ? ', ' + list : ''})`;
  } else {
    const known = knownFunction(site);
    const list = valueList(g, args, ownParens);
    if (known) code = `${known.binding!.jsName}(${list})`;
    else code = `${g.rt('callable')}(${expression(g, base)}${descOf(g, base)})(${list})`;
  }
  if (line !== g.line) {
    // lua reports a call's error at the line of its arguments (lcode.c luaK_fixline)
    prefix = `$line = ${line + g.lineOffset}, ` + prefix;
    g.line = line;
  }
  code = awaited(g, site, code);
  if (prefix) code = `(${prefix}${code})`;
  const known = knownFunction(site);
  return { code, single: !!known && known.returnsOne };
}

function descOf(g: Gen, e: L.Node): string {
  const d = describe(g, e);
  return d ? `, ${d}` : '';
}

/** Wraps a call in `await` when it can suspend. */
function awaited(g: Gen, site: NonNullable<ReturnType<Gen['a']['calls']['get']>>, code: string): string {
  const known = knownFunction(site);
  if (known) return known.isAsync ? `(await ${code})` : code;
  if (site.callee.kind === 'global' && g.a.suspending.has(site.callee.name)) return `(await ${code})`;
  return awaitUnknown(g, code);
}

/** A call whose callee analysis cannot see: awaited only when it actually returned a Promise. */
export function awaitUnknown(g: Gen, code: string): string {
  if (g.a.asyncEscapes && g.frame.info.isAsync) {
    const r = g.temp('$result');
    return `((${r} = ${code}) instanceof Promise ? await ${r} : ${r})`;
  }
  return code;
}
