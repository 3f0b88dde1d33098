// LuaTable and metatables against lua5.4 (expected values from `lua5.4 exp2.lua`-style runs quoted per case).
import { tableNext } from '../../runtime/lua/tables.js';
import { describe, expect, it } from 'vitest';
import {
  LuaTable, tableFrom, index, setindex, len, add, eq, lt, le, concat, unm, callable, one, tostr, mkfloat, pow,
  base_next, base_setmetatable, base_getmetatable, base_rawget, setStringMetatable,
} from '../../runtime/index.js';
import { fn, globals, luaError, show, sync } from './lua-helpers.js';

function keys(t: LuaTable): string {
  const out: string[] = [];
  let k: unknown = undefined;
  for (;;) {
    const r = tableNext(t, k as never);
    if (r === undefined) break;
    out.push(show(r[0]));
    k = r[0];
  }
  return out.join(' ');
}

describe('LuaTable', () => {
  it('iterates in the spec order: array, booleans, numbers, strings, others', () => {
    // spec language.md §1: array part 1..n, then false, true, numbers by value, strings bytewise, others in insertion order
    const f1 = () => 1, f2 = () => 2;
    const t = tableFrom([10, 20, 30], ['x', 1, true, 2, false, 3, 2.5, 4, -1, 5, 'b', 6, f2, 7, 'a', 7, 100, 8, f1, 9, 'B', 1]);
    const order = keys(t).split(' ');
    expect(order.slice(0, 11)).toEqual(['1', '2', '3', 'false', 'true', '-1', '2.5', '100', 'B', 'a', 'b']);
    expect(order[11]).toBe('x');
    expect(tableNext(t, f2 as never)![1]).toBe(9); // insertion order: f2 before f1
  });

  it('allows deleting fields during traversal', () => {
    const t = tableFrom(undefined, ['a', 1, 'b', 2, 'c', 3]);
    let k: unknown = undefined;
    const seen: unknown[] = [];
    for (;;) {
      const r = tableNext(t, k as never);
      if (!r) break;
      seen.push(r[0]);
      t.set(r[0], undefined);
      k = r[0];
    }
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(tableNext(t, undefined)).toBeUndefined();
  });

  // lua5.4 -e 'local t2 = {} t2[1.0] = "one"; t2[2^53] = "big" print(t2[1], math.type(next(t2)), t2[2^53])'  -> one integer big
  it('normalizes float keys with integral values', () => {
    const t = new LuaTable();
    t.set(mkfloat(1), 'one');
    t.set(pow(2, 53), 'big');
    expect(show(t.get(1), t.get(9007199254740992n))).toBe('one\tbig');
    expect(tableNext(t, undefined)![0]).toBe(1);
    expect(luaError(() => t.set(undefined, 1))).toBe('input:1: table index is nil');
    expect(luaError(() => t.set(NaN, 1))).toBe('input:1: table index is NaN');
    expect(t.get(undefined)).toBeUndefined();
  });

  // lua5.4 -e 'print(#{1, 2, nil}, #{nil, nil, 3}, #{1, nil}, #{1, nil, 3}, #{n = 1})'  -> 2 3 1 3 0
  it('computes borders like lua for constructors', () => {
    expect([tableFrom([1, 2, undefined]), tableFrom([undefined, undefined, 3]), tableFrom([1, undefined]),
      tableFrom([1, undefined, 3]), tableFrom(undefined, ['n', 1])].map((t) => len(t))).toEqual([2, 3, 1, 3, 0]);
    const t = new LuaTable();
    for (let i = 1; i <= 5; i++) t.set(i, i);
    t.set(5, undefined);
    expect(len(t)).toBe(4);
    t.set(7, 7);
    t.set(5, 5);
    t.set(6, 6);
    expect(len(t)).toBe(7);
  });

  // lua5.4 test/lua/tables/length-with-holes.lua -> 4 3 3 3 4 5 6 0 3 8
  it('finds the border lua 5.4 finds in tables with holes', () => {
    const seq = (n: number) => { const t = new LuaTable(); for (let i = 1; i <= n; i++) t.set(i, i); return t; };
    const e = new LuaTable(); e.set(1, 1); e.set(2, 2); e.set(4, 4);
    const f = tableFrom([1, 2, 3, 4, 5]); f.set(3, undefined);
    const g = tableFrom([1, 2, 3, 4, 5, 6, 7, 8]); g.set(8, undefined); g.set(7, undefined);
    const h = new LuaTable(); h.set(2, 2);
    const j = seq(8); j.set(5, undefined);
    expect([tableFrom([1, 2, undefined, 4]), tableFrom([1, undefined, 3]), tableFrom([undefined, undefined, 3]),
      tableFrom([1, 2, 3, undefined, undefined]), e, f, g, h, tableFrom(undefined, [1, 1, 2, 2, 3, 3]), j].map((t) => len(t)))
      .toEqual([4, 3, 3, 3, 4, 5, 6, 0, 3, 8]);
  });

  // lua5.4 -e 'local u = {[1] = "a", [2] = "b", "c"} print(u[1], u[2])' -> c b
  it('lets positional items override keyed fields in constructors', () => {
    const u = tableFrom(['c'], [1, 'a', 2, 'b']);
    expect(show(u.get(1), u.get(2))).toBe('c\tb');
  });

  // lua5.4: t3.__proto__ = 1 ... print(t3.__proto__, t3.constructor, t3.toString, t3.hasOwnProperty, t3.valueOf) -> 1 2 3 4 nil
  it('treats JS-looking names as ordinary keys', () => {
    const t = new LuaTable();
    setindex(t, '__proto__', 1);
    setindex(t, 'constructor', 2);
    setindex(t, 'toString', 3);
    setindex(t, 'hasOwnProperty', 4);
    expect(show(index(t, '__proto__'), index(t, 'constructor'), index(t, 'toString'), index(t, 'hasOwnProperty'), index(t, 'valueOf')))
      .toBe('1\t2\t3\t4\tnil');
    expect(index(new LuaTable(), 'constructor')).toBeUndefined();
  });

  it('raises next errors like lua', () => {
    // lua5.4 -e 'print(pcall(next, {}, "nokey"))' -> false invalid key to 'next'
    expect(luaError(() => base_next(new LuaTable(), 'nokey'))).toBe("input:1: invalid key to 'next'");
  });
});

