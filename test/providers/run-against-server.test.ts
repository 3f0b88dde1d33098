// `promptforge run` end to end against a real chat-completions server on 127.0.0.1: an example
// prompt with tool calls through a config file's openaiModel, and the embedded default (no config
// file) with and without PROMPTFORGE_BASE_URL.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt, openaiConfig, repo, runCli } from './cli.js';
import { json, startChatServer, text, toolCalls, type ChatServer } from './chat-server.js';

let server: ChatServer;
let dir: string;
beforeAll(async () => {
  ensureBuilt();
  dir = await mkdtemp(join(tmpdir(), 'pf-openai-run-'));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  server = await startChatServer();
});
afterEach(async () => {
  await server.close();
});

describe('promptforge run with openaiModel', () => {
  it('runs examples/researcher.md: the model searches, fetches, then answers', async () => {
    const config = join(dir, 'researcher.config.mjs');
    await writeFile(config, openaiConfig(server.baseURL));
    server.answer(
      toolCalls({ id: 'c1', name: 'search', args: { query: 'What is Lua?' } }),
      toolCalls({ id: 'c2', name: 'fetch', args: { url: 'https://www.lua.org/about.html' } }),
      text('Lua is a lightweight embeddable scripting language.'),
    );
    const r = await runCli(['run', 'examples/researcher.md', 'What', 'is', 'Lua?', '--config', config, '--seed', '7']);
    expect(r).toEqual({ status: 0, stdout: 'Lua is a lightweight embeddable scripting language.\n', stderr: '' });
    expect(server.received).toHaveLength(3);
    const first = server.received[0]!.body;
    expect(first.messages).toEqual([{ role: 'user', content: 'Answer from web sources: What is Lua?' }]);
    expect((first.tools as Array<{ function: { name: string } }>).map((t) => t.function.name)).toEqual(['search', 'fetch']);
    // The third round carries both calls and their (enveloped) results, in order.
    const third = server.received[2]!.body.messages as Array<Record<string, unknown>>;
    expect(third.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'tool']);
    expect(third[1]).toEqual({ role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"query":"What is Lua?"}' } }] });
    expect(third[4]).toMatchObject({ role: 'tool', tool_call_id: 'c2' });
    expect(String(third[4]!.content)).toContain('Lua is a lightweight embeddable scripting language.');
  });

  it('a backend failure fails the run with kind Completion and the message of reference §8.2', async () => {
    const config = join(dir, 'failing.config.mjs');
    await writeFile(config, openaiConfig(server.baseURL));
    server.answer(json(500, { error: { message: 'SECRET-BODY' } }));
    const r = await runCli(['run', 'examples/researcher.md', 'x', '--config', config, '--json']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { phase: 'run', kind: 'Completion', message: 'the model backend reported a fault of its own (status 500)' } });
  });
});

describe('the embedded default', () => {
  it('maps every role to openaiModel when PROMPTFORGE_BASE_URL is set', async () => {
    server.answer(toolCalls({ id: 'd1', name: 'decide', args: { choice: 'short' } }), text('done'));
    const r = await runCli(['run', join(repo, 'examples/router.md'), 'hi'], {
      cwd: dir, env: { PROMPTFORGE_BASE_URL: server.baseURL, PROMPTFORGE_MODEL: 'llama3', PROMPTFORGE_API_KEY: 'sk-env' },
    });
    expect(r).toEqual({ status: 0, stdout: 'short\n', stderr: '' });
    expect(server.received[0]!.body.model).toBe('llama3');
    expect(server.received[0]!.headers.authorization).toBe('Bearer sk-env');
  });

  it('without PROMPTFORGE_BASE_URL a prompt with a model role is refused in prepare, saying how to configure one', async () => {
    const r = await runCli(['run', join(repo, 'examples/router.md'), 'hi', '--json'], { cwd: dir, env: { PROMPTFORGE_BASE_URL: undefined } });
    expect(r.status).toBe(1);
    const error = (JSON.parse(r.stdout) as { error: Record<string, string> }).error;
    expect(error).toMatchObject({ phase: 'prepare', kind: 'RequirementsUnmet' });
    expect(error.message!.split('\n')).toEqual([
      'the environment cannot satisfy this prompt:',
      "- role 'writer': the config provides no model for this role",
      '- model access is turned off or not configured: set PROMPTFORGE_BASE_URL to an OpenAI-compatible API ' +
        '(such as http://127.0.0.1:11434/v1 for Ollama), with PROMPTFORGE_MODEL and PROMPTFORGE_API_KEY as needed, ' +
        'or map the roles to models in promptforge.config.mjs',
    ]);
    expect(server.received).toHaveLength(0);
  });

  it('a PROMPTFORGE_BASE_URL that is not a URL is refused with a clear line', async () => {
    const r = await runCli(['run', join(repo, 'examples/router.md'), 'hi'], { cwd: dir, env: { PROMPTFORGE_BASE_URL: 'localhost:1234' } });
    expect(r).toEqual({ status: 1, stdout: '', stderr: 'error[RequirementsUnmet]: invalid model settings in the environment: openaiModel: baseURL must be an http(s) URL string, got "localhost:1234"\n' });
  });
});
