// The run seed and everything derived from it: the envelope nonce, model call ids and the seed of
// math.random. interfaces.md "--seed N": same seed, config and inputs => byte-identical runs.
// splitmix64 (Steele, Lea, Flood 2014) over BigInt: only a handful of draws per run, so clarity wins.

const MASK64 = (1n << 64n) - 1n;
const GOLDEN = 0x9e3779b97f4a7c15n;

/** One splitmix64 output for a 64-bit state (the state is advanced by the caller). */
function mix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/** A deterministic stream of 64-bit values. */
export class SplitMix64 {
  private state: bigint;
  constructor(seed: bigint) {
    this.state = BigInt.asUintN(64, seed);
  }
  /** The next unsigned 64-bit value. */
  next(): bigint {
    this.state = (this.state + GOLDEN) & MASK64;
    return mix64(this.state);
  }
}

/** A seed as the config (`seed: 7`), the API or the CLI (`--seed N`) give it. */
export type SeedInput = number | bigint | string;

/**
 * Reads a seed: a safe integer, a bigint, or a decimal/0x string; any value maps into 64 bits
 * (negative seeds wrap). Returns undefined for text that is not an integer.
 */
export function parseSeed(input: SeedInput): bigint | undefined {
  if (typeof input === 'bigint') return BigInt.asUintN(64, input);
  if (typeof input === 'number') return Number.isSafeInteger(input) ? BigInt.asUintN(64, BigInt(input)) : undefined;
  const text = input.trim();
  if (!/^-?(0x[0-9a-fA-F]+|[0-9]+)$/.test(text)) return undefined;
  const negative = text.startsWith('-');
  const value = BigInt(negative ? text.slice(1) : text);
  return BigInt.asUintN(64, negative ? -value : value);
}

/** A fresh random seed, for runs without one (Web Crypto: present in Node 20 and browsers). */
export function randomSeed(): bigint {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (BigInt(words[0]!) << 32n) | BigInt(words[1]!);
}

function hex64(v: bigint): string {
  return v.toString(16).padStart(16, '0');
}

/** What one run derives from its seed. */
export interface RunSeeds {
  /** The seed itself, unsigned 64-bit. */
  readonly seed: bigint;
  /** The untrusted-envelope nonce: 32 lowercase hex digits (reference §5.4). */
  readonly nonce: string;
  /** Two 64-bit integers for Lua's `math.randomseed(n1, n2)` (as unsigned; reinterpret as int64). */
  readonly mathRandom: readonly [bigint, bigint];
  /** The next model call id, for replies whose calls carry none (interfaces.md "Models"). */
  nextCallId(): string;
}

/**
 * Derives the run's nonce, math.random seed and call ids. They are the stream's draws in a fixed
 * order (nonce: draws 1-2, math.random: 3-4, call-id key: 5), and call ids are counter-based, so
 * each depends only on how many ids were issued before it. Each is made on first use: splitmix64's
 * k-th draw is mix64(seed + k * GOLDEN), so no draw needs the ones before it (BigInt draws were a
 * visible part of a short run).
 */
export function deriveRunSeeds(seed: bigint): RunSeeds {
  const base = BigInt.asUintN(64, seed);
  const draw = (k: bigint): bigint => mix64((base + k * GOLDEN) & MASK64);
  let nonce: string | undefined;
  let mathRandom: [bigint, bigint] | undefined;
  let callKey: bigint | undefined;
  let issued = 0n;
  return {
    seed: base,
    get nonce() {
      return (nonce ??= hex64(draw(1n)) + hex64(draw(2n)));
    },
    get mathRandom() {
      return (mathRandom ??= [draw(3n), draw(4n)]);
    },
    nextCallId() {
      callKey ??= draw(5n);
      issued += 1n;
      return 'call_' + hex64(mix64((callKey + issued * GOLDEN) & MASK64));
    },
  };
}
