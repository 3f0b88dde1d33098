// The Lua chunk compiler: parse -> analyze -> generate -> emit, readable top to bottom.
import { parseChunk } from './parse.js';
import { latin1FromBytes, utf8ByteString } from './byte-string.js';
import { analyze } from './analyze/index.js';
import { generateChunk } from './generate/index.js';
import { emitModule } from '../emit/module.js';
import { RUNTIME_EXPORTS } from '../emit/runtime-exports.js';
import { LIBRARY_EXPORTS, librarySpec } from '../emit/library-spec.js';
import type { SourceMapV3 } from '../emit/sourcemap.js';
import type { LuaDiagnostic } from './messages.js';

export type { LuaDiagnostic } from './messages.js';

export const COMPILER_VERSION = '0.1.0';

export interface CompileChunkOptions {
  /** The name in error positions (`chunkname:line:`), as lua5.4 uses the script path. */
  chunkname: string;
  /** The file named in the header comment and the source map. */
  filename: string;
  /** Added to every line (a chunk inside a .md file starts below line 1). */
  lineOffset?: number;
  /** Global function names registered as async builtins. */
  suspending?: string[];
}

export interface CompiledChunk {
  code: string;
  map: SourceMapV3 | undefined;
  diagnostics: LuaDiagnostic[];
}

/** JS names locals must avoid: everything the module may import. */
const RESERVED: ReadonlySet<string> = new Set([...RUNTIME_EXPORTS, ...LIBRARY_EXPORTS]);

/** Compiles one Lua chunk to an ES module. The source is text (a JS string decoded from UTF-8) or bytes. */
export function compileChunk(source: string | Uint8Array, options: CompileChunkOptions): CompiledChunk {
  const bytes = typeof source === 'string' ? utf8ByteString(source) : latin1FromBytes(source);
  const offset = options.lineOffset ?? 0;
  const parsed = parseChunk(stripShebang(bytes));
  const shift = (d: LuaDiagnostic) => ({ ...d, line: d.line + offset });
  if (!parsed.ast) return { code: '', map: undefined, diagnostics: parsed.diagnostics.map(shift) };
  const analysis = analyze(parsed.ast, parsed.attributes, options.suspending ?? [], RESERVED, parsed.lines);
  if (analysis.diagnostics.length) return { code: '', map: undefined, diagnostics: analysis.diagnostics.map(shift) };
  const lib = librarySpec(analysis.uses, true);
  const g = generateChunk(analysis, parsed.source, offset, parsed.strings);
  if (g.diagnostics.length) return { code: '', map: undefined, diagnostics: g.diagnostics.map(shift) };
  const { code, map } = emitModule({
    version: COMPILER_VERSION,
    filename: options.filename,
    chunkname: options.chunkname,
    used: new Set([...g.used, ...lib.imports]),
    lib: lib.code,
    floats: g.floats,
    methodSites: g.methodSites,
    body: g.bodies.flatten(g.out),
  });
  return { code, map, diagnostics: [] };
}

// lua.c skips a first line starting with '#'; keep the newline so lines stay put
function stripShebang(s: string): string {
  return s.startsWith('#') ? s.replace(/^#[^\n]*/, '') : s;
}
