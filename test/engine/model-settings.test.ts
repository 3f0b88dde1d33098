// models.use options reach the model (reference §3.2): they apply to later rounds on that
// selection, a plain models.use(label) clears them, and explicit handles never carry them.
import { describe, expect, it } from 'vitest';
import { compile, importCompiled, run, scriptedModel, type ModelRequest } from '../../compiler/api.js';

const PROMPT = `---
name: settings
description: models.use options
promptforge: 0
models:
  writer: {}
---

# Settings

## Ask

\`\`\`lua
models.use('writer', { temperature = 0.25, max_tokens = 64 })
local a = models.infer('one')
local list = messages.new():user('two')
models.loop(list)
local b = models.infer(models.get('writer'), 'three')
models.use('writer')
local c = models.infer('four')
return a .. list[#list].content .. b .. c
\`\`\`
`;

describe('models.use options', () => {
  it('go with each request on the selection, not with a handle, and a plain models.use clears them', async () => {
    const { code, diagnostics } = compile(PROMPT, { filename: 'settings.md' });
    expect(diagnostics).toEqual([]);
    const prompt = await importCompiled(code, 'settings');
    const seen: Array<ModelRequest['settings']> = [];
    const reply = (text: string) => (request: ModelRequest) => {
      seen.push(request.settings);
      return { text };
    };
    const outcome = await run(prompt, {
      seed: 1,
      config: { models: { writer: scriptedModel([reply('1'), reply('2'), reply('3'), reply('4')]) } },
    });
    expect(outcome).toEqual({ ok: true, result: '1234' });
    expect(seen).toEqual([{ temperature: 0.25, maxTokens: 64 }, { temperature: 0.25, maxTokens: 64 }, undefined, undefined]);
  });
});
