// `promptforge lua FILE.lua [ARGS...]`: compile a plain Lua chunk and run it like lua5.4 does
// (spec interfaces.md; language.md §1). Also exports the run step the differential tests share.
import { readFileSync, writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { basename, dirname, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileChunk } from '../lua/index.js';
import { privateCacheDir, writeAtomic } from '../cache-file.js';
import { LUA_RUNTIME_SPECIFIER } from '../emit/module.js';

/** The runtime parts a run needs; passed in so the compiler never imports the runtime itself. */
export interface RunRuntime {
  createGlobals(options: { standalone?: boolean; write?: (bytes: string) => void; writeErr?: (bytes: string) => void; extra?: Record<string, unknown> }): RuntimeTable;
  LuaTable: new () => RuntimeTable;
  LuaError: new (value: unknown, level?: number) => { value: unknown };
  LuaInterrupt: new (...args: never[]) => { kind: string; message: string; code: number };
  errorValue(e: unknown): unknown;
  tostr(v: unknown): string;
  metamethod(v: unknown, event: string): unknown;
}
interface RuntimeTable {
  set(k: unknown, v: unknown): void;
}

export interface RunResult {
  status: number;
  /** What lua5.4 prints on stderr's first line (`lua: ...`), or '' on success. */
  stderr: string;
}

type Chunk = (env: unknown, ...args: unknown[]) => unknown;

/**
 * Runs a compiled chunk like lua.c: globals with print/io/os, `arg`, the script arguments as
 * varargs; an uncaught error becomes `lua: MESSAGE` (lua.c msghandler) and status 1.
 */
export async function runChunk(
  rt: RunRuntime,
  chunk: Chunk,
  options: { script: string; args: string[]; write: (bytes: string) => void; writeErr?: (bytes: string) => void; extra?: Record<string, unknown> },
): Promise<RunResult> {
  const G = rt.createGlobals({
    standalone: true, write: options.write, ...(options.writeErr ? { writeErr: options.writeErr } : {}), ...(options.extra ? { extra: options.extra } : {}),
  });
  const arg = new rt.LuaTable();
  const bytes = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
  arg.set(-1, 'lua');
  arg.set(0, bytes(options.script));
  options.args.forEach((a, i) => arg.set(i + 1, bytes(a)));
  G.set('arg', arg);
  try {
    const r = chunk(G, ...options.args.map(bytes));
    if (r instanceof Promise) await r;
    return { status: 0, stderr: '' };
  } catch (e) {
    if (e instanceof rt.LuaInterrupt) {
      if (e.kind === 'exit') return { status: e.code, stderr: '' };
      return { status: 1, stderr: `lua: ${e.message}` };
    }
    return { status: 1, stderr: `lua: ${errorMessage(rt, e)}` };
  }
}

// lua.c msghandler: strings (and numbers) as they are, __tostring if present, else the type
function errorMessage(rt: RunRuntime, e: unknown): string {
  let v: unknown;
  try {
    v = rt.errorValue(e);
  } catch {
    return String(e);
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || (v && v.constructor?.name === 'LuaFloat')) return rt.tostr(v);
  if (rt.metamethod(v, '__tostring') !== undefined) {
    try {
      return rt.tostr(v);
    } catch {
      /* fall through */
    }
  }
  const type = v === undefined ? 'nil' : typeof v === 'boolean' ? 'boolean' : typeof v === 'function' ? 'function' : 'table';
  return `(error object is a ${type} value)`;
}

/** lua.c's first stderr line for a chunk that does not compile. */
export function syntaxErrorLine(chunkname: string, d: { line: number; message: string }): string {
  return `lua: ${chunkname}:${d.line}: ${d.message}`;
}

/** `promptforge lua FILE [ARGS...]`: returns the exit status. */
export async function luaCommand(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    process.stderr.write('usage: promptforge lua FILE.lua [ARGS...]\n');
    return 1;
  }
  let source: Buffer;
  try {
    source = readFileSync(file);
  } catch {
    process.stderr.write(`lua: cannot open ${file}\n`);
    return 1;
  }
  const compiled = compileChunk(source, { chunkname: file, filename: basename(file) });
  if (compiled.diagnostics.length) {
    process.stderr.write(syntaxErrorLine(file, compiled.diagnostics[0]!) + '\n');
    return 1;
  }
  const here = dirname(fileURLToPath(import.meta.url));
  // dist/compiler/cli/lua.js -> dist/runtime/lua/: the Lua runtime without the prompt engine
  const runtimeDir = resolve(here, '../../runtime');
  const runtimeIndex = join(runtimeDir, 'lua', 'index.js');
  const cacheDir = privateCacheDir('promptforge-lua');
  const code = compiled.code.replace(JSON.stringify(LUA_RUNTIME_SPECIFIER), JSON.stringify(pathToFileURL(runtimeIndex).href));
  const modPath = join(cacheDir, `${createHash('sha1').update(code).digest('hex')}.mjs`);
  writeAtomic(modPath, code); // a concurrent run of the same chunk never imports half of it
  // Lua recurses far deeper than V8's default 1 MB stack allows (lua5.4 allows ~500000 calls):
  // run the chunk on a worker thread with a large stack
  const workerData: WorkerJob = { runtime: pathToFileURL(runtimeIndex).href, module: pathToFileURL(modPath).href, script: file, args: args.slice(1) };
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     import(${JSON.stringify(import.meta.url)}).then((m) => m.runJob(workerData)).then((r) => parentPort.postMessage(r));`,
    { eval: true, workerData, resourceLimits: { stackSizeMb: STACK_MB }, stdout: false, stderr: false },
  );
  const result = await new Promise<RunResult>((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
  });
  await worker.terminate();
  if (result.stderr) process.stderr.write(result.stderr + '\n');
  return result.status;
}

// 128 MB: a simple recursion reaches ~930,000 frames (lua5.4 stops near 500,000). More is not
// better: V8 scans the whole stack at every GC, so overflowing 512 MB cost ~25 s of CPU.
const STACK_MB = 128;

interface WorkerJob {
  runtime: string;
  module: string;
  script: string;
  args: string[];
}

/** Runs one compiled chunk (on the worker thread luaCommand starts); stdout goes straight out. */
export async function runJob(job: WorkerJob): Promise<RunResult> {
  const rt = (await import(job.runtime)) as RunRuntime;
  const mod = (await import(job.module)) as { default: Chunk };
  const out: string[] = [];
  let size = 0;
  const flush = () => {
    if (out.length) writeSync(1, Buffer.from(out.join(''), 'latin1'));
    out.length = 0;
    size = 0;
  };
  const write = (s: string) => {
    out.push(s);
    size += s.length;
    if (size > 1 << 16) flush();
  };
  // io.stderr: stdout's buffer goes out first, so a terminal shows both in the order written
  const writeErr = (s: string) => {
    flush();
    writeSync(2, Buffer.from(s, 'latin1'));
  };
  const result = await runChunk(rt, mod.default, { script: job.script, args: job.args, write, writeErr });
  flush();
  return result;
}
