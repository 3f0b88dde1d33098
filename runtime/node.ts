// promptforge-js/runtime under Node (package.json "exports" condition "node"; other platforms get
// runtime/index.ts): the same runtime, re-exported from the same modules (one runtime instance),
// except that a run without a seed draws it from /dev/urandom (host/random-node.ts) instead of Web
// Crypto, which a fresh Node process loads at ~7 ms on first use (issue #6 cold start).
import type { CompiledPrompt } from './engine/define-prompt.js';
import { runCompiled as runWithSeedSource, type RunOptions, type RunOutcome } from './engine/run.js';
import { nodeRandomSeed } from './host/random-node.js';

export * from './index.js';

/** runCompiled of runtime/index.ts, seeded from /dev/urandom when the options give no seed. */
export function runCompiled(prompt: CompiledPrompt, options?: RunOptions): Promise<RunOutcome> {
  return runWithSeedSource(prompt, options, nodeRandomSeed);
}
