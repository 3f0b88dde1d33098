// A loop that only fills a table (`for i = a, b[, c] do t[i] = k end`) runs in blocks with one
// checkpoint between two blocks instead of a countdown per pass (compiler/lua/generate/
// ForNumericStatement.ts blockHeader): the instruction budget and cancellation must still stop it.
import { describe, expect, it } from 'vitest';
import { compile, importCompiled, run } from '../../compiler/api.js';
import { luaPrompt as prompt } from '../support/lua-prompt.js';

/** Compiles `body`, checking that its fill loop got the blocked form. */
async function load(name: string, body: string) {
  const code = compile(prompt(name, body), { filename: `${name}.md` }).code;
  expect(code).toContain('$clock.slice()) { let $e = ');
  return importCompiled(code);
}

// a nil store into an empty table takes the slow path every time and changes nothing: the loop
// could run for as long as the budget lets it
const fill = (header: string) => `local function fill(t, n, s)\n  ${header} t[i] = nil end\nend\nfill({}, 5000000, 3)\nreturn 'done'`;

describe('fill loops and the instruction budget', () => {
  for (const header of ['for i = 1, n do', 'for i = n, 1, -1 do', 'for i = 1, n, s do', 'for i = 0.5, n do']) {
    it(`stops \`${header}\` past its budget`, async () => {
      const out = await run(await load('fill', fill(header)), { config: { limits: { instructions: 100_000 } } });
      expect(out.ok).toBe(false);
      expect(!out.ok && out.error.message).toContain('instruction budget exceeded');
    }, 30_000);
  }

  // appends of a constant are stored at once (runtime/lua/table-fill.ts appendRun) only when the
  // budget covers the whole run: past it, the loop still stops
  it('stops a run of appends past its budget', async () => {
    const code = 'local function fill(t, n) for i = 1, n do t[i] = true end end\nlocal t = {}\nfill(t, 3000000)\nreturn tostring(#t)';
    const out = await run(await load('appends', code), { config: { limits: { instructions: 100_000 } } });
    expect(out.ok).toBe(false);
    expect(!out.ok && out.error.message).toContain('instruction budget exceeded');
  }, 30_000);

  it('runs a fill loop within its budget to the end', async () => {
    const out = await run(await load('fits', 'local function fill(t, n) for i = 1, n do t[i] = i % 2 == 0 end end\nlocal t = {}\nfill(t, 1)\nlocal function f(t, n) for i = 1, n do t[i] = true end end\nf(t, 50000)\nreturn tostring(#t)'), { config: { limits: { instructions: 1_000_000 } } });
    expect(out).toEqual({ ok: true, result: '50000' });
  }, 30_000);
});
