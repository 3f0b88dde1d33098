// argv from an argument string (reference §6): `{prose = args}` without `args:`, else the JSON
// value or nil. Every chain starts with one; called chains and tasks given an input derive theirs.
import type { JsonValue } from './json.js';
import type { RunState } from './run-state.js';

export function deriveArgv(run: RunState, args: string): JsonValue | undefined {
  if (run.prompt.meta.args === null) return { prose: args };
  try {
    const v = JSON.parse(args) as JsonValue;
    return v === null ? undefined : v;
  } catch {
    return undefined;
  }
}
