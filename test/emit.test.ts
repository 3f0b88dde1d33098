// The emitted module for a Lua chunk: header, exactly the runtime names used, source map, and every
// runtime name the compiler may emit exists in the runtime (style guide, "How the pieces meet").
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { compileChunk } from '../compiler/lua/index.js';
import { latin1FromBytes } from '../compiler/lua/byte-string.js';
import { compile } from '../compiler/index.js';
import { RUNTIME_EXPORTS } from '../compiler/emit/runtime-exports.js';
import { ENGINE_PART_EXPORTS, LIBRARY_EXPORTS } from '../compiler/emit/library-spec.js';
import * as runtime from '../runtime/index.js';
import * as luaRuntime from '../runtime/lua/index.js';

describe('emit', () => {
  it('every runtime name the compiler may emit exists in the runtime', () => {
    const missing = [...RUNTIME_EXPORTS, ...LIBRARY_EXPORTS].filter((name) => !(name in runtime));
    expect(missing).toEqual([]);
  });

  it('a plain chunk imports only from promptforge-js/runtime/lua, which reaches no engine or host module', () => {
    const chunkNames = [...RUNTIME_EXPORTS, ...LIBRARY_EXPORTS].filter((name) => !ENGINE_PART_EXPORTS.includes(name));
    expect(chunkNames.filter((name) => !(name in luaRuntime))).toEqual([]);
    // the static import graph of runtime/lua/index.ts (what node loads for a chunk) stays in runtime/lua
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm)) {
        visit(new URL((m[1] ?? m[2])!.replace(/\.js$/, '.ts'), pathToFileURL(file)).pathname);
      }
    };
    visit(new URL('../runtime/lua/index.ts', import.meta.url).pathname);
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((f) => !f.includes('/runtime/lua/'))).toEqual([]);
  });

  it('exports `lib`: exactly the globals and library members the chunk uses', () => {
    const libOf = (src: string) => /^export const lib = (.*);$/m.exec(compileChunk(src, { chunkname: 'l.lua', filename: 'l.lua' }).code)?.[1];
    expect(libOf('return 1')).toBe('() => ({})');
    expect(libOf('print(string.format("%d", 1), table.concat({}))'))
      .toBe('($o) => ({ print: createPrint($o.write ?? (() => {})), string: sandboxString({ format: string_format }), table: { concat: table_concat } })');
    // a method name reaches the string metatable; a field name too (`s.upper` is string.upper)
    expect(libOf('local s = "x"; return s:rep(2), s.upper')).toBe('($o) => ({ string: sandboxString({ rep: string_rep, upper: string_upper }) })');
    // a dynamic use of a library takes all of it
    expect(libOf('local k = "sub"; return string[k]')).toBe('($o) => ({ string: sandboxString(createStringLib()) })');
    expect(libOf('local t = math; return t.pi')).toBe('($o) => ({ math: createMathLib($o.randomSeed) })');
    // a dynamic key may be any string literal of the chunk that names a string member
    expect(libOf('local t, k = {}, "len"; return t[k], ("x")[k]')).toBe('($o) => ({ string: sandboxString({ len: string_len }) })');
    // getmetatable("").__index is the string table
    expect(libOf('return getmetatable("")')).toBe('($o) => withStringArith({ getmetatable: base_getmetatable, string: sandboxString(createStringLib()) })');
    // arithmetic may meet a string (its metatable's __add converts it); numerals alone never do
    expect(libOf('local x = 1\nreturn x + 1')).toBe('($o) => withStringArith({})');
    expect(libOf('local x = 1\nreturn -x')).toBe('($o) => withStringArith({})');
    expect(libOf('return -1, 2 ^ -3 // 4, 1 .. 2, 1 & 2, #"x"')).toBe('() => ({})');
    expect(libOf('return _G')).toBe('($o) => fullLib($o, true)');
    expect(libOf('return math.random(3), math.pi')).toBe('($o) => ({ math: { pi: Math.PI, ...createRandomFunctions($o.randomSeed) } })');
  });

  it('a library export name is never taken by a Lua local', () => {
    const { code } = compileChunk('local string_format = 1\nreturn string.format("%d", string_format)', { chunkname: 'r.lua', filename: 'r.lua' });
    expect(code).toContain('let string_format_1 = 1;');
  });

  it('runtime/lua/index.ts re-exports the loop helpers, and runtime/index.ts all of it', () => {
    const lua = readFileSync(new URL('../runtime/lua/index.ts', import.meta.url), 'utf8');
    expect(lua).toMatch(/from '\.\/loops\.js'/);
    const index = readFileSync(new URL('../runtime/index.ts', import.meta.url), 'utf8');
    expect(index).toMatch(/^export \* from '\.\/lua\/index\.js';$/m);
  });

  it('writes a header and one import block of exactly the names used', () => {
    const { code, diagnostics } = compileChunk('local t = {}\nt.x = 1\nprint(t.x + 1)\n', { chunkname: 'a.lua', filename: 'a.lua' });
    expect(diagnostics).toEqual([]);
    const lines = code.split('\n');
    expect(lines[0]).toBe('// Generated by promptforge-js 0.1.0 from a.lua');
    expect(lines[1]).toBe(
      'import { EMPTY, add, callable, clockOf, createPrint, errorAt, fields, indexMiss, setindex, tableFrom, withStringArith } from "promptforge-js/runtime/lua";',
    );
    expect(code.match(/^import /gm)).toHaveLength(1);
    expect(code).toContain('export default function chunk(_ENV, ...$va) {');
  });

  it('keeps Lua names, renames clashes with _1, keeps output ASCII', () => {
    const { code } = compileChunk('local count = ...\nlocal count = count + 1\nlocal index = "é"\nprint(count, index)', {
      chunkname: 'b.lua',
      filename: 'b.lua',
    });
    expect(code).toContain('let count = $va[0];');
    // `+` on locals gets an inline number fast path with the runtime call as its slow path
    expect(code).toContain('let count_1 = (typeof count === "number"');
    expect(code).toContain(': add(count, 1');
    expect(code).toContain('let index_1 = "\\xc3\\xa9";');
    expect(/^[\x00-\x7f]*$/.test(code)).toBe(true);
  });

  it('maps generated lines back to Lua lines plus the line offset', () => {
    const { code, map } = compileChunk('local a = 1\n\nprint(a)\n', { chunkname: 'c.md', filename: 'c.md', lineOffset: 10 });
    const lines = code.split('\n');
    const decoded = decode(map!.mappings);
    const printAt = lines.findIndex((l) => l.includes('"print"'));
    expect(decoded[printAt]![0]![2]).toBe(12); // 0-based: Lua line 3 + 10 -> line 13
    expect(code).toContain('$line = 13;');
  });

  it('reports syntax errors like lua5.4, with 1-based positions', () => {
    const { diagnostics } = compileChunk('local x = = 1', { chunkname: 'd.lua', filename: 'd.lua' });
    expect(diagnostics).toEqual([{ code: 'lua-syntax', kind: 'error', message: "unexpected symbol near '='", line: 1, column: 11 }]);
    const c = compileChunk('local x <const> = 1\nx = 2', { chunkname: 'd.lua', filename: 'd.lua' });
    expect(c.diagnostics[0]).toMatchObject({ code: 'lua-assign-const', message: "attempt to assign to const variable 'x'", line: 2 });
  });

  it('takes lines and columns from node ranges: \\r, \\r\\n, \\n\\r and multi-line tokens count as lua counts them', () => {
    // positions.ts replaces luaparse's `loc`: a const assignment's diagnostic and `$line` after
    // a long string, an escaped newline and each line ending lua5.4 knows
    const body = 'local s = [[a\nb]] .. "c\\\nd"\nlocal x <const> = 1\n  x = 2';
    for (const eol of ['\n', '\r\n', '\r', '\n\r']) {
      const c = compileChunk(body.replaceAll('\n', eol), { chunkname: 'p.lua', filename: 'p.lua' });
      expect(c.diagnostics[0]).toMatchObject({ code: 'lua-assign-const', line: 5, column: 3 });
    }
    // an escaped \r\n in a string is one line break before an attribute error (lua5.4: line 7)
    const crlf = compileChunk('s = "\\\r\n"\r\nlocal\r\n  m\r\n  <const>\r\n  = 3\r\nlocal u <foo> = 1\r\n', { chunkname: 'u.lua', filename: 'u.lua' });
    expect(crlf.diagnostics).toMatchObject([{ code: 'lua-unknown-attribute', line: 7, column: 9 }]);
    const { code } = compileChunk('local t = [[\n\n]]\r\nprint(t\r\n.x)', { chunkname: 'q.lua', filename: 'q.lua' });
    // the field read's error line is the line its expression ends on, as lua5.4 reports it
    expect(code).toContain('($line = 5, ');
  });

  it('reads source bytes one char code per byte: ASCII runs, UTF-8 and other high bytes, long runs', () => {
    const bytes = new Uint8Array(0x8000 * 3 + 77);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 1000 < 500 ? (i * 7) % 128 : 128 + (i % 128);
    bytes.set([0xef, 0xbb, 0xbf], 0); // a BOM stays three bytes
    const s = latin1FromBytes(bytes);
    expect(s.length).toBe(bytes.length);
    expect([...s].every((c, i) => c.charCodeAt(0) === bytes[i])).toBe(true);
    expect(latin1FromBytes(new TextEncoder().encode('print("é")'))).toBe('print("\xc3\xa9")');
    expect(latin1FromBytes(new Uint8Array(0))).toBe('');
  });

  it('a prompt block decodes \\u{...} escapes past U+10FFFF as lua5.4 does (6 bytes), like a chunk', () => {
    const md = '---\nname: u\ndescription: d\npromptforge: 0\n---\n\n# T\n\n## A\n\n```lua\nlocal s = "\\u{7FFFFFFF}"\nreturn #s\n```\n';
    const r = compile(md, { filename: 'u.md' });
    expect(r.diagnostics).toEqual([]);
    expect(r.code).toContain('let s = "\\xfd\\xbf\\xbf\\xbf\\xbf\\xbf";');
  });

  it('compiles integer for loops to plain JS counting loops', () => {
    const { code } = compileChunk('local s = 0\nfor i = 1, 10 do s = s + i end\nprint(s)', { chunkname: 'e.lua', filename: 'e.lua' });
    expect(code).toMatch(/for \(let i = 1, \$last = forLimit\(10, 1, 1\); i <= \$last; i\+\+\) \{/);
  });

  it('compiles a chunk of 150,000 statements (its lines are never spread into one call)', () => {
    const source = 'local x = 0\n' + 'x = x + 1\n'.repeat(150_000) + 'local function f() ' + 'x = x + 1 '.repeat(150_000) + 'end\nprint(x)\n';
    const { code, diagnostics } = compileChunk(source, { chunkname: 'big.lua', filename: 'big.lua' });
    expect(diagnostics).toEqual([]);
    expect(code.split('\n').length).toBeGreaterThan(300_000);
  }, 120_000);
});
