// Base library against lua5.4 (expected output pasted from the lua5.4 commands quoted per case).
import { describe, expect, it } from 'vitest';
import {
  LuaError, LuaTable, tableFrom, errorAt, errorValue, base_error, base_pcall, base_xpcall, base_select, base_type,
  base_tostring, base_tonumber, base_assert, base_rawequal, base_rawlen, base_rawset, base_ipairs, base_pairs,
  base_setmetatable, mkfloat, add, callable, createGlobals, spread, index, type LuaValue,
} from '../../runtime/index.js';
import { fn, luaError, show, showResult } from './lua-helpers.js';

/** A generated Lua function body at `line` of chunk "input". */
function luaFn(line: number, body: () => unknown) {
  return fn((): unknown => {
    try {
      return body();
    } catch (e) {
      throw errorAt(e, 'input', line);
    }
  });
}

describe('error levels and pcall', () => {
  // lua5.4: print(pcall(function() error("lvl1") end)) -> false input:N: lvl1 (N = the line of the error call)
  it('adds positions by level', () => {
    expect(showResult(base_pcall(luaFn(28, () => base_error('lvl1'))) as LuaValue[])).toBe('false\tinput:28: lvl1');
    expect(showResult(base_pcall(luaFn(29, () => base_error('lvl0', 0))) as LuaValue[])).toBe('false\tlvl0');
    // local function f() error("lvl2", 2) end f()  -> position of the call to f
    const f = luaFn(30, () => base_error('lvl2', 2));
    expect(showResult(base_pcall(luaFn(31, () => f())) as LuaValue[])).toBe('false\tinput:31: lvl2');
    // lua5.4 -e 'print(pcall(error, "msg"))' -> false msg ; print(pcall(error)) -> false nil ; pcall(error, 42) -> false 42
    expect(showResult(base_pcall(base_error, 'msg') as LuaValue[])).toBe('false\tmsg');
    expect(showResult(base_pcall(base_error) as LuaValue[])).toBe('false\tnil');
    expect(showResult(base_pcall(luaFn(3, () => base_error(42))) as LuaValue[])).toBe('false\t42');
  });

  it('turns stack exhaustion into stack overflow', () => {
    // lua5.4: local function f() return f() + 1 end; f()  -> input:20: stack overflow
    const f = (): unknown => {
      try {
        return add(f() as LuaValue, 1);
      } catch (e) {
        throw errorAt(e, 'input', 20);
      }
    };
    expect(showResult(base_pcall(fn(f)) as LuaValue[])).toBe('false\tinput:20: stack overflow');
  });

  it('catches operator errors and calls of non-functions', () => {
    expect(showResult(base_pcall(undefined) as LuaValue[])).toBe('false\tattempt to call a nil value');
    expect(luaError(() => base_pcall())).toBe("input:1: bad argument #1 to 'pcall' (value expected)");
    expect(errorValue(new TypeError('boom'))).toBe('boom');
  });

  // lua5.4: print(xpcall(function() error("boom") end, function(m) return "handled: " .. m end)) -> false handled: input:32: boom
  it('runs xpcall handlers', () => {
    const r = base_xpcall(luaFn(32, () => base_error('boom')), fn((m: LuaValue) => 'handled: ' + (m as string)));
    expect(showResult(r as LuaValue[])).toBe('false\thandled: input:32: boom');
    expect(showResult(base_xpcall(fn((a: number, b: number) => a + b), () => 0, 1, 2) as LuaValue[])).toBe('true\t3');
    // lua5.4 -e 'print(xpcall(error, error))' -> false error in error handling (lua 5.4.4 loops the handler)
    expect(showResult(base_xpcall(base_error, base_error) as LuaValue[])).toBe('false\terror in error handling');
  });

  it('returns a Promise for async callees', async () => {
    const r = base_pcall(async () => { throw new LuaError('later', 0); });
    expect(r).toBeInstanceOf(Promise);
    expect(showResult(await r)).toBe('false\tlater');
    expect(showResult(await base_pcall(fn(async (x: number) => [x, x + 1]), 1))).toBe('true\t1\t2');
  });
});

