// tools.calls: per-section call counts. tools.md "Counting calls".

import { utf8Decode } from '../lua/strings.js';
import type { LuaValue } from '../lua/values.js';
import { callsNoCount, callsReadOnly, raise } from './errors.js';
import type { SectionTools } from './tools.js';

/**
 * Counts one call attempt, before the tool runs: the first call creates the counts (tools.calls
 * appears; `onFirst` runs, e.g. to fix sys.model), every alias in the bound scope as of this call
 * reads at least 0, and the called alias goes up by one.
 */
export function countCall(section: SectionTools, alias: string, onFirst?: () => void): void {
  let counts = section.counts;
  if (counts === undefined) {
    counts = section.counts = new Map();
    onFirst?.();
  }
  for (const a of section.boundScope()) if (!counts.has(a)) counts.set(a, 0);
  counts.set(alias, (counts.get(alias) ?? 0) + 1);
}

/** The text of a tools.calls key for messages. */
function keyText(key: LuaValue): string {
  return typeof key === 'string' ? utf8Decode(key) : String(key);
}

/**
 * Reads tools.calls[key] (call only once tools.calls exists). A key with no count raises, and the
 * message's ending tells a bound alias the section never scoped or called from a typo.
 */
export function readCount(section: SectionTools, key: LuaValue): number {
  const counts = section.counts ?? new Map<string, number>();
  const name = keyText(key);
  const count = typeof key === 'string' ? counts.get(name) : undefined;
  if (count !== undefined) return count;
  const seeded = [...counts.keys()];
  const situation = section.run.slots.has(name) ? 'bound' : seeded.length > 0 ? 'typo' : 'none';
  raise(callsNoCount(name, seeded, situation));
}

/** Assigning to tools.calls. */
export function writeCount(): never {
  raise(callsReadOnly());
}

/** The counted aliases and their counts, in the order they were first counted (for pairs). */
export function countEntries(section: SectionTools): Array<[string, number]> {
  return [...(section.counts ?? [])];
}
