// openaiModel against a real chat-completions server on 127.0.0.1 (test/providers/chat-server.ts):
// records and tool calls both ways, malformed, slow and failing replies with the messages of
// reference §8.2, retries, and cancellation mid-request.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EngineException } from '../../runtime/engine/errors.js';
import type { ModelRequest } from '../../runtime/engine/model-protocol.js';
import { openaiModel, type OpenAIModelOptions } from '../../runtime/host/providers/openai.js';
import {
  hang, json, raw, stallBody, startChatServer, text, toolCalls, type ChatServer,
} from './chat-server.js';

let server: ChatServer;
beforeEach(async () => {
  server = await startChatServer();
});
afterEach(async () => {
  await server.close();
});

const request = (over: Partial<ModelRequest> = {}): ModelRequest => ({
  role: 'writer', section: 'Research', round: 1, messages: [{ role: 'user', content: 'What is Lua?' }], tools: undefined, ...over,
});

const model = (options: Partial<OpenAIModelOptions> = {}) => openaiModel({ baseURL: server.baseURL, model: 'test-model', maxRetries: 0, ...options });

/** The catalogue error a failed call raised. */
async function failure(promise: Promise<unknown>): Promise<{ code: string; kind: string; message: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof EngineException) return e.error;
    throw e;
  }
  throw new Error('the call succeeded');
}

describe('requests and replies', () => {
  it('sends the records as chat messages and reads a text reply', async () => {
    server.answer(text('Lua is a language.'));
    const reply = await model().complete(request({
      messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'What is Lua?' }],
    }), new AbortController().signal);
    expect(reply).toEqual({ text: 'Lua is a language.' });
    const sent = server.received[0]!;
    expect(sent.body).toEqual({
      model: 'test-model',
      messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'What is Lua?' }],
    });
    expect(sent.body).not.toHaveProperty('tools');
    expect(sent.headers.authorization).toBeUndefined();
  });

  it("sends models.use settings, which win over the model's own temperature and max_tokens", async () => {
    server.answer(text('a'));
    server.answer(text('b'));
    const m = model({ temperature: 1, maxTokens: 500 });
    await m.complete(request(), new AbortController().signal);
    await m.complete(request({ settings: { temperature: 0.25, maxTokens: 64 } }), new AbortController().signal);
    expect(server.received[0]!.body).toMatchObject({ temperature: 1, max_tokens: 500 });
    expect(server.received[1]!.body).toMatchObject({ temperature: 0.25, max_tokens: 64 });
  });

  it('sends the API key as a bearer token', async () => {
    server.answer(text('ok'));
    await model({ apiKey: 'sk-test' }).complete(request(), new AbortController().signal);
    expect(server.received[0]!.headers.authorization).toBe('Bearer sk-test');
  });

  it('maps tool calls both ways: arguments objects become JSON text and back', async () => {
    server.answer(toolCalls({ id: 'call_9', name: 'fetch', args: { url: 'https://lua.org', depth: 2 } }, { name: 'search', args: '' }));
    const reply = await model().complete(request({
      messages: [
        { role: 'user', content: 'What is Lua?' },
        { role: 'assistant', content: '', tool_calls: [{ id: 'call_1', name: 'search', arguments: { query: 'lua' } }] },
        { role: 'tool', content: 'results', tool_call_id: 'call_1' },
      ],
      tools: [{ name: 'search', description: 'Search the web', parameters: { type: 'object', properties: { query: { type: 'string' } } } }],
    }), new AbortController().signal);
    expect(reply).toEqual({
      toolCalls: [{ id: 'call_9', name: 'fetch', arguments: { url: 'https://lua.org', depth: 2 } }, { name: 'search', arguments: {} }],
    });
    expect(server.received[0]!.body).toEqual({
      model: 'test-model',
      messages: [
        { role: 'user', content: 'What is Lua?' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"query":"lua"}' } }] },
        { role: 'tool', content: 'results', tool_call_id: 'call_1' },
      ],
      tools: [{ type: 'function', function: { name: 'search', description: 'Search the web', parameters: { type: 'object', properties: { query: { type: 'string' } } } } }],
    });
  });

  it('reads the model id for sys.model from the options', () => {
    expect(model().id).toBe('test-model');
  });

  it('refuses options without an http(s) baseURL', () => {
    expect(() => openaiModel({ baseURL: 'localhost:8080' })).toThrow('openaiModel: baseURL must be an http(s) URL string, got "localhost:8080"');
  });
});

describe('malformed replies', () => {
  it('a body that is not JSON', async () => {
    server.answer(raw(200, 'SECRET-BODY <html>'));
    const e = await failure(model().complete(request(), new AbortController().signal));
    expect(e.message).toBe('the model backend sent a reply that could not be understood: the body is not JSON');
    expect(e.kind).toBe('internal');
  });

  it('tool call arguments that are not JSON, and not an object', async () => {
    server.answer(toolCalls({ id: 'a', name: 'fetch', args: '{"url": ' }));
    expect((await failure(model().complete(request(), new AbortController().signal))).message)
      .toBe('the model backend sent a reply that could not be understood: the arguments of tool call 1 ("fetch") are not valid JSON');
    server.answer(toolCalls({ id: 'a', name: 'fetch', args: '[1, 2]' }));
    expect((await failure(model().complete(request(), new AbortController().signal))).message)
      .toBe('the model backend sent a reply that could not be understood: the arguments of tool call 1 ("fetch") are not a JSON object');
    // A tool name the client could mistake for its "timed out" wording stays a malformed reply.
    server.answer(toolCalls({ id: 'a', name: 'timeout', args: '{' }));
    expect((await failure(model().complete(request(), new AbortController().signal))).message)
      .toBe('the model backend sent a reply that could not be understood: the arguments of tool call 1 ("timeout") are not valid JSON');
  });

  it('a reply without choices; a malformed reply is retried', async () => {
    server.answer(json(200, { object: 'chat.completion' }), text('second try'));
    expect(await model({ maxRetries: 1 }).complete(request(), new AbortController().signal)).toEqual({ text: 'second try' });
    expect(server.received).toHaveLength(2);
    server.answer(json(200, { choices: [] }));
    expect((await failure(model().complete(request(), new AbortController().signal))).message)
      .toBe('the model backend sent a reply that could not be understood: it has no choices');
  });

  it('a reply larger than the size cap', async () => {
    server.answer(text('x'.repeat(5000)));
    expect((await failure(model({ replyBytes: 1000 }).complete(request(), new AbortController().signal))).message)
      .toBe('the model backend sent a reply that could not be understood: the reply is larger than 1000 bytes');
  });
});

