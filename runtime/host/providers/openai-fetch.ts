// The fetch the OpenAI client runs on: it reads each response body itself so that the receive
// timeout applies to every wait (the headers, then each body chunk; reference §10), the reply size
// cap holds (16 MiB by default), and a 200 reply that is not a usable chat completion is thrown as
// a ReplyProblem. The client treats a throw from fetch like a dropped connection, so malformed and
// oversized replies are retried with the same backoff as transport failures (reference §8.2 lists
// them as retryable) and come back as APIConnectionError with the ReplyProblem as `cause`.

import { MALFORMED } from './backend-errors.js';
import { parseCompletion } from './openai-wire.js';

/**
 * A reply that could not be understood; `what` is a MALFORMED text (never the body itself). The
 * Error's own message is fixed: the client looks for "timed out" in it, and `what` can hold a
 * tool name the server chose.
 */
export class ReplyProblem extends Error {
  constructor(readonly what: string) {
    super('the reply could not be understood');
    this.name = 'ReplyProblem';
  }
}

/** A wait that outlived the receive timeout. The client recognises "timed out" in the message. */
export class ReceiveTimeout extends Error {
  constructor() {
    super('receive timed out');
    this.name = 'ReceiveTimeout';
  }
}

export interface FetchLimits {
  /** Longest wait for the headers or for any one body chunk, in milliseconds. */
  readonly receiveTimeoutMs: number;
  /** Largest body, in bytes. */
  readonly replyBytes: number;
}

type Fetch = typeof globalThis.fetch;

/** Runs `work`, failing with ReceiveTimeout (and aborting `idle`) if it takes longer than `ms`. */
async function within<T>(ms: number, idle: AbortController, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      idle.abort();
      reject(new ReceiveTimeout());
    }, ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(response: Response, idle: AbortController, limits: FetchLimits): Promise<Uint8Array<ArrayBuffer>> {
  if (response.body === null) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await within(limits.receiveTimeoutMs, idle, reader.read());
      if (done) break;
      size += value.byteLength;
      if (size > limits.replyBytes) throw new ReplyProblem(MALFORMED.tooLarge(limits.replyBytes));
      chunks.push(value);
    }
  } catch (e) {
    void reader.cancel().catch(() => undefined);
    throw e;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

/** True when a 429 body says the quota is spent (OpenAI's error code); such a 429 is not retried. */
function quotaSpent(text: string): boolean {
  return text.includes('insufficient_quota');
}

/** A fetch with the receive timeout, the size cap and the reply check described above. */
export function guardedFetch(limits: FetchLimits, inner: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const idle = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, idle.signal]) : idle.signal;
    const response = await within(limits.receiveTimeoutMs, idle, inner(input, { ...init, signal }));
    const body = await readBody(response, idle, limits);
    const headers = new Headers(response.headers);
    if (response.ok) {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw new ReplyProblem(MALFORMED.notJson);
      }
      const parsed = parseCompletion(json);
      if (!parsed.ok) throw new ReplyProblem(parsed.what);
      // The body was read as bytes; the client parses it again from text.
      headers.set('content-type', 'application/json');
    } else if (response.status === 429 && quotaSpent(new TextDecoder().decode(body))) {
      // The client's documented override: waiting does not refill a spent quota (reference §8.2).
      headers.set('x-should-retry', 'false');
    }
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
