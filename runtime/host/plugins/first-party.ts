// The first-party Plugins the embedded default config registers. interfaces.md "Plugins".

import type { Plugin } from '../../engine/plugin-types.js';

/** Ids of the first-party Plugins (reference §7.4 for the user-input id, a best guess there). */
export const FIRST_PARTY_PLUGIN_IDS = ['promptforge/web', 'promptforge/user-input'] as const;

/**
 * One Plugin per first-party id. Their tools come in a later issue; until then each registers its
 * id with no tools, so a slot naming one of their tools is reported missing at prepare.
 */
export function firstPartyPlugins(): Plugin[] {
  // TODO(#4): webPlugin() (fetch, search) and the user-input Plugin with its input broker.
  return FIRST_PARTY_PLUGIN_IDS.map((id) => ({ id, tools: [] }));
}
