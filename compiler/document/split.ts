// The file as lines: BOM dropped, CRLF (and a lone CR) read as LF, then split into the
// frontmatter's YAML text and the body (reference.md §1.1).

import { frontmatterMissingOpen, frontmatterNotClosed, sourceNotUtf8, type DiagnosticSink, type Position } from '../diagnostics.js';

const encoder = new TextEncoder();

/** The normalized lines of one file, with 1-based positions in UTF-8 bytes. */
export class SourceLines {
  readonly lines: string[];

  constructor(source: string) {
    const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
    this.lines = (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text).split('\n');
  }

  /** The text of 1-based line `line`, or undefined past the end. */
  text(line: number): string | undefined {
    return this.lines[line - 1];
  }

  /** The position of the UTF-16 index `index` on 1-based line `line`; `length` in UTF-16 units. */
  at(line: number, index = 0, length = 1): Position {
    const text = this.lines[line - 1] ?? '';
    const column = byteLength(text.slice(0, index)) + 1;
    const bytes = Math.max(1, byteLength(text.slice(index, index + Math.max(1, length))));
    return { line, column, length: bytes };
  }
}

function byteLength(s: string): number {
  // Fast path: ASCII is one byte per unit. A loop, not a regex: V8 compiles a regex run twice to
  // native code, a cost every fresh process's first compile() would pay (issue #4).
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 0x7f) return encoder.encode(s).length;
  }
  return s.length;
}

/** The frontmatter and body line ranges of a file. */
export interface SplitFile {
  /** The YAML text between the delimiters, lines joined with LF. */
  yaml: string;
  /** The file line of the first YAML line (always 2). */
  yamlFirstLine: number;
  /** The file line of the closing `---`. */
  closeLine: number;
  /** The file line where the body starts (the line after the closing `---`). */
  bodyFirstLine: number;
}

/** Finds the frontmatter delimiters; reports and returns undefined when they are missing. */
export function splitFrontmatter(src: SourceLines, sink: DiagnosticSink): SplitFile | undefined {
  // Compared after trimming (reference §1.1).
  if (src.lines[0]!.trim() !== '---') {
    sink.report(frontmatterMissingOpen(src.at(1, 0, src.lines[0]!.length)));
    return undefined;
  }
  for (let i = 1; i < src.lines.length; i++) {
    if (src.lines[i]!.trim() === '---') {
      return { yaml: src.lines.slice(1, i).join('\n'), yamlFirstLine: 2, closeLine: i + 1, bodyFirstLine: i + 2 };
    }
  }
  sink.report(frontmatterNotClosed(src.at(1, 0, 3)));
  return undefined;
}

/** Decodes file bytes as UTF-8; invalid bytes are reported and read as U+FFFD. */
export function decodeSource(bytes: Uint8Array, sink: DiagnosticSink): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < bad; i++) {
      if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) {
        line++;
        lineStart = i + 1;
      }
    }
    sink.report(sourceNotUtf8({ line, column: bad - lineStart + 1, length: 1 }));
  }
  return text;
}

/** The index of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    let n = 0;
    let min = 0;
    if (c < 0x80) { i++; continue; }
    else if (c >= 0xc2 && c <= 0xdf) { n = 1; min = 0x80; }
    else if (c >= 0xe0 && c <= 0xef) { n = 2; min = 0x800; }
    else if (c >= 0xf0 && c <= 0xf4) { n = 3; min = 0x10000; }
    else return i;
    let cp = c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return b.length;
}
