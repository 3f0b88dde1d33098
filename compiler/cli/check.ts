// `promptforge check FILE...`: parse and statically check without running (interfaces.md, CLI).

import { readFile } from 'node:fs/promises';
import { DiagnosticSink, type Diagnostic, type DiagnosticData } from '../diagnostics.js';
import { checkDocument, decodeSource, luaSyntaxCheck, type CompileChunkLike, type LuaBlock } from '../document/index.js';
import { readFailure, usageError, USAGE, type CliIO } from './usage.js';

/** Runs `check`; returns the exit status (1 when any file has a diagnostic or cannot be read). */
export async function checkCommand(args: string[], io: CliIO): Promise<number> {
  const files: string[] = [];
  let options = true;
  for (const arg of args) {
    if (options && arg === '--') options = false;
    else if (options && (arg === '--help' || arg === '-h')) {
      io.stdout(USAGE);
      return 0;
    }
    else if (options && arg.startsWith('-') && arg !== '-') return usageError(io, `check: unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length === 0) return usageError(io, 'check: missing file argument');

  const checkLua = await loadLuaCheck();
  let failed = false;
  for (const file of files) {
    const result = await checkFile(file, checkLua);
    if ('error' in result) {
      io.stderr(`promptforge: ${result.error}\n`);
      failed = true;
      continue;
    }
    for (const d of result.diagnostics) io.stdout(`${formatDiagnostic(file, d)}\n`);
    if (result.diagnostics.length > 0) failed = true;
  }
  return failed ? 1 : 0;
}

/** `FILE:LINE:COLUMN: error[KIND]: MESSAGE`, or `FILE: error[KIND]: MESSAGE` without a position. */
export function formatDiagnostic(file: string, d: DiagnosticData): string {
  const where = d.line !== undefined ? `${file}:${d.line}:${d.column ?? 1}` : file;
  return `${where}: error[${d.kind}]: ${d.message}`;
}

type LuaCheck = (filename: string) => (block: LuaBlock) => Array<Diagnostic | DiagnosticData>;

/** Reads and parses one file; every diagnostic of the file, or why it could not be read. */
export async function checkFile(file: string, luaCheck?: LuaCheck): Promise<{ diagnostics: Diagnostic[] } | { error: string }> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (e) {
    return { error: readFailure(file, e) };
  }
  const sink = new DiagnosticSink(file);
  const source = decodeSource(bytes, sink);
  const options = luaCheck ? { checkLua: luaCheck(file) } : {};
  const { diagnostics } = checkDocument(source, file, options);
  return { diagnostics: [...sink.diagnostics, ...diagnostics] };
}

/**
 * The Lua syntax check of every block through compiler/lua's `compileChunk`, whose diagnostics
 * carry file lines and byte columns. Imported on first use (a literal specifier, so the dist/ bundle
 * holds it); the document checks still run when that module fails to load.
 */
export async function loadLuaCheck(): Promise<LuaCheck | undefined> {
  let mod: { compileChunk?: unknown };
  try {
    mod = (await import('../lua/index.js')) as { compileChunk?: unknown };
  } catch {
    return undefined;
  }
  if (typeof mod.compileChunk !== 'function') return undefined;
  const compileChunk = mod.compileChunk as CompileChunkLike;
  return (filename) => luaSyntaxCheck(compileChunk, filename);
}
