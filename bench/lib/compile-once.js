#!/usr/bin/env node
// One compile of a Lua file in this fresh process, for bench/compile-throughput.js's "fresh process"
// row: nothing of the compiler has run before (no JIT feedback, no grown heap), as when a CLI run or
// a bundler compiles one big file, with the compiler those load (loadShippedCompiler).
// Usage: node compile-once.js FILE.lua
// Prints one JSON line: {"ms": wall ms, "cpuMs": user+system CPU ms of the compile, "from": the
// compiler file} or {"error": ...}.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { compile, loadShippedCompiler } from './promptforge.js';

const file = process.argv[2];
const compiler = await loadShippedCompiler();
if (compiler.error) {
  console.log(JSON.stringify({ error: compiler.error }));
} else {
  const bytes = readFileSync(file);
  const name = basename(file);
  const c0 = process.cpuUsage();
  const r = compile(compiler.compileChunk, bytes, { chunkname: name, filename: name });
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify(r.error ? { error: r.error } : { ms: r.ms, cpuMs: (c.user + c.system) / 1000, from: compiler.from }));
}
