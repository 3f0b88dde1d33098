// A real HTTP server on 127.0.0.1 that speaks the chat-completions API for the provider tests: each
// request to POST /v1/chat/completions takes the next scripted answer, and every request is kept
// (headers and JSON body) so a test can check exactly what the provider sent.

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received. */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
  /** Resolves when the client closed the connection before the answer was complete. */
  readonly closedEarly: Promise<void>;
}

/** What the server does with one request. */
export type Answer = (res: ServerResponse, request: Received) => void | Promise<void>;

/** A chat completion whose message is `message`. */
export function completion(message: Record<string, unknown>, finish = 'stop'): Record<string, unknown> {
  return {
    id: 'chatcmpl-test', object: 'chat.completion', created: 1, model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
  };
}

/** Answers with a text reply. */
export const text = (content: string): Answer => json(200, completion({ content }));

/** Answers with tool calls; `args` objects become JSON text unless they already are strings. */
export function toolCalls(...calls: Array<{ id?: string; name: string; args: unknown }>): Answer {
  return json(200, completion({
    content: null,
    tool_calls: calls.map((c) => ({
      ...(c.id !== undefined ? { id: c.id } : {}),
      type: 'function',
      function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) },
    })),
  }, 'tool_calls'));
}

/** Answers with `status` and a JSON body, plus headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

/** Answers with raw text as the body. */
export function raw(status: number, body: string): Answer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
}

/** Never answers (until the client gives up or the server closes). */
export const hang: Answer = () => undefined;

/** Sends the headers and half of a body, then stalls. */
export const stallBody: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"choices": [');
};

export interface ChatServer {
  readonly baseURL: string;
  readonly received: Received[];
  /** Queues answers, taken one per request in order. */
  answer(...answers: Answer[]): void;
  /** How many scripted answers are left. */
  readonly pending: number;
  close(): Promise<void>;
}

/** Starts a server on an ephemeral port of 127.0.0.1. An unscripted request gets a 599. */
export async function startChatServer(): Promise<ChatServer> {
  const queue: Answer[] = [];
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // kept empty: the test sees it
      }
      const closedEarly = new Promise<void>((resolve) => res.on('close', () => {
        if (!res.writableFinished) resolve();
      }));
      const request: Received = { headers: req.headers, body, closedEarly };
      received.push(request);
      open.add(res);
      res.on('close', () => open.delete(res));
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const next = queue.shift();
      if (next === undefined) {
        res.writeHead(599, { 'content-type': 'application/json' }).end('{"error":{"message":"no scripted answer"}}');
        return;
      }
      void next(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    answer: (...answers) => void queue.push(...answers),
    get pending() {
      return queue.length;
    },
    close: () => new Promise<void>((resolve) => {
      for (const res of open) res.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
