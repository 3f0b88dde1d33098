// The package entry `promptforge-js` (interfaces.md "JS API"): compile, loadPrompt, run, and the
// host API (defineConfig, definePlugin, scriptedModel). The one place compiler and runtime meet.
// Loading this module is most of a fresh process's "compile and first run" (issue #4), so what only
// some runs need loads when first used: node:crypto (the CLI's compile cache key, cassettes) and the
// cassette code.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, COMPILER_VERSION } from './index.js';
import { RUNTIME_SPECIFIER } from './emit/module.js';
import { PROMPT_MODULE_FORMAT } from './emit/prompt-module.js';
import { isCompiledPrompt, type CompiledPrompt } from '../runtime/engine/define-prompt.js';
import { runCompiled, type RunOptions as EngineRunOptions, type RunOutcome } from '../runtime/engine/run.js';
import type { CassetteOptions } from '../runtime/host/cassette/session.js';

export { compile } from './index.js';
export type { CompileOptions, CompileResult } from './index.js';
export { defineConfig, definePlugin } from '../runtime/host/config.js';
export type { Config, Plugin, PluginContext, ToolDefinition, Model, ModelRequest, ModelSettings, Reply } from '../runtime/host/config.js';
export { scriptedModel } from '../runtime/host/providers/scripted.js';
export { openaiModel } from '../runtime/host/providers/openai.js';
export type { OpenAIModelOptions } from '../runtime/host/providers/openai.js';
export type { CassetteOptions } from '../runtime/host/cassette/session.js';
export { webPlugin } from '../runtime/host/plugins/web/index.js';
export type { WebPluginOptions, FetchPolicy, SearchBackend } from '../runtime/host/plugins/web/index.js';
export { userInputPlugin } from '../runtime/host/plugins/user-input/index.js';
export type { InputBroker } from '../runtime/host/plugins/user-input/index.js';
export { mcpPlugin } from '../runtime/host/plugins/mcp/index.js';
export type { McpPluginOptions } from '../runtime/host/plugins/mcp/index.js';
export { SharedAbortController } from '../runtime/engine/shared-abort.js';
export type { CompiledPrompt } from '../runtime/engine/define-prompt.js';
export type { RunOutcome, RunConfig } from '../runtime/engine/run.js';

/** run()'s options: interfaces.md "JS API", plus `record` / `replay` (a cassette file path). */
export type RunOptions = EngineRunOptions & CassetteOptions;
export type { TraceEvent } from '../runtime/engine/trace.js';
export { createFetchHandler, createNodeHandler } from '../runtime/host/handlers/index.js';
export type { HandlerOptions, RequestError } from '../runtime/host/handlers/index.js';

/** The runtime module a compiled prompt imports: the same files this API runs with. */
export function runtimeEntry(): string {
  const js = new URL('../runtime/index.js', import.meta.url);
  return existsSync(js) ? js.href : new URL('../runtime/index.ts', import.meta.url).href;
}

/** Where compiled prompts are cached, by content hash. */
export function cacheDir(): string {
  const dir = join(tmpdir(), 'promptforge-js-cache');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Writes a cache file so that a concurrent reader never imports half of it. */
function writeAtomic(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** Thrown by loadPrompt for a prompt that does not compile; `diagnostics` holds every problem. */
export class CompileError extends Error {
  constructor(readonly diagnostics: ReturnType<typeof compile>['diagnostics']) {
    super(diagnostics.map((d) => `${d.file}:${d.line ?? ''}${d.line !== undefined ? ':' + (d.column ?? 1) : ''}: error[${d.kind}]: ${d.message}`).join('\n'));
  }
}

/**
 * A 53-bit hash of a text (cyrb53: two multiply-xor lanes), in hex. It only names cache files whose
 * content is compared before reuse, so it need not resist collisions; a digest from node:crypto would
 * cost loading node:crypto (several ms of a fresh process) for a few KB of text.
 */
function textKey(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The cache file `<stem>.mjs` (or `<stem>-N.mjs` past a hash collision) that holds exactly `text`. */
function cacheFileWith(stem: string, text: string): string {
  for (let n = 0; ; n++) {
    const file = join(cacheDir(), `${stem}${n === 0 ? '' : `-${n}`}.mjs`);
    if (!existsSync(file)) {
      writeAtomic(file, text);
      return file;
    }
    if (readFileSync(file, 'utf8') === text) return file;
  }
}

/** Imports compiled module text, its runtime import pointed at this package's runtime. */
export async function importCompiled(code: string, name = 'prompt'): Promise<CompiledPrompt> {
  const bound = code.replace(JSON.stringify(RUNTIME_SPECIFIER), JSON.stringify(runtimeEntry()));
  const file = cacheFileWith(`${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${textKey(bound)}`, bound);
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
  if (!isCompiledPrompt(mod.default)) throw new Error(`${file} is not a compiled promptforge prompt`);
  return mod.default;
}

/** Compiles a prompt file (cached by content hash) and imports it; a `.js`/`.mjs` file is imported as is. */
export async function loadPrompt(path: string): Promise<CompiledPrompt> {
  if (/\.m?js$/.test(path)) {
    const mod = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { default?: unknown };
    if (!isCompiledPrompt(mod.default)) throw new Error(`${path} is not a compiled promptforge prompt`);
    return mod.default;
  }
  return loadPromptSource(await readFile(path), basename(path));
}

/**
 * Compiles prompt source and imports it. Compiled modules are cached by a hash of the source, the
 * file name, the compiler version and build and the runtime they import, so an unchanged prompt is
 * not compiled again.
 */
export async function loadPromptSource(source: Uint8Array, filename: string): Promise<CompiledPrompt> {
  const { createHash } = await import('node:crypto');
  const runtime = runtimeEntry();
  const key = createHash('sha256').update(`${COMPILER_VERSION}\0${compilerBuild(createHash)}\0${PROMPT_MODULE_FORMAT}\0${runtime}\0${filename}\0`).update(source).digest('hex').slice(0, 24);
  const cached = join(cacheDir(), `src-${key}.mjs`);
  if (!existsSync(cached)) {
    const compiled = compile(source, { filename });
    if (compiled.diagnostics.length > 0) throw new CompileError(compiled.diagnostics);
    writeAtomic(cached, compiled.code.replace(JSON.stringify(RUNTIME_SPECIFIER), JSON.stringify(runtime)));
  }
  const mod = (await import(/* @vite-ignore */ pathToFileURL(cached).href)) as { default?: unknown };
  if (!isCompiledPrompt(mod.default)) throw new Error(`${cached} is not a compiled promptforge prompt`);
  return mod.default;
}

let build: string | undefined;

/**
 * The compiler's own files (sizes and times), once per process: a rebuilt compiler with an unchanged
 * version number must not import modules an older build compiled into the cache.
 */
function compilerBuild(createHash: typeof import('node:crypto').createHash): string {
  if (build !== undefined) return build;
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return (build = hash.digest('hex').slice(0, 16));
}

/**
 * Runs a compiled prompt: `{ ok: true, result }` or `{ ok: false, error }`; never throws. With
 * `record: FILE` the run's model replies and Plugin tool results are written to a cassette; with
 * `replay: FILE` they come from one, with no model and no network.
 */
export function run(prompt: CompiledPrompt, options: RunOptions = {}): Promise<RunOutcome> {
  if (options.record === undefined && options.replay === undefined) return runCompiled(prompt, options);
  return import('../runtime/host/cassette/session.js').then(({ runWithCassette }) => runWithCassette(runCompiled, prompt, options));
}
