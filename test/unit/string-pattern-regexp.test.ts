// The RegExp translation of lua patterns (runtime/lua/stdlib/string/pattern-regexp.ts): which
// patterns it takes, and the hand-over to the matcher of patterns.ts when V8's RegExp engine gives up.
// Its results are checked against lua5.4 by test/lua/strings/regexp-*.lua.
import { describe, it, expect } from 'vitest';
import { regexPattern } from '../../runtime/lua/stdlib/string/pattern-regexp.js';
import { string_find, string_gmatch, string_gsub, string_match } from '../../runtime/lua/stdlib/string/index.js';
import type { LuaResult } from '../../runtime/lua/values.js';
import { LuaTable } from '../../runtime/lua/tables.js';

describe('which patterns become a RegExp', () => {
  it.each([
    ['(%a+)=(%d+);', 0], ['^(%a+)=', 1], ['%f[%a]k%a*', 0], ['[^\n]+', 0], ['()a-b?c*d+$', 0], ['^', 1], ['', 0],
    [`${'a?'.repeat(120)}`, 0], [`${'()'.repeat(32)}`, 0],
  ] as const)('%j from %i is translated', (pat, from) => {
    expect(regexPattern(pat, from)).toBeDefined();
  });
  it.each([
    ['%b()', 0], ['(a)%1', 0], ['(a', 0], ['a)', 0], ['[a', 0], ['a%', 0], ['%f', 0], ['%fa', 0],
    [`${'a?'.repeat(200)}`, 0], [`${'()'.repeat(33)}`, 0],
  ] as const)('%j from %i stays with the matcher', (pat, from) => {
    expect(regexPattern(pat, from)).toBeUndefined();
  });
  it('reads a leading ^ as an anchor (from 1) or as a literal (from 0, gmatch)', () => {
    expect(regexPattern('^a', 1)!.search.source).toBe('[\\x61]');
    expect(regexPattern('^a', 0)!.search.source).toBe('[\\x5e][\\x61]');
  });
});

describe('when the RegExp engine throws, the matcher takes over where it stopped', () => {
  // V8 raises a RangeError when its backtracking stack overflows; simulate it after `ok` execs.
  function breakAfter(pat: string, from: 0 | 1, ok: number): void {
    const rp = regexPattern(pat, from)!;
    for (const re of [rp.search, rp.sticky]) {
      let left = ok;
      const exec = RegExp.prototype.exec;
      re.exec = function (this: RegExp, s: string) {
        if (left-- <= 0) throw new RangeError('Maximum call stack size exceeded');
        return exec.call(this, s);
      };
    }
  }
  const list = (r: LuaResult) => (Array.isArray(r) ? r : [r]);

  it('gsub with a string, a function and a table', () => {
    breakAfter('(%w+)', 0, 2);
    expect(string_gsub('one two three four', '(%w+)', '<%1>')).toEqual(['<one> <two> <three> <four>', 4]);
    expect(regexPattern('(%w+)', 0)).toBeUndefined(); // dropped for good
    breakAfter('%w*', 0, 3);
    const seen: string[] = [];
    // lua5.4 -e 'print(string.gsub("ab cd ef", "%w*", function(s) io.write("[",s,"]") return "-" end))'
    expect(string_gsub('ab cd ef', '%w*', (s) => { seen.push(s as string); return '-'; })).toEqual(['- - -', 3]);
    expect(seen).toEqual(['ab', 'cd', 'ef']);
    breakAfter('%a', 0, 1);
    const t = new LuaTable();
    t.set('b', 'B');
    expect(string_gsub('abc', '%a', t)).toEqual(['aBc', 3]);
  });

  it('gmatch, find and match', () => {
    breakAfter('%d+', 0, 1);
    const it = string_gmatch('1 22 333', '%d+');
    expect([it(), it(), it(), it()]).toEqual(['1', '22', '333', []]);
    breakAfter('(%a)()', 0, 0);
    expect(list(string_find('12ab', '(%a)()'))).toEqual([3, 3, 'a', 4]);
    breakAfter('^(%d)', 1, 0);
    expect(string_match('7x', '^(%d)')).toBe('7');
  });
});
