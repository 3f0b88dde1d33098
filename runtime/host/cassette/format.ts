// The cassette file (`--record FILE`, `--replay FILE`): JSON with a fixed key order, holding what a
// run needs from outside to be replayed with no model and no network: the seed and start instant,
// each role's model id, each registered Plugin's tools as activation gave them, and one entry per
// request (model round or Plugin tool call) in the order the run made them, each with a digest and
// a summary of the request so that a divergence can be named.

import { createHash } from 'node:crypto';
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/json.js';
import type { EngineError } from '../../engine/errors.js';
import type { ModelRequest, Reply } from '../../engine/model-protocol.js';
import type { ToolDefinition } from '../../engine/plugin-types.js';
import { SUMMARY } from './messages.js';

export const CASSETTE_FORMAT = 'promptforge-cassette';
export const CASSETTE_VERSION = 1;

/** A tool as activation gave it (everything but `run`). */
export type RecordedTool = Omit<ToolDefinition, 'run'>;

/** A registered Plugin; `activation` is absent when the run never activated it. */
export interface RecordedPlugin {
  readonly id: string;
  readonly conflicts?: readonly string[];
  activation?: { readonly tools: readonly RecordedTool[] } | { readonly failure: string };
}

/** What a request got back: a reply or output, or the failure it raised. */
export type RecordedFailure = { readonly code: string; readonly kind: string; readonly message: string; readonly fields?: JsonObject } | { readonly message: string };

export interface ModelEntry {
  readonly n: number;
  readonly kind: 'model';
  readonly digest: string;
  readonly summary: string;
  reply?: Reply;
  error?: RecordedFailure;
}
export interface ToolEntry {
  readonly n: number;
  readonly kind: 'tool';
  readonly digest: string;
  readonly summary: string;
  output?: JsonValue;
  error?: RecordedFailure;
}
export type Entry = ModelEntry | ToolEntry;

export interface Cassette {
  readonly format: typeof CASSETTE_FORMAT;
  readonly version: typeof CASSETTE_VERSION;
  readonly prompt: string;
  /** The run's argument string (informative: replay takes the arguments it is given). */
  readonly args: string;
  readonly seed: string;
  readonly startedAt: string;
  /** Role label -> the model's id (`sys.model`), null when the model has none. */
  readonly models: Readonly<Record<string, string | null>>;
  /** Ids of the Host services the run had (`input.connected` reads whether the broker is there). */
  readonly services: readonly string[];
  readonly plugins: readonly RecordedPlugin[];
  readonly requests: readonly Entry[];
}

/** JSON text with object keys sorted, so equal data always digests the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The first 16 hex digits of the SHA-256 of the canonical JSON. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 16);
}

/** The text on one line, cut at `max` characters. */
function cut(text: string, max: number): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length > max ? `${one.slice(0, max)}...` : one;
}
/** Message text quoted for a summary. */
function clip(text: string, max = 60): string {
  const one = cut(text, max);
  return one.endsWith('...') ? `${JSON.stringify(one.slice(0, -3))}...` : JSON.stringify(one);
}

/** Digest and summary of a model round. */
export function modelRequestKey(request: ModelRequest): { digest: string; summary: string } {
  const { role, section, round, messages, tools } = request;
  const last = messages[messages.length - 1];
  const lastText = last === undefined ? 'none'
    : `${last.role} ${clip(typeof last.content === 'string' ? last.content : last.content.map((p) => (p.type === 'text' ? p.text : '[image]')).join(' '))}`;
  return {
    digest: digestOf({ role, section, round, messages, tools: tools ?? null }),
    summary: SUMMARY.model(role, section, round, messages.length, lastText),
  };
}

/** Digest and summary of a Plugin tool call. */
export function toolRequestKey(path: string, args: JsonObject): { digest: string; summary: string } {
  return { digest: digestOf({ path, args }), summary: SUMMARY.tool(path, cut(JSON.stringify(args), 80)) };
}

/** The failure a request raised, as data. */
export function recordedFailure(e: unknown): RecordedFailure {
  if (typeof e === 'object' && e !== null && 'error' in e && isEngineError((e as { error: unknown }).error)) {
    const { code, kind, message, fields } = (e as { error: EngineError }).error;
    return { code, kind, message, ...(Object.keys(fields).length > 0 ? { fields: { ...fields } } : {}) };
  }
  return { message: e instanceof Error ? e.message : String(e) };
}

function isEngineError(v: unknown): v is EngineError {
  return isJsonObject(v as JsonValue) && typeof (v as { code?: unknown }).code === 'string' && typeof (v as { message?: unknown }).message === 'string';
}

/** The file text: two-space indented JSON in the key order the objects were built with. */
export function cassetteText(cassette: Cassette): string {
  return `${JSON.stringify(cassette, null, 2)}\n`;
}

/** Reads cassette JSON; a string says what is wrong with it. */
export function parseCassette(data: unknown): Cassette | string {
  if (!isJsonObject(data as JsonValue)) return 'expected a JSON object';
  const c = data as Record<string, unknown>;
  if (c.format !== CASSETTE_FORMAT) return `"format" is not "${CASSETTE_FORMAT}"`;
  if (c.version !== CASSETTE_VERSION) return `"version" ${JSON.stringify(c.version)} is not supported (this build reads version ${CASSETTE_VERSION})`;
  if ([c.prompt, c.args, c.seed, c.startedAt].some((v) => typeof v !== 'string')) return '"prompt", "args", "seed" and "startedAt" must be strings';
  if (!isJsonObject(c.models as JsonValue)) return '"models" must be an object';
  if (!Array.isArray(c.services) || !c.services.every((s) => typeof s === 'string')) return '"services" must be a list of service ids';
  if (!Array.isArray(c.plugins) || !c.plugins.every((p) => isJsonObject(p) && typeof p.id === 'string')) return '"plugins" must be a list of { id, ... }';
  if (!Array.isArray(c.requests)) return '"requests" must be a list';
  for (const [k, r] of c.requests.entries()) {
    if (!isJsonObject(r) || (r.kind !== 'model' && r.kind !== 'tool') || typeof r.digest !== 'string' || typeof r.summary !== 'string' || r.n !== k + 1) {
      return `request #${k + 1} must be { n: ${k + 1}, kind: "model" | "tool", digest, summary, ... }`;
    }
  }
  return data as Cassette;
}
