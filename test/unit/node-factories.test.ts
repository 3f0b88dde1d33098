// compiler/lua/node-factories.ts replaces luaparse's node factories by ones that declare `range`,
// `startAt` and `endAt` in the node literal, and parse.ts moves luaparse's range into the two numbers;
// nodes analysis keeps facts about then end with its slots (NODE_SLOTS), all unset: every node must
// otherwise be luaparse's own, same properties in the same order, same positions.
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChunk } from '../../compiler/lua/parse.js';
import { NODE_SLOTS } from '../../compiler/lua/node-factories.js';

interface Luaparse {
  parse(source: string, options: object): unknown;
  ast: Record<string, (...args: unknown[]) => Record<string, unknown>>;
}

/** A luaparse module instance of its own, with luaparse's factories (parse.ts installed ours on the shared one). */
function pristineLuaparse(): Luaparse {
  const require = createRequire(import.meta.url);
  const id = require.resolve('luaparse');
  const shared = require.cache[id];
  delete require.cache[id];
  try {
    return require('luaparse') as Luaparse;
  } finally {
    if (shared) require.cache[id] = shared;
  }
}

// parse.ts's options (its chunks need no pre-pass: no 5.4 attributes here)
const OPTIONS = { luaVersion: '5.3', locations: false, ranges: true, comments: false, encodingMode: 'pseudo-latin1' };

const EVERY_FORM = `
local a, b = 1, {x = 1, [2] = "y", 3, f = function(p, ...) return p end}
::top:: goto top
function t.a.b:m(x) if x then return -x elseif not x then while x do break end else repeat until x end end
for i = 1, 10, 2 do a = a + i .. "s" and b or c end
for k, v in pairs(t) do print(k, v); s:f(); g"str"; h{1}; local n, z, f = nil, 0x10, 1.5e3 end
do local function f(...) return t[1], t.y, true, false, ... end end
`;

/**
 * Every node of a tree as a line: its type, its keys in order and its positions, read from
 * luaparse's `range` or from our `startAt`/`endAt` (which then follow a `range` left undefined).
 */
function shapes(node: unknown, out: string[]): void {
  if (Array.isArray(node)) {
    for (const x of node) shapes(x, out);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string') return;
  const n = node as Record<string, unknown>;
  let keys = Object.keys(n);
  let at: unknown[];
  if ('startAt' in n) {
    const slots = NODE_SLOTS[n.type as string] ?? [];
    expect(keys.slice(keys.length - slots.length)).toEqual(slots);
    for (const k of slots) expect(n[k], k).toBe(k === 'isCallee' ? false : undefined);
    keys = keys.slice(0, keys.length - slots.length);
    expect(keys.slice(-3)).toEqual(['range', 'startAt', 'endAt']);
    expect(n.range).toBeUndefined();
    keys = keys.slice(0, -2);
    at = [n.startAt, n.endAt];
  } else at = n.range as unknown[];
  out.push(`${n.type}: ${keys.join(',')} @${at.join('-')}`);
  for (const k of keys) if (k !== 'range') shapes(n[k], out);
}

describe('node factories', () => {
  const original = pristineLuaparse();

  it('give every factory the same node as luaparse, plus range, startAt, endAt and the analysis slots declared last', async () => {
    const ours = (await import('luaparse')).default as unknown as Luaparse;
    expect(ours.ast).not.toBe(original.ast);
    expect(Object.keys(ours.ast).sort()).toEqual(Object.keys(original.ast).sort());
    const args = ['a', 'b', 'c', 'd', 'e'];
    for (const name of Object.keys(original.ast)) {
      // literal: each token type luaparse passes (tokenTypes), and one it does not name
      const cases = name === 'literal' ? [2, 16, 64, 128, 256].map((t) => [t, 'v', 'r']) : name === 'binaryExpression' ? [['and', 1, 2], ['or', 1, 2], ['+', 1, 2]] : [args];
      for (const c of cases) {
        const want = original.ast[name]!(...c);
        const got = ours.ast[name]!(...c);
        const slots = NODE_SLOTS[got.type as string] ?? [];
        expect(Object.keys(got), name).toEqual([...Object.keys(want), 'range', 'startAt', 'endAt', ...slots]);
        const { range, startAt, endAt, ...rest } = got;
        expect([range, startAt, endAt], name).toEqual([undefined, 0, 0]);
        for (const k of slots) {
          expect(rest[k], `${name}.${k}`).toBe(k === 'isCallee' ? false : undefined);
          delete rest[k];
        }
        expect(rest, name).toEqual(want);
      }
    }
  });

  it('parse to the same trees as luaparse, key order and positions included', () => {
    const sources = [EVERY_FORM];
    const dir = join(__dirname, '..', 'lua', 'closures');
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.lua')).sort().slice(0, 10)) sources.push(readFileSync(join(dir, f), 'latin1'));
    for (const source of sources) {
      const ast = parseChunk(source).ast;
      expect(ast).toBeDefined();
      const want = original.parse(source, OPTIONS);
      const a: string[] = [];
      const b: string[] = [];
      shapes(ast, a);
      shapes(want, b);
      expect(a).toEqual(b);
    }
  });
});
