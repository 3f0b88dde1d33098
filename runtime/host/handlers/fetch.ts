// The fetch-API handler: `Request` in, `Response` out, as serverless and edge platforms call it
// (Deno.serve, Bun.serve, Cloudflare Workers, Vercel and Netlify functions). No `node:` imports.
import type { CompiledPrompt } from '../../engine/define-prompt.js';
import { handlePromptRequest, type HandlerOptions } from './contract.js';

/** A ReadableStream read chunk by chunk (not every runtime makes ReadableStream async-iterable). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // an oversized body stops being read here
    await reader.cancel().catch(() => undefined);
  }
}

/** A handler `(request) => Promise<Response>` that runs `prompt` (README "Deploying"). */
export function createFetchHandler(prompt: CompiledPrompt, options: HandlerOptions = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    const answer = await handlePromptRequest(prompt, options, {
      method: request.method,
      contentType: request.headers.get('content-type'),
      contentLength: request.headers.get('content-length'),
      body: request.body === null ? null : chunksOf(request.body),
      signal: request.signal,
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
