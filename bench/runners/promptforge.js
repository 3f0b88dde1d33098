// Child process: run one compiled chunk (an ES module from compileChunk) under promptforge-js.
// Usage: node bench/runners/promptforge.js CHUNK.mjs
// Prints the program's stdout; the time of the chunk call (compile excluded: the parent compiled
// ahead of time) goes to stderr as `@@bench {...}`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const file = resolve(process.argv[2]);
const out = [];
const write = (s) => { out.push(s); };
const flush = () => { if (out.length) process.stdout.write(Buffer.from(out.join(''), 'latin1')); out.length = 0; };

try {
  const importStart = performance.now();
  // The file the compiled module's `promptforge-js/runtime` import resolves to (one runtime instance).
  const { createGlobals } = await import(pathToFileURL(process.env.BENCH_RUNTIME).href);
  const { default: chunk } = await import(pathToFileURL(file).href);
  const globals = createGlobals({ standalone: true, write });
  const cpuStart = process.cpuUsage();
  const runStart = performance.now();
  let result = chunk(globals);
  if (result && typeof result.then === 'function') result = await result;
  const runEnd = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  flush();
  process.stderr.write(`@@bench ${JSON.stringify({ loadMs: runStart - importStart, runMs: runEnd - runStart, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
} catch (err) {
  flush();
  process.stderr.write(`promptforge-js: ${describe(err)}\n`);
  process.exitCode = 1;
}

/** A LuaError carries the Lua error value in `value`; anything else is a JS exception. */
function describe(err) {
  if (err && typeof err === 'object' && 'value' in err && !(err instanceof Error)) {
    const v = err.value;
    return typeof v === 'string' ? v : `(error object is a ${v === undefined ? 'nil' : typeof v} value)`;
  }
  if (err instanceof Error) return `${err.name}: ${err.message}\n${err.stack ?? ''}`;
  return String(err);
}
