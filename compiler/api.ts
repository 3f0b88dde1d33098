// The package entry `promptforge-js` (interfaces.md "JS API"): compile, loadPrompt, run, and the
// host API (defineConfig, definePlugin, scriptedModel). The one place compiler and runtime meet.
// Loading this module is most of a fresh process's "compile and first run" (issue #4), so what only
// some runs need loads when first used: node:crypto (the CLI's compile cache key, cassettes), the
// cassette code, node:os and node:fs/promises; Node's builtins come through node-builtins.ts.
import { builtin } from './node-builtins.js';
import { cacheFileWith, textKey } from './cache-file.js';
import { compile } from './index.js';
import { bindRuntime, cacheDir, compiledFile, runtimeEntry } from './prompt-cache.js';
import type { CompiledPrompt } from '../runtime/engine/define-prompt.js';
import { runCompiled, type RunOutcome } from '../runtime/engine/run.js';
import { importPromptModule, runWith, type RunCompiled, type RunOptions } from '../runtime/host/node-run.js';
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

export type { RunOptions } from '../runtime/host/node-run.js';
export type { TraceEvent } from '../runtime/engine/trace.js';
import { createFetchHandler as fetchHandler, createNodeHandler as nodeHandler } from '../runtime/host/handlers/index.js';
export type { HandlerOptions, RequestError } from '../runtime/host/handlers/index.js';

/** createFetchHandler of promptforge-js/handlers whose runs have the store, as run() below. */
export const createFetchHandler: typeof fetchHandler = (prompt, options = {}) => fetchHandler(prompt, withStoreMaker({ ...options }, runStore));
/** createNodeHandler of promptforge-js/handlers whose runs have the store, as run() below. */
export const createNodeHandler: typeof nodeHandler = (prompt, options = {}) => nodeHandler(prompt, withStoreMaker({ ...options }, runStore));

const { basename } = builtin('node:path');
const { pathToFileURL } = builtin('node:url');

export { cacheDir, runtimeEntry };

/** Thrown by loadPrompt for a prompt that does not compile; `diagnostics` holds every problem. */
export class CompileError extends Error {
  constructor(readonly diagnostics: ReturnType<typeof compile>['diagnostics']) {
    super(diagnostics.map((d) => `${d.file}:${d.line ?? ''}${d.line !== undefined ? ':' + (d.column ?? 1) : ''}: error[${d.kind}]: ${d.message}`).join('\n'));
  }
}

/** Imports compiled module text, its runtime import pointed at this package's runtime. */
export async function importCompiled(code: string, name = 'prompt'): Promise<CompiledPrompt> {
  const bound = bindRuntime(code);
  const file = cacheFileWith(cacheDir(), `${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${textKey(bound)}`, bound);
  return importPromptModule(pathToFileURL(file).href, file);
}

/** Compiles a prompt file (cached by content hash) and imports it; a `.js`/`.mjs` file is imported as is. */
export async function loadPrompt(path: string): Promise<CompiledPrompt> {
  if (/\.m?js$/.test(path)) return importPromptModule(pathToFileURL(path).href, path);
  return loadPromptSource(await builtin('node:fs/promises').readFile(path), basename(path));
}

/**
 * Compiles prompt source and imports it. Compiled modules are cached by a hash of the source, the
 * file name, the compiler version and build and the runtime they import, so an unchanged prompt is
 * not compiled again (compiler/prompt-cache.ts).
 */
export async function loadPromptSource(source: Uint8Array, filename: string): Promise<CompiledPrompt> {
  const compiled = await compiledFile(source, filename);
  if (!('file' in compiled)) throw new CompileError(compiled.diagnostics);
  return importPromptModule(pathToFileURL(compiled.file).href, compiled.file);
}

/**
 * Runs a compiled prompt: `{ ok: true, result }` or `{ ok: false, error }`; never throws. With
 * `record: FILE` the run's model replies and Plugin tool results are written to a cassette; with
 * `replay: FILE` they come from one, with no model and no network.
 */
export function run(prompt: CompiledPrompt, options: RunOptions = {}): Promise<RunOutcome> {
  return entryRun().then((runEntry) => runWith(runEntry, prompt, options));
}

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
