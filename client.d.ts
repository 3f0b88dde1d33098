// Types for prompt imports through `promptforge-js/rollup` or `promptforge-js/vite` (README
// "Bundling"). Reference them with `/// <reference types="promptforge-js/client" />` or
// `"types": ["promptforge-js/client"]` in tsconfig.json. `promptforge compile --dts` writes exact
// types (literal names, required model roles) for one prompt.

declare module '*.prompt.md' {
  import type { CompiledPrompt, PromptMeta, RunOptions, RunOutcome } from 'promptforge-js/runtime';

  /** The compiled prompt, for `run(prompt, options)`. */
  const prompt: CompiledPrompt;
  export default prompt;
  export const name: string;
  export const description: string;
  /** The Plugins the prompt declares (`plugins:`). */
  export const plugins: PromptMeta['plugins'];
  /** The tool slots (`tools:`): alias and tool path. */
  export const tools: PromptMeta['tools'];
  /** The model roles (`models:`). */
  export const models: PromptMeta['models'];
  /** Runs the prompt: `{ ok: true, result }` or `{ ok: false, error }`; never throws. */
  export function run(options?: RunOptions): Promise<RunOutcome>;
}
