// The run seed's randomness under Node (issue #6 cold start): 8 bytes of /dev/urandom, the kernel's
// CSPRNG. Web Crypto (seed.ts randomSeed) gives the same quality, but Node loads
// `globalThis.crypto` on first use, ~7 ms of a fresh process that runs one prompt. node:fs is taken
// with process.getBuiltinModule, not imported: an ES module import of node:fs builds its namespace
// from every export, whose lazy getters (ReadStream, promises) load Node's whole streams stack, ~5 ms
// more. Where getBuiltinModule is missing (Node before 20.16) or /dev/urandom cannot be read
// (Windows), Web Crypto it is.
import { randomSeed } from '../engine/seed.js';

/** The part of node:fs used here. */
interface SyncFs {
  openSync(path: string, flags: string): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: null): number;
  closeSync(fd: number): void;
}

/** Node's fs module, or undefined where the runtime has no process.getBuiltinModule. */
function nodeFs(): SyncFs | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:fs') as SyncFs | undefined;
}

/** A fresh unpredictable 64-bit seed (unsigned). */
export function nodeRandomSeed(): bigint {
  const fs = nodeFs();
  if (fs === undefined) return randomSeed();
  let fd: number | undefined;
  try {
    fd = fs.openSync('/dev/urandom', 'r');
    const bytes = new Uint8Array(8);
    let got = 0;
    while (got < bytes.length) {
      const n = fs.readSync(fd, bytes, got, bytes.length - got, null);
      if (n <= 0) return randomSeed();
      got += n;
    }
    let seed = 0n;
    for (const b of bytes) seed = (seed << 8n) | BigInt(b);
    return seed;
  } catch {
    return randomSeed();
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
