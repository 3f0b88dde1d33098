// What the Engine sends a model and what comes back. interfaces.md "Models".

import type { JsonObject } from './json.js';
import type { WireMessage } from './messages.js';

/** A tool as the model sees it: its alias as `name`, a description and a JSON Schema. */
export interface WireTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonObject;
}

/** Sampling settings a prompt chose with `models.use(label, {temperature, max_tokens})` (reference §3.2). */
export interface ModelSettings {
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/** One round's request. `tools` is undefined when nothing is in scope (no tool list goes out). */
export interface ModelRequest {
  readonly role: string;
  /** The H2 title, or null in the H1 pass. */
  readonly section: string | null;
  /** 1-based round number within the models.loop call (1 for models.infer). */
  readonly round: number;
  readonly messages: readonly WireMessage[];
  readonly tools: readonly WireTool[] | undefined;
  /** Present only when the round runs on a `models.use` selection made with options. */
  readonly settings?: ModelSettings;
}

/** A tool call in a reply; ids are made from the seed when absent. */
export interface ReplyToolCall {
  readonly id?: string;
  readonly name: string;
  readonly arguments: JsonObject;
}

/** A model's reply: text, or a batch of tool calls. */
export type Reply = { readonly text: string } | { readonly toolCalls: readonly ReplyToolCall[] };

/** A model: anything with `complete`. */
export interface Model {
  complete(request: ModelRequest, signal: AbortSignal): Promise<Reply>;
  /** The catalog model id that `sys.model` reads (optional; ours, interfaces.md names only `complete`). */
  readonly id?: string;
}

/**
 * Where role models come from: a map from role label to model, or a function giving the model for
 * a label (undefined when none; the embedded default maps every role to one provider this way).
 */
export type ModelSource = Readonly<Record<string, Model>> | ((label: string) => Model | undefined);

/** The model a config gives a role label, or undefined. */
export function modelForRole(source: ModelSource | undefined, label: string): Model | undefined {
  if (source === undefined) return undefined;
  if (typeof source === 'function') return source(label);
  return Object.hasOwn(source, label) ? source[label] : undefined;
}
