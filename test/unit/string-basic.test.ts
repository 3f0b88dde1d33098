import { describe, it, expect } from 'vitest';
import {
  string_byte, string_char, string_dump, string_len, string_lower,
  string_rep, string_reverse, string_sub, string_upper,
} from '../../runtime/lua/stdlib/string/index.js';
import { F, FN, T, err, run } from './string-cases.js';

// Each expected value is what the lua5.4 command in the case's comment prints (5.4.4).

describe('byte char len sub reverse lower upper rep dump (against lua5.4)', () => {
  const cases: [() => unknown, unknown][] = [
    [() => string_byte("hello"), 104], // lua5.4 -e 'print(string.byte("hello"))'
    [() => string_byte("hello", 2, 4), [101, 108, 108]], // lua5.4 -e 'print(string.byte("hello", 2, 4))'
    [() => string_byte("hello", -2, -1), [108, 111]], // lua5.4 -e 'print(string.byte("hello", -2, -1))'
    [() => string_byte("hello", 10), []], // lua5.4 -e 'print(string.byte("hello", 10))'
    [() => string_byte("hello", 0), []], // lua5.4 -e 'print(string.byte("hello", 0))'
    [() => string_byte(""), []], // lua5.4 -e 'print(string.byte(""))'
    [() => string_byte(12, 1), 49], // lua5.4 -e 'print(string.byte(12, 1))'
    [() => string_byte("abc", F(1.0)), 97], // lua5.4 -e 'print(string.byte("abc", 1.0))'
    [() => string_byte("abc", 1.5), err('bad argument #2 to \'byte\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.byte("abc", 1.5) end))'
    [() => string_byte(), err('bad argument #1 to \'byte\' (string expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.byte() end))'
    [() => string_byte(T()), err('bad argument #1 to \'byte\' (string expected, got table)')], // lua5.4 -e 'print(pcall(function() return string.byte({}) end))'
    [() => string_byte("abc", "2"), 98], // lua5.4 -e 'print(string.byte("abc", "2"))'
    [() => string_char(72, 105), 'Hi'], // lua5.4 -e 'print(string.char(72, 105))'
    [() => string_char(), ''], // lua5.4 -e 'print(string.char())'
    [() => string_char(256), err('bad argument #1 to \'char\' (value out of range)')], // lua5.4 -e 'print(pcall(function() return string.char(256) end))'
    [() => string_char(-1), err('bad argument #1 to \'char\' (value out of range)')], // lua5.4 -e 'print(pcall(function() return string.char(-1) end))'
    [() => string_char(65, "x"), err('bad argument #2 to \'char\' (number expected, got string)')], // lua5.4 -e 'print(pcall(function() return string.char(65, "x") end))'
    [() => string_char(F(65.0)), 'A'], // lua5.4 -e 'print(string.char(65.0))'
    [() => string_len(""), 0], // lua5.4 -e 'print(string.len(""))'
    [() => string_len("abc"), 3], // lua5.4 -e 'print(string.len("abc"))'
    [() => string_len(12.5), 4], // lua5.4 -e 'print(string.len(12.5))'
    [() => string_len(), err('bad argument #1 to \'len\' (string expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.len() end))'
    [() => string_len(undefined), err('bad argument #1 to \'len\' (string expected, got nil)')], // lua5.4 -e 'print(pcall(function() return string.len(nil) end))'
    [() => string_sub("hello", 2), 'ello'], // lua5.4 -e 'print(string.sub("hello", 2))'
    [() => string_sub("hello", 2, 3), 'el'], // lua5.4 -e 'print(string.sub("hello", 2, 3))'
    [() => string_sub("hello", -3), 'llo'], // lua5.4 -e 'print(string.sub("hello", -3))'
    [() => string_sub("hello", 0), 'hello'], // lua5.4 -e 'print(string.sub("hello", 0))'
    [() => string_sub("hello", 4, 2), ''], // lua5.4 -e 'print(string.sub("hello", 4, 2))'
    [() => string_sub("hello", -100, 100), 'hello'], // lua5.4 -e 'print(string.sub("hello", -100, 100))'
    [() => string_sub("hello"), err('bad argument #2 to \'sub\' (number expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.sub("hello") end))'
    [() => string_sub("hello", 1.5), err('bad argument #2 to \'sub\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.sub("hello", 1.5) end))'
    [() => string_sub("hello", -9223372036854775808n, 9223372036854775807n), 'hello'], // lua5.4 -e 'print(string.sub("hello", math.mininteger, math.maxinteger))'
    [() => string_sub("hello", F(2.0), "3"), 'el'], // lua5.4 -e 'print(string.sub("hello", 2.0, "3"))'
    [() => string_reverse("abc"), 'cba'], // lua5.4 -e 'print(string.reverse("abc"))'
    [() => string_reverse(""), ''], // lua5.4 -e 'print(string.reverse(""))'
    [() => string_reverse(123), '321'], // lua5.4 -e 'print(string.reverse(123))'
    [() => string_lower("HeLLo"), 'hello'], // lua5.4 -e 'print(string.lower("HeLLo"))'
    [() => string_upper("HeLLo 1"), 'HELLO 1'], // lua5.4 -e 'print(string.upper("HeLLo 1"))'
    [() => string_upper("\xe9a"), '\xe9A'], // lua5.4 -e 'print(string.upper("\xe9a"))'
    [() => string_lower("\xc9A"), '\xc9a'], // lua5.4 -e 'print(string.lower("\xc9A"))'
    [() => string_upper(), err('bad argument #1 to \'upper\' (string expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.upper() end))'
    [() => string_rep("ab", 3), 'ababab'], // lua5.4 -e 'print(string.rep("ab", 3))'
    [() => string_rep("ab", 3, ","), 'ab,ab,ab'], // lua5.4 -e 'print(string.rep("ab", 3, ","))'
    [() => string_rep("ab", 0), ''], // lua5.4 -e 'print(string.rep("ab", 0))'
    [() => string_rep("ab", -1, ","), ''], // lua5.4 -e 'print(string.rep("ab", -1, ","))'
    [() => string_rep("", 5), ''], // lua5.4 -e 'print(string.rep("", 5))'
    [() => string_rep("x", F(2.0)), 'xx'], // lua5.4 -e 'print(string.rep("x", 2.0))'
    [() => string_rep("x"), err('bad argument #2 to \'rep\' (number expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.rep("x") end))'
    [() => string_rep("x", 1.5), err('bad argument #2 to \'rep\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.rep("x", 1.5) end))'
    [() => string_rep("x", 1e10), err('resulting string too large')], // lua5.4 -e 'print(pcall(function() return string.rep("x", 1e10) end))'
    [() => string_rep("x", 9223372036854775807n), err('resulting string too large')], // lua5.4 -e 'print(pcall(function() return string.rep("x", math.maxinteger) end))'
    [() => string_rep("x", 2, T()), err('bad argument #3 to \'rep\' (string expected, got table)')], // lua5.4 -e 'print(pcall(function() return string.rep("x", 2, {}) end))'
    [() => string_dump(FN), err('unable to dump given function')], // lua5.4 -e 'print(pcall(function() return string.dump(print) end))'
    [() => string_dump("x"), err('bad argument #1 to \'dump\' (function expected, got string)')], // lua5.4 -e 'print(pcall(function() return string.dump("x") end))'
    [() => string_dump(), err('bad argument #1 to \'dump\' (function expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.dump() end))'
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))('case %i', (_i, f, expected) => {
    expect(run(f)).toEqual(expected);
  });
});
