// compile(): the whole pipeline, readable top to bottom (style.md "How the pieces meet").
//   1. document/  the .md file -> Document (frontmatter, H1, sections, fences, lists)
//   2. lua/       each Lua block -> a JS function (inside emit)
//   3. emit/      one ES module per prompt, with a source map into the .md file
import { DiagnosticSink, type Diagnostic } from './diagnostics.js';
import { checkDocument, decodeSource, luaBlockCheck, parseDocument } from './document/index.js';
import type { LuaBlock } from './document/types.js';
import { emitPromptModule, precompileBlock, type PrecompiledBlock } from './emit/prompt-module.js';
import { COMPILER_VERSION } from './lua/index.js';
import type { SourceMapV3 } from './emit/sourcemap.js';

export { COMPILER_VERSION };

export interface CompileOptions {
  /** The file name used in error positions (`prompt.md:12: ...`) and the source map. */
  filename: string;
}

export interface CompileResult {
  /** The ES module text; '' when there are diagnostics. */
  code: string;
  map: SourceMapV3 | undefined;
  /** Parse diagnostics: kinds Frontmatter, Document, Lua (interfaces.md "Error kinds"). */
  diagnostics: Diagnostic[];
}

/** Compiles a prompt (text or UTF-8 bytes) to one ES module. Never throws on bad input. */
export function compile(source: string | Uint8Array, options: CompileOptions): CompileResult {
  return compileParsed(source, options, parseDocument);
}

/**
 * compile() with every check `promptforge check` makes (the version gate too): what `promptforge
 * run` compiles, so that its parse errors are check's and the prompt is compiled once.
 */
export function compileChecked(source: string | Uint8Array, options: CompileOptions): CompileResult {
  return compileParsed(source, options, checkDocument);
}

function compileParsed(source: string | Uint8Array, options: CompileOptions, parse: typeof parseDocument): CompileResult {
  const sink = new DiagnosticSink(options.filename);
  const text = typeof source === 'string' ? source : decodeSource(source, sink);
  // The syntax check compiles each block as the module will use it, so no block is compiled twice.
  const blocks = new Map<LuaBlock, PrecompiledBlock>();
  const checkLua = luaBlockCheck((block) => {
    const pre = precompileBlock(block);
    blocks.set(block, pre);
    return pre.compiled.diagnostics;
  });
  const { document, diagnostics } = parse(text, options.filename, { checkLua });
  const all = [...sink.diagnostics, ...diagnostics];
  if (!document || all.length > 0) return { code: '', map: undefined, diagnostics: all };
  const emitted = emitPromptModule(document, COMPILER_VERSION, blocks);
  if (emitted.diagnostics.length > 0) {
    const lua = emitted.diagnostics.map((d) => ({ ...d, kind: 'Lua' as const, file: options.filename, notes: [] }));
    return { code: '', map: undefined, diagnostics: lua };
  }
  return { code: emitted.code, map: emitted.map, diagnostics: [] };
}
