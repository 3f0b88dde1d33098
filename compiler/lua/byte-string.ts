// Lua source as a byte string (CONTRIBUTING.md "The Lua value model": one char code per byte),
// without Node's Buffer so that the compiler also runs in a browser (the playground).

const ASCII = /^[\x00-\x7f]*$/;
const CHUNK = 0x8000; // String.fromCharCode's argument list stays well below engine limits

/**
 * The bytes as a string of char codes 0..255. Runs of ASCII (nearly all of a Lua source) go through
 * TextDecoder, where UTF-8 and latin1 agree; `String.fromCharCode.apply` over a whole file was
 * ~100x slower. Other bytes are mapped one to one.
 */
export function latin1FromBytes(bytes: Uint8Array): string {
  const ascii = new TextDecoder();
  // an ASCII source (the usual one) decodes as it is: one native decode and test, where the loop
  // below ran ~10 ms of a fresh process's compile of the 1 MiB bench input before V8 optimized it
  const whole = ascii.decode(bytes);
  if (whole.length === bytes.length && ASCII.test(whole)) return whole;
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

/** The UTF-8 encoding of text, one char code per byte. ASCII text (the usual source) is returned as is. */
export function utf8ByteString(text: string): string {
  return ASCII.test(text) ? text : latin1FromBytes(new TextEncoder().encode(text));
}
