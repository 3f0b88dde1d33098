// math.random / math.randomseed: xoshiro256** exactly as lua 5.4's lmathlib.c, so seeded
// sequences match lua5.4. State is four uint64 as BigInt.
import type { LuaValue } from '../values.js';
import { LuaError, msgIntervalEmpty, msgWrongArgCount } from '../errors.js';
import { mkint } from '../numbers.js';
import { argError, checkInteger } from './args.js';

const M64 = 0xffffffffffffffffn;

const rotl = (x: bigint, n: bigint): bigint => ((x << n) | (x >> (64n - n))) & M64;

/** One generator (one per global environment). */
export class RandomState {
  s: bigint[] = [0n, 0n, 0n, 0n];
  /** Warm-up steps of the last seed still to run (done at the first use: most chunks never draw). */
  private pending = 0;

  /** lmathlib.c nextrand. */
  next(): bigint {
    if (this.pending !== 0) {
      const k = this.pending;
      this.pending = 0;
      for (let i = 0; i < k; i++) this.next();
    }
    const s = this.s;
    const s0 = s[0]!, s1 = s[1]!, s2 = s[2]! ^ s0, s3 = s[3]! ^ s1;
    const res = (rotl((s1 * 5n) & M64, 7n) * 9n) & M64;
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ ((s1 << 17n) & M64);
    s[3] = rotl(s3, 45n);
    return res;
  }

  /** lmathlib.c setseed. */
  seed(n1: bigint, n2: bigint): void {
    this.s = [BigInt.asUintN(64, n1), 0xffn, BigInt.asUintN(64, n2), 0n];
    this.pending = 16; // lmathlib.c discards 16 values
  }
}

/** lmathlib.c project: a random integer in [0, n] from ran. */
function project(ran: bigint, n: bigint, state: RandomState): bigint {
  if ((n & (n + 1n)) === 0n) return ran & n;
  let lim = n;
  lim |= lim >> 1n; lim |= lim >> 2n; lim |= lim >> 4n; lim |= lim >> 8n; lim |= lim >> 16n; lim |= lim >> 32n;
  while ((ran &= lim) > n) ran = state.next();
  return ran;
}

/** Builds math.random bound to a state. */
export function createRandom(state: RandomState) {
  return function math_random(m?: LuaValue, n?: LuaValue): LuaValue {
    const rv = state.next();
    let low: bigint, up: bigint;
    switch (arguments.length) {
      case 0: return Number(rv >> 11n) * 2 ** -53; // float in [0, 1)
      case 1: {
        low = 1n;
        up = BigInt(checkInteger(m, 1, 'random', arguments.length));
        if (up === 0n) return mkint(rv); // math.random(0): a full random integer
        break;
      }
      case 2:
        low = BigInt(checkInteger(m, 1, 'random'));
        up = BigInt(checkInteger(n, 2, 'random'));
        break;
      default: throw new LuaError(msgWrongArgCount());
    }
    if (!(low <= up)) argError(1, 'random', msgIntervalEmpty());
    const p = project(rv, BigInt.asUintN(64, up - low), state);
    return mkint(p + low);
  };
}

/** Builds math.randomseed bound to a state; returns the two seed parts like lua 5.4.4. */
export function createRandomseed(state: RandomState) {
  return function math_randomseed(n1?: LuaValue, n2?: LuaValue): LuaValue[] {
    let a: bigint, b: bigint;
    if (arguments.length === 0) {
      a = BigInt(Date.now()) ^ BigInt(Math.floor(Math.random() * 2 ** 52));
      b = BigInt(Math.floor(Math.random() * 2 ** 52));
    } else {
      a = BigInt(checkInteger(n1, 1, 'randomseed'));
      b = n2 === undefined ? 0n : BigInt(checkInteger(n2, 2, 'randomseed'));
    }
    state.seed(a, b);
    return [mkint(a), mkint(b)];
  };
}
