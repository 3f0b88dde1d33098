import { describe, it, expect } from 'vitest';
import {
  string_format
  ,
} from '../../runtime/lua/stdlib/string/index.js';
import { F, T, err, run } from './string-cases.js';

// Each expected value is what the lua5.4 command in the case's comment prints (5.4.4).

describe('format (against lua5.4)', () => {
  const cases: [() => unknown, unknown][] = [
    [() => string_format("%d|%5d|%-5d|%05d|%+d|% d|%.3d", 42, 42, 42, 42, 42, 42, 42), '42|   42|42   |00042|+42| 42|042'], // lua5.4 -e 'print(string.format("%d|%5d|%-5d|%05d|%+d|% d|%.3d", 42, 42, 42, 42, 42, 42, 42))'
    [() => string_format("%d", F(3.0)), '3'], // lua5.4 -e 'print(string.format("%d", 3.0))'
    [() => string_format("%d", 3.5), err('bad argument #2 to \'format\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.format("%d", 3.5) end))'
    [() => string_format("%d", "10"), '10'], // lua5.4 -e 'print(string.format("%d", "10"))'
    [() => string_format("%d", -9223372036854775808n), '-9223372036854775808'], // lua5.4 -e 'print(string.format("%d", math.mininteger))'
    [() => string_format("%x|%X|%#x|%o|%#o|%u", 255, 255, 255, 8, 8, -1), 'ff|FF|0xff|10|010|18446744073709551615'], // lua5.4 -e 'print(string.format("%x|%X|%#x|%o|%#o|%u", 255, 255, 255, 8, 8, -1))'
    [() => string_format("%x", -1), 'ffffffffffffffff'], // lua5.4 -e 'print(string.format("%x", -1))'
    [() => string_format("%c%c", 76, 117), 'Lu'], // lua5.4 -e 'print(string.format("%c%c", 76, 117))'
    [() => string_format("%5.2s|%-4s|%.0s", "abc", "ab", "x"), '   ab|ab  |'], // lua5.4 -e 'print(string.format("%5.2s|%-4s|%.0s", "abc", "ab", "x"))'
    [() => string_format("%s %s %s", 1, 1.5, undefined), '1 1.5 nil'], // lua5.4 -e 'print(string.format("%s %s %s", 1, 1.5, nil))'
    [() => string_format("%q", "a\nb\x00c\""), '"a\\\nb\\0c\\""'], // lua5.4 -e 'print(string.format("%q", "a\nb\0c\""))'
    [() => string_format("%q", F(1.0)), '0x1p+0'], // lua5.4 -e 'print(string.format("%q", 1.0))'
    [() => string_format("%q", 0.1), '0x1.999999999999ap-4'], // lua5.4 -e 'print(string.format("%q", 0.1))'
    [() => string_format("%q", -9223372036854775808n), '0x8000000000000000'], // lua5.4 -e 'print(string.format("%q", math.mininteger))'
    [() => string_format("%q", 1/0), '1e9999'], // lua5.4 -e 'print(string.format("%q", 1/0))'
    [() => string_format("%q", 0/0), '(0/0)'], // lua5.4 -e 'print(string.format("%q", 0/0))'
    [() => string_format("%q", T()), err('bad argument #2 to \'format\' (value has no literal form)')], // lua5.4 -e 'print(pcall(function() return string.format("%q", {}) end))'
    [() => string_format("%10q", 1), err('specifier \'%q\' cannot have modifiers')], // lua5.4 -e 'print(pcall(function() return string.format("%10q", 1) end))'
    [() => string_format("%e|%.0e|%#.0e|%.3E", 12345.678, 12345.678, 12345.678, 12345.678), '1.234568e+04|1e+04|1.e+04|1.235E+04'], // lua5.4 -e 'print(string.format("%e|%.0e|%#.0e|%.3E", 12345.678, 12345.678, 12345.678, 12345.678))'
    [() => string_format("%f|%.0f|%.1f|%10.3f|%-10.1f|", 2.5, 2.5, 0.25, 3.14159, -1.5), '2.500000|2|0.2|     3.142|-1.5      |'], // lua5.4 -e 'print(string.format("%f|%.0f|%.1f|%10.3f|%-10.1f|", 2.5, 2.5, 0.25, 3.14159, -1.5))'
    [() => string_format("%g|%g|%g|%g|%g|%g", 1e15, 1e16, 0.1, 1e-5, 123456789012, 100000), '1e+15|1e+16|0.1|1e-05|1.23457e+11|100000'], // lua5.4 -e 'print(string.format("%g|%g|%g|%g|%g|%g", 1e15, 1e16, 0.1, 1e-5, 123456789012, 100000))'
    [() => string_format("%.14g|%.17g|%#g|%G", 0.1, 0.1, F(1.0), 1e-20), '0.1|0.10000000000000001|1.00000|1E-20'], // lua5.4 -e 'print(string.format("%.14g|%.17g|%#g|%G", 0.1, 0.1, 1.0, 1e-20))'
    [() => string_format("%g %f %e", F(-0.0), F(-0.0), F(-0.0)), '-0 -0.000000 -0.000000e+00'], // lua5.4 -e 'print(string.format("%g %f %e", -0.0, -0.0, -0.0))'
    [() => string_format("%g %f %e %a", 1/0, -1/0, 1/0, -1/0), 'inf -inf inf -inf'], // lua5.4 -e 'print(string.format("%g %f %e %a", 1/0, -1/0, 1/0, -1/0))'
    [() => string_format("%.99f", 0.1), '0.100000000000000005551115123125782702118158340454101562500000000000000000000000000000000000000000000'], // lua5.4 -e 'print(string.format("%.99f", 0.1))'
    [() => string_format("%a|%A|%.2a|%.0a", F(1.0), 0.1, 0.1, 1.5), '0x1p+0|0X1.999999999999AP-4|0x1.9ap-4|0x2p+0'], // lua5.4 -e 'print(string.format("%a|%A|%.2a|%.0a", 1.0, 0.1, 0.1, 1.5))'
    [() => string_format("%a", 5e-324), '0x0.0000000000001p-1022'], // lua5.4 -e 'print(string.format("%a", 5e-324))'
    [() => string_format("%d"), err('bad argument #2 to \'format\' (no value)')], // lua5.4 -e 'print(pcall(function() return string.format("%d") end))'
    [() => string_format("%y", 1), err('invalid conversion \'%y\' to \'format\'')], // lua5.4 -e 'print(pcall(function() return string.format("%y", 1) end))'
    [() => string_format("%", 1), err('invalid conversion \'%\' to \'format\'')], // lua5.4 -e 'print(pcall(function() return string.format("%", 1) end))'
    [() => string_format("%100d", 1), err('invalid conversion specification: \'%100d\'')], // lua5.4 -e 'print(pcall(function() return string.format("%100d", 1) end))'
    [() => string_format("%#d", 1), err('invalid conversion specification: \'%#d\'')], // lua5.4 -e 'print(pcall(function() return string.format("%#d", 1) end))'
    [() => string_format("%-+ #0-+ #0-+ #0d", 1), err('invalid conversion specification: \'%-+ #0-+ #0-+ #0d\'')], // lua5.4 -e 'print(pcall(function() return string.format("%-+ #0-+ #0-+ #0d", 1) end))'
    [() => string_format("%10s", "a\x00b"), err('bad argument #2 to \'format\' (string contains zeros)')], // lua5.4 -e 'print(pcall(function() return string.format("%10s", "a\0b") end))'
    [() => string_format("%F", 1), err('invalid conversion \'%F\' to \'format\'')], // lua5.4 -e 'print(pcall(function() return string.format("%F", 1) end))'
    [() => string_format(), err('bad argument #1 to \'format\' (string expected, got no value)')], // lua5.4 -e 'print(pcall(function() return string.format() end))'
    [() => string_format("%5.1s|", ""), '     |'], // lua5.4 -e 'print(string.format("%5.1s|", ""))'
    [() => string_format("no specs"), 'no specs'], // lua5.4 -e 'print(string.format("no specs"))'
    [() => string_format("%%"), '%'], // lua5.4 -e 'print(string.format("%%"))'
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))('case %i', (_i, f, expected) => {
    expect(run(f)).toEqual(expected);
  });
});
