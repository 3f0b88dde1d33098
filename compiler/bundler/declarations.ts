// The plugins' `dts` option: a declaration file beside each compiled prompt, named so that
// TypeScript's `allowArbitraryExtensions` finds it for `import ... from './x.prompt.md'`
// (`x.prompt.d.md.ts`). It gives that import exact types: literal names and required model roles.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseDocument } from '../document/index.js';
import { COMPILER_VERSION } from '../lua/index.js';

/** `dir/x.prompt.md` -> `dir/x.prompt.d.md.ts`. */
export function declarationPathOf(file: string): string {
  const name = basename(file);
  const dot = name.lastIndexOf('.');
  return join(dirname(file), dot <= 0 ? `${name}.d.ts` : `${name.slice(0, dot)}.d${name.slice(dot)}.ts`);
}

/** Writes the declaration file of a prompt that compiled; unchanged text is not rewritten (no watch loops). */
export async function writePromptDeclarations(file: string, source: string): Promise<void> {
  // loaded on first use: ts-morph is large and only this option needs it
  const { declarationFactsOf, emitDeclarations } = await import('../emit/dts.js');
  const { document } = parseDocument(source, basename(file));
  if (document === undefined) return;
  const text = emitDeclarations(declarationFactsOf(document), basename(file), COMPILER_VERSION);
  const target = declarationPathOf(file);
  const current = await readFile(target, 'utf8').catch(() => undefined);
  if (current !== text) await writeFile(target, text);
}
