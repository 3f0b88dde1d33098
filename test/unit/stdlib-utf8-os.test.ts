// utf8 and os against lua5.4 (expected output pasted from the quoted lua5.4 commands).
import { describe, expect, it } from 'vitest';
import { utf8_char, utf8_charpattern, utf8_codepoint, utf8_len, utf8_offset, utf8Encode } from '../../runtime/index.js';
import { strftime } from '../../runtime/lua/stdlib/os-date-format.js';
import { os_clock } from '../../runtime/lua/stdlib/os.js';
import { LuaFloat } from '../../runtime/lua/values.js';
import { luaError, show, showResult } from './lua-helpers.js';

const u = (s: string) => utf8Encode(s);

describe('utf8', () => {
  // lua5.4 -e 'print(utf8.char(72, 228, 8364, 128512) == "Hä€😀", utf8.charpattern == "[\0-\x7F\xC2-\xFD][\x80-\xBF]*")' -> true true
  it('encodes and exposes charpattern', () => {
    expect(utf8_char(72, 228, 8364, 128512)).toBe(u('Hä€😀'));
    expect(utf8_charpattern).toBe('[\x00-\x7F\xC2-\xFD][\x80-\xBF]*');
    // lua5.4 -e 'print(#utf8.char(0x7FFFFFFF))' -> 6
    expect(utf8_char(0x7fffffff).length).toBe(6);
  });
  // lua5.4: print(utf8.codepoint("héllo", 1, -1)) -> 104 233 108 108 111
  // print(utf8.len("héllo"), utf8.len("\xff"), utf8.len("héllo", 3)) -> 5 nil 1 nil (len("\xff") returns nil 1; "héllo",3 -> nil 3)
  it('decodes and counts', () => {
    expect(showResult(utf8_codepoint(u('héllo'), 1, -1))).toBe('104\t233\t108\t108\t111');
    expect(show(utf8_len(u('héllo')) as number)).toBe('5');
    expect(showResult(utf8_len('\xff'))).toBe('nil\t1');
    expect(showResult(utf8_len(u('héllo'), 3))).toBe('nil\t3');
    // lua5.4: print(utf8.offset("héllo", 3), utf8.offset("héllo", -1), utf8.offset("héllo", 0, 3)) -> 4 6 2
    expect(show(utf8_offset(u('héllo'), 3), utf8_offset(u('héllo'), -1), utf8_offset(u('héllo'), 0, 3))).toBe('4\t6\t2');
    // lua5.4: print(utf8.offset("abc", 5), utf8.offset("abc", 4), utf8.offset("", 1)) -> nil 4 1
    expect(show(utf8_offset('abc', 5), utf8_offset('abc', 4), utf8_offset('', 1))).toBe('nil\t4\t1');
  });
  it('reports lua errors', () => {
    // lua5.4: pcall(utf8.offset, "héllo", 1, 3) -> initial position is a continuation byte ; utf8.len("abc", 5) -> bad argument #2 ... (initial position out of bounds)
    expect(luaError(() => utf8_offset(u('héllo'), 1, 3))).toBe('input:1: initial position is a continuation byte');
    expect(luaError(() => utf8_len('abc', 5))).toBe("input:1: bad argument #2 to 'len' (initial position out of bounds)");
    expect(luaError(() => utf8_codepoint('\xff'))).toBe('input:1: invalid UTF-8 code');
    expect(luaError(() => utf8_char(-1))).toBe("input:1: bad argument #1 to 'char' (value out of range)");
  });
});

describe('os.clock', () => {
  // Seconds since the runtime loaded, on performance.now()'s monotonic clock (Node's hrtime): never
  // negative, never decreasing, and never more than the seconds since the process's time origin.
  it('counts from the runtime load on the monotonic clock', () => {
    const seconds = (v: unknown) => (v instanceof LuaFloat ? v.n : v) as number;
    const a = seconds(os_clock());
    const b = seconds(os_clock());
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThanOrEqual(a);
    expect(b).toBeLessThanOrEqual(performance.now() / 1000);
  });
});

describe('os.date formatting', () => {
  // lua5.4 -e 'print(os.date("!%Y-%m-%d %H:%M:%S %a %j %U %W %V %G %u %w %e %p %I|%c|%Ec|%OH", 1700000000))'
  //   -> 2023-11-14 22:13:20 Tue 318 46 46 46 2023 2 2 14 PM 10|Tue Nov 14 22:13:20 2023|Tue Nov 14 22:13:20 2023|22
  it('formats like C strftime in the C locale', () => {
    expect(strftime('%Y-%m-%d %H:%M:%S %a %j %U %W %V %G %u %w %e %p %I|%c|%Ec|%OH', new Date(1700000000 * 1000), true))
      .toBe('2023-11-14 22:13:20 Tue 318 46 46 46 2023 2 2 14 PM 10|Tue Nov 14 22:13:20 2023|Tue Nov 14 22:13:20 2023|22');
    expect(strftime('%Ez', new Date(0), true)).toEqual({ bad: '%Ez' });
  });
});
