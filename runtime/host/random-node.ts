// The run seed's randomness under Node (issue #6 cold start): 8 bytes of /dev/urandom, the kernel's
// CSPRNG, read with node:fs. Web Crypto (seed.ts randomSeed) gives the same quality, but Node loads
// `globalThis.crypto` on first use, ~7 ms of a fresh process that runs one prompt; node:fs is
// already loaded. Where /dev/urandom cannot be read (Windows), Web Crypto it is.
import { closeSync, openSync, readSync } from 'node:fs';
import { randomSeed } from '../engine/seed.js';

/** A fresh unpredictable 64-bit seed (unsigned). */
export function nodeRandomSeed(): bigint {
  let fd: number | undefined;
  try {
    fd = openSync('/dev/urandom', 'r');
    const bytes = new Uint8Array(8);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(fd, bytes, got, bytes.length - got, null);
      if (n <= 0) return randomSeed();
      got += n;
    }
    let seed = 0n;
    for (const b of bytes) seed = (seed << 8n) | BigInt(b);
    return seed;
  } catch {
    return randomSeed();
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
