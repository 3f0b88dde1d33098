import { describe, it, expect } from 'vitest';
import {
  
  string_pack, string_packsize, string_unpack,
} from '../../runtime/lua/stdlib/string/index.js';
import { F, err, run } from './string-cases.js';

// Each expected value is what the lua5.4 command in the case's comment prints (5.4.4).

describe('pack unpack packsize (against lua5.4)', () => {
  const cases: [() => unknown, unknown][] = [
    [() => string_pack("<i4", 1), '\x01\x00\x00\x00'], // lua5.4 -e 'print(string.pack("<i4", 1))'
    [() => string_pack(">i2", -2), '\xff\xfe'], // lua5.4 -e 'print(string.pack(">i2", -2))'
    [() => string_pack("b", 128), err('bad argument #2 to \'pack\' (integer overflow)')], // lua5.4 -e 'print(pcall(function() return string.pack("b", 128) end))'
    [() => string_pack("B", -1), err('bad argument #2 to \'pack\' (unsigned overflow)')], // lua5.4 -e 'print(pcall(function() return string.pack("B", -1) end))'
    [() => string_pack("i17", 1), err('integral size (17) out of limits [1,16]')], // lua5.4 -e 'print(pcall(function() return string.pack("i17", 1) end))'
    [() => string_pack("y"), err('invalid format option \'y\'')], // lua5.4 -e 'print(pcall(function() return string.pack("y") end))'
    [() => string_pack("c"), err('missing size for format option \'c\'')], // lua5.4 -e 'print(pcall(function() return string.pack("c") end))'
    [() => string_pack("z", "a\x00"), err('bad argument #2 to \'pack\' (string contains zeros)')], // lua5.4 -e 'print(pcall(function() return string.pack("z", "a\0") end))'
    [() => string_pack("s1", 'x'.repeat(256)), err('bad argument #2 to \'pack\' (string length does not fit in given size)')], // lua5.4 -e 'print(pcall(function() return string.pack("s1", string.rep("x", 256)) end))'
    [() => string_pack("c2", "abc"), err('bad argument #2 to \'pack\' (string longer than given size)')], // lua5.4 -e 'print(pcall(function() return string.pack("c2", "abc") end))'
    [() => string_pack("!4 b i4", 1, 2), '\x01\x00\x00\x00\x02\x00\x00\x00'], // lua5.4 -e 'print(string.pack("!4 b i4", 1, 2))'
    [() => string_pack("Xc1"), err('bad argument #1 to \'pack\' (invalid next option for option \'X\')')], // lua5.4 -e 'print(pcall(function() return string.pack("Xc1") end))'
    [() => string_pack("!3 i4", 1), err('bad argument #1 to \'pack\' (format asks for alignment not power of 2)')], // lua5.4 -e 'print(pcall(function() return string.pack("!3 i4", 1) end))'
    [() => string_pack("<d", 1.5), '\x00\x00\x00\x00\x00\x00\xf8?'], // lua5.4 -e 'print(string.pack("<d", 1.5))'
    [() => string_pack("<f", 0.1), '\xcd\xcc\xcc='], // lua5.4 -e 'print(string.pack("<f", 0.1))'
    [() => string_pack("z c3 s2", "hi", "ab", "xyz"), 'hi\x00ab\x00\x03\x00xyz'], // lua5.4 -e 'print(string.pack("z c3 s2", "hi", "ab", "xyz"))'
    [() => string_pack("<j", -9223372036854775808n), '\x00\x00\x00\x00\x00\x00\x00\x80'], // lua5.4 -e 'print(string.pack("<j", math.mininteger))'
    [() => string_pack("<i16", -2), '\xfe\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff'], // lua5.4 -e 'print(string.pack("<i16", -2))'
    [() => string_pack("i", 1.5), err('bad argument #2 to \'pack\' (number has no integer representation)')], // lua5.4 -e 'print(pcall(function() return string.pack("i", 1.5) end))'
    [() => string_pack("i"), err('bad argument #2 to \'pack\' (number expected, got nil)')], // lua5.4 -e 'print(pcall(function() return string.pack("i") end))'
    [() => string_unpack("<i4", "\x01\x00\x00\x00"), [1, 5]], // lua5.4 -e 'print(string.unpack("<i4", "\1\0\0\0"))'
    [() => string_unpack("<i2 i2", "\x01\x00\x02\x00"), [1, 2, 5]], // lua5.4 -e 'print(string.unpack("<i2 i2", "\1\0\2\0"))'
    [() => string_unpack("<I8", "\xff\xff\xff\xff\xff\xff\xff\xff"), [-1, 9]], // lua5.4 -e 'print(string.unpack("<I8", "\255\255\255\255\255\255\255\255"))'
    [() => string_unpack("<i9", "\x00\x00\x00\x00\x00\x00\x00\x00\x01"), err('9-byte integer does not fit into Lua Integer')], // lua5.4 -e 'print(pcall(function() return string.unpack("<i9", "\0\0\0\0\0\0\0\0\1") end))'
    [() => string_unpack("z", "abc"), err('bad argument #2 to \'unpack\' (unfinished string for format \'z\')')], // lua5.4 -e 'print(pcall(function() return string.unpack("z", "abc") end))'
    [() => string_unpack("z", "ab\x00c"), ['ab', 4]], // lua5.4 -e 'print(string.unpack("z", "ab\0c"))'
    [() => string_unpack("s1", "\x03abcd"), ['abc', 5]], // lua5.4 -e 'print(string.unpack("s1", "\3abcd"))'
    [() => string_unpack("s1", "\x09abcd"), err('bad argument #2 to \'unpack\' (data string too short)')], // lua5.4 -e 'print(pcall(function() return string.unpack("s1", "\9abcd") end))'
    [() => string_unpack("i4", "abc"), err('bad argument #2 to \'unpack\' (data string too short)')], // lua5.4 -e 'print(pcall(function() return string.unpack("i4", "abc") end))'
    [() => string_unpack("i1", "abc", 5), err('bad argument #3 to \'unpack\' (initial position out of string)')], // lua5.4 -e 'print(pcall(function() return string.unpack("i1", "abc", 5) end))'
    [() => string_unpack("i1", "abc", -1), [99, 4]], // lua5.4 -e 'print(string.unpack("i1", "abc", -1))'
    [() => string_unpack("<f", "\x00\x00\xc0\x3f"), [1.5, 5]], // lua5.4 -e 'print(string.unpack("<f", "\0\0\192\63"))'
    [() => string_unpack("<d", "\x00\x00\x00\x00\x00\x00\xf0\x3f"), [F(1.0), 9]], // lua5.4 -e 'print(string.unpack("<d", "\0\0\0\0\0\0\240\63"))'
    [() => string_unpack("!4 b i4", "\x01\x00\x00\x00\x02\x00\x00\x00"), [1, 2, 9]], // lua5.4 -e 'print(string.unpack("!4 b i4", "\1\0\0\0\2\0\0\0"))'
    [() => string_packsize("i4 i8 d"), 20], // lua5.4 -e 'print(string.packsize("i4 i8 d"))'
    [() => string_packsize("!8 b d"), 16], // lua5.4 -e 'print(string.packsize("!8 b d"))'
    [() => string_packsize("s"), err('bad argument #1 to \'packsize\' (variable-length format)')], // lua5.4 -e 'print(pcall(function() return string.packsize("s") end))'
    [() => string_packsize("z"), err('bad argument #1 to \'packsize\' (variable-length format)')], // lua5.4 -e 'print(pcall(function() return string.packsize("z") end))'
    [() => string_packsize("c2147483647"), err('invalid format option \'7\'')], // lua5.4 -e 'print(pcall(function() return string.packsize("c2147483647") end))'
    [() => string_packsize("c1000000000c1000000000c1000000000"), err('bad argument #1 to \'packsize\' (format result too large)')], // lua5.4 -e 'print(pcall(function() return string.packsize("c1000000000c1000000000c1000000000") end))'
    [() => string_packsize(""), 0], // lua5.4 -e 'print(string.packsize(""))'
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))('case %i', (_i, f, expected) => {
    expect(run(f)).toEqual(expected);
  });
});
