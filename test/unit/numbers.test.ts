// Numbers against lua5.4. Expected strings come from running lua5.4 (commands quoted above each case).
import { describe, expect, it } from 'vitest';
import {
  add, sub, mul, div, mod, idiv, pow, unm, band, bor, bxor, shl, shr, bnot, concat, len, eq, lt, le,
  tostringNumber, mkfloat, utf8Encode,
} from '../../runtime/index.js';
import { LuaFloat, globals, luaError, n, show } from './lua-helpers.js';

globals(); // the string metatable carries the string arithmetic metamethods

const f = (x: number) => mkfloat(x);
const MAXINT = 9223372036854775807n;
const MININT = -9223372036854775808n;

describe('tostring of numbers', () => {
  // lua5.4 -e 'print(1e15, 2^53, -0.0, 3//0.0, -3//0.0, 1/3, 100/3, 2^63, -2^63, 1e100, 0.1 + 0.2, 123456.789e3, 2^-1074, 1e-310)'
  it('formats floats with %.14g and .0', () => {
    expect(show(f(1e15), pow(2, 53), f(-0), idiv(3, f(0)), idiv(-3, f(0)))).toBe('1e+15\t9.007199254741e+15\t-0.0\tinf\t-inf');
    expect(show(div(1, 3), div(100, 3), pow(2, 63), unm(pow(2, 63)), n('1e100'), add(0.1, 0.2), n('123456.789e3')))
      .toBe('0.33333333333333\t33.333333333333\t9.2233720368548e+18\t-9.2233720368548e+18\t1e+100\t0.3\t123456789.0');
    expect(show(pow(2, -1074), n('1e-310'))).toBe('4.9406564584125e-324\t1e-310');
  });
  it('prints NaN as lua does for 0/0 on x86-64', () => {
    // lua5.4 -e 'print(0/0)'  -> -nan
    expect(show(div(0, 0))).toBe('-nan');
  });
  it('formats integers and bigints', () => {
    // lua5.4 -e 'print(9007199254740993, 0x7fffffffffffffff, 0xffffffffffffffff, 0x10000000000000000)'
    expect(show(n('9007199254740993'), n('0x7fffffffffffffff'), n('0xffffffffffffffff'), n('0x10000000000000000')))
      .toBe('9007199254740993\t9223372036854775807\t-1\t0');
    expect(tostringNumber(new LuaFloat(3))).toBe('3.0');
  });
});

describe('arithmetic', () => {
  // lua5.4 -e 'print(3%-2, -3%2, 3.5%-2, 5//-2, 5.0//-2, -7//2.0, 7 // 2, 7.5 // 2)'
  it('floors // and % like lua', () => {
    expect(show(mod(3, -2), mod(-3, 2), mod(3.5, -2), idiv(5, -2), idiv(f(5), -2), idiv(-7, f(2)), idiv(7, 2), idiv(7.5, 2)))
      .toBe('-1\t1\t-0.5\t-3\t-3.0\t-4.0\t3\t3.0');
  });
  // lua5.4 -e 'print(math.maxinteger + 1, math.mininteger - 1, math.maxinteger * 2, -math.mininteger, math.mininteger // -1, math.mininteger % -1)'
  it('wraps integers around like int64', () => {
    expect(show(add(MAXINT, 1), sub(MININT, 1), mul(MAXINT, 2), unm(MININT), idiv(MININT, -1), mod(MININT, -1)))
      .toBe('-9223372036854775808\t9223372036854775807\t-2\t-9223372036854775808\t-9223372036854775808\t0');
    // lua5.4 -e 'print(9007199254740992 + 1, 2^53 + 1)'
    expect(show(add(9007199254740992n as never, 1), add(pow(2, 53), 1))).toBe('9007199254740993\t9.007199254741e+15');
    expect(add(9007199254740991, 1)).toBe(9007199254740992n);
    expect(sub(9007199254740992n, 1)).toBe(9007199254740991);
  });
  // lua5.4 -e 'print(5 / 2, 4 / 2, 3 * 1.0, 10 / 0, -10 / 0, 2^2, 0 * -1, 0.5 + 0.5)'
  it('keeps the integer/float subtypes', () => {
    expect(show(div(5, 2), div(4, 2), mul(3, f(1)), div(10, 0), div(-10, 0), pow(2, 2), mul(0, -1), add(0.5, 0.5)))
      .toBe('2.5\t2.0\t3.0\tinf\t-inf\t4.0\t0\t1.0');
    expect(Object.is(mul(0, -1), 0)).toBe(true);
  });
  // lua5.4 -e 'print("10" + 1, "3.0" + 1, "0x10" * 1, -"2", "10" // "3", "7" % "2", "2"^"2")'
  it('coerces strings', () => {
    expect(show(add('10', 1), add('3.0', 1), mul('0x10', 1), unm('2'), idiv('10', '3'), mod('7', '2'), pow('2', '2')))
      .toBe('11\t4.0\t16\t-2\t3\t1\t4.0');
  });
  // lua5.4 -e 'local z = 0 print(pcall(function() local a = 1 return a // z end)) ...'
  it('raises lua errors for integer division by zero and bad operands', () => {
    expect(luaError(() => idiv(1, 0))).toBe('input:1: attempt to divide by zero');
    expect(luaError(() => mod(1, 0))).toBe("input:1: attempt to perform 'n%0'");
    expect(luaError(() => add(undefined, 1, "local 'x'"))).toBe("input:1: attempt to perform arithmetic on a nil value (local 'x')");
    expect(luaError(() => add(1, undefined, "local 'a'", "field 'x'"))).toBe("input:1: attempt to perform arithmetic on a nil value (field 'x')");
    expect(luaError(() => add('x', 1, "local 'a'"))).toBe("input:1: attempt to add a 'string' with a 'number'");
    expect(luaError(() => add(1, 'x'))).toBe("input:1: attempt to add a 'number' with a 'string'");
    expect(luaError(() => unm(new (class {})() as never, "local 't'"))).toContain('attempt to perform arithmetic on a');
  });
});

