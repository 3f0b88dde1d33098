// The package entry `promptforge-js` (interfaces.md "JS API"): compile, loadPrompt, run, and the
// host API (defineConfig, definePlugin, scriptedModel). The one place compiler and runtime meet.
// Loading this module is most of a fresh process's "compile and first run" (issue #4), so what only
// some runs need loads when first used: node:crypto (the CLI's compile cache key, cassettes), the
// cassette code, node:os and node:fs/promises; Node's builtins come through node-builtins.ts.
import { builtin } from './node-builtins.js';
import { cacheFileWith, textKey, writeAtomic } from './cache-file.js';
import { compile, COMPILER_VERSION } from './index.js';
import { RUNTIME_SPECIFIER } from './emit/module.js';
import { PROMPT_MODULE_FORMAT } from './emit/prompt-module.js';
import { isCompiledPrompt, type CompiledPrompt } from '../runtime/engine/define-prompt.js';
import { runCompiled, type RunOptions as EngineRunOptions, type RunOutcome } from '../runtime/engine/run.js';
import type { CassetteOptions } from '../runtime/host/cassette/session.js';
import { withStoreMaker } from '../runtime/engine/store-maker.js';
import { runStore } from '../runtime/host/stores/memory.js';

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
import { createFetchHandler as fetchHandler, createNodeHandler as nodeHandler } from '../runtime/host/handlers/index.js';
export type { HandlerOptions, RequestError } from '../runtime/host/handlers/index.js';

/** createFetchHandler of promptforge-js/handlers whose runs have the store, as run() below. */
export const createFetchHandler: typeof fetchHandler = (prompt, options = {}) => fetchHandler(prompt, withStoreMaker({ ...options }, runStore));
/** createNodeHandler of promptforge-js/handlers whose runs have the store, as run() below. */
export const createNodeHandler: typeof nodeHandler = (prompt, options = {}) => nodeHandler(prompt, withStoreMaker({ ...options }, runStore));

const { existsSync, mkdirSync, readdirSync, statSync } = builtin('node:fs');
const { basename, join } = builtin('node:path');
const { fileURLToPath, pathToFileURL } = builtin('node:url');

/** The runtime module a compiled prompt imports: the same files this API runs with. */
export function runtimeEntry(): string {
  // Node resolves promptforge-js/runtime to runtime/node.js (package.json "exports"), in either build
  for (const file of ['../runtime/node.js', '../runtime/index.js']) {
    const js = new URL(file, import.meta.url);
    if (existsSync(js)) return js.href;
  }
  return new URL('../runtime/index.ts', import.meta.url).href;
}

/** Where compiled prompts are cached, by content hash. */
export function cacheDir(): string {
  const dir = join(builtin('node:os').tmpdir(), 'promptforge-js-cache');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Thrown by loadPrompt for a prompt that does not compile; `diagnostics` holds every problem. */
export class CompileError extends Error {
  constructor(readonly diagnostics: ReturnType<typeof compile>['diagnostics']) {
    super(diagnostics.map((d) => `${d.file}:${d.line ?? ''}${d.line !== undefined ? ':' + (d.column ?? 1) : ''}: error[${d.kind}]: ${d.message}`).join('\n'));
  }
}

/** Imports compiled module text, its runtime import pointed at this package's runtime. */
export async function importCompiled(code: string, name = 'prompt'): Promise<CompiledPrompt> {
  const bound = code.replace(JSON.stringify(RUNTIME_SPECIFIER), JSON.stringify(runtimeEntry()));
  const file = cacheFileWith(cacheDir(), `${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${textKey(bound)}`, bound);
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
  return loadPromptSource(await builtin('node:fs/promises').readFile(path), basename(path));
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
  // This entry brings the store: every Plugin gets ctx.store, plain objects too (runtime/engine/store-maker.ts).
  const withStore = withStoreMaker({ ...options }, runStore);
  return entryRun().then((runEntry) => {
    if (options.record === undefined && options.replay === undefined) return runEntry(prompt, withStore);
    return import('../runtime/host/cassette/session.js').then(({ runWithCassette }) => runWithCassette(runEntry, prompt, withStore));
  });
}

type RunCompiled = (prompt: CompiledPrompt, options?: EngineRunOptions) => Promise<RunOutcome>;
let entryRunLoaded: Promise<RunCompiled> | undefined;

/**
 * runCompiled of the runtime entry compiled prompts import (runtimeEntry): under Node that is
 * runtime/node.js, the same engine whose unseeded runs draw from /dev/urandom instead of Web
 * Crypto, which costs a fresh process ~7 ms to load. Any other entry: the engine's own.
 */
function entryRun(): Promise<RunCompiled> {
  return (entryRunLoaded ??= import(runtimeEntry()).then(
    (m: { runCompiled?: RunCompiled }) => m.runCompiled ?? runCompiled,
    () => runCompiled,
  ));
}
