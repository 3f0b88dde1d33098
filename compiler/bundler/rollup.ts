// `promptforge-js/rollup` (interfaces.md "Package"; issue #6): `import researcher from
// './researcher.prompt.md'` compiles at build time to the prompt's ES module. Follows rollup's plugin
// conventions: a `name`, a hook filter on the module id, a source map chained into the `.md` file,
// errors through `this.error` with `loc` and a frame.
import type { Plugin } from 'rollup';
import { idFilter, promptTransformHook, type PromptforgePluginOptions } from './prompt-plugin.js';

export type { FilterPattern, PromptforgePluginOptions } from './prompt-plugin.js';
export { DEFAULT_INCLUDE } from './prompt-plugin.js';

/** The plugin's name in bundler messages (`[plugin promptforge] ...`). */
export const PLUGIN_NAME = 'promptforge';

/** The rollup plugin: prompts matched by `include` (default `**\/*.prompt.md`) become ES modules. */
export default function promptforge(options: PromptforgePluginOptions = {}): Plugin {
  return {
    name: PLUGIN_NAME,
    transform: {
      filter: idFilter(options),
      handler(code, id) {
        return promptTransformHook(this, options, code, id);
      },
    },
  };
}

export { promptforge };
