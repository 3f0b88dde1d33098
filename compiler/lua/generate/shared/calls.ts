// Calls: the callee check, method receivers evaluated once, argument lists that expand the last
// call or `...`, and awaiting only where analysis says a call can suspend.
import type * as L from 'luaparse';
import type { Gen } from '../context.js';
import { knownFunction } from '../../analyze/suspends.js';
import { expression, valueItems } from '../index.js';
import { describe } from './describe.js';
import { methodRead } from './fields.js';
import { memberCallee } from '../MemberExpression.js';
import { isParenthesized } from './values.js';
import { isJsName } from './js-name.js';

type CallNode = L.CallExpression | L.StringCallExpression | L.TableCallExpression;

export interface CallCode {
  code: string;
  /** The call yields exactly one raw value (a known function that always returns one). */
  single: boolean;
}

/**
 * The JS of a call; its value is a raw result (one value or a result array). `tail`: the call of
 * `return f(...)`, which stores its line negated once the callee and the arguments are evaluated
 * (see ReturnStatement.ts).
 */
export function callCode(g: Gen, node: CallNode, tail = false): CallCode {
  const args: L.Expression[] =
    node.type === 'CallExpression' ? node.arguments : node.type === 'StringCallExpression' ? [node.argument] : [node.arguments];
  const site = g.a.calls.get(node)!;
  const base = node.base;
  const line = callLine(g, node);
  const uses = g.lineUses;
  let prefix = '';
  let code: string;
  const ownParens = node.type === 'CallExpression';
  // a last argument that is a call: its results go in without `...spread()` (see lastCall)
  const last = lastCallArg(g, args, ownParens);
  let callee: string;
  let selfArg: string | undefined;
  let stableCallee = false;
  // a call of the global `pcall`: its callee value, for pcallPosition
  let pcallFn: string | undefined;
  // the receiver is read after the last argument's call: only a local that call cannot change
  let stableSelf = false;
  if (base.type === 'MemberExpression' && base.indexer === ':') {
    let self: string;
    const obj = base.base;
    const b = obj.type === 'Identifier' ? g.a.refs.get(obj) : undefined;
    if (b) {
      self = b.jsName;
      stableSelf = !b.captured || b.assignments === 0;
    } else {
      self = g.temp('$self');
      prefix = `${self} = ${expression(g, obj)}, `;
    }
    // lua looks the method up (OP_SELF) at the line of its name, after the receiver
    const selfMark = g.lineMark(g.lines.endLine(base));
    if (selfMark) prefix += `${selfMark}, `;
    const method = methodRead(g, self, base.identifier.name, describe(g, obj));
    callee = checkedCallee(g, method, `, ${describe(g, base)}`);
    selfArg = self;
  } else {
    const known = knownFunction(site);
    if (known) {
      callee = known.binding!.jsName;
      stableCallee = true;
    } else {
      const fn = base.type === 'MemberExpression' && base.indexer === '.' ? memberCallee(base, g) : expression(g, base);
      callee = checkedCallee(g, fn, descOf(g, base));
      if (site.callee.kind === 'global' && site.callee.name === 'pcall') {
        pcallFn = g.temp(`$pcall${g.opDepth || ''}`);
        callee = `(${pcallFn} = ${callee})`;
      }
    }
  }
  const lastCall = last && (!selfArg || stableSelf) ? lastCallCode(g, last) : undefined;
  // lua reports a call's errors, and the errors of the function it calls, at the line where the
  // called expression starts (lparser.c suffixedexp, luaK_fixline): stored after the callee and
  // the arguments, or in front when they store no line of their own
  let mark = '';
  const markLast = (): boolean => {
    if (tail) {
      mark = `$line = ${-(line + g.lineOffset)}`;
      g.line = 0;
      return true;
    }
    const m = g.operationMark(line, uses);
    mark = m.mark;
    if (m.after) return true;
    if (mark) prefix = `${mark}, ${prefix}`;
    return false;
  };
  if (lastCall) {
    // the arguments before the last, concatenated in a loop: array builtins on lists that are
    // sometimes empty deoptimized this function again and again (see describe.ts descArgs)
    let head = selfArg ? `${selfArg}, ` : '';
    for (let k = 0; k < args.length - 1; k++) head += `${expression(g, args[k]!)}, `;
    const d = g.opDepth || '';
    const fn = stableCallee ? callee : g.temp(`$f${d}`);
    const r = g.temp(`$r${d}`);
    const init = stableCallee ? '' : `${fn} = ${callee}, `;
    const test = markLast() ? `(${r} = ${lastCall}, ${mark}, Array.isArray(${r}))` : `Array.isArray(${r} = ${lastCall})`;
    code = `(${init}${test} ? ${fn}(${head}...${r}) : ${fn}(${head}${r}))`;
  } else {
    const items = valueItems(g, args, ownParens);
    if (selfArg) items.unshift(selfArg);
    if (markLast()) {
      const n = items.length - 1;
      if (n < 0) callee = g.after(callee, mark);
      else if (items[n]!.startsWith('...')) items[n] = `...${g.after(items[n]!.slice(3), mark)}`;
      else items[n] = g.after(items[n]!, mark);
    }
    code = `${callee}(${items.join(', ')})`;
  }
  code = awaited(g, site, code);
  // lua5.4 positions an error whose level points at pcall's caller at this call's line
  if (pcallFn) code = `${g.rt('pcallPosition')}(${code}, ${pcallFn}, $chunkname, ${line + g.lineOffset})`;
  if (prefix) code = `(${prefix}${code})`;
  const known = knownFunction(site);
  return { code, single: !!known && known.returnsOne };
}