describe('bitwise', () => {
  // lua5.4 -e 'print(1 << 63, 1 << 64, -1 >> 1, -1 >> 63, 5 & 3, 5 | 3, 5 ~ 3, ~0, ~5, 3.0 | 0)'
  it('works on int64', () => {
    expect(show(shl(1, 63), shl(1, 64), shr(-1, 1), shr(-1, 63), band(5, 3), bor(5, 3), bxor(5, 3), bnot(0), bnot(5), bor(f(3), 0)))
      .toBe('-9223372036854775808\t0\t9223372036854775807\t1\t1\t7\t6\t-1\t-6\t3');
  });
  // lua5.4 -e 'local a = 1.5; print(pcall(function() return a | 1 end))' etc.
  it('reports lua messages', () => {
    expect(luaError(() => bor(1.5, 1, "local 'a'"))).toBe("input:1: number (local 'a') has no integer representation");
    expect(luaError(() => bor(1, 1.5, "local 'a'", "local 'b'"))).toBe("input:1: number (local 'b') has no integer representation");
    expect(luaError(() => band('abc', 1, "local 'a'"))).toBe("input:1: attempt to perform bitwise operation on a string value (local 'a')");
    expect(luaError(() => bnot(1.5))).toBe('input:1: number has no integer representation');
  });
});

describe('comparison, concat, length', () => {
  // lua5.4 -e 'print(1 == 1.0, 2^53 == 2^53 + 1, math.maxinteger + 0.0 == math.maxinteger, math.maxinteger < math.maxinteger + 0.0, 1 < 1.5, "a" < "b", "Z" < "a", "" < "a", "a\0b" < "a\0c")'
  it('compares numbers mathematically and strings bytewise', () => {
    expect([eq(1, f(1)), eq(pow(2, 53), add(pow(2, 53), 1)), eq(add(MAXINT, f(0)), MAXINT), lt(MAXINT, add(MAXINT, f(0))),
      lt(1, 1.5), lt('a', 'b'), lt('Z', 'a'), lt('', 'a'), lt('a\0b', 'a\0c')])
      .toEqual([true, true, false, true, true, true, true, true, true]);
    expect(le(f(2), 2)).toBe(true);
  });
  it('reports compare errors', () => {
    // lua5.4 -e 'print(pcall(function() return 1 < nil end))'
    expect(luaError(() => lt(1, undefined))).toBe('input:1: attempt to compare number with nil');
    expect(luaError(() => le('a', 1))).toBe('input:1: attempt to compare string with number');
  });
  // lua5.4 -e 'print(10 .. 20, 1.5 .. "", 2.0 .. "", #"\xC3\xA9")'
  it('concatenates numbers like tostring and measures bytes', () => {
    expect(show(concat(10, 20), concat(1.5, ''), concat(f(2), ''), len(utf8Encode('é')))).toBe('1020\t1.5\t2.0\t2');
    expect(luaError(() => concat('x', undefined, undefined, "local 't'"))).toBe("input:1: attempt to concatenate a nil value (local 't')");
    expect(luaError(() => len(undefined, "local 't'"))).toBe("input:1: attempt to get length of a nil value (local 't')");
  });
});

describe('%.14g rounding', () => {
  // lua5.4 -e 'print(123456789012345.0, 1e15+0.5, 2^63, 0.1, 1/3, 5e-324, 1.7976931348623157e308, 100/2, 2.5e-5, 123.456)'
  //   -> 1.2345678901234e+14	1e+15	9.2233720368548e+18	0.1	0.33333333333333	4.9406564584125e-324	1.7976931348623e+308	50.0	2.5e-05	123.456
  it('rounds exact ties to even like glibc', () => {
    expect(show(n('123456789012345.0'), add(n('1e15'), 0.5), pow(2, 63), 0.1, div(1, 3), n('5e-324'), n('1.7976931348623157e308'), div(100, 2), 2.5e-5, 123.456))
      .toBe('1.2345678901234e+14\t1e+15\t9.2233720368548e+18\t0.1\t0.33333333333333\t4.9406564584125e-324\t1.7976931348623e+308\t50.0\t2.5e-05\t123.456');
  });
});
