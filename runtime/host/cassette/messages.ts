// Every message of record and replay, in one place (ours: interfaces.md asks that a run that
// diverges from its cassette fail with a message naming the first differing request).

import type { RunFailure } from '../../engine/errors.js';

/** How a request reads in a message: its number in the run, what it was, and its digest. */
export interface RequestLabel {
  readonly n: number;
  readonly kind: 'model' | 'tool';
  readonly summary: string;
  readonly digest: string;
}

const described = (r: RequestLabel) => `${r.summary} (digest ${r.digest})`;
const kindOf = (r: RequestLabel): 'Completion' | 'Tool' => (r.kind === 'model' ? 'Completion' : 'Tool');

/** A request that the cassette does not hold at its place (nor anywhere still unused). */
export function replayDiverged(actual: RequestLabel, expected: RequestLabel | undefined, total: number): RunFailure {
  const head = `the run diverged from its cassette at request #${actual.n}: it sent ${described(actual)}`;
  return {
    code: 'replay_diverged',
    kind: kindOf(actual),
    message: expected === undefined
      ? `${head}, but the cassette holds only ${total} request${total === 1 ? '' : 's'}`
      : `${head}, but the cassette's request #${expected.n} is ${described(expected)}`,
  };
}

/** The run ended while the cassette still held requests. */
export function replayEndedEarly(made: number, first: RequestLabel, total: number): RunFailure {
  return {
    code: 'replay_ended_early',
    kind: kindOf(first),
    message: `the run diverged from its cassette: it made ${made} request${made === 1 ? '' : 's'} but the cassette holds ${total}; ` +
      `the first request not made is #${first.n}: ${described(first)}`,
  };
}

/** Prepare activated a Plugin the recorded run did not. */
export function replayUnrecordedPlugin(id: string): RunFailure {
  return {
    code: 'replay_unrecorded_plugin',
    kind: 'RequirementsUnmet',
    message: `the run diverged from its cassette: it activated Plugin ${id}, which the recorded run did not activate`,
  };
}

/** A cassette that cannot be read. */
export function cassetteUnreadable(file: string, reason: string): RunFailure {
  return { code: 'cassette_unreadable', kind: 'Internal', message: `cannot read cassette ${file}: ${reason}` };
}

/** A cassette whose content is not a cassette of this version. */
export function cassetteInvalid(file: string, why: string): RunFailure {
  return { code: 'cassette_invalid', kind: 'Internal', message: `invalid cassette ${file}: ${why}` };
}

/** A cassette that cannot be written. */
export function cassetteUnwritable(file: string, reason: string): RunFailure {
  return { code: 'cassette_unwritable', kind: 'Internal', message: `cannot write cassette ${file}: ${reason}` };
}

/** Both flags at once. */
export const RECORD_AND_REPLAY = '--record and --replay cannot be used together';

/** Parts of summaries (what a request was, in a few words). */
export const SUMMARY = {
  model: (role: string, section: string | null, round: number, count: number, last: string) =>
    `a model round (role '${role}', ${section === null ? 'the H1 pass' : `section "${section}"`}, round ${round}, ${count} message${count === 1 ? '' : 's'}, last: ${last})`,
  tool: (path: string, args: string) => `a call of tool ${path} with ${args}`,
} as const;
