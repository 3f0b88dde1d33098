// Store claims (reference §5.3): conflicts need two identities, one write, and no order between
// them; order comes only from spawn (fork) and delivery (join).
import { describe, expect, it } from 'vitest';
import { forkIdentity, joinIdentity, rootIdentity, StoreClaims } from '../../runtime/engine/store-claims.js';
import { RunAbort } from '../../runtime/engine/lua-binding.js';

function conflict(f: () => void): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof RunAbort) return `${e.failure.kind}: ${e.failure.message}`;
    throw e;
  }
}

describe('store claims', () => {
  it('records nothing before the first spawn', () => {
    const claims = new StoreClaims();
    const root = rootIdentity();
    claims.claim(root, 'write', 'a.txt');
    claims.concurrent = true;
    const child = forkIdentity(root, '0.0');
    expect(conflict(() => claims.claim(child, 'write', 'a.txt'))).toBeUndefined();
  });

  it('orders a parent\'s accesses before spawn ahead of the child, and a delivered child ahead of the parent', () => {
    const claims = new StoreClaims();
    claims.concurrent = true;
    const root = rootIdentity();
    claims.claim(root, 'write', 'a.txt');
    const child = forkIdentity(root, '0.0');
    claims.claim(child, 'read', 'a.txt');
    claims.claim(child, 'write', 'b.txt');
    joinIdentity(root, child);
    expect(conflict(() => claims.claim(root, 'read', 'b.txt'))).toBeUndefined();
    expect(conflict(() => claims.claim(root, 'write', 'a.txt'))).toBeUndefined();
  });

  it('lets concurrent identities read one path but not write it, whichever comes first', () => {
    for (const order of [0, 1]) {
      const claims = new StoreClaims();
      claims.concurrent = true;
      const root = rootIdentity();
      const a = forkIdentity(root, '0.0');
      const b = forkIdentity(root, '0.1');
      claims.claim(a, 'read', 'x');
      claims.claim(b, 'read', 'x');
      const [first, second] = order === 0 ? [a, b] : [b, a];
      claims.claim(first, 'write', 'y');
      // The message names the claims in identity order, not in time order.
      expect(conflict(() => claims.claim(second, 'write', 'y')))
        .toBe('Determinism: store determinism violation: write on y by 0.1 conflicts with a write claim by 0.0');
    }
  });

  it('conflicts a parent write after spawn with the child, until delivery', () => {
    const claims = new StoreClaims();
    claims.concurrent = true;
    const root = rootIdentity();
    const child = forkIdentity(root, '0.0');
    claims.claim(root, 'write', 'p');
    expect(conflict(() => claims.claim(child, 'read', 'p')))
      .toBe('Determinism: store determinism violation: read on p by 0.0 conflicts with a write claim by 0');
  });

  it('conflicts a glob with a concurrent write under its pattern', () => {
    const claims = new StoreClaims();
    claims.concurrent = true;
    const root = rootIdentity();
    const child = forkIdentity(root, '0.0');
    claims.claim(child, 'write', 'notes/a.md');
    expect(conflict(() => claims.claim(root, 'glob', 'notes/*.md')))
      .toBe('Determinism: store determinism violation: write on notes/a.md by 0.0 conflicts with a glob claim by 0');
    expect(conflict(() => claims.claim(root, 'glob', 'other/*.md'))).toBeUndefined();
  });
});
