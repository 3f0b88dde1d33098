// Two runs in one process (a server answering concurrent requests) keep their own cancellation
// signal and instruction budget: each compiled chunk checks the clock of the run whose environment
// it was called with (runtime/lua/interrupts.ts), not a process-wide one.
import { describe, expect, it } from 'vitest';
import { compile, importCompiled, run } from '../../compiler/api.js';
import { luaPrompt as prompt } from '../support/lua-prompt.js';

const load = async (name: string, body: string) => importCompiled(compile(prompt(name, body), { filename: `${name}.md` }).code);

describe('concurrent runs in one process', () => {
  it('a run that finishes first does not take the cancel signal of a run still looping', async () => {
    const spin = await load('spin', 'local n = 0\nwhile true do n = n + 1 end');
    const quick = await load('quick', 'return "quick"');
    const controller = new AbortController();
    const spinning = run(spin, { signal: controller.signal });
    // the loop yields to the event loop at its checkpoints, so the second run starts and ends meanwhile
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await run(quick)).toEqual({ ok: true, result: 'quick' });
    controller.abort();
    const out = await spinning;
    expect(out.ok).toBe(false);
    expect(!out.ok && out.error.kind).toBe('Cancelled');
  }, 10_000);

  it('each run counts its own instruction budget', async () => {
    const loop = (n: number) => `local s = 0\nfor i = 1, ${n} do s = s + i end\nreturn tostring(s)`;
    const limited = await load('limited', loop(5_000_000));
    const free = await load('free', loop(3_000_000));
    const [a, b] = await Promise.all([
      run(limited, { config: { limits: { instructions: 100_000 } } }),
      run(free),
    ]);
    expect(a.ok).toBe(false);
    expect(!a.ok && a.error.message).toContain('instruction budget exceeded');
    expect(b).toEqual({ ok: true, result: String((3_000_000 * 3_000_001) / 2) });
  }, 30_000);
});
