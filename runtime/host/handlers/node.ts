// The Node HTTP handler: `(req, res)` for node:http, Express, Fastify's raw server and the like.
// Only node:http types are imported, so a bundle that uses the fetch handler loads nothing of Node.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompiledPrompt } from '../../engine/define-prompt.js';
import { handlePromptRequest, type HandlerOptions } from './contract.js';

/** A handler `(req, res) => Promise<void>` that runs `prompt` (README "Deploying"). */
export function createNodeHandler(prompt: CompiledPrompt, options: HandlerOptions = {}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    // the response closing before it was sent means the client went away: cancel the run
    const cancel = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) cancel.abort();
    });
    const header = (name: string): string | null => {
      const v = req.headers[name];
      return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
    };
    const answer = await handlePromptRequest(prompt, options, {
      method: req.method ?? 'GET',
      contentType: header('content-type'),
      contentLength: header('content-length'),
      // stopping at the size limit must not destroy the request: the 413 still has to go out
      body: req.iterator({ destroyOnReturn: false }),
      signal: cancel.signal,
    });
    if (res.destroyed) return;
    // an oversized body is not read to its end: close the connection rather than drain it
    if (answer.status === 413) res.setHeader('connection', 'close');
    res.writeHead(answer.status, answer.headers).end(answer.body);
  };
}
