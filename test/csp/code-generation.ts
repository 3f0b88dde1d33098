// Finds run-time code generation in an ES module's syntax tree: what `script-src 'self'` blocks
// (eval, the Function constructor, setTimeout/setInterval with a string) and any reference to
// `eval` or `Function` as a value, so that an alias (`const F = Function`) cannot hide one.
// `Function.prototype.x` is allowed (libraries bind `call` through it); reaching the constructor
// back through `.constructor` is not.
import { parseAst } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);
const GENERATORS = new Set(['eval', 'Function']);
const TIMERS = new Set(['setTimeout', 'setInterval']);

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function propertyName(member: Node): string | undefined {
  const p = member.property as Node;
  if (!member.computed && p.type === 'Identifier') return p.name as string;
  if (p.type === 'Literal' && typeof p.value === 'string') return p.value;
  return undefined;
}

/** One finding: what was found and the line of source it is on. */
export interface Finding {
  readonly what: string;
  readonly line: number;
}

/** The places in `code` (JavaScript) that generate code at run time, or name eval/Function. */
export function findCodeGeneration(code: string): Finding[] {
  const findings: Finding[] = [];
  const lineOf = (offset: number) => code.slice(0, offset).split('\n').length;
  const report = (what: string, node: Node) => findings.push({ what, line: lineOf(node.start) });

  const visit = (node: Node, parent: Node | undefined, key: string | undefined, grandparent: Node | undefined): void => {
    if (node.type === 'Identifier' && GENERATORS.has(node.name as string)) {
      // a property name (`o.eval`, `{ Function: 1 }`) is not the global; everything else is
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        ((parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && key === 'key' && !parent.computed);
      const isPrototype =
        node.name === 'Function' && parent?.type === 'MemberExpression' && key === 'object' && propertyName(parent) === 'prototype' &&
        !(grandparent?.type === 'MemberExpression' && grandparent.object === parent && propertyName(grandparent) === 'constructor');
      if (!isPropertyName && !isPrototype) report(`${node.name as string}`, node);
    }
    if (node.type === 'MemberExpression' && isNode(node.object) && node.object.type === 'Identifier' &&
        GLOBAL_OBJECTS.has(node.object.name as string) && GENERATORS.has(propertyName(node) ?? '')) {
      report(`${node.object.name as string}.${propertyName(node)!}`, node);
    }
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && TIMERS.has(node.callee.name as string)) {
      const first = (node.arguments as Node[])[0];
      if (first && (first.type === 'TemplateLiteral' || (first.type === 'Literal' && typeof first.value === 'string'))) {
        report(`${node.callee.name as string} with a string`, node);
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (Array.isArray(v)) {
        for (const child of v) if (isNode(child)) visit(child, node, k, parent);
      } else if (isNode(v)) {
        visit(v, node, k, parent);
      }
    }
  };
  visit(parseAst(code) as unknown as Node, undefined, undefined, undefined);
  return findings;
}