describe('base functions', () => {
  // lua5.4: print(select("#"), select("#", nil, nil), select(2, "a", "b", "c")) -> 0 2 b c ; select(-1, "a", "b", "c") -> c
  it('select', () => {
    expect(show(base_select('#') as LuaValue, base_select('#', undefined, undefined) as LuaValue)).toBe('0\t2');
    expect(showResult(base_select(2, 'a', 'b', 'c'))).toBe('b\tc');
    expect(showResult(base_select(-1, 'a', 'b', 'c'))).toBe('c');
    expect(luaError(() => base_select(0, 1))).toBe("input:1: bad argument #1 to 'select' (index out of range)");
  });

  // lua5.4: print(type(nil), type(1), type("x"), type({}), type(print), type(true)) ; pcall(type) -> bad argument #1 to 'type' (value expected)
  it('type and tostring', () => {
    expect([undefined, 1, 'x', new LuaTable(), () => 0, true].map((v) => base_type(v)).join(' '))
      .toBe('nil number string table function boolean');
    expect(luaError(() => base_type())).toBe("input:1: bad argument #1 to 'type' (value expected)");
    expect(show(base_tostring(undefined) as string, base_tostring(1.5) as string, base_tostring(mkfloat(-0)) as string)).toBe('nil\t1.5\t-0.0');
    expect(base_tostring(new LuaTable())).toMatch(/^table: 0x[0-9a-f]{12}$/);
  });

  // lua5.4: print(tonumber("10", 2), tonumber("7fffffffffffffff", 16), tonumber("ffffffffffffffff", 16), tonumber("1z", 36)) -> 2 9223372036854775807 -1 71
  // lua5.4: tonumber("0x1p4"), tonumber("  10  "), tonumber("1e"), tonumber("0x"), tonumber(" 0x10 "), tonumber("1.5e3"), tonumber(".5"), tonumber("5."), tonumber("inf"),
  //   tonumber("9223372036854775808"), tonumber("-9223372036854775808"), tonumber("0x.8"), tonumber("1 2") -> 16.0 10 nil nil 16 1500.0 0.5 5.0 nil 9.2233720368548e+18 -9223372036854775808 0.5 nil
  it('tonumber', () => {
    expect(show(base_tonumber('10', 2), base_tonumber('7fffffffffffffff', 16), base_tonumber('ffffffffffffffff', 16), base_tonumber('1z', 36)))
      .toBe('2\t9223372036854775807\t-1\t71');
    const inputs = ['0x1p4', '  10  ', '1e', '0x', ' 0x10 ', '1.5e3', '.5', '5.', 'inf', '9223372036854775808', '-9223372036854775808', '0x.8', '1 2'];
    expect(show(...inputs.map((s) => base_tonumber(s))))
      .toBe('16.0\t10\tnil\tnil\t16\t1500.0\t0.5\t5.0\tnil\t9.2233720368548e+18\t-9223372036854775808\t0.5\tnil');
    expect(luaError(() => base_tonumber('1', 99))).toBe("input:1: bad argument #2 to 'tonumber' (base out of range)");
    expect(luaError(() => base_tonumber(10, 16))).toBe("input:1: bad argument #1 to 'tonumber' (string expected, got number)");
  });

  it('assert, rawequal, rawlen, rawset', () => {
    // lua5.4 -e 'print(pcall(assert, false))' -> false assertion failed! ; pcall(assert, nil, "custom") -> false custom
    expect(luaError(() => base_assert(false))).toBe('input:1: assertion failed!');
    expect(luaError(() => base_assert(undefined, 'custom'))).toBe('input:1: custom'); // lbaselib.c luaB_assert calls luaB_error (level 1)
    expect(showResult(base_assert(1, 2, 3))).toBe('1\t2\t3');
    expect([base_rawequal(1, mkfloat(1)), base_rawequal('a', 'a'), base_rawlen(tableFrom([1, 2])), base_rawlen('abc')]).toEqual([true, true, 2, 3]);
    expect(luaError(() => base_rawset(new LuaTable(), undefined, 1))).toBe('input:1: table index is nil');
    expect(luaError(() => base_setmetatable(1, new LuaTable()))).toBe("input:1: bad argument #1 to 'setmetatable' (table expected, got number)");
    expect(luaError(() => base_setmetatable(new LuaTable(), 1))).toBe("input:1: bad argument #2 to 'setmetatable' (nil or table expected, got number)");
  });

  it('ipairs and pairs', () => {
    // lua5.4: for i, v in ipairs({1, 2, nil, 4}) -> 1=1 2=2
    const [step, t, start] = base_ipairs(tableFrom([1, 2, undefined, 4])) as [(...a: LuaValue[]) => LuaValue, LuaValue, LuaValue];
    const seen: string[] = [];
    for (let r: unknown = step(t, start); r !== undefined; r = step(t, (r as LuaValue[])[0])) seen.push(showResult(r as LuaValue[]));
    expect(seen).toEqual(['1\t1', '2\t2']);
    // __pairs: returns its three results
    const p = base_setmetatable(new LuaTable(), tableFrom(undefined, ['__pairs', () => ['iter', 'state', 'init']]));
    expect(showResult(base_pairs(p) as LuaValue[])).toBe('iter\tstate\tinit');
    // lua5.4: for k in pairs(nil) do end -> bad argument #1 to 'for iterator' (table expected, got nil)
    const [next0] = spread(base_pairs(undefined) as LuaValue[]);
    expect(luaError(() => callable(next0)(undefined, undefined))).toBe("input:1: bad argument #1 to 'for iterator' (table expected, got nil)");
  });

  it('print writes through the sink in standalone mode only', () => {
    let out = '';
    const G = createGlobals({ standalone: true, write: (s) => { out += s; } });
    callable(index(G, 'print'))(1, mkfloat(2), 'x', undefined, true);
    expect(out).toBe('1\t2.0\tx\tnil\ttrue\n');
    expect(index(createGlobals(), 'print')).toBeUndefined();
    expect(index(createGlobals(), 'os')).toBeUndefined();
    expect(index(G, '_VERSION')).toBe('Lua 5.4');
    expect(index(G, '_G')).toBe(G);
  });
});
