// Cancelling a loop inside a synchronous Lua function that never calls anything (reference §10;
// language.md §7: "so `while true do end` stops"). Such a loop never gives its thread's event loop
// back, so the cancel has to come from another thread: the CLI's main thread on SIGINT (a real
// child process), or a SharedAbortController aborted from a worker thread's timer (the API).
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compile, definePlugin, importCompiled, run, SharedAbortController } from '../../compiler/api.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(repo, 'bin', 'promptforge.js');
const CANCELLED = { ok: false, error: { phase: 'run', kind: 'Cancelled', message: 'interrupted by Ctrl-C' } };

/** A prompt whose block calls `ready` (a tool), then spins in a nested function that calls nothing. */
const SPIN = `---
name: spin
description: spins forever in a synchronous function
promptforge: 0
plugins:
  - test/kit
tools:
  ready: test/kit/ready
---

# Spin

## Loop

\`\`\`lua
tools.call('ready')
local function f()
  local n = 0
  while true do n = n + 1 end
end
f()
return 'unreachable'
\`\`\`
`;

/** A worker thread that aborts `buffer` from a timer once it gets the go message. */
function abortFromAnotherThread(buffer: SharedArrayBuffer, afterMs: number): Worker {
  const shared = pathToFileURL(join(repo, 'dist/runtime/engine/shared-abort.js')).href;
  return new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     import(${JSON.stringify(shared)}).then(({ SharedAbortController }) => {
       parentPort.once('message', () => setTimeout(() => SharedAbortController.abort(workerData), ${afterMs}));
       parentPort.postMessage('listening');
     });`,
    { eval: true, workerData: buffer },
  );
}

describe('cancelling a synchronous loop through the API', () => {
  it('ends Cancelled when another thread aborts a SharedAbortController', async () => {
    const controller = new SharedAbortController();
    const aborter = abortFromAnotherThread(controller.buffer, 100);
    await new Promise((resolve) => aborter.once('message', resolve));
    const kit = definePlugin({
      id: 'test/kit',
      // The timer starts only once the block is about to enter the loop.
      tools: [{ name: 'ready', description: 'r', parameters: { type: 'object' }, run: async () => (aborter.postMessage('go'), 'ok') }],
    });
    const prompt = await importCompiled(compile(SPIN, { filename: 'spin.md' }).code);
    try {
      const out = await run(prompt, { config: { plugins: [kit] }, signal: controller.signal });
      expect(out).toEqual(CANCELLED);
    } finally {
      await aborter.terminate();
    }
  });

  it('interrupts a call in flight too: the signal fires once its own thread is free', async () => {
    const controller = new SharedAbortController();
    const aborter = abortFromAnotherThread(controller.buffer, 20);
    await new Promise((resolve) => aborter.once('message', resolve));
    let toolSignal: AbortSignal | undefined;
    const kit = definePlugin({
      id: 'test/kit',
      tools: [{ name: 'ready', description: 'r', parameters: { type: 'object' }, run: (_a, ctx) => {
        toolSignal = ctx.signal;
        aborter.postMessage('go');
        return new Promise<string>(() => {});
      } }],
    });
    const prompt = await importCompiled(compile(SPIN, { filename: 'spin.md' }).code);
    try {
      const out = await run(prompt, { config: { plugins: [kit] }, signal: controller.signal });
      expect(out).toEqual(CANCELLED);
      expect(controller.signal.aborted).toBe(true);
      expect(toolSignal?.aborted).toBe(true);
    } finally {
      await aborter.terminate();
    }
  });
});

describe('promptforge run and Ctrl-C', () => {
  it('ends a synchronous loop with error kind Cancelled on SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-sigint-'));
    writeFileSync(join(dir, 'spin.md'), SPIN);
    // The tool says on stderr when the block is about to spin, so the signal is not sent too early.
    writeFileSync(join(dir, 'promptforge.config.mjs'), `import { defineConfig, definePlugin } from ${JSON.stringify(pathToFileURL(join(repo, 'dist/compiler/api.js')).href)};
export default defineConfig({ plugins: [definePlugin({ id: 'test/kit', tools: [{ name: 'ready', description: 'r', parameters: { type: 'object' }, run: async () => { process.stderr.write('ready\\n'); return 'ok'; } }] })] });
`);
    const child = spawn(process.execPath, [bin, 'run', 'spin.md', '--json'], { cwd: '/tmp/sig' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const killer = setTimeout(() => child.kill('SIGKILL'), 8_000);
    await new Promise<void>((resolve) => child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (stderr.includes('ready')) resolve();
    }));
    child.kill('SIGINT');
    const code = await exited;
    clearTimeout(killer);
    expect(JSON.parse(stdout)).toEqual(CANCELLED);
    expect(code).toBe(1);
  }, 90_000);
});
