// table and math libraries against lua5.4 (expected output pasted from the quoted lua5.4 commands).
import { describe, expect, it } from 'vitest';
import {
  LuaTable, tableFrom, index, table_sort, table_insert, table_remove, table_concat, table_unpack, table_pack, table_move,
  math_floor, math_ceil, math_abs, math_fmod, math_modf, math_max, math_min, math_ult, math_type, math_tointeger,
  createMathLib, mkfloat, lt, type LuaValue,
} from '../../runtime/index.js';
import { tableLength } from '../../runtime/lua/tables.js';
import { fn, luaError, show, showResult } from './lua-helpers.js';

const list = (t: LuaTable) => table_concat(t, ',');
const rec = (n: number, key: (i: number) => number) => tableFrom(Array.from({ length: n }, (_, i) => tableFrom(undefined, ['k', key(i + 1), 'id', i + 1])));
const ids = (t: LuaTable) => Array.from({ length: tableLength(t) }, (_, i) => (t.get(i + 1) as LuaTable).get('id')).join(',');
const byK = (a: LuaTable, b: LuaTable) => lt(a.get('k'), b.get('k'));

describe('table.sort', () => {
  // lua5.4 -e 'local t = {5,3,8,1,9,2,7} table.sort(t) print(table.concat(t, ","))' -> 1,2,3,5,7,8,9
  it('sorts with lt', () => {
    const t = tableFrom([5, 3, 8, 1, 9, 2, 7]);
    table_sort(t);
    expect(list(t)).toBe('1,2,3,5,7,8,9');
  });
  // lua5.4: r[i] = {k = i % 3, id = i} for i = 1, 20; sort by k -> 15,9,6,12,18,3,13,1,16,19,10,4,7,17,2,11,8,14,5,20
  it('orders ties exactly like lua 5.4 quicksort', () => {
    const r = rec(20, (i) => i % 3);
    table_sort(r, fn(byK));
    expect(ids(r)).toBe('15,9,6,12,18,3,13,1,16,19,10,4,7,17,2,11,8,14,5,20');
    // lua5.4: s[i] = {k = (i * 7) % 5, id = i} for i = 1, 150
    const s = rec(150, (i) => (i * 7) % 5);
    table_sort(s, fn(byK));
    expect(ids(s)).toBe('150,65,60,70,80,85,55,45,50,35,40,30,90,100,135,130,140,145,95,125,115,120,105,110,25,75,5,10,15,20,58,108,88,53,113,118,18,63,73,83,103,13,93,68,98,48,8,123,3,23,138,33,148,143,28,38,78,133,43,128,126,81,146,6,26,86,91,116,141,96,111,136,106,131,11,121,101,1,56,66,16,71,21,51,46,61,36,41,76,31,29,49,119,4,19,54,9,24,124,144,134,34,139,39,129,109,44,79,114,74,99,89,84,64,14,94,104,69,59,149,137,57,37,87,32,92,147,72,82,142,2,132,67,107,102,117,62,52,112,77,22,7,122,127,42,47,12,17,97,27');
  });
  it('reports lua errors', () => {
    // lua5.4: table.sort({3,1,2,5,4,7,6,9,8,10,11,12}, function(a, b) return true end) -> invalid order function for sorting
    expect(luaError(() => table_sort(tableFrom([3, 1, 2, 5, 4, 7, 6, 9, 8, 10, 11, 12]), () => true))).toBe('input:1: invalid order function for sorting');
    expect(luaError(() => table_sort(tableFrom([1, 'x'])))).toBe('input:1: attempt to compare string with number');
    expect(luaError(() => table_sort(tableFrom([1, 2, 3]), 1))).toBe("input:1: bad argument #2 to 'sort' (function expected, got number)");
  });
  it('supports async comparators', async () => {
    const r = rec(20, (i) => i % 3);
    const p = table_sort(r, fn(async (a: LuaTable, b: LuaTable) => byK(a, b)));
    expect(p).toBeInstanceOf(Promise);
    await p;
    expect(ids(r)).toBe('15,9,6,12,18,3,13,1,16,19,10,4,7,17,2,11,8,14,5,20');
  });
});

