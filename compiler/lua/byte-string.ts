// Lua source as a byte string (CONTRIBUTING.md "The Lua value model": one char code per byte),
// without Node's Buffer so that the compiler also runs in a browser (the playground).

const ASCII = /^[\x00-\x7f]*$/;
const CHUNK = 0x8000; // String.fromCharCode's argument list stays well below engine limits

/**
 * The bytes as a string of char codes 0..255, by the platform's 'windows-1252' decoder where it has
 * one (one native call: the byte loop below ran ~10 ms of a fresh compile of the 1 MiB bench input
 * before V8 optimized it). That decoder gives latin1 but for bytes 0x80-0x9F (in browsers; Node 20's
 * gives latin1 for those too): its characters for them are mapped back, so the result is the same.
 * Without that decoder: runs of ASCII (nearly all of a Lua source) go through TextDecoder, where
 * UTF-8 and latin1 agree, and other bytes are mapped one to one.
 */
export function latin1FromBytes(bytes: Uint8Array): string {
  const w = windows1252();
  if (w) {
    const text = w.decoder.decode(bytes);
    return w.differs !== undefined && w.differs.test(text) ? text.replace(w.differsAll!, (c) => w.bytes.get(c)!) : text;
  }
  const ascii = new TextDecoder();
  const n = bytes.length;
  let out = '';
  let start = 0; // where the pending ASCII run starts
  for (let i = 0; i < n; i++) {
    if (bytes[i]! < 0x80) continue;
    let j = i + 1;
    while (j < n && bytes[j]! >= 0x80 && j - i < CHUNK) j++;
    if (i > start) out += ascii.decode(bytes.subarray(start, i));
    out += String.fromCharCode.apply(null, bytes.subarray(i, j) as unknown as number[]);
    start = j;
    i = j - 1;
  }
  return start === 0 ? ascii.decode(bytes) : out + ascii.decode(bytes.subarray(start));
}

interface Windows1252 {
  decoder: TextDecoder;
  /** Its characters for bytes 0x80-0x9F that are not those bytes' latin1 characters, and back. */
  bytes: Map<string, string>;
  differs: RegExp | undefined;
  differsAll: RegExp | undefined;
}

let cp1252: Windows1252 | null | undefined;

/** The platform's 'windows-1252' decoder and what it decodes otherwise than latin1; null without one. */
function windows1252(): Windows1252 | null {
  if (cp1252 !== undefined) return cp1252;
  try {
    const decoder = new TextDecoder('windows-1252');
    const bytes = new Map<string, string>();
    const all = decoder.decode(Uint8Array.from({ length: 256 }, (_, i) => i));
    // one character per byte, latin1's outside 0x80-0x9F, one byte per character: else not used
    if (all.length !== 256) return (cp1252 = null);
    for (let i = 0; i < 256; i++) {
      if (all.charCodeAt(i) === i) continue;
      if (i < 0x80 || i > 0x9f || all.charCodeAt(i) < 0x100 || bytes.has(all[i]!)) return (cp1252 = null);
      bytes.set(all[i]!, String.fromCharCode(i));
    }
    const cls = bytes.size > 0 ? `[${[...bytes.keys()].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]` : undefined;
    cp1252 = { decoder, bytes, differs: cls ? new RegExp(cls) : undefined, differsAll: cls ? new RegExp(cls, 'g') : undefined };
  } catch {
    cp1252 = null;
  }
  return cp1252;
}

/** The UTF-8 encoding of text, one char code per byte. ASCII text (the usual source) is returned as is. */
export function utf8ByteString(text: string): string {
  return ASCII.test(text) ? text : latin1FromBytes(new TextEncoder().encode(text));
}
