// The run seed's randomness under Node (issue #6 cold start): runtime/node.ts, which Node resolves
// `promptforge-js/runtime` to (package.json "exports" condition "node"), seeds runs from
// /dev/urandom instead of Web Crypto. Seeds stay unpredictable (the untrusted envelope's nonce
// derives from them) and `seed` stays deterministic. Runs the built package in fresh processes.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { compile } from '../../compiler/index.js';
import { nodeRandomSeed } from '../../runtime/host/random-node.js';

const PROMPT = `---
name: p
description: d
promptforge: 0
plugins:
  - acme/echo
tools:
  echo: acme/echo/echo
---

# P

\`\`\`lua
return tools.call('echo', { text = args })
\`\`\`
`;

// An untrusted tool: its output comes back inside an envelope named by the run's nonce.
const ENTRY = `import { run } from './prompt.md.mjs';
const echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', parameters: { type: 'object' }, run: async (a) => a.text }] };
const go = (seed) => run({ args: 'x', ...(seed === undefined ? {} : { seed }), config: { plugins: [echo] } }).then((o) => o.result);
const results = [await go(), await go(), await go(7), await go(7)];
// read before console.log, which loads Node's streams itself
const loaded = { webCrypto: process.moduleLoadList.includes('NativeModule internal/crypto/webcrypto'), fsStreams: process.moduleLoadList.includes('NativeModule internal/fs/streams') };
console.log(JSON.stringify({ results, ...loaded }));
`;

/** Runs the prompt in a fresh node; `runtime` replaces the module's runtime specifier (undefined: Node resolves it). */
async function runFresh(name: string, runtime?: string): Promise<{ results: string[]; webCrypto: boolean; fsStreams: boolean }> {
  // inside the package, so that `promptforge-js/runtime` resolves to it by self-reference
  const dir = new URL(`../.out/random-source/${name}-${process.pid}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  const { code, diagnostics } = compile(PROMPT, { filename: 'prompt.md' });
  expect(diagnostics).toEqual([]);
  writeFileSync(new URL('prompt.md.mjs', dir), runtime === undefined ? code : code.replace('"promptforge-js/runtime"', JSON.stringify(runtime)));
  writeFileSync(new URL('entry.mjs', dir), ENTRY);
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(new URL('entry.mjs', dir))]);
  return JSON.parse(stdout) as { results: string[]; webCrypto: boolean; fsStreams: boolean };
}

const nonceOf = (result: string) => /<untrusted_input_([0-9a-f]{32})>/.exec(result)?.[1];

describe('the run seed under Node', () => {
  it('nodeRandomSeed gives distinct unsigned 64-bit values', () => {
    const draws = Array.from({ length: 16 }, () => nodeRandomSeed());
    for (const d of draws) expect(d >= 0n && d < 1n << 64n).toBe(true);
    expect(new Set(draws).size).toBe(draws.length);
  });

  it('a prompt run under Node draws fresh nonces without Web Crypto, and a seed still fixes them', async () => {
    const { results, webCrypto } = await runFresh('node');
    const nonces = results.map(nonceOf);
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[2]).toBe(nonces[3]);
    expect(results[2]).toBe(results[3]);
    expect(webCrypto).toBe(false);
  });

  it('a bundle of the Node entry (dist/web/runtime/node.js) reads /dev/urandom without loading Node\'s fs streams', async () => {
    // an ES module import of node:fs would load them (its namespace reads every lazy export)
    const node = fileURLToPath(new URL('../../dist/web/runtime/node.js', import.meta.url));
    const { results, webCrypto, fsStreams } = await runFresh('web-node', node);
    expect(nonceOf(results[0]!)).not.toBe(nonceOf(results[1]!));
    expect(nonceOf(results[2]!)).toBe(nonceOf(results[3]!));
    expect(webCrypto).toBe(false);
    expect(fsStreams).toBe(false);
  });

  it("the API's run() seeds through the same Node entry", async () => {
    const dir = new URL(`../.out/random-source/api-${process.pid}/`, import.meta.url);
    mkdirSync(dir, { recursive: true });
    // `promptforge-js` by self-reference: the package entry a Node app imports
    writeFileSync(new URL('entry.mjs', dir), `import { compile, importCompiled, run } from 'promptforge-js';
const prompt = await importCompiled(compile(${JSON.stringify(PROMPT)}, { filename: 'prompt.md' }).code, 'random-source-api');
const echo = { id: 'acme/echo', tools: [{ name: 'echo', description: 'd', parameters: { type: 'object' }, run: async (a) => a.text }] };
const go = (seed) => run(prompt, { args: 'x', ...(seed === undefined ? {} : { seed }), config: { plugins: [echo] } }).then((o) => o.result);
const results = [await go(), await go(), await go(7), await go(7)];
console.log(JSON.stringify({ results, webCrypto: process.moduleLoadList.includes('NativeModule internal/crypto/webcrypto') }));
`);
    const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(new URL('entry.mjs', dir))]);
    const { results, webCrypto } = JSON.parse(stdout) as { results: string[]; webCrypto: boolean };
    const nonces = results.map(nonceOf);
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[2]).toBe(nonces[3]);
    expect(webCrypto).toBe(false);
  });

  it('the default entry (browsers, workers) seeds from Web Crypto', async () => {
    const index = fileURLToPath(new URL('../../dist/runtime/index.js', import.meta.url));
    const { results, webCrypto } = await runFresh('default', index);
    expect(nonceOf(results[0]!)).not.toBe(nonceOf(results[1]!));
    expect(webCrypto).toBe(true);
  });
});
