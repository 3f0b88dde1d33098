// Loop outlining (compiler/lua/generate/outline.ts): which loops of a large function become arrow
// functions called in place, and how outer locals go in and out. The behaviour is checked against
// lua5.4 by test/lua/outlined/*.lua and test/lua/errors/uncaught-in-outlined-loop.lua.
import { describe, it, expect } from 'vitest';
import { compileChunk } from '../../compiler/lua/index.js';

const compile = (src: string) => compileChunk(src, { chunkname: 'o.lua', filename: 'o.lua' }).code;
// enough statements to make the main chunk a large optimization unit
const filler = Array.from({ length: 30 }, (_, i) => `local v${i} = { ${i}, "${i}" }`).join('\n');

describe('loop outlining', () => {
  it('outlines the loops of a large chunk, passing outer locals in and assigned ones back', () => {
    const code = compile(`${filler}\nlocal n, s = 0, 0\nlocal t = {}\nfor i = 1, 10 do n = n + i; s = s + #t end\nprint(n, s)`);
    expect(code).toMatch(/\[n, s\] = \(\(t, n, s\) => \{|\[n, s\] = \(\(n, s, t\) => \{/);
    expect(code).toContain('return [n, s];');
  });

  it('leaves small chunks, loops with return or an outward goto, and async functions alone', () => {
    expect(compile('local n = 0\nfor i = 1, 10 do n = n + i end\nprint(n)')).not.toMatch(/=> \{$/m);
    const ret = compile(`${filler}\nlocal function f()\n${filler}\nfor i = 1, 10 do if i == 5 then return i end end\nend\nfor i = 1, 3 do if i == 2 then goto out end end\n::out::\nprint(f())`);
    expect(ret).not.toMatch(/=> \{$/m);
    const suspending = compileChunk(`${filler}\nlocal n = 0\nfor i = 1, 3 do n = n + wait(i) end\nprint(n)`, {
      chunkname: 'o.lua',
      filename: 'o.lua',
      suspending: ['wait'],
    }).code;
    expect(suspending).toContain('async function chunk');
    expect(suspending).not.toMatch(/=> \{$/m);
  });

  it('shares captured locals by closure instead of copying them', () => {
    const code = compile(`${filler}\nlocal c = 0\nlocal function inc() c = c + 1 end\nfor i = 1, 3 do inc(); c = c + i end\nprint(c)`);
    expect(code).toMatch(/\(\(inc\) => \{/);
    expect(code).not.toMatch(/c = \(\(/);
  });
});
