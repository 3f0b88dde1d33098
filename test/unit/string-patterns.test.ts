import { describe, it, expect } from 'vitest';
import {
  string_find, string_gsub, 
  string_match, string_upper,
} from '../../runtime/lua/stdlib/string/index.js';
import { err, run } from './string-cases.js';

// Each expected value is what the lua5.4 command in the case's comment prints (5.4.4).

describe('find match gsub (against lua5.4)', () => {
  const cases: [() => unknown, unknown][] = [
    [() => string_find("hello world", "o w"), [5, 7]], // lua5.4 -e 'print(string.find("hello world", "o w"))'
    [() => string_find("hello world", "(o)(r)"), [8, 9, 'o', 'r']], // lua5.4 -e 'print(string.find("hello world", "(o)(r)"))'
    [() => string_find("hello", "l+"), [3, 4]], // lua5.4 -e 'print(string.find("hello", "l+"))'
    [() => string_find("hello", "xyz"), undefined], // lua5.4 -e 'print(string.find("hello", "xyz"))'
    [() => string_find("hello", ""), [1, 0]], // lua5.4 -e 'print(string.find("hello", ""))'
    [() => string_find("hello", "", 10), undefined], // lua5.4 -e 'print(string.find("hello", "", 10))'
    [() => string_find("a.b", ".", 1, true), [2, 2]], // lua5.4 -e 'print(string.find("a.b", ".", 1, true))'
    [() => string_find("a.b", "%."), [2, 2]], // lua5.4 -e 'print(string.find("a.b", "%."))'
    [() => string_find("abc", "()b()"), [2, 2, 2, 3]], // lua5.4 -e 'print(string.find("abc", "()b()"))'
    [() => string_find("abc", "b", -1), undefined], // lua5.4 -e 'print(string.find("abc", "b", -1))'
    [() => string_find("abc", "^b"), undefined], // lua5.4 -e 'print(string.find("abc", "^b"))'
    [() => string_find("abc", "c$"), [3, 3]], // lua5.4 -e 'print(string.find("abc", "c$"))'
    [() => string_find("abc", "%"), err('malformed pattern (ends with \'%\')')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "%") end))'
    [() => string_find("abc", "[a"), err('malformed pattern (missing \']\')')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "[a") end))'
    [() => string_find("abc", "(a"), err('unfinished capture')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "(a") end))'
    [() => string_find("abc)", "c)"), [3, 4]], // lua5.4 -e 'print(string.find("abc)", "c)"))'
    [() => string_find("abc", "%1"), err('invalid capture index %1')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "%1") end))'
    [() => string_find("abc", "%b"), err('malformed pattern (missing arguments to \'%b\')')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "%b") end))'
    [() => string_find("abc", "%f"), err('missing \'[\' after \'%f\' in pattern')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "%f") end))'
    [() => string_find("abc", "b", 1.5), err('bad argument #3 to \'find\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.find("abc", "b", 1.5) end))'
    [() => string_find("abc"), err('bad argument #2 to \'find\' (string expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.find("abc") end))'
    [() => string_match("key = value", "(%w+)%s*=%s*(%w+)"), ['key', 'value']], // lua5.4 -e 'print(string.match("key = value", "(%w+)%s*=%s*(%w+)"))'
    [() => string_match("hello", "()ll()"), [3, 5]], // lua5.4 -e 'print(string.match("hello", "()ll()"))'
    [() => string_match("  trim  ", "^%s*(.-)%s*$"), 'trim'], // lua5.4 -e 'print(string.match("  trim  ", "^%s*(.-)%s*$"))'
    [() => string_match("x", "y"), undefined], // lua5.4 -e 'print(string.match("x", "y"))'
    [() => string_match("f(a(b))", "%b()"), '(a(b))'], // lua5.4 -e 'print(string.match("f(a(b))", "%b()"))'
    [() => string_match("THE (quick) fox", "%f[%a]%a+", 5), 'quick'], // lua5.4 -e 'print(string.match("THE (quick) fox", "%f[%a]%a+", 5))'
    [() => string_match("abab", "(a)(b)%1%2"), ['a', 'b']], // lua5.4 -e 'print(string.match("abab", "(a)(b)%1%2"))'
    [() => string_match("a)", "a)"), err('invalid pattern capture')], // lua5.4 -e 'print(pcall(function() return string.match("a)", "a)") end))'
    [() => string_match("aaa", "a-$"), 'aaa'], // lua5.4 -e 'print(string.match("aaa", "a-$"))'
    [() => string_match("[x]", "[]]"), ']'], // lua5.4 -e 'print(string.match("[x]", "[]]"))'
    [() => string_match("\xc8\xe9", "%a"), undefined], // lua5.4 -e 'print(string.match("\200\233", "%a"))'
    [() => string_match("abc", ".-b", -2), 'b'], // lua5.4 -e 'print(string.match("abc", ".-b", -2))'
    [() => string_gsub("hello world", "o", "0"), ['hell0 w0rld', 2]], // lua5.4 -e 'print(string.gsub("hello world", "o", "0"))'
    [() => string_gsub("hello world", "(%w+)", "<%1>"), ['<hello> <world>', 2]], // lua5.4 -e 'print(string.gsub("hello world", "(%w+)", "<%1>"))'
    [() => string_gsub("abc", "", "-"), ['-a-b-c-', 4]], // lua5.4 -e 'print(string.gsub("abc", "", "-"))'
    [() => string_gsub("abc", "%w", "%0%0", 2), ['aabbc', 2]], // lua5.4 -e 'print(string.gsub("abc", "%w", "%0%0", 2))'
    [() => string_gsub("abc", "b", "%%"), ['a%c', 1]], // lua5.4 -e 'print(string.gsub("abc", "b", "%%"))'
    [() => string_gsub("abc", "b", "%2"), err('invalid capture index %2')], // lua5.4 -e 'print(pcall(function() return string.gsub("abc", "b", "%2") end))'
    [() => string_gsub("abc", "b", "%x"), err('invalid use of \'%\' in replacement string')], // lua5.4 -e 'print(pcall(function() return string.gsub("abc", "b", "%x") end))'
    [() => string_gsub("abc", "b", true), err('bad argument #3 to \'gsub\' (string/function/table expected, got boolean)')], // lua5.4 -e 'print(pcall(function() return string.gsub("abc", "b", true) end))'
    [() => string_gsub("abc", "b"), err('bad argument #3 to \'gsub\' (string/function/table expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.gsub("abc", "b") end))'
    [() => string_gsub("abc", "^a", "A"), ['Abc', 1]], // lua5.4 -e 'print(string.gsub("abc", "^a", "A"))'
    [() => string_gsub("hello", "l", 1.5), ['he1.51.5o', 2]], // lua5.4 -e 'print(string.gsub("hello", "l", 1.5))'
    [() => string_gsub("abc", "x*", "-"), ['-a-b-c-', 4]], // lua5.4 -e 'print(string.gsub("abc", "x*", "-"))'
    [() => string_gsub("abc", "(", "x"), ['xaxbxcx', 4]], // lua5.4 -e 'print(string.gsub("abc", "(", "x"))'
    [() => string_gsub("abc", "%w", "x", 1.5), err('bad argument #4 to \'gsub\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.gsub("abc", "%w", "x", 1.5) end))'
    [() => string_gsub("a b", "%w", string_upper), ['A B', 2]], // lua5.4 -e 'print(string.gsub("a b", "%w", string.upper))'
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))('case %i', (_i, f, expected) => {
    expect(run(f)).toEqual(expected);
  });
});