describe('table functions', () => {
  // lua5.4: t2 = {1,2,3} insert(t2, 4) insert(t2, 1, 0) -> 0,1,2,3,4 ; remove(t2) -> 4 ; remove(t2, 1) -> 0 ; -> 1,2,3
  it('insert and remove', () => {
    const t = tableFrom([1, 2, 3]);
    table_insert(t, 4);
    table_insert(t, 1, 0);
    expect(list(t)).toBe('0,1,2,3,4');
    expect(show(table_remove(t), table_remove(t, 1), list(t))).toBe('4\t0\t1,2,3');
    // lua5.4: pcall(table.insert, {1}, 5, 2) -> bad argument #2 to 'insert' (position out of bounds) [named 'table.insert' through pcall]
    expect(luaError(() => table_insert(tableFrom([1]), 5, 2))).toBe("input:1: bad argument #2 to 'insert' (position out of bounds)");
    expect(luaError(() => (table_insert as unknown as (...a: unknown[]) => unknown)(tableFrom([1]), 1, 2, 3))).toBe("input:1: wrong number of arguments to 'insert'");
    expect(luaError(() => table_insert(undefined, 1))).toBe("input:1: bad argument #1 to 'insert' (table expected, got nil)");
    expect(luaError(() => table_remove(tableFrom([1, 2, 3]), 7))).toBe("input:1: bad argument #1 to 'remove' (position out of bounds)");
    expect(show(table_remove(new LuaTable()))).toBe('nil');
  });
  // lua5.4: print(table.unpack({1, 2, 3}, 2, 5)) -> 2 3 nil nil ; p = table.pack(1, nil, 3) -> 3 1 nil 3
  it('unpack, pack, concat, move', () => {
    expect(showResult(table_unpack(tableFrom([1, 2, 3]), 2, 5))).toBe('2\t3\tnil\tnil');
    expect(table_unpack(new LuaTable(), 1, 0)).toEqual([]);
    const p = table_pack(1, undefined, 3);
    expect(show(index(p, 'n'), index(p, 1), index(p, 2), index(p, 3))).toBe('3\t1\tnil\t3');
    expect(show(table_concat(tableFrom([1, 2.5, 'x']), '-'), table_concat(tableFrom([1, 2, 3]), ', ', 2, 3))).toBe('1-2.5-x\t2, 3');
    expect(luaError(() => table_concat(tableFrom([1, new LuaTable(), 3])))).toBe("input:1: invalid value (table) at index 2 in table for 'concat'");
    // lua5.4: table.move({1,2,3}, 1, 3, 2) -> 1,1,2,3 ; move({1,2,3}, 2, 3, 1) -> 2,3,3 ; move({1,2}, 1, 2, 1, {9,9,9}) -> 1,2,9
    expect([list(table_move(tableFrom([1, 2, 3]), 1, 3, 2) as LuaTable), list(table_move(tableFrom([1, 2, 3]), 2, 3, 1) as LuaTable),
      list(table_move(tableFrom([1, 2]), 1, 2, 1, tableFrom([9, 9, 9])) as LuaTable)]).toEqual(['1,1,2,3', '2,3,3', '1,2,9']);
  });
});

describe('math', () => {
  // lua5.4: print(math.floor(-3.5), math.ceil(-3.5), math.abs(math.mininteger), math.fmod(-7, 3), math.fmod(-7.0, 3), math.max(1, 2.5), math.min(3, 1.0), math.ult(1, -1))
  //   -> -4 -3 -9223372036854775808 -1 -1.0 2.5 1.0 true
  it('follows lua 5.4 subtypes', () => {
    expect(show(math_floor(-3.5), math_ceil(-3.5), math_abs(-9223372036854775808n), math_fmod(-7, 3), math_fmod(mkfloat(-7), 3),
      math_max(1, 2.5), math_min(3, mkfloat(1)), math_ult(1, -1))).toBe('-4\t-3\t-9223372036854775808\t-1\t-1.0\t2.5\t1.0\ttrue');
    // lua5.4: print(math.modf(3.7)) -> 3 0.7 ; math.modf(-0.0) -> 0 0.0 ; math.modf(1e100) -> 1e+100 0.0 ; math.floor(1e100) -> 1e+100
    expect([showResult(math_modf(3.7)), showResult(math_modf(mkfloat(-0))), showResult(math_modf(mkfloat(1e100))), show(math_floor(mkfloat(1e100)))])
      .toEqual(['3\t0.7', '0\t0.0', '1e+100\t0.0', '1e+100']);
    expect(show(math_type(1), math_type(mkfloat(1)), math_type('1'), math_tointeger(3.5), math_tointeger(mkfloat(3)))).toBe('integer\tfloat\tnil\tnil\t3');
    expect(luaError(() => math_fmod(1, 0))).toBe("input:1: bad argument #2 to 'fmod' (zero)");
    expect(luaError(() => math_floor('x'))).toBe("input:1: bad argument #1 to 'floor' (number expected, got string)");
    expect(luaError(() => math_max())).toBe("input:1: bad argument #1 to 'max' (value expected)") // lua5.4 -e 'print(pcall(math.max))';
  });

  it('reproduces lua 5.4 random sequences', () => {
    const math = createMathLib(0);
    const call = (name: string, ...args: LuaValue[]) => (math.get(name) as unknown as (...a: LuaValue[]) => LuaValue)(...args);
    // lua5.4 -e 'math.randomseed(42) local t = {} for i = 1, 8 do t[#t+1] = math.random(1, 100) end print(table.concat(t, " "))
    //   print(math.random(), math.random(0), math.random(10), math.random(-5, 5), math.random(math.mininteger, math.maxinteger), math.random(3.0))'
    //   -> 50 76 86 54 64 7 25 3
    //   -> 0.022876301569947 8550099830351437335 1 -5 695586496122339134 2
    expect(showResult(call('randomseed', 42) as unknown as LuaValue[])).toBe('42\t0');
    expect(Array.from({ length: 8 }, () => call('random', 1, 100)).join(' ')).toBe('50 76 86 54 64 7 25 3');
    expect(show(call('random'), call('random', 0), call('random', 10), call('random', -5, 5),
      call('random', -9223372036854775808n, 9223372036854775807n), call('random', mkfloat(3))))
      .toBe('0.022876301569947\t8550099830351437335\t1\t-5\t695586496122339134\t2');
    // lua5.4 -e 'math.randomseed(7, 3) print(math.random(1000000), math.random())' -> 829620 0.091900734614597
    call('randomseed', 7, 3);
    expect(show(call('random', 1000000), call('random'))).toBe('829620\t0.091900734614597');
    // lua5.4 -e 'math.randomseed(-1) print(math.random(1, 6), math.random(1, 2^40))' -> 2 171508919368
    call('randomseed', -1);
    expect(show(call('random', 1, 6), call('random', 1, mkfloat(2 ** 40)))).toBe('2\t171508919368');
    expect(luaError(() => call('random', 2, 1))).toBe("input:1: bad argument #1 to 'random' (interval is empty)");
  });
});
