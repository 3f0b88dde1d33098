// Every cassette shipped in examples/cassettes/ replays offline, with no config and no model,
// byte-identical to the stdout and trace kept beside it when it was recorded
// (scripts/record-example-cassettes.mjs).

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, repo, runCli } from '../providers/cli.js';

const folder = join(repo, 'examples/cassettes');
const names = (await readdir(folder)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
let dir: string;

beforeAll(async () => {
  ensureBuilt();
  dir = await mkdtemp(join(tmpdir(), 'pf-shipped-'));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('shipped cassettes', () => {
  it('there are some, one per recorded example', () => {
    expect(names).toEqual(expect.arrayContaining(['researcher']));
  });

  it.each(names)('%s replays byte-identically', async (name) => {
    const cassette = JSON.parse(await readFile(join(folder, `${name}.json`), 'utf8')) as { args: string };
    const trace = join(dir, `${name}.jsonl`);
    // No PROMPTFORGE_BASE_URL: the embedded default has no model, so only the cassette can answer.
    const r = await runCli(['run', `examples/${name}.md`, cassette.args, '--replay', `examples/cassettes/${name}.json`, '--trace', trace], { env: { PROMPTFORGE_BASE_URL: undefined } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(await readFile(join(folder, `${name}.out`), 'utf8'));
    expect(await readFile(trace, 'utf8')).toBe(await readFile(join(folder, `${name}.trace.jsonl`), 'utf8'));
  });
});
