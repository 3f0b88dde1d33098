// The HTTP contract of a deployed prompt, shared by the fetch and the Node handler (README
// "Deploying"). A request is POST; its body is the argument string as text, or JSON `{"args": ...}`
// with a JSON content type. The answer is always JSON: the run outcome in the shape of
// `promptforge run --json`, or a request error with phase `request`.
// No `node:` imports: serverless and edge runtimes load this file.
import type { Config } from '../config.js';
import type { CompiledPrompt } from '../../engine/define-prompt.js';
import { runCompiled, type RunOutcome } from '../../engine/run.js';
import type { SeedInput } from '../../engine/seed.js';
import type { StoreBackend } from '../../engine/store.js';
import { storeMakerOf, withStoreMaker } from '../../engine/store-maker.js';
import type { OnEvent } from '../../engine/trace.js';
import {
  argsNotString, bodyNotJson, bodyNotObject, bodyNotUtf8, bodyTooLarge, bodyUnreadable, methodNotAllowed, type RequestError,
} from './messages.js';

export interface HandlerOptions {
  /** The run's config (Plugins, models, limits), as `run()` takes it. */
  readonly config?: Config;
  /** A fixed seed for every run; default: a random seed per run. */
  readonly seed?: SeedInput;
  /** The largest request body accepted, in bytes (default 1 MiB); larger ones get 413. */
  readonly maxBodyBytes?: number;
  /** Cancels every run in flight, e.g. on server shutdown (the request's own cancel applies too). */
  readonly signal?: AbortSignal;
  /** Trace events of every run. */
  readonly onEvent?: OnEvent;
  /** A store backend for each run; default: a fresh in-memory store per run. */
  readonly store?: () => StoreBackend;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** What a handler answers: a status and a JSON body. */
export interface HandlerAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The request as the contract reads it, whatever the server's request type. */
export interface HandlerRequest {
  readonly method: string;
  readonly contentType: string | null;
  readonly contentLength: string | null;
  /** The body, read lazily so that an oversized one is not read past the limit. */
  readonly body: AsyncIterable<Uint8Array> | null;
  /** Aborts when the client goes away. */
  readonly signal: AbortSignal | undefined;
}

/** The status of a run outcome: 200, or the failure's class (README "Deploying"). */
export function statusOf(outcome: RunOutcome): number {
  if (outcome.ok) return 200;
  const { phase, kind } = outcome.error;
  // the prompt's H1 pass refused these arguments
  if (phase === 'run' && kind === 'RequirementsUnmet') return 422;
  if (kind === 'Cancelled') return 503;
  return 500;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function answer(status: number, value: RunOutcome | { ok: false; error: RequestError }, extra: Record<string, string> = {}): HandlerAnswer {
  return { status, headers: { ...JSON_HEADERS, ...extra }, body: JSON.stringify(value) };
}

/** The body's bytes, or undefined once more than `limit` bytes arrived (reading stops there). */
async function readLimited(body: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

/** The run's argument string from the body, or the request error. */
function argsOf(bytes: Uint8Array, contentType: string | null): string | RequestError {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bodyNotUtf8();
  }
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType ?? '')) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return bodyNotJson(e instanceof Error ? e.message : String(e));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bodyNotObject();
  const args = (value as { args?: unknown }).args;
  if (args === undefined) return '';
  return typeof args === 'string' ? args : argsNotString();
}

/** One signal that aborts when any of `signals` does. */
function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length <= 1 ? present[0] : AbortSignal.any(present);
}

/** Answers one request: checks it, runs the prompt with its arguments, and maps the outcome; never throws. */
export async function handlePromptRequest(prompt: CompiledPrompt, options: HandlerOptions, request: HandlerRequest): Promise<HandlerAnswer> {
  if (request.method !== 'POST') return answer(405, { ok: false, error: methodNotAllowed(request.method) }, { allow: 'POST' });
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = () => answer(413, { ok: false, error: bodyTooLarge(limit) });
  if (request.contentLength !== null && Number(request.contentLength) > limit) return tooLarge();
  let bytes: Uint8Array | undefined;
  try {
    bytes = request.body === null ? new Uint8Array() : await readLimited(request.body, limit);
  } catch (e) {
    return answer(400, { ok: false, error: bodyUnreadable(e instanceof Error ? e.message : String(e)) });
  }
  if (bytes === undefined) return tooLarge();
  const args = argsOf(bytes, request.contentType);
  if (typeof args !== 'string') return answer(400, { ok: false, error: args });

  const signal = anySignal([request.signal, options.signal]);
  const runOptions = {
    args,
    ...(options.config !== undefined ? { config: options.config } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(signal !== undefined ? { signal } : {}),
    ...(options.onEvent !== undefined ? { onEvent: options.onEvent } : {}),
    ...(options.store !== undefined ? { store: options.store() } : {}),
  };
  // handlers of the package's main entry bring the store (compiler/api.ts); these options carry it
  const maker = storeMakerOf(options);
  const outcome = await runCompiled(prompt, maker !== undefined ? withStoreMaker(runOptions, maker) : runOptions);
  return answer(statusOf(outcome), outcome);
}
