// Access to the built compiler (dist/), tolerant of a compiler that is missing or incomplete.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, resolve } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The promptforge-js package under test: this repository, or BENCH_PF_PACKAGE (another checkout or
 * build with its own package.json and dist/, e.g. to compare a candidate runtime change).
 */
export const pfRoot = process.env.BENCH_PF_PACKAGE ? resolve(process.env.BENCH_PF_PACKAGE) : root;
export const compilerPath = join(pfRoot, 'dist', 'compiler', 'lua', 'index.js');
export const runtimePath = join(pfRoot, 'dist', 'runtime', 'index.js');
/** promptforge-js/runtime/lua, the Lua runtime alone, which compiled plain chunks import. */
export const luaRuntimePath = join(pfRoot, 'dist', 'runtime', 'lua', 'index.js');
/**
 * What a bundler resolves promptforge-js/runtime and promptforge-js/runtime/lua to (package.json
 * "exports" "default": dist/web/, plain ES modules; dist/ is Node's build, scripts/bundle-dist.mjs).
 * A build without dist/web/ (an older checkout under BENCH_PF_PACKAGE): dist/.
 */
const webDist = existsSync(join(pfRoot, 'dist', 'web', 'runtime', 'index.js')) ? join(pfRoot, 'dist', 'web') : join(pfRoot, 'dist');
export const webRuntimePath = join(webDist, 'runtime', 'index.js');
export const webLuaRuntimePath = join(webDist, 'runtime', 'lua', 'index.js');
/**
 * What a bundler targeting Node resolves promptforge-js/runtime to ("exports" condition "node":
 * dist/web/runtime/node.js, which seeds runs from /dev/urandom); a build without it: webRuntimePath.
 */
export const webNodeRuntimePath = existsSync(join(webDist, 'runtime', 'node.js')) ? join(webDist, 'runtime', 'node.js') : webRuntimePath;
/** Compiled chunks go inside the package so their `promptforge-js/runtime` import resolves to it. */
export const chunkDir = join(pfRoot, 'bench', '.cache');

/** Loads compileChunk from dist/; returns { compileChunk } or { error } (one line). */
export async function loadCompiler() {
  if (!existsSync(compilerPath)) return { error: 'no dist/compiler/lua/index.js (compiler not built yet)' };
  if (!existsSync(runtimePath)) return { error: 'no dist/runtime/index.js (runtime not built yet)' };
  try {
    const mod = await import(pathToFileURL(compilerPath).href);
    if (typeof mod.compileChunk !== 'function') return { error: 'dist/compiler/lua/index.js exports no compileChunk' };
    return { compileChunk: mod.compileChunk };
  } catch (err) {
    return { error: `loading the compiler: ${firstLine(err)}` };
  }
}

/**
 * Loads compileChunk from the compiler as the package ships it to Node: the bundled compiler chunk
 * (dist/chunks/compiler-*.js, scripts/bundle-dist.mjs) that the CLI, the API and the bundler plugins
 * load, with its V8 code cache (scripts/code-cache.mjs). A build without that chunk (an older
 * checkout under BENCH_PF_PACKAGE): tsc's modules, as loadCompiler. Returns { compileChunk, from }
 * or { error }.
 */
export async function loadShippedCompiler() {
  const dir = join(pfRoot, 'dist', 'chunks');
  const chunk = existsSync(dir) ? readdirSync(dir).find((f) => /^compiler-[\w-]+\.js$/.test(f)) : undefined;
  if (chunk) {
    try {
      const mod = await import(pathToFileURL(join(dir, chunk)).href);
      if (typeof mod.compileChunk === 'function') return { compileChunk: mod.compileChunk, from: `dist/chunks/${chunk}` };
    } catch (err) {
      return { error: `loading the compiler chunk: ${firstLine(err)}` };
    }
  }
  const c = await loadCompiler();
  return c.error ? c : { ...c, from: 'dist/compiler/lua/index.js' };
}

/** Compiles one chunk; returns { code, ms } or { error }. Error diagnostics count as failures. */
export function compile(compileChunk, source, options) {
  const start = performance.now();
  let result;
  try {
    result = compileChunk(source, options);
  } catch (err) {
    return { error: `compile: ${firstLine(err)}` };
  }
  const ms = performance.now() - start;
  const errors = (result?.diagnostics ?? []).filter(isError);
  if (errors.length > 0) return { error: `compile: ${firstLine(errors[0].message ?? errors[0])}` };
  if (typeof result?.code !== 'string') return { error: 'compile: compileChunk returned no code' };
  return { code: result.code, ms };
}

/** The first non-empty line of an error or message, for a table cell. */
export function firstLine(err) {
  let text = err && typeof err === 'object' && 'message' in err ? String(err.message) : undefined;
  if (text === undefined && err && typeof err === 'object' && 'value' in err) text = String(err.value);
  if (text === undefined) text = String(err);
  return text.split('\n').map((l) => l.trim()).find((l) => l.length > 0) ?? '(empty error)';
}

/** Diagnostic shapes differ while the compiler lands: anything not marked as a warning is an error. */
function isError(d) {
  const level = String(d?.severity ?? d?.level ?? d?.kind ?? 'error').toLowerCase();
  return !['warning', 'warn', 'info', 'hint', 'note'].includes(level);
}
