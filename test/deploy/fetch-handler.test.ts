// The fetch-API handler (issue #6 item 5): called with real Request objects as a serverless platform
// does, and behind a real node:http server through a platform-style adapter. Same contract as the
// Node handler (README "Deploying"); the request's signal cancels the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createFetchHandler, loadPromptSource, type CompiledPrompt, type TraceEvent } from '../../compiler/api.js';
import { ASK, chunkedBody, ECHO, fetchBehindNode, serve, waitingModel } from './deploy-support.js';

let echo: CompiledPrompt;
let ask: CompiledPrompt;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  echo = await loadPromptSource(new TextEncoder().encode(ECHO), 'echo.md');
  ask = await loadPromptSource(new TextEncoder().encode(ASK), 'ask.md');
});
afterAll(async () => close?.());

const post = (body: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  new Request('https://prompts.example/echo', { method: 'POST', body, headers, ...(signal ? { signal } : {}) });

describe('createFetchHandler', () => {
  it('answers a Request with a Response: the outcome as JSON, request errors with their status', async () => {
    const handle = createFetchHandler(echo, { maxBodyBytes: 32 });
    const ok = await handle(post(JSON.stringify({ args: 'from a worker' }), { 'content-type': 'application/json' }));
    expect(ok).toBeInstanceOf(Response);
    expect([ok.status, ok.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await ok.json()).toEqual({ ok: true, result: 'got: from a worker' });
    expect((await handle(post('plain text'))).status).toBe(200);
    expect((await handle(post('bad'))).status).toBe(422);
    expect((await handle(new Request('https://prompts.example/echo'))).status).toBe(405);
    expect((await handle(post('x'.repeat(33)))).status).toBe(413);
    const notUtf8 = await handle(new Request('https://prompts.example/', { method: 'POST', body: new Uint8Array([0xff, 0xfe]) }));
    expect([notUtf8.status, (await notUtf8.json()).error.message]).toEqual([400, 'request body is not valid UTF-8 text']);
  });

  it("cancels the run when the Request's signal aborts", async () => {
    const { model, started, aborted } = waitingModel();
    const handle = createFetchHandler(ask, { config: { models: { writer: model } } });
    const client = new AbortController();
    const response = handle(post('wait', {}, client.signal));
    await started;
    client.abort();
    await aborted;
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ ok: false, error: { phase: 'run', kind: 'Cancelled' } });
  });

  it('serves behind a real HTTP server, where a client that goes away cancels the run', async () => {
    const { model, started, aborted } = waitingModel();
    let ended: (event: TraceEvent) => void;
    const end = new Promise<TraceEvent>((resolve) => (ended = resolve));
    const handlers = {
      echo: createFetchHandler(echo, { maxBodyBytes: 64 }),
      ask: createFetchHandler(ask, { config: { models: { writer: model } }, onEvent: (e) => e.type === 'run.end' && ended(e) }),
    };
    const server = await serve(fetchBehindNode((request) => (new URL(request.url).pathname === '/ask' ? handlers.ask : handlers.echo)(request)));
    close = server.close;
    const streamed = await fetch(server.url, { method: 'POST', ...chunkedBody('streamed body', 3) } as RequestInit);
    expect(await streamed.json()).toEqual({ ok: true, result: 'got: streamed body' });
    const big = await fetch(server.url, { method: 'POST', ...chunkedBody('y'.repeat(200), 4) } as RequestInit);
    expect(big.status).toBe(413);

    const client = new AbortController();
    const request = fetch(new URL('/ask', server.url), { method: 'POST', body: 'never answered', signal: client.signal });
    await started;
    client.abort();
    await expect(request).rejects.toThrow();
    await aborted;
    expect(await end).toMatchObject({ type: 'run.end', ok: false, error: { kind: 'Cancelled' } });
  });

  it('imports nothing from node: (it runs on edge platforms)', () => {
    for (const file of ['fetch.ts', 'contract.ts', 'messages.ts']) {
      const source = readFileSync(new URL(`../../runtime/host/handlers/${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(/from ['"]node:/);
    }
  });
});
