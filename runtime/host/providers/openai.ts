// `openaiModel({ baseURL, model, apiKey })`: a model that speaks the OpenAI-compatible chat
// completions API with tool calls (interfaces.md "Providers"; OpenAI, Ollama, llama.cpp server,
// vLLM and LM Studio all serve it).
//
// Why the `openai` package rather than hand-written HTTP: it is the API's maintained reference
// client, and it already does the parts that are easy to get subtly wrong: retries with
// exponential backoff and jitter on connection failures, timeouts, 408/409/429 and 5xx, honouring
// `Retry-After` / `retry-after-ms` and the `x-should-retry` override; cancellation through an
// AbortSignal at every stage (including between retries); and typed errors (APIConnectionError,
// APIConnectionTimeoutError, APIUserAbortError, APIError with status, code and type) that we map
// to the messages of reference §8.2 without ever reading a body into them. What it lacks, a
// per-wait receive timeout, a reply size cap and retrying malformed replies, lives in our fetch
// (openai-fetch.ts), which the client takes as an option.

import type OpenAI from 'openai';
import { cancelled, EngineException, type EngineError } from '../../engine/errors.js';
import { DEFAULT_LIMITS } from '../../engine/limits.js';
import type { Model, ModelRequest, Reply } from '../../engine/model-protocol.js';
import {
  backendConnectionFailed, backendContentPolicy, backendContextOverflow, backendCredentials, backendFault,
  backendMalformed, backendOverloaded, backendQuotaSpent, backendRateLimited, backendRejected, backendTimeout,
  MALFORMED, openaiOptionsBaseURL, openaiOptionsNumber,
} from './backend-errors.js';
import { guardedFetch, ReplyProblem } from './openai-fetch.js';
import { chatRequest, parseCompletion } from './openai-wire.js';

