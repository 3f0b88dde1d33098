// Prompt fixtures (test/fixtures/prompts/<case>/): prompt.md, case.ts (config with scripted models
// and stand-in Plugins, args, seed), expected.json (the run outcome), optional expected.trace.jsonl
// (the events whose types case.ts lists in `traceTypes`, or all). A mismatch writes actual.* files;
// UPDATE=1 rewrites the expected files (review every diff).
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadPrompt, run } from '../compiler/api.js';
import type { TraceEvent } from '../runtime/engine/trace.js';
import type { PromptCase } from './support/prompt-case.js';

const root = fileURLToPath(new URL('./fixtures/prompts', import.meta.url));
const update = process.env.UPDATE === '1';

function check(dir: string, name: string, actual: string): void {
  const file = join(dir, name);
  if (update || !existsSync(file)) writeFileSync(file, actual);
  const expected = readFileSync(file, 'utf8');
  if (expected !== actual) writeFileSync(join(dir, 'actual.' + name.replace(/^expected\./, '')), actual);
  expect(actual).toBe(expected);
}

describe('prompts', () => {
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    it(name, async () => {
      const c = ((await import(/* @vite-ignore */ pathToFileURL(join(dir, 'case.ts')).href)) as { default: PromptCase }).default;
      const prompt = await loadPrompt(join(dir, 'prompt.md'));
      const events: TraceEvent[] = [];
      const outcome = await run(prompt, {
        args: c.args ?? '', config: c.config ?? {}, seed: c.seed ?? 7, onEvent: (e) => events.push(e),
        now: new Date('2026-01-02T03:04:05.678Z'),
      });
      check(dir, 'expected.json', JSON.stringify(outcome, null, 2) + '\n');
      if (c.traceTypes !== undefined) {
        const picked = events.filter((e) => c.traceTypes!.includes(e.type));
        check(dir, 'expected.trace.jsonl', picked.map((e) => JSON.stringify(e)).join('\n') + '\n');
      }
      c.after?.(outcome, events);
    });
  }
});
