// What a Plugin supplies to the Harness. interfaces.md "Plugins"; tools.md "How declarations are
// matched". The Host builds these with definePlugin (runtime/host/config.ts).

import type { JsonObject } from './json.js';
import type { Store } from './store.js';

/** Host services by id, such as `promptforge/input-broker`. */
export interface Services {
  has(id: string): boolean;
  get(id: string): unknown;
}

/**
 * What a Plugin receives when it activates and when its tools run: the run's store, its cancel
 * signal and the Host's services (tools.md "Declaring Plugins": only these, never the prompt's config).
 */
export interface PluginContext {
  readonly store: Store;
  readonly signal: AbortSignal;
  readonly services: Services;
}

/** A tool a Plugin contributes. */
export interface ToolDefinition {
  /** Short name: one segment; the tool path is `${plugin.id}/${name}`. */
  readonly name: string;
  readonly description: string;
  /** The JSON Schema of the arguments (checked to be a JSON object when a section offers it). */
  readonly parameters: JsonObject;
  /** Anything but 'trusted' is untrusted, the default. */
  readonly trust?: 'trusted' | 'untrusted';
  /** 'structured': the output is JSON text that a script call receives as a Lua table. */
  readonly output?: 'plain' | 'structured';
  /** Runs the tool; a thrown Error's message is the tool's failure text. */
  readonly run: (args: JsonObject, ctx: PluginContext) => Promise<string> | string;
}

/** A Plugin as the Harness registers it. */
export interface Plugin {
  /** `namespace/plugin`. */
  readonly id: string;
  /** Plugin ids this one cannot be activated with (checked both ways). */
  readonly conflicts?: readonly string[];
  /**
   * Host service ids the Plugin needs (reference §11.2 `needs()`): a required declaration on a
   * Host without one is refused naming the service; an optional one activates anyway.
   */
  readonly needs?: readonly string[];
  /** Throwing (or rejecting) means the Plugin fails to activate. */
  readonly activate?: (ctx: PluginContext) => Promise<void> | void;
  /** The tools, or a function called at activation that returns them. */
  readonly tools?:
    | readonly ToolDefinition[]
    | ((ctx: PluginContext) => readonly ToolDefinition[] | Promise<readonly ToolDefinition[]>);
  /**
   * Called once when the run ends, whatever its outcome (a refused prepare included), with the
   * context the Plugin activated with: where it stops what it started (an MCP server process).
   * A throw is ignored; the run's outcome is already decided.
   */
  readonly deactivate?: (ctx: PluginContext) => Promise<void> | void;
}

/** A segment of a Plugin id or tool path: tools.md "Plugin ids and tool paths". */
export const SEGMENT = /^[a-z0-9_.-]+$/;

/** True for `namespace/plugin`. */
export function isPluginId(text: string): boolean {
  const parts = text.split('/');
  return parts.length === 2 && parts.every((p) => SEGMENT.test(p));
}

/** True for `namespace/plugin/name`. */
export function isToolPath(text: string): boolean {
  const parts = text.split('/');
  return parts.length === 3 && parts.every((p) => SEGMENT.test(p));
}
