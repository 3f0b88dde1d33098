// latin1FromBytes (compiler/lua/byte-string.ts) decodes a Lua source's bytes, one char code per byte,
// with the platform's 'windows-1252' decoder. Node 20's gives latin1 for every byte; a browser's
// gives other characters for most bytes 0x80-0x9F (WHATWG Encoding), which must be mapped back.
import { afterEach, describe, expect, it, vi } from 'vitest';

// WHATWG windows-1252 where it differs from latin1 (bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D stay as they are)
const BROWSER_1252: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

const RealDecoder = globalThis.TextDecoder;

/** A browser's TextDecoder: windows-1252 as WHATWG defines it, anything else as Node's. */
class BrowserDecoder {
  private readonly inner: TextDecoder | undefined;
  constructor(private readonly label = 'utf-8') {
    this.inner = label === 'windows-1252' ? undefined : new RealDecoder(label);
  }
  decode(bytes?: Uint8Array): string {
    if (this.inner) return this.inner.decode(bytes);
    let s = '';
    for (const b of bytes ?? []) s += String.fromCharCode(BROWSER_1252[b] ?? b);
    return s;
  }
}

const ALL_BYTES = Uint8Array.from({ length: 512 }, (_, i) => (i * 37) % 256);
const expected = (bytes: Uint8Array) => String.fromCharCode(...bytes);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('latin1FromBytes', () => {
  it('gives one char code per byte with Node’s decoder', async () => {
    const { latin1FromBytes } = await import('../../compiler/lua/byte-string.js');
    expect(latin1FromBytes(ALL_BYTES)).toBe(expected(ALL_BYTES));
  });

  it('maps a browser’s windows-1252 characters for bytes 0x80-0x9F back to those bytes', async () => {
    vi.stubGlobal('TextDecoder', BrowserDecoder);
    vi.resetModules();
    const { latin1FromBytes } = await import('../../compiler/lua/byte-string.js');
    expect(new BrowserDecoder('windows-1252').decode(Uint8Array.of(0x80))).toBe('\u20ac'); // the stub differs
    expect(latin1FromBytes(ALL_BYTES)).toBe(expected(ALL_BYTES));
    expect(latin1FromBytes(new TextEncoder().encode('print("€")'))).toBe('print("\xe2\x82\xac")');
  });

  it('falls back to its own loop without a windows-1252 decoder', async () => {
    class Utf8Only extends RealDecoder {
      constructor(label = 'utf-8') {
        if (label !== 'utf-8') throw new RangeError(`unsupported: ${label}`);
        super(label);
      }
    }
    vi.stubGlobal('TextDecoder', Utf8Only);
    vi.resetModules();
    const { latin1FromBytes } = await import('../../compiler/lua/byte-string.js');
    expect(latin1FromBytes(ALL_BYTES)).toBe(expected(ALL_BYTES));
  });
});
