// Differential runs: the same .lua file under lua5.4 and under promptforge (compiled in process).
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { compileChunk } from '../../compiler/lua/index.js';
import { runChunk, syntaxErrorLine, type RunRuntime } from '../../compiler/cli/lua.js';
import { LUA_RUNTIME_SPECIFIER, RUNTIME_SPECIFIER } from '../../compiler/emit/module.js';
import * as runtime from '../../runtime/index.js';

export interface LuaRun {
  stdout: string;
  /** The first line of stderr, with the program name normalised to `lua:`. */
  stderr: string;
  status: number;
}

const RUNTIME = fileURLToPath(new URL('../../runtime/index.ts', import.meta.url));
let tmp: string | undefined;
/** Checkpoints (loop back-edges and calls) one test chunk may pass: far beyond any test program. */
const BUDGET = 2e8;

/** Fails (never skips) when lua5.4 is missing. */
export function requireLua(): void {
  const r = spawnSync('lua5.4', ['-v'], { encoding: 'latin1' });
  if (r.error || r.status !== 0) {
    throw new Error('lua5.4 is not on PATH: the differential Lua tests need it. Install it with: apt-get install -y lua5.4');
  }
}

/** Runs a file under lua5.4 in its own directory, so messages name the file as `name.lua`. */
export function runReference(file: string): LuaRun {
  const r = spawnSync('lua5.4', [basename(file)], { cwd: dirname(file), encoding: 'latin1', timeout: 60_000 });
  return { stdout: r.stdout ?? '', stderr: firstLine(r.stderr ?? ''), status: r.status ?? -1 };
}

const CLI = fileURLToPath(new URL('../../bin/promptforge.js', import.meta.url));

/**
 * Runs a file through the real `promptforge lua` command (the built dist/), in the file's own
 * directory like runReference: a child process, so a program that never ends is stopped by the
 * timeout instead of hanging the suite, and deep recursion gets the command's own large stack.
 */
export async function runOurs(file: string): Promise<LuaRun> {
  const r = await new Promise<{ stdout: string; stderr: string; status: number }>((done) => {
    execFile(
      process.execPath,
      [CLI, 'lua', basename(file)],
      { cwd: dirname(file), encoding: 'latin1', timeout: 60_000, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        done({ stdout, stderr: error?.killed ? `killed after 60 s (${stderr})` : stderr, status: code });
      },
    );
  });
  return { stdout: r.stdout, stderr: firstLine(r.stderr), status: r.status };
}

/** Compiles and runs Lua source in this process; `extra` globals, `suspending` their async names. */
export async function runSource(
  source: string | Uint8Array,
  name: string,
  extra?: Record<string, unknown>,
  suspending?: string[],
): Promise<LuaRun & { code: string }> {
  const compiled = compileChunk(source, { chunkname: name, filename: name, ...(suspending ? { suspending } : {}) });
  if (compiled.diagnostics.length) {
    return { stdout: '', stderr: syntaxErrorLine(name, compiled.diagnostics[0]!), status: 1, code: '' };
  }
  const mod = await importModule(compiled.code);
  let stdout = '';
  let stderr = '';
  // a chunk that never ends must not hang the suite: an instruction budget (in checkpoints)
  runtime.setInterruptState({ budget: BUDGET });
  const result = await runChunk(runtime as unknown as RunRuntime, mod.default, {
    script: name,
    args: [],
    write: (s) => {
      stdout += s;
    },
    writeErr: (s) => {
      stderr += s;
    },
    ...(extra ? { extra } : {}),
  });
  // what the program wrote to io.stderr comes before lua.c's error line, as in a real stderr
  return { stdout, stderr: firstLine(stderr + result.stderr), status: result.status, code: compiled.code };
}

let counter = 0;
/** Imports generated module text (its runtime import pointed at the test runtime). */
export async function importModule(code: string): Promise<{ default: (...a: unknown[]) => unknown }> {
  tmp ??= mkdtempSync(join(tmpdir(), 'pf-lua-'));
  const path = join(tmp, `chunk${++counter}.mjs`);
  // Bind the runtime names once as plain constants: vitest turns named imports into getter calls on
  // every use, and a getter call fails at the edge of stack exhaustion, hiding Lua's stack overflow.
  // chunks import the Lua entry, prompts the whole runtime: runtime/index.ts re-exports both
  const froms = [RUNTIME_SPECIFIER, LUA_RUNTIME_SPECIFIER].map((s) => ` from ${JSON.stringify(s)};`);
  const bound = code.replace(/^import \{ ([^}]*) \}(.*)$/m, (line, names: string) =>
    froms.some((from) => line.endsWith(from)) ? `import * as $runtime from ${JSON.stringify(RUNTIME)};\nconst { ${names} } = $runtime;` : line,
  );
  writeFileSync(path, bound);
  return (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { default: (...a: unknown[]) => unknown };
}

function firstLine(s: string): string {
  return (s.split('\n')[0] ?? '').replace(/^lua5\.4: /, 'lua: ');
}
