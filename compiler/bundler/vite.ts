// `promptforge-js/vite` (interfaces.md "Package"; issue #6): the rollup plugin's transform, run
// before vite's own plugins. A changed prompt has no HMR boundary of its own, so vite reloads the
// page (or the importing module that accepts it), which is all a prompt needs.
import type { Plugin } from 'vite';
import { idFilter, promptTransformHook, type PromptforgePluginOptions } from './prompt-plugin.js';
import { PLUGIN_NAME } from './rollup.js';

export type { FilterPattern, PromptforgePluginOptions } from './prompt-plugin.js';
export { DEFAULT_INCLUDE } from './prompt-plugin.js';

/** The vite plugin: prompts matched by `include` (default `**\/*.prompt.md`) become ES modules. */
export default function promptforge(options: PromptforgePluginOptions = {}): Plugin {
  return {
    name: PLUGIN_NAME,
    // before vite's asset and JSON handling sees the `.md` id
    enforce: 'pre',
    transform: {
      filter: idFilter(options),
      handler(code, id) {
        return promptTransformHook(this, options, code, id);
      },
    },
  };
}

export { promptforge };
