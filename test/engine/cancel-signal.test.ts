// The run's cancel signal (interfaces.md: what a model's complete and a Plugin's ctx.signal get):
// a cancel rejects the Harness call in flight through runtime/engine/cancel.ts (no abort listener
// on the signal); at the run's end it is aborted only when tasks or arms may still run.
import { describe, expect, it } from 'vitest';
import { compile, importCompiled, run } from '../../compiler/api.js';
import type { ModelRequest, Reply } from '../../runtime/engine/model-protocol.js';

const prompt = (body: string, extra = '') => `---
name: sig
description: sig
promptforge: 0
models:
  writer: {}
---

# Sig

## Main

\`\`\`lua
${body}
\`\`\`
${extra}`;

const load = async (body: string, extra = '') => {
  const c = compile(prompt(body, extra), { filename: 'sig.md' });
  expect(c.diagnostics).toEqual([]);
  return importCompiled(c.code);
};

describe('the run cancel signal', () => {
  it('a cancel while the model answers ends the run Cancelled and aborts the signal the model got', async () => {
    const p = await load("models.use('writer')\nreturn models.infer('hi')");
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const model = {
      complete: (_r: ModelRequest, signal: AbortSignal) => {
        seen = signal;
        setTimeout(() => controller.abort(), 10);
        return new Promise<never>(() => {}); // never answers: only the cancel ends the call
      },
    };
    const out = await run(p, { signal: controller.signal, config: { models: { writer: model } } });
    expect(out).toMatchObject({ ok: false, error: { kind: 'Cancelled' } });
    expect(seen?.aborted).toBe(true);
  });

  it('after a run that spawned nothing the signal the model got is not aborted (nothing runs any more)', async () => {
    const p = await load("models.use('writer')\nreturn models.infer('hi')");
    let seen: AbortSignal | undefined;
    const model = { complete: async (_r: ModelRequest, signal: AbortSignal) => ((seen = signal), { text: 'answer' }) };
    expect(await run(p, { config: { models: { writer: model } } })).toEqual({ ok: true, result: 'answer' });
    expect(seen?.aborted).toBe(false);
  });

  it('a cancelled task rejects its call in flight, and a run that spawned one aborts its signal at the end', async () => {
    const p = await load("models.use('writer')\nlocal t = tasks.spawn('### Slow')\nlocal a = models.infer('hi')\ntasks.cancel(t)\nreturn a", `
### Slow

\`\`\`lua
models.use('writer')
return models.infer('slow')
\`\`\`
`);
    const signals: AbortSignal[] = [];
    const model = {
      complete: (r: ModelRequest, signal: AbortSignal) => {
        signals.push(signal);
        const last = r.messages[r.messages.length - 1]!.content;
        // the main section's answer comes later, so the task's call is in flight by then
        return last === 'slow' ? new Promise<never>(() => {}) : new Promise<Reply>((resolve) => setTimeout(() => resolve({ text: 'answer' }), 20));
      },
    };
    expect(await run(p, { config: { models: { writer: model } } })).toEqual({ ok: true, result: 'answer' });
    expect(signals.length).toBe(2);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  // The run's signal is made on first read (cancel.ts RunStop): a Plugin tool reading ctx.signal
  // before or only after the cancel sees the same aborted signal, and a tool that never reads it
  // is still cancelled.
  const toolPrompt = `---
name: sig
description: sig
promptforge: 0
plugins:
  - acme/slow
tools:
  wait: acme/slow/wait
---

# Sig

## Main

\`\`\`lua
return tools.call('wait', {})
\`\`\`
`;
  for (const when of ['before', 'after', 'never'] as const) {
    it(`a cancel while a Plugin tool runs ends the run Cancelled (the tool reads ctx.signal ${when} the cancel)`, async () => {
      const c = compile(toolPrompt, { filename: 'sig.md' });
      expect(c.diagnostics).toEqual([]);
      const p = await importCompiled(c.code);
      const controller = new AbortController();
      const seen: AbortSignal[] = [];
      const plugin = {
        id: 'acme/slow',
        tools: [{
          name: 'wait', description: 'waits', parameters: { type: 'object' },
          run: (_a: unknown, ctx: { readonly signal: AbortSignal }) => {
            if (when === 'before') seen.push(ctx.signal);
            setTimeout(() => {
              controller.abort();
              if (when === 'after') seen.push(ctx.signal);
            }, 10);
            return new Promise<string>(() => {}); // never answers: only the cancel ends the call
          },
        }],
      };
      const out = await run(p, { signal: controller.signal, config: { plugins: [plugin] } });
      expect(out).toEqual({ ok: false, error: { phase: 'run', kind: 'Cancelled', message: 'interrupted by Ctrl-C' } });
      expect(seen.length).toBe(when === 'never' ? 0 : 1);
      expect(seen.every((s) => s.aborted)).toBe(true);
    });
  }
});
