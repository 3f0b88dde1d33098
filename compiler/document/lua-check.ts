// The `checkLua` hook built on compiler/lua's `compileChunk`, passed in so phase 1 does not
// import phase 2. Each Lua diagnostic becomes reference §1.8's message:
// `lua compilation error at {location} (line {source_line}): {message}`, with the Lua
// diagnostic written as Lua prints it (`[string "{location}"]:{line}: ...`, the file line).

import { luaCompilation, type DiagnosticData } from '../diagnostics.js';
import type { LuaBlock } from './types.js';

/** The part of compiler/lua's `compileChunk` the check needs. */
export type CompileChunkLike = (
  source: string,
  options: { chunkname: string; filename: string; lineOffset: number },
) => { diagnostics?: Array<{ message: string; line: number; column: number }> };

/** A `checkLua` hook for `parseDocument` that compiles each block with `compileChunk`. */
export function luaSyntaxCheck(compileChunk: CompileChunkLike, filename: string): (block: LuaBlock) => DiagnosticData[] {
  // lineOffset: the number of file lines above the block's first Lua line.
  return luaBlockCheck((block) =>
    compileChunk(block.source, { chunkname: block.location, filename, lineOffset: block.firstLine - 1 }).diagnostics ?? []);
}

/**
 * A `checkLua` hook from a function that compiles one block and gives its diagnostics in file lines
 * (compile() passes the prompt module's own block compiler, so each block is compiled once).
 */
export function luaBlockCheck(
  compileBlock: (block: LuaBlock) => ReadonlyArray<{ message: string; line: number; column: number }>,
): (block: LuaBlock) => DiagnosticData[] {
  return (block) => {
    let found: ReadonlyArray<{ message: string; line: number; column: number }>;
    try {
      found = compileBlock(block);
    } catch (e) {
      // A crash of the Lua compiler is its bug; report it against the block instead of dying.
      found = [{ message: `internal compiler error: ${e instanceof Error ? e.message : String(e)}`, line: block.firstLine, column: 1 }];
    }
    return found.map((d) =>
      luaCompilation(block.location, block.firstLine, `[string "${block.location}"]:${d.line}: ${d.message}`, { line: d.line, column: d.column }),
    );
  };
}
