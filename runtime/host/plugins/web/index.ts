// `webPlugin(options)`: the first-party `promptforge/web` Plugin (interfaces.md "Plugins";
// reference §11.3; language.md §8). Both tools' output is untrusted plain text.
import type { Plugin } from '../../../engine/plugin-types.js';
import { FETCH_DESCRIPTION, SEARCH_DESCRIPTION } from './messages.js';
import { fetchParameters, resolvePolicy, type FetchPolicy } from './policy.js';
import { readSearchArgs, SEARCH_PARAMETERS } from './search-args.js';
import type { SearchBackend } from './search-backends.js';

export type { FetchPolicy } from './policy.js';
export type { SearchBackend } from './search-backends.js';

/** What a Host configures for `promptforge/web`. */
export interface WebPluginOptions {
  /** The search backend; without one, `search` fails with a message saying so. */
  readonly search?: SearchBackend;
  /** The fetch policy; the default is reference §11.3's (https, ports 80/443, global addresses only). */
  readonly fetch?: FetchPolicy;
}

/** The first-party web Plugin: `promptforge/web/fetch` and `promptforge/web/search`. */
export function webPlugin(options: WebPluginOptions = {}): Plugin {
  const policy = resolvePolicy(options.fetch);
  return {
    id: 'promptforge/web',
    tools: [
      {
        name: 'fetch',
        description: FETCH_DESCRIPTION,
        parameters: fetchParameters(policy.maxChars),
        trust: 'untrusted',
        // The networking code (node:http, node:dns) loads on first use, so defining the Plugin
        // (the embedded default config does) needs no Node built-ins.
        run: async (args, ctx) => (await import('./fetch-tool.js')).runFetch(args, policy, ctx.signal),
      },
      {
        name: 'search',
        description: SEARCH_DESCRIPTION,
        parameters: SEARCH_PARAMETERS,
        trust: 'untrusted',
        run: async (args, ctx) => {
          const query = readSearchArgs(args);
          return (await import('./search-backends.js')).runSearch(options.search, query, ctx.signal);
        },
      },
    ],
  };
}