/** Options of openaiModel. Only `baseURL` is required. */
export interface OpenAIModelOptions {
  /** The API root, such as `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  readonly baseURL: string;
  /** The model name sent with each request and read by `sys.model`; default `default`. */
  readonly model?: string;
  /** Sent as `Authorization: Bearer KEY`; without one no Authorization header is sent. */
  readonly apiKey?: string;
  /** Longest wait for the reply's headers or for any one chunk of its body, in ms (default 120000). */
  readonly timeoutMs?: number;
  /** Retries after a failed attempt, for the retryable failures of reference §8.2 (default 2). */
  readonly maxRetries?: number;
  /** Largest reply body, in bytes (default 16 MiB). */
  readonly replyBytes?: number;
  /** Sampling temperature sent with every request (the server's default when absent). */
  readonly temperature?: number;
  /** `max_tokens` sent with every request (the server's default when absent). */
  readonly maxTokens?: number;
  /** Extra request headers (an organisation header, a proxy token). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The model name sent when the options name none (servers that serve one model ignore it). */
export const DEFAULT_MODEL_NAME = 'default';

/** The client's own per-attempt timeout, set out of the way: our fetch enforces the per-wait one. */
const CLIENT_TIMEOUT_MS = 2_147_483_647;

/** Body phrases that mean the request overflowed the context window (reference §4.5). */
const OVERFLOW_PHRASES = [
  'context length', 'context window', 'context size', 'context_length_exceeded', 'maximum context length',
  'prompt is too long', 'too many tokens', 'exceeds the available context size', 'exceed_context_size',
  'input is too long', 'exceeds the maximum number of tokens', 'too large for model',
];

type OpenAISdk = typeof import('openai').default;

/**
 * The client library, loaded at the first request: importing `promptforge-js` (every CLI start)
 * would otherwise pay ~0.4 s for it, prompts without a model included.
 */
let sdk: OpenAISdk | undefined;
async function loadSdk(): Promise<OpenAISdk> {
  return (sdk ??= (await import('openai')).default);
}

/** The reference §8.2 message for a failed call; the body is inspected, never quoted. */
export function classifyFailure(e: unknown): EngineError {
  // No request has been made before the library is loaded, so nothing can be one of its errors.
  const OpenAI = sdk;
  if (OpenAI === undefined) return e instanceof SyntaxError ? backendMalformed(MALFORMED.notJson) : backendConnectionFailed();
  if (e instanceof OpenAI.APIUserAbortError) return cancelled();
  if (e instanceof OpenAI.APIConnectionTimeoutError) return backendTimeout();
  if (e instanceof OpenAI.APIConnectionError) {
    return e.cause instanceof ReplyProblem ? backendMalformed(e.cause.what) : backendConnectionFailed();
  }
  if (e instanceof OpenAI.APIError && e.status !== undefined) {
    const status = e.status;
    const said = `${e.message} ${JSON.stringify(e.error ?? null)}`.toLowerCase();
    const code = `${String(e.code ?? '')} ${String(e.type ?? '')}`;
    if (status === 429) return code.includes('insufficient_quota') ? backendQuotaSpent() : backendRateLimited();
    if ((status === 400 || status === 413) && OVERFLOW_PHRASES.some((p) => said.includes(p))) return backendContextOverflow(status);
    if (status === 400 && /content_policy|content_filter/.test(code)) return backendContentPolicy();
    if (status === 401 || status === 403) return backendCredentials(status);
    if (status === 503 || status === 529) return backendOverloaded(status);
    if (status >= 500) return backendFault(status);
    return backendRejected(status);
  }
  if (e instanceof SyntaxError) return backendMalformed(MALFORMED.notJson);
  return backendConnectionFailed();
}

/** `work`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(OpenAI: OpenAISdk, signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(new OpenAI.APIUserAbortError());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new OpenAI.APIUserAbortError());
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

function checkCount(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(openaiOptionsNumber(name, value));
  return value;
}

/**
 * A model on an OpenAI-compatible chat-completions server. Each round is one non-streaming
 * request; failures raise the reference §8.2 messages (kind `internal`, run error Completion), and
 * the run's cancel signal aborts the request in flight.
 */
export function openaiModel(options: OpenAIModelOptions): Model {
  if (typeof options?.baseURL !== 'string' || !/^https?:\/\//i.test(options.baseURL)) {
    throw new TypeError(openaiOptionsBaseURL(options?.baseURL));
  }
  const timeoutMs = checkCount('timeoutMs', options.timeoutMs, DEFAULT_LIMITS.receiveTimeoutMs);
  const replyBytes = checkCount('replyBytes', options.replyBytes, DEFAULT_LIMITS.replyBytes);
  const maxRetries = checkCount('maxRetries', options.maxRetries, 2);
  const model = options.model ?? DEFAULT_MODEL_NAME;
  const makeClient = (OpenAI: OpenAISdk): OpenAI => new OpenAI({
    baseURL: options.baseURL,
    // The client insists on a key; without one it is a placeholder and the header is removed below.
    apiKey: options.apiKey ?? 'none',
    // OPENAI_ORG_ID, OPENAI_PROJECT_ID, OPENAI_ADMIN_KEY and OPENAI_LOG do not change what is sent
    // or printed (baseURL and apiKey are always passed, so OPENAI_BASE_URL/OPENAI_API_KEY neither).
    organization: null,
    project: null,
    adminAPIKey: null,
    logLevel: 'off',
    defaultHeaders: { ...options.headers, ...(options.apiKey === undefined ? { Authorization: null } : {}) },
    maxRetries,
    timeout: CLIENT_TIMEOUT_MS,
    fetch: guardedFetch({ receiveTimeoutMs: timeoutMs, replyBytes }),
  });
  let client: OpenAI | undefined;
  const extras = {
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
  };
  return {
    id: model,
    async complete(request: ModelRequest, signal: AbortSignal): Promise<Reply> {
      let body: unknown;
      try {
        const OpenAI = await loadSdk();
        client ??= makeClient(OpenAI);
        // Raced against the signal too: the client's sleep between retries does not listen to it.
        body = await untilAborted(OpenAI, signal, client.chat.completions.create(chatRequest(model, request, extras), { signal }));
      } catch (e) {
        throw new EngineException(signal.aborted ? cancelled() : classifyFailure(e));
      }
      // Our fetch already refused a body that does not parse this way.
      const parsed = parseCompletion(body);
      if (!parsed.ok) throw new EngineException(backendMalformed(parsed.what));
      return parsed.reply;
    },
  };
}