describe('metatables', () => {
  globals(); // installs the string metatable
  it('follows __index and __newindex chains', () => {
    // lua5.4: o.x with __index function -> x! ; chain.a, chain.b, chain.c -> 1 2 nil
    const o = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__index', fn((_t: unknown, k: string) => k + '!')]));
    expect(show(index(o, 'x'), base_rawget(o, 'x'))).toBe('x!\tnil');
    const inner = base_setmetatable(tableFrom(undefined, ['a', 1]), tableFrom(undefined, ['__index', tableFrom(undefined, ['b', 2])]));
    const chain = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__index', inner]));
    expect(show(index(chain, 'a'), index(chain, 'b'), index(chain, 'c'))).toBe('1\t2\tnil');
    // w.x = 5 print(w.x) w.x = 7 print(w.x) -> 10 7
    const w = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__newindex', fn((t: LuaTable, k: string, v: number) => { t.set(k, v * 2); })])) as LuaTable;
    setindex(w, 'x', 5);
    expect(index(w, 'x')).toBe(10);
    setindex(w, 'x', 7);
    expect(index(w, 'x')).toBe(7);
  });

  it('calls every operator metamethod', () => {
    // lua5.4: print(v + 1, 1 + v, v == other, v < v, v <= v, v .. "x", "x" .. v, #v, v(3, 4), -v, tostring(v))
    //   -> added added true true false cat cat 42 7 neg V!
    const mt = tableFrom(undefined, [
      '__add', () => 'added', '__eq', () => true, '__lt', () => true, '__le', () => false,
      '__concat', () => 'cat', '__len', () => 42, '__call', fn((_s: unknown, a: number, b: number) => a + b),
      '__unm', () => 'neg', '__tostring', () => 'V!', '__name', 'Vec',
    ]);
    const v = base_setmetatable(new LuaTable(), mt);
    const other = base_setmetatable(new LuaTable(), mt);
    expect(show(add(v, 1), add(1, v), eq(v, other), lt(v, v), le(v, v), concat(v, 'x'), concat('x', v), len(v),
      one(sync(callable(v)(3, 4))), unm(v), tostr(v) as string)).toBe('added\tadded\ttrue\ttrue\tfalse\tcat\tcat\t42\t7\tneg\tV!');
  });

  it('names __name types in messages', () => {
    // lua5.4: t + 1 with __name = "Foo" -> attempt to perform arithmetic on a Foo value (local 't'); t < 1 -> attempt to compare Foo with number
    const t = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__name', 'Foo']));
    expect(luaError(() => add(t, 1, "local 't'"))).toBe("input:1: attempt to perform arithmetic on a Foo value (local 't')");
    expect(luaError(() => lt(t, 1))).toBe('input:1: attempt to compare Foo with number');
    expect(luaError(() => callable(t, "local 't'")())).toBe("input:1: attempt to call a Foo value (local 't')");
    expect((tostr(t) as string).startsWith('Foo: 0x')).toBe(true);
  });

  it('protects metatables with __metatable', () => {
    // lua5.4 -e 'print(getmetatable(setmetatable({}, {__metatable = "locked"})))' -> locked
    const t = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__metatable', 'locked']));
    expect(base_getmetatable(t)).toBe('locked');
    expect(luaError(() => base_setmetatable(t, new LuaTable()))).toBe('input:1: cannot change a protected metatable');
  });

  it('indexes strings through the string metatable and reports nil indexing', () => {
    const mt = base_getmetatable('') as LuaTable;
    expect(mt.get('__index')).toBeInstanceOf(LuaTable);
    expect(luaError(() => index(undefined, 'x', "local 't'"))).toBe("input:1: attempt to index a nil value (local 't')");
    expect(luaError(() => setindex(undefined, 'y', 1, "field 'x'"))).toBe("input:1: attempt to index a nil value (field 'x')");
    expect(luaError(() => callable(undefined, "global 'x'")())).toBe("input:1: attempt to call a nil value (global 'x')");
    setStringMetatable(mt);
  });
});
