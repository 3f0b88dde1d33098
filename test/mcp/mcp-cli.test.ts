// `promptforge mcp DIR`: the real CLI process serving prompts as MCP tools, driven by the SDK's
// own Client over stdio (the client spawns the CLI) and over streamable HTTP (--http).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/promptforge.js', import.meta.url));
const args = ['mcp', join(here, 'prompts'), '--config', join(here, 'promptforge.config.mjs')];

type CallResult = { isError?: boolean; content: Array<{ type: string; text?: string }> };
const text = (r: unknown) => (r as CallResult).content.map((c) => c.text).join('');

/** The checks both transports must pass. */
async function exercise(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => [t.name, t.description])).toEqual([
    ['ask-model', 'Passes the argument string to the writer model'],
    ['fails', 'Always fails with a Lua error'],
    ['greet', 'Greets whoever the argument string names'],
  ]);
  expect(tools[0]!.inputSchema).toMatchObject({ type: 'object', properties: { args: { type: 'string' } } });
  const greet = await client.callTool({ name: 'greet', arguments: { args: 'world' } });
  expect(greet.isError).toBeFalsy();
  expect(text(greet)).toBe('hello world');
  expect(text(await client.callTool({ name: 'greet', arguments: {} }))).toBe('hello ');
  const failed = await client.callTool({ name: 'fails', arguments: { args: 'now' } });
  expect(failed.isError).toBe(true);
  expect(text(failed)).toBe('error[Runtime]: fails.md:12: boom: now');
  expect(text(await client.callTool({ name: 'ask-model', arguments: { args: 'What is Lua?' } }))).toBe('the model read: What is Lua?');
}

describe('promptforge mcp', () => {
  it('serves the prompts over stdio; a prompt that does not compile is reported and skipped', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, ...args], stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => void (stderr += d.toString()));
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(transport);
    try {
      await exercise(client);
    } finally {
      await client.close();
    }
    expect(stderr).toContain('broken.md:12:8: error[Lua]:');
    expect(stderr).toContain('promptforge mcp: skipped broken.md: it does not compile');
  }, 60_000);

  describe('over streamable HTTP', () => {
    let server: ChildProcess;
    let url = '';
    beforeAll(async () => {
      server = spawn(process.execPath, [bin, ...args, '--http', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
      url = await new Promise<string>((resolve, reject) => {
        let err = '';
        server.stderr!.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /listening on (http:\S+)/.exec(err);
          if (m) resolve(m[1]!);
        });
        server.on('exit', () => reject(new Error(`the CLI exited: ${err}`)));
      });
    }, 60_000);
    afterAll(() => void server.kill('SIGTERM'));

    it('serves the same tools to a client over HTTP', async () => {
      const client = new Client({ name: 'test', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      try {
        await exercise(client);
      } finally {
        await client.close();
      }
    }, 60_000);
  });

  it('refuses a folder with nothing to serve', async () => {
    const child = spawn(process.execPath, [bin, 'mcp', join(here, 'no-such-folder')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^promptforge: cannot read .*no-such-folder: no such file or directory\n$/);
  }, 60_000);
});
