// Source map v3 for a generated module: each generated line maps to its Lua line.

export interface SourceMapV3 {
  version: 3;
  file: string;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
}

/** `lines[i]` is the 1-based source line of generated line i, or 0 for none. */
export function lineSourceMap(file: string, source: string, lines: number[], sourceContent?: string): SourceMapV3 {
  return {
    version: 3,
    file,
    sources: [source],
    ...(sourceContent !== undefined ? { sourcesContent: [sourceContent] } : {}),
    names: [],
    mappings: lineMappings(lines),
  };
}

// The `mappings` of one segment [column 0, source 0, line l - 1, column 0] per mapped line, as
// @jridgewell/sourcemap-codec's encode writes them: `AA<line delta>A`, lines joined with `;`.
function lineMappings(lines: number[]): string {
  const out: string[] = [];
  let previous = 0;
  // an indexed loop: unoptimized for-of makes an iterator result per line (most compiles end
  // before V8 optimizes this)
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l > 0) {
      out.push(segment(l - 1 - previous));
      previous = l - 1;
    } else out.push('');
  }
  return out.join(';');
}

// Most deltas are small (0 or 1 line): their segments are made once.
const SEGMENTS: string[] = [];
const SMALL = 64;

/** The segment of a line mapped `delta` source lines after the previous mapped line. */
function segment(delta: number): string {
  if (delta < -SMALL || delta > SMALL) return `AA${vlq(delta)}A`;
  return (SEGMENTS[delta + SMALL] ??= `AA${vlq(delta)}A`);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    s += BASE64[digit];
  } while (v > 0);
  return s;
}
