// Pivot choice shared by the synchronous and the async table.sort (lua 5.4 ltablib.c).

/** ltablib.c: intervals this long may use a randomized pivot. */
export const RANLIMIT = 100;
let pivotState = 0x2545f491;

/** ltablib.c l_randomizePivot, made deterministic (lua mixes clock() and time()). */
export function randomizePivot(): number {
  pivotState ^= pivotState << 13;
  pivotState ^= pivotState >>> 17;
  pivotState ^= pivotState << 5;
  return pivotState >>> 0 || 1;
}

/** ltablib.c choosePivot. */
export function choosePivot(lo: number, up: number, rnd: number): number {
  const r4 = Math.floor((up - lo) / 4);
  return (rnd % (r4 * 2)) + (lo + r4);
}
