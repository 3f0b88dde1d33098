// The compiled-prompt cache of loadPromptSource (compiler/api.ts) and `promptforge run`: prompt
// source compiled once into a module file named by a hash of everything its code depends on, with
// its runtime import bound to this package's runtime. Apart from api.ts, which also loads the
// runtime, so that the CLI's main thread compiles a prompt without loading the runtime its run
// worker loads (compiler/cli/run-worker.ts).
import { builtin } from './node-builtins.js';
import { privateCacheDir, writeAtomic } from './cache-file.js';
import { compile, compileChecked, COMPILER_VERSION, type CompileResult } from './index.js';
import { RUNTIME_SPECIFIER } from './emit/module.js';
import { PROMPT_MODULE_FORMAT } from './emit/prompt-module.js';

const { existsSync, readdirSync, statSync } = builtin('node:fs');
const { join } = builtin('node:path');
const { fileURLToPath } = builtin('node:url');

/** The runtime module a compiled prompt imports: the same files this API runs with. */
export function runtimeEntry(): string {
  // Node resolves promptforge-js/runtime to runtime/node.js (package.json "exports"), in either build
  for (const file of ['../runtime/node.js', '../runtime/index.js']) {
    const js = new URL(file, import.meta.url);
    if (existsSync(js)) return js.href;
  }
  return new URL('../runtime/index.ts', import.meta.url).href;
}

let dir: string | undefined;

/** Where compiled prompts are cached, by content hash: this user's own directory (privateCacheDir). */
export function cacheDir(): string {
  return (dir ??= privateCacheDir('promptforge-js-cache'));
}

/** Module text of compile() with its runtime import bound to runtimeEntry(). */
export function bindRuntime(code: string): string {
  return code.replace(JSON.stringify(RUNTIME_SPECIFIER), JSON.stringify(runtimeEntry()));
}

/**
 * The cached module file of prompt source, compiled if not cached yet, or the compile's diagnostics.
 * The file is named by a hash of the source, the file name, the compiler version and build and the
 * runtime it imports, so an unchanged prompt is not compiled again. `checked`: compiled with
 * compileChecked (a separate file: compile() leaves the version gate to the run).
 */
export async function compiledFile(source: Uint8Array, filename: string, checked = false): Promise<{ file: string } | Pick<CompileResult, 'diagnostics'>> {
  const { createHash } = await import('node:crypto');
  const runtime = runtimeEntry();
  const key = createHash('sha256').update(`${COMPILER_VERSION}\0${compilerBuild(createHash)}\0${PROMPT_MODULE_FORMAT}\0${runtime}\0${filename}\0${checked ? 'checked\0' : ''}`).update(source).digest('hex').slice(0, 24);
  const file = join(cacheDir(), `src-${key}.mjs`);
  if (!existsSync(file)) {
    const compiled = (checked ? compileChecked : compile)(source, { filename });
    if (compiled.diagnostics.length > 0) return { diagnostics: compiled.diagnostics };
    writeAtomic(file, bindRuntime(compiled.code));
  }
  return { file };
}

/**
 * An id scripts/bundle-dist.mjs writes into the bundled build, new for each build; not defined when
 * the compiler runs from its sources or from tsc's output.
 */
declare const __PROMPTFORGE_BUILD_ID__: string | undefined;

let build: string | undefined;

/**
 * The compiler's build, once per process: a rebuilt compiler with an unchanged version number must
 * not import modules an older build compiled into the cache. The bundled build has its id; else the
 * compiler's own files (sizes and times), whose scan cost the CLI's every `run` ~40 ms (272 files).
 */
function compilerBuild(createHash: typeof import('node:crypto').createHash): string {
  if (build !== undefined) return build;
  if (typeof __PROMPTFORGE_BUILD_ID__ === 'string') return (build = __PROMPTFORGE_BUILD_ID__);
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return (build = hash.digest('hex').slice(0, 16));
}
