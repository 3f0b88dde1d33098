// Typed numeric code (compiler/lua/analyze/numeric.ts, generate/shared/floats.ts): which locals the
// compiler keeps as raw doubles or bounded integers, and what it leaves to the runtime. The
// behaviour itself is checked against lua5.4 by test/lua/numbers/typed-*.lua.
import { describe, it, expect } from 'vitest';
import { compileChunk } from '../../compiler/lua/index.js';

const compile = (src: string) => compileChunk(src, { chunkname: 'n.lua', filename: 'n.lua' }).code;

describe('numeric codegen', () => {
  it('keeps a float local as a raw double and boxes it only where it escapes', () => {
    const code = compile('local x = 0.0\nfor i = 1, 10 do x = x * 0.5 + i end\nprint(x, x < 3)');
    expect(code).toContain('let x = 0;');
    expect(code).toContain('x = ((x * 0.5) + i);');
    // boxed only when integral: the test is written out, mkfloat makes the box
    expect(code).toContain('(Number.isInteger(x) ? mkfloat(x) : x), (x < 3))');
  });

  it('types parameters from every call of a local function, and unboxes float ones on entry', () => {
    const code = compile('local function f(a, n) return a * n end\nprint(f(1.5, 2), f(2.0, 3))');
    expect(code).toContain('a = typeof a === "number" ? a : a.n;');
    expect(code).toContain('return (Number.isInteger($fv = (a * n)) ? mkfloat($fv) : $fv);');
  });

  it('leaves a local untyped when any store may not be a float', () => {
    const code = compile('local x = 0.0\nx = x + tonumber("1")\nprint(x)');
    expect(code).not.toContain('mkfloat');
    const escaped = compile('local function f(a) return a * 2.0 end\nlocal g = f\nprint(f(1.5), g("2"))');
    expect(escaped).not.toContain('a = typeof a');
  });

  it('writes bounded integer arithmetic as plain JS, and growing counters with overflow checks', () => {
    const code = compile('local acc = 0\nfor i = 1, 100 do acc = (acc * 31 + i) % 65521 end\nlocal n = 0\nfor i = 1, 100 do n = n + 1 end\nprint(acc, n)');
    expect(code).toContain('acc = (((acc * 31) + i) % 65521);');
    expect(code).toMatch(/n = \(typeof n === "number"/);
  });
});
