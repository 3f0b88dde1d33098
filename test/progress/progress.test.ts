// The status line of `promptforge run`: drawn in place on a real pseudo-terminal (util-linux
// `script` gives the CLI a pty as stdout and stderr) and cleared before the result; absent when
// stderr is a pipe.

import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_TEXT, startProgress } from '../../compiler/cli/progress.js';
import { ensureBuilt, repo, runCli } from '../providers/cli.js';

beforeAll(() => ensureBuilt(), 120_000);

const RUN = ['run', 'examples/researcher.md', 'What is Lua?', '--replay', 'examples/cassettes/researcher.json'];
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Everything the command wrote to its terminal, run under a pseudo-terminal by `script`. */
function underPty(args: readonly string[]): Promise<{ status: number | null; output: string }> {
  const command = [process.execPath, 'bin/promptforge.js', ...args].map(shellQuote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (output += c));
    child.on('error', (e) => reject(new Error(`util-linux script(1) is needed for the terminal test: ${e.message}`)));
    child.on('close', (status) => resolve({ status, output }));
  });
}

describe('on a terminal', () => {
  it('shows section, model round, tool in flight and elapsed time, then clears the line before the result', async () => {
    const { status, output } = await underPty(RUN);
    expect(status).toBe(0);
    expect(output).toMatch(/\r\x1b\[2KResearch · model round 1 \(writer\) · \d+\.\ds/);
    expect(output).toMatch(/\r\x1b\[2KResearch · tool search · \d+\.\ds/);
    expect(output).toMatch(/\r\x1b\[2KResearch · model round 3 \(writer\) · \d+\.\ds/);
    // The last thing on the status line is the clear, then the result on a clean line.
    const last = output.lastIndexOf('\x1b[2K');
    expect(output.slice(last + 4)).toBe('From what I read: Lua is a powerful, efficient, lightweight, embeddable scripting language. It supports procedural, object-oriented, functional and data-driven programming.\r\n');
  });
});

describe('piped', () => {
  it('writes nothing extra to stderr', async () => {
    const r = await runCli(RUN);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain('\x1b');
  });
});

describe('the status line', () => {
  it('is not started for a stream that is not a terminal', () => {
    expect(startProgress({ isTTY: false, write: () => true })).toBeUndefined();
  });

  it('fits one row, counts concurrent calls of a tool, and formats the elapsed time', () => {
    const writes: string[] = [];
    let t = 0;
    const p = startProgress({ isTTY: true, columns: 40, write: (s) => writes.push(s) }, () => t)!;
    t = 75_400;
    p.onEvent({ type: 'tool.call', section: 'Gather', alias: 'fetch', path: 'a/b/fetch', by: 'model', args: {} });
    p.onEvent({ type: 'tool.call', section: 'Gather', alias: 'fetch', path: 'a/b/fetch', by: 'model', args: {} });
    p.onEvent({ type: 'tool.result', section: 'Gather', alias: 'fetch', ok: true, output: '' });
    expect(writes.at(-1)).toBe('\r\x1b[2KGather · tool fetch · 1m15s');
    p.onEvent({ type: 'tool.result', section: 'Gather', alias: 'fetch', ok: true, output: '' });
    p.onEvent({ type: 'model.request', section: 'A very long section title for this one', role: 'writer', round: 12, messages: [], tools: null });
    expect(writes.at(-1)).toBe('\r\x1b[2KA very long section title for this one…');
    p.stop();
    expect(writes.at(-1)).toBe('\r\x1b[2K');
    expect(PROGRESS_TEXT.elapsed(9_960)).toBe('9.9s');
  });

  it('steps aside while the operator is asked for input on the same terminal', () => {
    const writes: string[] = [];
    const p = startProgress({ isTTY: true, columns: 80, write: (s) => writes.push(s) }, () => 0)!;
    p.onEvent({ type: 'section.start', section: 'Ask' });
    p.onEvent({ type: 'tool.call', section: 'Ask', alias: 'ask', path: 'promptforge/user-input/ask', by: 'script', args: {} });
    expect(writes.at(-1)).toBe('\r\x1b[2K');
    const before = writes.length;
    p.onEvent({ type: 'log', section: 'Ask', message: 'x' });
    expect(writes).toHaveLength(before);
    p.onEvent({ type: 'tool.result', section: 'Ask', alias: 'ask', ok: true, output: 'yes' });
    expect(writes.at(-1)).toBe('\r\x1b[2KAsk · 0.0s');
    p.stop();
  });
});
