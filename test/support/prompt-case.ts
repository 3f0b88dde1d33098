// The shape of a prompt fixture's case.ts (test/prompts.test.ts), like Rollup's test/types.d.ts.
import { definePlugin, scriptedModel, type Config, type ToolDefinition } from '../../compiler/api.js';
import type { RunOutcome } from '../../runtime/engine/run.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';

export interface PromptCase {
  /** What the case shows. */
  description: string;
  /** The run's argument string. */
  args?: string;
  /** The config: scripted models and stand-in Plugins. */
  config?: Config;
  /** Default 7. */
  seed?: number;
  /** Trace event types written to expected.trace.jsonl (none when absent). */
  traceTypes?: TraceEvent['type'][];
  /** Extra assertions. */
  after?: (outcome: RunOutcome, events: TraceEvent[]) => void;
}

/** A stand-in `promptforge/web` Plugin: fetch and search answer from the arguments (untrusted). */
export function webStandIn(extra: Partial<Record<'fetch' | 'search', Partial<ToolDefinition>>> = {}) {
  return definePlugin({
    id: 'promptforge/web',
    tools: [
      {
        name: 'fetch', description: 'Fetch a web page and return its main content as markdown.',
        parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
        run: async (a) => `page at ${String(a.url)}`, ...extra.fetch,
      },
      {
        name: 'search', description: 'Search the web and return a list of results (title, url, description).',
        parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        run: async (a) => `results for ${String(a.query)}`, ...extra.search,
      },
    ],
  });
}

export { definePlugin, scriptedModel };
