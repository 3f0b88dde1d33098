// Runs compiled module text in this page. A compiled module imports `promptforge-js/runtime`,
// which a page has no resolver for, and it must share this page's one runtime instance (the
// engine and the compiled blocks meet through its interrupt clock and limits). So the import line
// is rewritten to read the runtime this page bundles from a global, and the text is imported as a
// module from a blob: URL. That is run-time code loading, which the playground exists for; a
// deployed page compiles its prompts at build time (`promptforge-js/vite`) and needs none of it.
import * as runtime from '../../runtime/index.js';
import { RUNTIME_SPECIFIER } from '../../compiler/emit/module.js';
import type { CompiledPrompt, PromptMeta } from '../../runtime/engine/define-prompt.js';
import type { RunOptions, RunOutcome } from '../../runtime/engine/run.js';

const RUNTIME_KEY = Symbol.for('promptforge-js.playground.runtime');
(globalThis as Record<symbol, unknown>)[RUNTIME_KEY] = runtime;

/** What a compiled module exports (compiler/emit/prompt-module.ts). */
export interface PromptModule {
  readonly default: CompiledPrompt;
  readonly models: PromptMeta['models'];
  run(options?: RunOptions): Promise<RunOutcome>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const RUNTIME_IMPORT = new RegExp(`^import \\{([^}]*)\\} from ${escapeRegExp(JSON.stringify(RUNTIME_SPECIFIER))};$`, 'm');

/** Imports compiled module text with its runtime import bound to this page's runtime. */
export async function importCompiled(code: string): Promise<PromptModule> {
  const match = RUNTIME_IMPORT.exec(code);
  if (match === null) throw new Error(`the compiled module has no import from ${RUNTIME_SPECIFIER}`);
  const names = match[1]!.trim();
  const bound = code.replace(RUNTIME_IMPORT, `const { ${names} } = globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY.description)})];`);
  const url = URL.createObjectURL(new Blob([bound], { type: 'text/javascript' }));
  try {
    return (await import(/* @vite-ignore */ url)) as PromptModule;
  } finally {
    URL.revokeObjectURL(url);
  }
}
