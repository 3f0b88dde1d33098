// The string table, gmatch iterators, the memory guard and suspension (async callbacks).
import { describe, it, expect, afterEach } from 'vitest';
import { LuaTable, tableNext } from '../../runtime/lua/tables.js';
import { LuaError } from '../../runtime/lua/errors.js';
import { limits, setLimits } from '../../runtime/lua/limits.js';
import type { LuaResult } from '../../runtime/lua/values.js';
import {
  createStringLib, string_format, string_gmatch, string_gsub, string_rep,
} from '../../runtime/lua/stdlib/string/index.js';

const tick = () => new Promise<void>((r) => setTimeout(r, 1));

function all(it: () => unknown): unknown[] {
  const out: unknown[] = [];
  for (;;) {
    const r = it();
    if (Array.isArray(r) && r.length === 0) return out;
    out.push(r);
  }
}

describe('createStringLib', () => {
  it('has every lua 5.4 string function', () => {
    const t = createStringLib();
    const names: string[] = [];
    for (let k = tableNext(t, undefined); k; k = tableNext(t, k[0])) names.push(k[0] as string);
    // lua5.4 -e 'local t = {} for k in pairs(string) do t[#t+1] = k end table.sort(t) print(table.concat(t, " "))'
    expect(names.sort().join(' ')).toBe(
      'byte char dump find format gmatch gsub len lower match pack packsize rep reverse sub unpack upper');
  });
});

describe('gmatch', () => {
  it('iterates captures, positions and empty matches', () => {
    // lua5.4 -e 'for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do print(k, v) end'
    expect(all(string_gmatch('a=1, b=2', '(%w+)=(%w+)') as () => unknown)).toEqual([['a', '1'], ['b', '2']]);
    // lua5.4 -e 'for p in string.gmatch("abc", "()") do io.write(p, " ") end'  -> 1 2 3 4
    expect(all(string_gmatch('abc', '()') as () => unknown)).toEqual([1, 2, 3, 4]);
    // lua5.4 -e 'for w in string.gmatch("hello world", "%a+", 3) do print(w) end'  -> llo, world
    expect(all(string_gmatch('hello world', '%a+', 3) as () => unknown)).toEqual(['llo', 'world']);
    // lua5.4 -e 'for m in string.gmatch("a,b,,c", "([^,]*)") do io.write("<", m, ">") end'
    expect(all(string_gmatch('a,b,,c', '([^,]*)') as () => unknown)).toEqual(['a', 'b', '', 'c']);
  });
  it('keeps its own position while other matches run in between', () => {
    const it1 = string_gmatch('one two three', '%a+') as () => unknown;
    expect(it1()).toBe('one');
    expect(all(string_gmatch('x y', '%a') as () => unknown)).toEqual(['x', 'y']);
    expect(it1()).toBe('two');
  });
});

describe('memory guard', () => {
  const saved = limits.maxStringBytes;
  afterEach(() => setLimits({ maxStringBytes: saved }));
  it('string.rep fails past limits.maxStringBytes with lua\'s message', () => {
    setLimits({ maxStringBytes: 1000 });
    expect(string_rep('ab', 500)).toHaveLength(1000);
    expect(() => string_rep('ab', 501)).toThrow(LuaError);
    try {
      string_rep('a', 10, ',');
      string_rep('a', 600, ',');
    } catch (e) {
      expect((e as LuaError).value).toBe('resulting string too large');
    }
  });
});

describe('suspension', () => {
  it('gsub with a synchronous function returns results directly', () => {
    expect(string_gsub('abc', '%a', (c) => (c as string).toUpperCase())).toEqual(['ABC', 3]);
  });
  it('gsub returns a Promise when the replacement function is async', async () => {
    const calls: string[] = [];
    const r = string_gsub('a1b2c3', '(%a)(%d)', async (a, d): Promise<LuaResult> => {
      await tick();
      calls.push(`${a as string}${d as string}`);
      return d === '2' ? undefined : `<${a as string}>`;
    });
    expect(r).toBeInstanceOf(Promise);
    // lua5.4 -e 'print(string.gsub("a1b2c3", "(%a)(%d)", function(a, d) if d ~= "2" then return "<"..a..">" end end))'
    expect(await r).toEqual(['<a>b2<c>', 3]);
    expect(calls).toEqual(['a1', 'b2', 'c3']);
  });
  it('switches to async only from the first Promise on, honouring max n and anchors', async () => {
    let n = 0;
    const f = (c: unknown) => (++n === 2 ? Promise.resolve(`[${c as string}]`) : `(${c as string})`);
    expect(await string_gsub('abcd', '%a', f, 3)).toEqual(['(a)[b](c)d', 3]);
    expect(await string_gsub('abc', '^%a', async () => 'X')).toEqual(['Xbc', 1]);
    expect(await string_gsub('abc', 'x', async () => 'X')).toEqual(['abc', 0]);
  });
  it('async replacement may run other matches while it waits', async () => {
    const r = await string_gsub('ab cd', '%a+', async (w) => {
      await tick();
      return string_gsub(w as string, '%a', '%0%0') as LuaResult;
    });
    expect(r).toEqual(['aabb ccdd', 2]);
  });
  it('errors from an async replacement reject, and bad values are reported', async () => {
    await expect(string_gsub('ab', '%a', async () => { throw new LuaError('boom'); })).rejects.toBeInstanceOf(LuaError);
    await expect(string_gsub('ab', '%a', async () => new LuaTable())).rejects.toMatchObject({
      value: 'invalid replacement value (a table)',
    });
  });
  it('format %s awaits an async __tostring', async () => {
    const t = new LuaTable();
    const mt = new LuaTable();
    mt.set('__tostring', async () => {
      await tick();
      return 'OBJ';
    });
    t.metatable = mt;
    const r = string_format('[%s|%5s|%d]', t, t, 7);
    expect(r).toBeInstanceOf(Promise);
    expect(await r).toBe('[OBJ|  OBJ|7]');
  });
});
