// Shared pieces of the deployment tests: the prompts they deploy, a model that waits for its cancel
// signal, and a real node:http server on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { Model } from '../../compiler/api.js';

/** Answers `got: <args>`; its H1 pass refuses the argument string `bad`. */
export const ECHO = `---
name: echo
description: Echoes the argument string
promptforge: 0
---

# Echo

\`\`\`lua
if args == 'bad' then error('args must not be bad') end
\`\`\`

## Answer

\`\`\`lua
return 'got: ' .. args
\`\`\`
`;

/** Asks its \`writer\` model once and returns the reply. */
export const ASK = `---
name: ask
description: Asks the writer model
promptforge: 0
models:
  writer: {}
---

# Ask

## Ask

\`\`\`lua
models.use('writer')
local msgs = messages.new():user(args)
models.loop(msgs)
return msgs[#msgs].content
\`\`\`
`;

/** A model that never answers: `started` resolves when it is asked, `aborted` when its signal fires. */
export function waitingModel(): { model: Model; started: Promise<void>; aborted: Promise<void> } {
  let onStart!: () => void;
  let onAbort!: () => void;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const aborted = new Promise<void>((resolve) => (onAbort = resolve));
  const model: Model = {
    complete: (_request, signal) => {
      onStart();
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          onAbort();
          reject(signal.reason);
        }, { once: true });
      });
    },
  };
  return { model, started, aborted };
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Serves `handler` on 127.0.0.1 at a free port. */
export async function serve(handler: NodeHandler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * node:http in front of a fetch handler, as a platform adapter does it: the request body streamed
 * into a Request whose signal aborts when the client goes away.
 */
export function fetchBehindNode(handler: (request: Request) => Promise<Response>): NodeHandler {
  return async (req, res) => {
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
      method: req.method ?? 'GET',
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
      signal: gone.signal,
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  };
}

/** A request body sent in chunks with no Content-Length. */
export function chunkedBody(text: string, chunks: number): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / chunks);
  let at = 0;
  return {
    body: new ReadableStream({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      },
    }),
    duplex: 'half',
  };
}
