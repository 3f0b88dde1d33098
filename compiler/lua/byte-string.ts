// Lua source as a byte string (CONTRIBUTING.md "The Lua value model": one char code per byte),
// without Node's Buffer so that the compiler also runs in a browser (the playground).

const ASCII = /^[\x00-\x7f]*$/;
const CHUNK = 0x8000; // String.fromCharCode's argument list stays well below engine limits

/** The bytes as a string of char codes 0..255. */
export function latin1FromBytes(bytes: Uint8Array): string {
  if (bytes.length <= CHUNK) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let out = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]);
  }
  return out;
}

/** The UTF-8 encoding of text, one char code per byte. ASCII text (the usual source) is returned as is. */
export function utf8ByteString(text: string): string {
  return ASCII.test(text) ? text : latin1FromBytes(new TextEncoder().encode(text));
}
