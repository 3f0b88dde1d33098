// The bundler-neutral core of `promptforge-js/rollup` and `promptforge-js/vite` (issue #6): a
// transform that compiles a matched `.md` file to its ES module at build time. It names no rollup or
// vite type, so a vite project's declarations never need rollup installed and the reverse.
import { basename } from 'node:path';
import { compile } from '../index.js';
import type { Diagnostic } from '../diagnostics.js';
import { formatDiagnostic } from '../cli/check.js';
import type { SourceMapV3 } from '../emit/sourcemap.js';
import { writePromptDeclarations } from './declarations.js';

/**
 * A glob (picomatch against the absolute module id; a glob not starting with `**` or `/` is taken
 * relative to the working directory, as rollup's hook filters do), a RegExp, or a list of them.
 */
export type FilterPattern = string | RegExp | readonly (string | RegExp)[];

export interface PromptforgePluginOptions {
  /** Which modules are prompts. Default: `**\/*.prompt.md`; add `**\/*.md` to compile plain `.md` files too. */
  readonly include?: FilterPattern;
  /** Modules never compiled even when `include` matches. Default: none. */
  readonly exclude?: FilterPattern;
  /**
   * Write `x.prompt.d.md.ts` beside each compiled `x.prompt.md` (exact types for TypeScript with
   * `allowArbitraryExtensions`); needs ts-morph installed. Default: false.
   */
  readonly dts?: boolean;
}

/** Modules compiled when `include` is not given. */
export const DEFAULT_INCLUDE: readonly string[] = ['**/*.prompt.md'];

/** The hook filter (rollup >= 4.38, vite >= 6.3): the handler only sees ids it accepts. */
export function idFilter(options: PromptforgePluginOptions): { id: { include: (string | RegExp)[]; exclude: (string | RegExp)[] } } {
  const list = (p: FilterPattern | undefined): (string | RegExp)[] => (p === undefined ? [] : typeof p === 'string' || p instanceof RegExp ? [p] : [...p]);
  return { id: { include: list(options.include ?? DEFAULT_INCLUDE), exclude: list(options.exclude) } };
}

/** The error a plugin hook hands to `this.error`: rollup's RollupError fields that we fill. */
export interface PluginError {
  message: string;
  id: string;
  /** 1-based line, 0-based column in UTF-16 units, as rollup's `loc`. */
  loc?: { file: string; line: number; column: number };
  /** Every diagnostic of the file (rollup's place for plugin-specific data). */
  meta: { diagnostics: Diagnostic[] };
}

/** What the transform hook needs of its plugin context. */
export interface TransformContext {
  error(error: PluginError, pos?: { line: number; column: number }): never;
}

export interface TransformOutput {
  code: string;
  map: SourceMapV3;
  /** A compiled prompt runs nothing when imported, so an unused import can be dropped. */
  moduleSideEffects: false;
}

/** The module id without a bundler query (`x.prompt.md?import`). */
function fileOf(id: string): string {
  const q = id.indexOf('?');
  return q < 0 ? id : id.slice(0, q);
}

/** A 1-based column counting UTF-8 bytes of `line` -> a 0-based column in UTF-16 units. */
function charColumn(line: string | undefined, byteColumn: number): number {
  if (line === undefined) return byteColumn - 1;
  let bytes = 0;
  let units = 0;
  for (const c of line) {
    const width = new TextEncoder().encode(c).length;
    // a column inside a multi-byte character points at that character
    if (bytes + width > byteColumn - 1) break;
    bytes += width;
    units += c.length;
  }
  return units;
}

/** The transform hook of both plugins: compile, then write the declaration file when asked. */
export async function promptTransformHook(ctx: TransformContext, options: PromptforgePluginOptions, source: string, id: string): Promise<TransformOutput> {
  const output = transformPrompt(ctx, source, id);
  if (options.dts === true) await writePromptDeclarations(fileOf(id), source);
  return output;
}

/** Compiles one prompt module, or reports its diagnostics through `ctx.error` (never returns then). */
export function transformPrompt(ctx: TransformContext, source: string, id: string): TransformOutput {
  const file = fileOf(id);
  const filename = basename(file);
  const result = compile(source, { filename });
  if (result.diagnostics.length > 0) {
    const [first, ...rest] = result.diagnostics as [Diagnostic, ...Diagnostic[]];
    const more = rest.map((d) => '\n' + formatDiagnostic(file, d)).join('');
    const error: PluginError = { message: `error[${first.kind}]: ${first.message}${more}`, id: file, meta: { diagnostics: result.diagnostics } };
    if (first.line === undefined) return ctx.error(error);
    const column = charColumn(first.sourceLine, first.column ?? 1);
    // rollup fills `loc` and a code frame from `pos`; `loc` is set too for bundlers that don't
    error.loc = { file, line: first.line, column };
    return ctx.error(error, { line: first.line, column });
  }
  // the map's source is the prompt itself, relative to the module's folder, with its text
  const map: SourceMapV3 = { ...result.map!, file: `${filename}.js`, sources: [filename], sourcesContent: [source] };
  return { code: result.code, map, moduleSideEffects: false };
}
