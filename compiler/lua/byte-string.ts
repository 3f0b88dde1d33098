// Lua source as a byte string (CONTRIBUTING.md "The Lua value model": one char code per byte),
// without Node's Buffer so that the compiler also runs in a browser (the playground).

const ASCII = /^[\x00-\x7f]*$/;
const CHUNK = 0x8000; // String.fromCharCode's argument list stays well below engine limits

const NON_ASCII_RUN = /[^\x00-\x7f]+/g;

/**
 * The bytes as a string of char codes 0..255. The whole input goes through TextDecoder once (UTF-8
 * and latin1 agree on ASCII, nearly all of a Lua source); `String.fromCharCode.apply` over a whole
 * file was ~100x slower. The decoded text's runs of non-ASCII chars are exactly the input's runs of
 * bytes >= 0x80 (a UTF-8 decoder turns an ASCII byte into itself, even after an invalid sequence,
 * and nothing else into ASCII; a BOM is kept), so a regular expression finds them and only those bytes are mapped
 * one to one: no loop of ours visits every byte (that loop was ~2% of a cold compile of 1 MiB).
 */
export function latin1FromBytes(bytes: Uint8Array): string {
  // ignoreBOM: a leading BOM stays in the text (three bytes >= 0x80, mapped like any others)
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const runs = new RegExp(NON_ASCII_RUN.source, 'g');
  let m = runs.exec(text);
  if (m === null) return text;
  let out = '';
  let c = 0; // where the pending ASCII run starts in text
  let b = 0; // ... and in bytes
  for (; m !== null; m = runs.exec(text)) {
    out += text.slice(c, m.index);
    b += m.index - c;
    let e = b;
    while (e < bytes.length && bytes[e]! >= 0x80) e++;
    for (let k = b; k < e; k += CHUNK) {
      out += String.fromCharCode.apply(null, bytes.subarray(k, Math.min(e, k + CHUNK)) as unknown as number[]);
    }
    b = e;
    c = m.index + m[0].length;
  }
  return out + text.slice(c);
}

/** The UTF-8 encoding of text, one char code per byte. ASCII text (the usual source) is returned as is. */
export function utf8ByteString(text: string): string {
  return ASCII.test(text) ? text : latin1FromBytes(new TextEncoder().encode(text));
}
