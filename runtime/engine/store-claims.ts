// Store claims (reference §5.3): every store access claims its path (or glob pattern) for reading
// or writing. Two claims on the same region by different identities conflict when one of them
// writes and neither is ordered before the other. Order comes only from spawn (the child sees
// what its parent did before) and delivery (the owner sees all a delivered task did). A conflict
// ends the run with `Determinism`, so concurrent arms and tasks never make a run depend on timing.
import { determinismViolation } from './errors.js';
import { RunAbort } from './lua-binding.js';
import { matchGlob, globSegments } from './store-paths.js';

/**
 * A store identity: the main walk (`0`), one fanout arm or one task; called chains share their
 * caller's. `clock` is a vector clock: for each identity, the last of its epochs ordered before
 * this identity's next access (its own entry is its current epoch).
 */
export interface Identity {
  readonly id: string;
  readonly clock: Map<string, number>;
}

/** What a claim is for. */
export type ClaimMode = 'read' | 'write' | 'glob';

interface Claim {
  readonly identity: Identity;
  readonly epoch: number;
  readonly mode: ClaimMode;
}

// Only identities that claimed something get clock entries (their first claim starts epoch 1),
// so arms and tasks that never touch the store cost nothing here.

/** The main walk's identity. */
export function rootIdentity(): Identity {
  return { id: '0', clock: new Map() };
}

/** A child identity at spawn: everything the parent did so far is ordered before it. */
export function forkIdentity(parent: Identity, id: string): Identity {
  const clock = new Map(parent.clock);
  // The parent's later accesses are not ordered before the child.
  const own = parent.clock.get(parent.id);
  if (own !== undefined) parent.clock.set(parent.id, own + 1);
  return { id, clock };
}

/** Delivery: everything `child` did is now ordered before `owner`'s next access. */
export function joinIdentity(owner: Identity, child: Identity): void {
  for (const [id, epoch] of child.clock) if ((owner.clock.get(id) ?? 0) < epoch) owner.clock.set(id, epoch);
}

/** The claims of one run. Nothing is recorded until a second identity exists (the common case). */
export class StoreClaims {
  private readonly paths = new Map<string, Claim[]>();
  private readonly globs: Array<{ pattern: string; segments: ReturnType<typeof globSegments>; claim: Claim }> = [];
  /** Set once the run spawns its first arm or task: before that, every access is ordered. */
  concurrent = false;

  /** Claims `path` (a glob pattern for `glob`) for `identity`; throws the Determinism failure on a conflict. */
  claim(identity: Identity, mode: ClaimMode, path: string): void {
    if (!this.concurrent) return;
    let epoch = identity.clock.get(identity.id);
    if (epoch === undefined) identity.clock.set(identity.id, (epoch = 1));
    const claim: Claim = { identity, epoch, mode };
    if (mode === 'glob') {
      const segments = globSegments(path);
      for (const [p, list] of this.paths) {
        if (!matchGlob(segments.segments, p)) continue;
        for (const other of list) if (other.mode === 'write') this.check(claim, other, path, p);
      }
      this.globs.push({ pattern: path, segments, claim });
      return;
    }
    const list = this.paths.get(path) ?? [];
    for (const other of list) if (mode === 'write' || other.mode === 'write') this.check(claim, other, path, path);
    if (mode === 'write') {
      for (const g of this.globs) if (matchGlob(g.segments.segments, path)) this.check(claim, g.claim, path, g.pattern);
    }
    // One claim per identity and mode is enough: a later epoch is never ordered before more.
    const same = list.findIndex((c) => c.identity === identity && c.mode === mode);
    if (same >= 0) list[same] = claim;
    else list.push(claim);
    this.paths.set(path, list);
  }

  private check(claim: Claim, other: Claim, path: string, otherRegion: string): void {
    if (other.identity === claim.identity) return;
    if ((claim.identity.clock.get(other.identity.id) ?? 0) >= other.epoch) return;
    // Named in a fixed order (by identity), whichever access came second in time.
    const [a, b] = claim.identity.id < other.identity.id ? [other, claim] : [claim, other];
    const region = a === claim ? path : otherRegion;
    throw new RunAbort(determinismViolation(a.mode, region, a.identity.id, b.mode, b.identity.id));
  }
}
