// `promptforge compile <file.md>... [-o DIR] [--sourcemap] [--dts]` (interfaces.md, CLI): one ES
// module per prompt, `<stem>.js`, beside the prompt or in DIR, plus `<stem>.js.map` and `<stem>.d.ts`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { compile } from '../index.js';
import { formatDiagnostic } from './check.js';
import { dtsNeedsTsMorph, readFailure, usageError, USAGE, type CliIO } from './usage.js';
import { parseDocument } from '../document/index.js';
import { COMPILER_VERSION } from '../lua/index.js';

/** The declaration emitter, loaded only for --dts: ts-morph is large and optional. */
type DtsModule = typeof import('../emit/dts.js');

interface CompileArgs {
  files: string[];
  outDir?: string;
  sourcemap: boolean;
  dts: boolean;
}

/** Runs `compile`; returns the exit status (1 when any file fails, 2 on a usage error). */
export async function compileCommand(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return parsed === 'help' ? (io.stdout(USAGE), 0) : usageError(io, `compile: ${parsed}`);
  let dts: DtsModule | undefined;
  if (parsed.dts) {
    try {
      dts = await import('../emit/dts.js');
    } catch (e) {
      io.stderr(`promptforge: ${dtsNeedsTsMorph(e instanceof Error ? e.message : String(e))}\n`);
      return 1;
    }
  }
  let failed = false;
  for (const file of parsed.files) {
    if (!(await compileFile(file, parsed, io, dts))) failed = true;
  }
  return failed ? 1 : 0;
}

/** Compiles one file; prints its diagnostics (check's format) and returns whether it was written. */
async function compileFile(file: string, options: CompileArgs, io: CliIO, dts: DtsModule | undefined): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (e) {
    io.stderr(`promptforge: ${readFailure(file, e)}\n`);
    return false;
  }
  const result = compile(bytes, { filename: basename(file) });
  for (const d of result.diagnostics) io.stderr(`${formatDiagnostic(file, d)}\n`);
  if (result.diagnostics.length > 0) return false;
  const dir = options.outDir ?? dirname(file);
  const stem = basename(file).replace(/\.md$/i, '');
  const out = join(dir, `${stem}.js`);
  await mkdir(dir, { recursive: true });
  let code = result.code;
  if (options.sourcemap && result.map) {
    // The map names the prompt relative to where the module is written.
    const map = { ...result.map, file: `${stem}.js`, sources: [relative(dir, file)] };
    await writeFile(`${out}.map`, JSON.stringify(map));
    code += `\n//# sourceMappingURL=${stem}.js.map\n`;
  }
  await writeFile(out, code);
  if (dts) {
    // compile() accepted the bytes, so they are UTF-8 and the document parses
    const { document } = parseDocument(new TextDecoder().decode(bytes), basename(file));
    await writeFile(join(dir, `${stem}.d.ts`), dts.emitDeclarations(dts.declarationFactsOf(document!), basename(file), COMPILER_VERSION));
  }
  return true;
}

function parseArgs(args: string[]): CompileArgs | string {
  const result: CompileArgs = { files: [], sourcemap: false, dts: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-h' || arg === '--help') return 'help';
    else if (arg === '-o' || arg === '--out-dir') {
      const dir = args[++i];
      if (dir === undefined) return `${arg} needs a directory`;
      result.outDir = dir;
    } else if (arg === '--sourcemap') result.sourcemap = true;
    else if (arg === '--dts') result.dts = true;
    else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else result.files.push(arg);
  }
  return result.files.length === 0 ? 'missing file argument' : result;
}
