// The first-party Plugins the embedded default config registers (interfaces.md "Config file",
// "Plugins"). mcpPlugin is first-party too, but needs a server to name, so it is never a default.
import type { Plugin } from '../../engine/plugin-types.js';
import { userInputPlugin } from './user-input/index.js';
import { webPlugin } from './web/index.js';

/** Ids of the first-party Plugins (reference §7.4 for the user-input id, a best guess there). */
export const FIRST_PARTY_PLUGIN_IDS = ['promptforge/web', 'promptforge/user-input'] as const;

/**
 * One Plugin per first-party id, with default options: web fetch under the SSRF-safe policy and no
 * search backend (search then fails saying so), operator input through the Host's broker if any.
 */
export function firstPartyPlugins(): Plugin[] {
  return [webPlugin(), userInputPlugin()];
}
