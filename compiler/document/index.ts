// Phase 1: the .md file -> Document. `parseDocument` never throws on any input: every problem
// is a diagnostic, and a Document comes back exactly when there is none.

import { DiagnosticSink, noPromptforgeVersion, type Diagnostic, type DiagnosticData } from '../diagnostics.js';
import { readFrontmatter } from './frontmatter.js';
import { readBody } from './sections.js';
import { SourceLines, splitFrontmatter } from './split.js';
import type { Document, LuaBlock } from './types.js';

export type * from './types.js';
export { decodeSource, SourceLines } from './split.js';
export { luaBlockCheck, luaSyntaxCheck, type CompileChunkLike } from './lua-check.js';

export interface ParseOptions {
  /**
   * The Lua syntax check of each block (shared library, H1 and section blocks), in file order.
   * Positions in its diagnostics are file lines and columns; `file` is filled in here.
   */
  checkLua?: (block: LuaBlock) => Array<Diagnostic | DiagnosticData>;
}

export interface ParseResult {
  document?: Document;
  diagnostics: Diagnostic[];
}

/** The Lua syntax hook alone, or the options object. */
export type CheckLua = NonNullable<ParseOptions['checkLua']>;

/**
 * Parses a prompt file. Positions are 1-based lines and UTF-8 byte columns in the .md file.
 * The third argument is the Lua syntax hook (`checkLua`) or an options object holding it.
 */
export function parseDocument(source: string, filename: string, hook: ParseOptions | CheckLua = {}): ParseResult {
  const options: ParseOptions = typeof hook === 'function' ? { checkLua: hook } : hook;
  const src = new SourceLines(source);
  const sink = new DiagnosticSink(filename, (line) => src.text(line));
  const split = splitFrontmatter(src, sink);
  if (!split) return { diagnostics: sink.diagnostics };
  // The frontmatter is decoded and reported before any body failure (reference §8.3).
  const frontmatter = readFrontmatter(src, split, sink);
  const body = readBody(src, split.bodyFirstLine, sink);
  if (body && options.checkLua) {
    for (const block of luaBlocks(body)) {
      for (const d of options.checkLua(block)) sink.report(d, 'notes' in d ? d.notes : []);
    }
  }
  if (!frontmatter || !body || sink.count > 0) return { diagnostics: sink.diagnostics };
  return { document: { filename, frontmatter, ...body }, diagnostics: [] };
}

/**
 * The version gate of a run's first step: a prompt without `promptforge:` parses, but never runs
 * (reference §1.2, §2.1). `check` and `run` apply it after a successful parse.
 */
export function versionGate(document: Document): Diagnostic[] {
  if (document.frontmatter.promptforge !== undefined) return [];
  const sink = new DiagnosticSink(document.filename);
  sink.report(noPromptforgeVersion());
  return sink.diagnostics;
}

/** Parses and applies the version gate: everything `promptforge check` reports for a source. */
export function checkDocument(source: string, filename: string, hook: ParseOptions | CheckLua = {}): ParseResult {
  const result = parseDocument(source, filename, hook);
  if (!result.document) return result;
  const gate = versionGate(result.document);
  return gate.length > 0 ? { diagnostics: gate } : result;
}

/** Every Lua block of a body in file order: the shared library, the H1 body, then sections. */
export function luaBlocks(body: Pick<Document, 'shared' | 'h1' | 'sections'>): LuaBlock[] {
  const out: LuaBlock[] = [];
  if (body.shared) out.push(body.shared);
  for (const c of body.h1) if (c.type === 'lua') out.push(c);
  const visit = (sections: Document['sections']) => {
    for (const s of sections) {
      out.push(...s.blocks);
      visit(s.children);
    }
  };
  visit(body.sections);
  return out.sort((a, b) => a.fenceLine - b.fenceLine);
}