describe('slow replies', () => {
  it('headers that do not come in time', async () => {
    server.answer(hang);
    const e = await failure(model({ timeoutMs: 150 }).complete(request(), new AbortController().signal));
    expect(e.message).toBe('the model backend did not answer in time');
    expect(e.code).toBe('model_backend_timeout');
  });

  it('a body that stalls after the headers', async () => {
    server.answer(stallBody);
    expect((await failure(model({ timeoutMs: 150 }).complete(request(), new AbortController().signal))).message)
      .toBe('the model backend did not answer in time');
  });
});

describe('status failures and retries', () => {
  it('429 then success: retried, honouring Retry-After', async () => {
    server.answer(json(429, { error: { message: 'slow down' } }, { 'retry-after': '0' }), text('done'));
    expect(await model({ maxRetries: 2 }).complete(request(), new AbortController().signal)).toEqual({ text: 'done' });
    expect(server.received).toHaveLength(2);
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    server.answer(json(429, { error: { message: 'slow down' } }, { 'retry-after': '30' }), text('too early'));
    const controller = new AbortController();
    const call = model({ maxRetries: 2 }).complete(request(), controller.signal);
    // The default backoff would retry within 0.5 s; Retry-After asks for 30 s.
    await new Promise((r) => setTimeout(r, 1200));
    expect(server.received).toHaveLength(1);
    controller.abort();
    expect((await failure(call)).message).toBe('interrupted by Ctrl-C');
  });

  it('429 after every retry, and a spent quota (not retried)', async () => {
    server.answer(json(429, { error: { message: 'slow' } }, { 'retry-after': '0' }), json(429, { error: { message: 'slow' } }, { 'retry-after': '0' }));
    expect((await failure(model({ maxRetries: 1 }).complete(request(), new AbortController().signal))).message)
      .toBe('the model backend is limiting the request rate (status 429)');
    server.answer(json(429, { error: { message: 'You exceeded your quota', type: 'insufficient_quota', code: 'insufficient_quota' } }, { 'retry-after': '0' }));
    expect((await failure(model({ maxRetries: 2 }).complete(request(), new AbortController().signal))).message)
      .toBe('the model backend says the usage quota is spent (status 429)');
    expect(server.received).toHaveLength(3);
  });

  it('500 is retried, then reported without the body', async () => {
    server.answer(json(500, { error: { message: 'SECRET-BODY stack trace' } }, { 'retry-after': '0' }), json(500, { error: { message: 'SECRET-BODY' } }, { 'retry-after': '0' }));
    const e = await failure(model({ maxRetries: 1 }).complete(request(), new AbortController().signal));
    expect(e.message).toBe('the model backend reported a fault of its own (status 500)');
    expect(server.received).toHaveLength(2);
    server.answer(json(500, {}, { 'retry-after': '0' }), text('recovered'));
    expect(await model({ maxRetries: 1 }).complete(request(), new AbortController().signal)).toEqual({ text: 'recovered' });
  });

  it.each([
    [503, { error: { message: 'busy' } }, 'the model backend is overloaded (status 503)'],
    [401, { error: { message: 'bad key SECRET-BODY' } }, 'the model backend did not accept the credentials (status 401)'],
    [400, { error: { message: "This model's maximum context length is 8192 tokens", code: 'context_length_exceeded' } }, "the request is larger than the model's context window (status 400)"],
    [400, { error: { message: 'flagged', code: 'content_policy_violation' } }, 'the model backend refused the request on content policy grounds (status 400)'],
    [404, { error: { message: 'model SECRET-BODY not found' } }, 'the model backend rejected the request (status 404)'],
  ])('status %i', async (status, body, message) => {
    server.answer(json(status, body, { 'retry-after': '0' }));
    const e = await failure(model().complete(request(), new AbortController().signal));
    expect(e.message).toBe(message);
    expect(e.message).not.toContain('SECRET');
  });

  it('a server that is not there', async () => {
    const gone = server.baseURL;
    await server.close();
    server = await startChatServer();
    const e = await failure(openaiModel({ baseURL: gone, maxRetries: 0 }).complete(request(), new AbortController().signal));
    expect(e.message).toBe('the connection to the model backend failed');
  });
});

describe('cancellation', () => {
  it('aborts the request in flight', async () => {
    server.answer(hang);
    const controller = new AbortController();
    const call = model().complete(request(), controller.signal);
    while (server.received.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    const e = await failure(call);
    expect(e).toMatchObject({ kind: 'cancelled', message: 'interrupted by Ctrl-C' });
    // The connection is really dropped, not left to finish in the background.
    await server.received[0]!.closedEarly;
  });
});
