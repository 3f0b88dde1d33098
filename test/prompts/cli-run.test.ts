// `promptforge run` end to end (interfaces.md "CLI"): every example in examples/ runs on the
// scripted models and stand-in web Plugin of examples/promptforge.config.mjs. Uses the built CLI
// (bin/ -> dist/), as users do; `npm test` builds first.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const examples = join(repo, 'examples');
const bin = join(repo, 'bin', 'promptforge.js');

function cli(args: string[], cwd = examples) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const EXPECTED: Record<string, string> = {
  'page-fetcher.md': 'url: https://example.com',
  'researcher.md': 'Answer based on: {"results"',
  'two-step-research.md': 'Answer based on: {"results"',
  'note-taker.md': '1 notes saved',
  'router.md': 'long',
  'sourced-answer.md': 'no sources were read',
  'tool-inspector.md': 'page fetch false table',
  'shared-helper.md': 'page (fetch)',
  'fanout-digest.md': '4. deep-sea vents: Answer to: Write one sentence about deep-sea vents for a reader new to the sea.\n4 summaries saved',
};

describe('promptforge run', () => {
  for (const file of readdirSync(examples).filter((f) => f.endsWith('.md')).sort()) {
    it(`runs examples/${file}`, () => {
      const r = cli(['run', file, 'https://example.com']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(EXPECTED[file] ?? '');
    });
  }

  it('--json prints exactly one object; --trace with --seed is byte-identical across runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-cli-'));
    const a = cli(['run', 'researcher.md', 'q', '--json', '--seed', '5', '--trace', join(dir, 'a.jsonl')]);
    const b = cli(['run', 'researcher.md', 'q', '--json', '--seed', '5', '--trace', join(dir, 'b.jsonl')]);
    expect(a.status).toBe(0);
    expect(JSON.parse(a.stdout)).toMatchObject({ ok: true });
    expect(a.stdout).toBe(b.stdout);
    expect(readFileSync(join(dir, 'a.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'b.jsonl'), 'utf8'));
    expect(readFileSync(join(dir, 'a.jsonl'), 'utf8').split('\n')[0]).toBe('{"type":"run.start","section":null,"prompt":"researcher","seed":"5"}');
  });

  it('prints error[KIND]: MESSAGE and exits 1 when the Harness lacks a Plugin (no config file in cwd)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-cli-'));
    const prompt = join(dir, 'needs-kit.md');
    writeFileSync(prompt, readFileSync(join(examples, 'page-fetcher.md'), 'utf8').replaceAll('promptforge/web', 'acme/kit'));
    const r = cli(['run', prompt, 'x'], dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('error[RequirementsUnmet]: the environment cannot satisfy this prompt:\n- missing required Plugin: acme/kit\n');
    const j = cli(['run', prompt, '--json'], dir);
    expect(JSON.parse(j.stdout)).toEqual({ ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet', message: 'the environment cannot satisfy this prompt:\n- missing required Plugin: acme/kit' } });
  });

  it('the embedded default registers the real web Plugin (no config file in cwd)', () => {
    const r = cli(['run', join(examples, 'page-fetcher.md'), 'x'], tmpdir());
    expect(r.stderr).toBe('error[Tool]: tool call failure: invalid url\n');
    expect(r.status).toBe(1);
  });

  it('--store DIR keeps the store on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-store-'));
    const r = cli(['run', 'note-taker.md', 'Cats sleep.', '--store', dir]);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('example\n');
  });
});
