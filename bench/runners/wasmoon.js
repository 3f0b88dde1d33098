// Child process: run one Lua file under wasmoon (the reference Lua 5.4 VM compiled to WebAssembly).
// Usage: node bench/runners/wasmoon.js FILE.lua
// Prints the program's stdout; the time of the chunk call goes to stderr as `@@bench {...}`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { LuaFactory } from 'wasmoon';

const file = process.argv[2];
const factory = new LuaFactory();
const engine = await factory.createEngine();
const thread = engine.global.newThread();
let runStart = 0;
let runEnd = 0;
let cpuStart;
try {
  const loadStart = performance.now();
  thread.loadString(readFileSync(file, 'latin1'), '@' + file);
  cpuStart = process.cpuUsage();
  runStart = performance.now();
  await thread.run(0);
  runEnd = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  process.stderr.write(`@@bench ${JSON.stringify({ loadMs: runStart - loadStart, runMs: runEnd - runStart, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
} catch (err) {
  process.stderr.write(`wasmoon: ${err && err.message ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  engine.global.close();
}
