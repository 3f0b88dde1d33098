// Run limits and their defaults. language.md §7, reference §10.

/** The config's `limits`; every field optional. */
export interface Limits {
  /** Rounds per models.loop when the prompt sets no max_tool_iterations. */
  readonly rounds?: number;
  /** Concurrent tasks, fanout arms included. */
  readonly tasks?: number;
  /** Lua memory guard on string and table growth, per section, in bytes. */
  readonly memory?: number;
  /** log events per section VM (bytes: 256 per event). */
  readonly logEvents?: number;
  /** Largest model reply, in bytes. */
  readonly replyBytes?: number;
  /** Model receive timeout, in milliseconds. */
  readonly receiveTimeoutMs?: number;
  /** Optional instruction budget (off when undefined); exceeding it is run error Limit. */
  readonly instructions?: number;
}

/** The fixed call depth shared by call, tasks and fanout arms. */
export const CALL_DEPTH = 8;

/** The defaults of language.md §7. */
export const DEFAULT_LIMITS = {
  rounds: 24,
  tasks: 8,
  memory: 64 * 1024 * 1024,
  logEvents: 1024,
  replyBytes: 16 * 1024 * 1024,
  receiveTimeoutMs: 120_000,
  instructions: undefined,
} as const satisfies Required<Omit<Limits, 'instructions'>> & Pick<Limits, 'instructions'>;

/** Limits with every default filled in. */
export function resolveLimits(limits: Limits = {}): Required<Omit<Limits, 'instructions'>> & Pick<Limits, 'instructions'> {
  return { ...DEFAULT_LIMITS, ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)) };
}
