// The Node HTTP handler behind a real node:http server (issue #6 item 5): the HTTP contract of
// README "Deploying": POST text or JSON {args}, the --json outcome shape, status codes, the body
// size limit, and a client that goes away cancelling the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeHandler, loadPromptSource, type CompiledPrompt, type TraceEvent } from '../../compiler/api.js';
import { connect } from 'node:net';
import { ASK, chunkedBody, ECHO, serve, waitingModel } from './deploy-support.js';

let echo: CompiledPrompt;
let ask: CompiledPrompt;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  echo = await loadPromptSource(new TextEncoder().encode(ECHO), 'echo.md');
  ask = await loadPromptSource(new TextEncoder().encode(ASK), 'ask.md');
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

async function server(...args: Parameters<typeof createNodeHandler>): Promise<string> {
  const { url, close } = await serve(createNodeHandler(...args));
  closers.push(close);
  return url;
}

describe('createNodeHandler', () => {
  it('runs the prompt on a POST: the body text or JSON {args} is the argument string', async () => {
    const url = await server(echo);
    const text = await fetch(url, { method: 'POST', body: 'hello there' });
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await text.json()).toEqual({ ok: true, result: 'got: hello there' });
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ args: 'ça va' }) });
    expect(await json.json()).toEqual({ ok: true, result: 'got: ça va' });
    const empty = await fetch(url, { method: 'POST' });
    expect(await empty.json()).toEqual({ ok: true, result: 'got: ' });
  });

  it('answers request errors with phase "request" and their status', async () => {
    const url = await server(echo, { maxBodyBytes: 64 });
    const get = await fetch(url);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await get.json()).toMatchObject({ ok: false, error: { phase: 'request', kind: 'MethodNotAllowed' } });
    const badJson = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":' });
    expect([badJson.status, (await badJson.json()).error.kind]).toEqual([400, 'BadRequest']);
    const notString = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"args":[1]}' });
    expect(await notString.json()).toEqual({ ok: false, error: { phase: 'request', kind: 'BadRequest', message: '`args` must be a string' } });
    // declared too large, then too large without a Content-Length
    const big = await fetch(url, { method: 'POST', body: 'x'.repeat(65) });
    expect([big.status, (await big.json()).error.kind]).toEqual([413, 'PayloadTooLarge']);
    const streamed = await fetch(url, { method: 'POST', ...chunkedBody('y'.repeat(200), 4) } as RequestInit);
    expect([streamed.status, (await streamed.json()).error.kind]).toEqual([413, 'PayloadTooLarge']);
    const fits = await fetch(url, { method: 'POST', ...chunkedBody('z'.repeat(60), 3) } as RequestInit);
    expect(await fits.json()).toEqual({ ok: true, result: 'got: ' + 'z'.repeat(60) });
  });

  it('maps failed runs to statuses: 422 for arguments the H1 pass refuses, 500 for a prompt the config cannot prepare', async () => {
    const url = await server(echo);
    const refused = await fetch(url, { method: 'POST', body: 'bad' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ ok: false, error: { phase: 'run', kind: 'RequirementsUnmet', line: 10 } });
    const unprepared = await fetch(await server(ask), { method: 'POST', body: 'hi' });
    expect(unprepared.status).toBe(500);
    expect(await unprepared.json()).toMatchObject({ ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet' } });
  });

  it('cancels the run when the client goes away', async () => {
    const { model, started, aborted } = waitingModel();
    let ended: (event: TraceEvent) => void;
    const end = new Promise<TraceEvent>((resolve) => (ended = resolve));
    const url = await server(ask, { config: { models: { writer: model } }, onEvent: (e) => e.type === 'run.end' && ended(e) });
    const client = new AbortController();
    const request = fetch(url, { method: 'POST', body: 'never answered', signal: client.signal });
    await started;
    client.abort();
    await expect(request).rejects.toThrow();
    await aborted;
    expect(await end).toMatchObject({ type: 'run.end', ok: false, error: { kind: 'Cancelled' } });
  });
});

describe('createNodeHandler, a client that drops mid-upload', () => {
  it('keeps serving: the half-read request neither crashes the server nor leaves a rejection', async () => {
    const url = new URL(await server(echo));
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n');
    socket.destroy();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const after = await fetch(url, { method: 'POST', body: 'still here' });
    expect(await after.json()).toEqual({ ok: true, result: 'got: still here' });
  });
});