/**
 * The function to call for callee value `fn` (JS code): the value itself when it is a function,
 * else runtime/lua/calls.ts callable's wrapper (`__call`, or the error when called). The common
 * case is tested in place: with callable() inlined into every call site, methods.lua ran ~4% more
 * instructions (valgrind) than with the same test written out. The callee is evaluated before the
 * arguments, so nested calls may reuse the one temporary.
 */
function checkedCallee(g: Gen, fn: string, desc: string): string {
  if (isJsName(fn)) return `(typeof ${fn} === "function" ? ${fn} : ${g.rt('callable')}(${fn}${desc}))`;
  const c = g.temp('$cf');
  return `(typeof (${c} = ${fn}) === "function" ? ${c} : ${g.rt('callable')}(${c}${desc}))`;
}

/**
 * The line lua gives a call: where the expression it calls starts (`obj` of `obj\n:a()\n:b()`),
 * the line of the suffixed expression's first token (lparser.c suffixedexp).
 */
export function callLine(g: Gen, node: CallNode): number {
  let e: L.Node = node.base;
  while (e.type === 'MemberExpression' || e.type === 'IndexExpression' || e.type === 'CallExpression' || e.type === 'StringCallExpression' || e.type === 'TableCallExpression') {
    e = (e as L.MemberExpression).base;
  }
  return g.lines.startLine(e);
}

function descOf(g: Gen, e: L.Node): string {
  const d = describe(g, e);
  return d ? `, ${d}` : '';
}

/** Wraps a call in `await` when it can suspend. */
export function awaited(g: Gen, site: NonNullable<ReturnType<Gen['a']['calls']['get']>>, code: string): string {
  const known = knownFunction(site);
  if (known) return known.isAsync ? `(await ${code})` : code;
  if (site.callee.kind === 'global' && g.a.suspending.has(site.callee.name)) return `(await ${code})`;
  return awaitUnknown(g, code);
}

/**
 * A value list ending in a call, as `Array.isArray($r = g()) ? BUILD(a, ...$r) : BUILD(a, $r)`
 * (no `spread` array or iterator), or undefined when the list does not qualify (see lastCallArg).
 */
export function withLastCall(g: Gen, exprs: L.Expression[], build: (list: string) => string): string | undefined {
  const last = lastCallArg(g, exprs, false);
  const call = last && lastCallCode(g, last);
  if (!call) return undefined;
  let head = '';
  for (let k = 0; k < exprs.length - 1; k++) head += `${expression(g, exprs[k]!)}, `;
  const r = g.temp(`$r${g.opDepth || ''}`);
  return `Array.isArray(${r} = ${call}) ? ${build(`${head}...${r}`)} : ${build(`${head}${r}`)}`;
}

/**
 * The last argument when it is a call whose results all go in (not in parentheses) and every
 * argument before it is a literal or a local that nothing can change meanwhile: such a call is
 * `Array.isArray($r = g()) ? f(a, ...$r) : f(a, $r)`, with no `spread` array or iterator.
 */
function lastCallArg(g: Gen, args: L.Expression[], ownParens: boolean): CallNode | undefined {
  const e = args[args.length - 1];
  if (!e || !(e.type === 'CallExpression' || e.type === 'StringCallExpression' || e.type === 'TableCallExpression')) return undefined;
  if (isParenthesized(g, e, ownParens && args.length === 1 ? 1 : 0, ownParens ? 1 : 0)) return undefined;
  for (const a of args.slice(0, -1)) {
    if (a.type === 'NumericLiteral' || a.type === 'StringLiteral' || a.type === 'BooleanLiteral' || a.type === 'NilLiteral') continue;
    const b = a.type === 'Identifier' ? g.a.refs.get(a) : undefined;
    if (b && (!b.captured || b.assignments === 0)) continue;
    return undefined;
  }
  return e;
}

/** The JS of the last-argument call, or undefined when it returns one value (plain argument). */
function lastCallCode(g: Gen, e: CallNode): string | undefined {
  const site = g.a.calls.get(e);
  const known = site && knownFunction(site);
  if (known && known.returnsOne) return undefined;
  g.opDepth++;
  try {
    return callCode(g, e).code;
  } finally {
    g.opDepth--;
  }
}

/** A call whose callee analysis cannot see: awaited only when it actually returned a Promise. */
export function awaitUnknown(g: Gen, code: string): string {
  if (g.a.asyncEscapes && g.frame.info.isAsync) {
    const r = g.temp('$result');
    return `((${r} = ${code}) instanceof Promise ? await ${r} : ${r})`;
  }
  return code;
}
