// Third step of `npm run build` (called by bundle-dist.mjs): the compiler's chunk in dist/chunks/
// loads with a V8 code cache.
//
// Why: a fresh process that compiles and runs a prompt (issue #4: <= 150 ms) spends much of its
// time having V8 parse and compile the compiler chunk (~470 KB with yaml and luaparse) and then
// compile, lazily, the functions the first compile() calls. Node 20 has no module compile cache
// (module.enableCompileCache is Node 22), but `vm.Script` takes V8's `cachedData`: the chunk is
// written once more as a CommonJS script, the build runs it on a sample prompt and saves the code
// V8 compiled, and the chunk's ES module file becomes a facade that runs the script with that cache
// and re-exports its names. Every importer (API, CLI, bundler plugins) still imports the same ES
// module file, so there is one compiler instance. The compiler is Node-only (browsers compile from
// the sources, examples/playground), and it imports nothing but node: builtins, which the script's
// `require` loads. A cache V8 rejects (another Node version, other V8 flags) costs nothing but the
// speed: V8 then compiles the script as it would have compiled the module.
import { rollup } from 'rollup';
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';

/** The wrapper the facade and the build put around the CommonJS text, on a line of its own. */
const WRAP_START = '(function (exports, require, module, __filename, __dirname) {\n';
const WRAP_END = '\n})';

/** A prompt that takes the compiler through its common paths, so their compiled code is cached too. */
const SAMPLE = `---
name: sample
description: Warms the compiler for the code cache
plugins:
  - promptforge/web
tools:
  fetch: promptforge/web/fetch
---

# Sample

## Start

\`\`\`lua
local t = { url = args, n = #args }
for i, v in ipairs({ 1, 2.5, "x" }) do t[i] = tostring(v) .. ":" .. i end
local function f(a, ...) return a and select('#', ...) or nil end
if f(1, 2) > 0 then log(string.format("%d", 1)) end
return tools.call('fetch', { url = args })
\`\`\`
`;

/** Runs a CommonJS text as a module would; returns its exports and script. */
function runScript(file, text) {
  const script = new Script(WRAP_START + text + WRAP_END, { filename: file, lineOffset: -1 });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, join(file, '..'));
  return { exports: module.exports, script };
}

/** The facade's text: loads `cjsName` beside it with `cacheName`'s code cache and re-exports `names`. */
function facade(cjsName, cacheName, names, banner) {
  return `${banner}
// The compiler chunk's ES module face: runs ${cjsName} with V8's code cache ${cacheName}
// (scripts/compiler-code-cache.mjs says why).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const file = fileURLToPath(new URL(${JSON.stringify(`./${cjsName}`)}, import.meta.url));
let cachedData;
try {
  cachedData = readFileSync(fileURLToPath(new URL(${JSON.stringify(`./${cacheName}`)}, import.meta.url)));
} catch {
  cachedData = undefined; // no cache: V8 compiles the script
}
const script = new Script(${JSON.stringify(WRAP_START)} + readFileSync(file, 'utf8') + ${JSON.stringify(WRAP_END)}, { filename: file, lineOffset: -1, cachedData });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
export const { ${names.join(', ')} } = module.exports;
/** Whether this process found the code cache and whether V8 took it (test/compiler-code-cache.test.ts). */
export const compilerCodeCache = { found: cachedData !== undefined, rejected: script.cachedDataRejected === true };
`;
}

/** Rewrites dist/chunks/compiler-*.js as a facade over a CommonJS copy with a code cache. */
export async function cacheCompilerChunk(dist, banner) {
  const chunks = join(dist, 'chunks');
  const esmName = readdirSync(chunks).find((f) => /^compiler-[^.]+\.js$/.test(f));
  if (esmName === undefined) throw new Error(`no compiler chunk in ${chunks}`);
  const esmFile = join(chunks, esmName);
  const cjsName = esmName.replace(/\.js$/, '.cjs');
  const cacheName = `${cjsName}.v8cache`;
  const cjsFile = join(chunks, cjsName);

  const bundle = await rollup({
    input: esmFile,
    // the chunk may import only node: builtins: another chunk would be a second instance of its code
    external: (id) => id.startsWith('node:'),
    onwarn: (w) => {
      throw new Error(`compiler chunk to CommonJS: ${w.message}`);
    },
  });
  const { output } = await bundle.generate({ format: 'cjs', exports: 'named', banner });
  await bundle.close();
  const [chunk, ...rest] = output;
  if (rest.length > 0 || chunk.type !== 'chunk') throw new Error('the compiler chunk must stay one file (no dynamic imports)');
  if (chunk.imports.some((id) => !id.startsWith('node:'))) throw new Error(`the compiler chunk imports ${chunk.imports.join(', ')}: only node: builtins can be required`);
  writeFileSync(cjsFile, chunk.code);

  // warm up on the sample, then keep what V8 compiled (the top level and every function that ran)
  const { exports, script } = runScript(cjsFile, chunk.code);
  const result = exports.compile(new TextEncoder().encode(SAMPLE), { filename: 'sample.md' });
  if (result.diagnostics.length > 0 || result.code === '') throw new Error(`code cache sample does not compile: ${JSON.stringify(result.diagnostics)}`);
  writeFileSync(join(chunks, cacheName), script.createCachedData());

  // test/compiler-code-cache.test.ts checks in a fresh process that the facade finds the cache and V8 takes it
  writeFileSync(esmFile, facade(cjsName, cacheName, chunk.exports, banner));
}
