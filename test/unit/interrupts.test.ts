// The interrupt clock's loop countdown slices (runtime/lua/interrupts.ts): what they charge to the
// instruction budget and that a cancelled run stops at one.
import { describe, expect, it } from 'vitest';
import { chargeSlices, InterruptClock, LOOP_SLICE } from '../../runtime/lua/interrupts.js';
import { LuaInterrupt } from '../../runtime/lua/errors.js';

/** The number of calls of `step` before the clock throws, and the kind it throws. */
function runUntilThrow(step: () => void, max: number): { calls: number; kind: string | undefined } {
  for (let i = 1; i <= max; i++) {
    try {
      step();
    } catch (e) {
      return { calls: i, kind: e instanceof LuaInterrupt ? e.kind : 'other' };
    }
  }
  return { calls: max, kind: undefined };
}

describe('InterruptClock.slice', () => {
  it('returns the next countdown start', () => {
    expect(new InterruptClock().slice()).toBe(LOOP_SLICE - 1);
  });

  it('charges LOOP_SLICE checkpoint passes per call', () => {
    const budget = 10 * LOOP_SLICE + 5;
    const clock = new InterruptClock({ budget });
    // 10 slices fit, the 11th passes the budget
    expect(runUntilThrow(() => clock.slice(), 100)).toEqual({ calls: 11, kind: 'budget' });
  });

  it('shares the budget with tick', () => {
    const clock = new InterruptClock({ budget: 3 * LOOP_SLICE });
    for (let i = 0; i < LOOP_SLICE; i++) clock.tick();
    clock.slice();
    // 2 * LOOP_SLICE used: LOOP_SLICE more ticks fit, the next one does not
    expect(runUntilThrow(() => clock.tick(), 10 * LOOP_SLICE)).toEqual({ calls: LOOP_SLICE + 1, kind: 'budget' });
  });

  it('counts a budget larger than the clock slice across its refills', () => {
    const budget = 100_000;
    const clock = new InterruptClock({ budget });
    expect(runUntilThrow(() => clock.slice(), 10_000)).toEqual({ calls: Math.floor(budget / LOOP_SLICE) + 1, kind: 'budget' });
  });

  it('stops a cancelled run within a bounded number of slices', () => {
    const signal = { aborted: false };
    const clock = new InterruptClock({ signal });
    for (let i = 0; i < 1000; i++) clock.slice();
    signal.aborted = true;
    const r = runUntilThrow(() => clock.slice(), 1000);
    expect(r.kind).toBe('cancelled');
    expect(r.calls).toBeLessThanOrEqual(Math.ceil(10_000 / LOOP_SLICE) + 1);
  });
});

describe('chargeSlices', () => {
  /** How many further slice() calls a clock allows before it throws (at most `max`). */
  const remaining = (clock: InterruptClock, max: number) => runUntilThrow(() => clock.slice(), max).calls;

  it('leaves the clock as that many slice() calls would', () => {
    for (const budget of [undefined, 5, LOOP_SLICE, 10 * LOOP_SLICE + 5, 123_457, 2_000_000]) {
      for (const ticks of [0, 1, 37]) {
        for (const slices of [0, 1, 2, 39, 40, 41, 390, 5000]) {
          const a = new InterruptClock({ budget }), b = new InterruptClock({ budget });
          if (budget !== undefined && ticks >= budget) continue;
          for (let i = 0; i < ticks; i++) a.tick(), b.tick();
          let thrown = false;
          try {
            for (let i = 0; i < slices; i++) a.slice();
          } catch {
            thrown = true;
          }
          const label = `budget ${budget}, ${ticks} ticks, ${slices} slices`;
          // charged only when the calls one by one would not have thrown
          expect(chargeSlices(b, slices), label).toBe(!thrown);
          if (thrown) continue;
          expect(b.n, label).toBe(a.n);
          expect(remaining(b, 20_000), label).toBe(remaining(a, 20_000));
        }
      }
    }
  });

  it('charges nothing when the budget would run out', () => {
    const clock = new InterruptClock({ budget: 10 * LOOP_SLICE + 5 });
    expect(chargeSlices(clock, 11)).toBe(false);
    expect(runUntilThrow(() => clock.slice(), 100)).toEqual({ calls: 11, kind: 'budget' });
  });
});
