// appendChildren (compiler/lua/child-nodes.ts) replaces a generic `for...in` walk in the loop
// outliner, whose parameter order follows the walk: with reverseFrom, a stack walk must give every
// node, in the same order.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type * as L from 'luaparse';
import { describe, expect, it } from 'vitest';
import { parseChunk } from '../../compiler/lua/parse.js';
import { appendChildren, reverseFrom } from '../../compiler/lua/child-nodes.js';

/** The walk appendChildren replaced: every object-valued property but positions, in key order. */
function genericWalk(node: unknown, out: unknown[]): void {
  if (Array.isArray(node)) {
    for (const x of node) genericWalk(x, out);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string') return;
  out.push(node);
  for (const k in node) {
    const v = (node as Record<string, unknown>)[k];
    if (k !== 'loc' && k !== 'range' && v && typeof v === 'object') genericWalk(v, out);
  }
}

/** The stack walk of outline.ts loopLocals. */
function typedWalk(node: L.Node, out: unknown[]): void {
  const stack: L.Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    out.push(n);
    const from = stack.length;
    appendChildren(n, stack);
    reverseFrom(stack, from);
  }
}

const EVERY_FORM = `
local a <const>, b = 1, {x = 1, [2] = "y", 3, f = function(p, ...) return p end}
::top:: goto top
function t.a.b:m(x) if x then return -x elseif not x then while x do break end else repeat until x end end
for i = 1, 10, 2 do a = a + i .. "s" and b or c end
for k, v in pairs(t) do print(k, v); s:f(); g"str"; h{1} end
do local function f() return t[1], t.y end end
`;

describe('appendChildren', () => {
  it('visits the same nodes in the same order as a generic property walk', () => {
    const dir = join(__dirname, '..', 'lua', 'closures');
    const sources = [EVERY_FORM, ...readdirSync(dir).filter((f) => f.endsWith('.lua')).map((f) => readFileSync(join(dir, f), 'latin1'))];
    let checked = 0;
    for (const source of sources) {
      const ast = parseChunk(source).ast;
      if (!ast) continue;
      const generic: unknown[] = [];
      const typed: unknown[] = [];
      genericWalk(ast, generic);
      typedWalk(ast, typed);
      expect(typed.length).toBe(generic.length);
      expect(typed.every((n, i) => n === generic[i])).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });
});
