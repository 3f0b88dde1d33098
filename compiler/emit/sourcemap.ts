// Source map v3 for a generated module: each generated line maps to its Lua line.
import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';

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
  const decoded: SourceMapSegment[][] = lines.map((l) => (l > 0 ? [[0, 0, l - 1, 0]] : []));
  return {
    version: 3,
    file,
    sources: [source],
    ...(sourceContent !== undefined ? { sourcesContent: [sourceContent] } : {}),
    names: [],
    mappings: encode(decoded),
  };
}
