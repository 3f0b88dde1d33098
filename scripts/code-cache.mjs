// Third step of `npm run build` (called by bundle-dist.mjs for the Node build in dist/): the chunks a
// fresh process loads to compile and run a prompt (compiler, lua, engine, host) load with a V8 code
// cache.
//
// Why: a fresh process that compiles and runs a prompt (issue #4: <= 150 ms) spends much of its
// time having V8 parse and compile those chunks (~900 KB) and then compile, lazily, the functions
// the first compile() and run() call. Node 20 has no module compile cache (module.enableCompileCache
// is Node 22), but `vm.Script` takes V8's `cachedData`: each chunk is written once more as a
// CommonJS script, the build runs them on a sample prompt and saves the code V8 compiled, and each
// chunk's ES module file becomes a facade that runs its script with that cache and re-exports its
// names. Every importer (API, CLI, bundler plugins, compiled prompts through promptforge-js/runtime)
// still imports the same ES module files, so there is one instance of each chunk per process: a
// script's `require` of another chunk is answered with that chunk's facade namespace, and its
// dynamic `import()`s go through its facade's own `import()`. Only Node loads these facades:
// bundlers and browsers get the plain ES modules of dist/web/ (package.json "exports", the
// "node-addons" condition; bundle-dist.mjs says why). A cache V8 rejects (another Node version,
// other V8 flags) costs nothing but the speed: V8 then compiles the script as it would have
// compiled the module.
import { rollup } from 'rollup';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The chunks that load with a code cache, in the order their facades may import each other. */
export const CACHED_AREAS = ['compiler', 'lua', 'engine', 'host'];

/** The wrapper the facade puts around the CommonJS text, on a line of its own. */
const WRAP_START = '(function (exports, require, module, __filename, __dirname, __import, __importMetaUrl) {\n';
const WRAP_END = '\n})';

/** Where the build's warm-up run collects the facades' scripts (see the facade's last line). */
const BUILD_HOOK = 'promptforge-js.codeCacheBuild';

/** A prompt that takes the compiler and the Engine through their common paths, so their compiled code is cached too. */
const SAMPLE = `---
name: sample
description: Warms the compiler and the Engine for the code cache
promptforge: 0
plugins:
  - promptforge/web
tools:
  fetch: promptforge/web/fetch
models:
  writer: {}
---

# Sample

Fetches {{ args }}.

## Start

\`\`\`lua
local t = { url = args, n = #args }
for i, v in ipairs({ 1, 2.5, "x" }) do t[i] = tostring(v) .. ":" .. i end
local function f(a, ...) return a and select('#', ...) or nil end
if f(1, 2) > 0 then log(string.format("%d %s", 1, string.upper(args))) end
local page = tools.call('fetch', { url = args })
models.use('writer')
tools.add('fetch')
local msgs = messages.new():user('Summarize: ' .. page)
models.loop(msgs)
return msgs[#msgs].content
\`\`\`
`;

/** The facade's text: runs `cjsName` beside it with `cacheName`'s code cache and re-exports `names`. */
function facade(area, cjsName, cacheName, requires, names, banner) {
  const imports = requires.map((id, i) => `import * as $${i} from ${JSON.stringify(id)};`).join('\n');
  const table = requires.map((id, i) => `${JSON.stringify(id)}: $${i}`).join(', ');
  return `${banner}
// The ${area} chunk's ES module face: runs ${cjsName} with V8's code cache ${cacheName}
// (scripts/code-cache.mjs says why).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
${imports}

/** What the script requires: node builtins and the other chunks, each the one instance this process has. */
const modules = { ${table} };
const url = new URL(${JSON.stringify(`./${cjsName}`)}, import.meta.url);
const file = fileURLToPath(url);
let cachedData;
try {
  cachedData = readFileSync(new URL(${JSON.stringify(`./${cacheName}`)}, import.meta.url));
} catch {
  cachedData = undefined; // no cache: V8 compiles the script
}
const script = new Script(${JSON.stringify(WRAP_START)} + readFileSync(url, 'utf8') + ${JSON.stringify(WRAP_END)}, { filename: file, lineOffset: -1, cachedData });
const module = { exports: {} };
script.runInThisContext()(module.exports, (id) => modules[id], module, file, fileURLToPath(new URL('.', import.meta.url)), (id) => import(id), import.meta.url);
export const { ${names.join(', ')} } = module.exports;
/** Whether this process found the code cache and whether V8 took it (test/compiler-code-cache.test.ts). */
export const ${area}CodeCache = { found: cachedData !== undefined, rejected: script.cachedDataRejected === true };
// the build's warm-up run (scripts/code-cache.mjs) saves what V8 compiled; nothing else sets this
globalThis[Symbol.for(${JSON.stringify(BUILD_HOOK)})]?.push({ script, cache: new URL(${JSON.stringify(`./${cacheName}`)}, import.meta.url) });
`;
}

/** Rewrites dist/chunks/<area>-*.js as a facade over a CommonJS copy; returns the files written. */
async function rewriteChunk(chunks, area, banner) {
  const esmName = readdirSync(chunks).find((f) => new RegExp(`^${area}-[^.]+\\.js$`).test(f));
  if (esmName === undefined) throw new Error(`no ${area} chunk in ${chunks}`);
  const esmFile = join(chunks, esmName);
  const cjsName = esmName.replace(/\.js$/, '.cjs');
  const bundle = await rollup({
    input: esmFile,
    // every import stays an import: another chunk inlined here would be a second instance of its code
    external: (_id, importer) => importer !== undefined,
    plugins: [{
      name: 'facade-imports',
      // the script's import() and import.meta.url are its facade's (a script has neither)
      renderDynamicImport: () => ({ left: '__import(', right: ')' }),
      resolveImportMeta: (property) => (property === 'url' ? '__importMetaUrl' : null),
    }],
    onwarn: (w) => {
      throw new Error(`${area} chunk to CommonJS: ${w.message}`);
    },
  });
  const { output } = await bundle.generate({ format: 'cjs', exports: 'named', interop: 'esModule', banner });
  await bundle.close();
  const [chunk, ...rest] = output;
  if (rest.length > 0 || chunk.type !== 'chunk') throw new Error(`the ${area} chunk must stay one file`);
  // what the script requires, as its code names it: node builtins and other chunks of this folder
  const requires = [...new Set([...chunk.code.matchAll(/\brequire\('([^']+)'\)/g)].map((m) => m[1]))];
  const bad = requires.filter((id) => !id.startsWith('node:') && !(id.startsWith('./') && existsSync(join(chunks, id))));
  if (bad.length > 0 || requires.length !== chunk.imports.length) throw new Error(`the ${area} chunk imports ${chunk.imports.join(', ')}: only node builtins and other chunks can be required`);
  writeFileSync(join(chunks, cjsName), chunk.code);
  writeFileSync(esmFile, facade(area, cjsName, `${cjsName}.v8cache`, requires, chunk.exports, banner));
}

/**
 * Rewrites the cached areas' chunks of dist/chunks/ as facades, then warms them up on a sample
 * prompt (compile, import, run with a stand-in Plugin and a scripted model) through the API entry
 * and saves each script's compiled code beside it.
 */
export async function cacheChunks(dist, banner) {
  const chunks = join(dist, 'chunks');
  for (const area of CACHED_AREAS) await rewriteChunk(chunks, area, banner);
  await saveCaches(dist);
}

/** Loads the facades of `dist` through its API entry, runs the sample and saves each script's code cache. */
export async function saveCaches(dist) {
  const scripts = [];
  globalThis[Symbol.for(BUILD_HOOK)] = scripts;
  const api = await import(pathToFileURL(join(dist, 'compiler', 'api.js')).href);
  delete globalThis[Symbol.for(BUILD_HOOK)];
  if (scripts.length !== CACHED_AREAS.length) throw new Error(`the API loaded ${scripts.length} cached chunks, expected ${CACHED_AREAS.length}`);
  const compiled = api.compile(new TextEncoder().encode(SAMPLE), { filename: 'sample.md' });
  if (compiled.diagnostics.length > 0 || compiled.code === '') throw new Error(`code cache sample does not compile: ${JSON.stringify(compiled.diagnostics)}`);
  const prompt = await api.importCompiled(compiled.code, 'code-cache-sample');
  const web = api.definePlugin({
    id: 'promptforge/web',
    tools: [{
      name: 'fetch', description: 'Fetches a page.',
      parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      run: async ({ url }) => `# Page\n\n${url}`,
    }],
  });
  const config = api.defineConfig({ plugins: [web], models: { writer: api.scriptedModel([{ toolCalls: [{ name: 'fetch', arguments: { url: 'https://example.com/2' } }] }, { text: 'summary' }]) } });
  const outcome = await api.run(prompt, { args: 'https://example.com', config, onEvent: () => {} });
  if (!outcome.ok || outcome.result !== 'summary') throw new Error(`code cache sample run: ${JSON.stringify(outcome)}`);
  // what V8 compiled so far: each script's top level and every function the warm-up ran
  for (const { script, cache } of scripts) writeFileSync(cache, script.createCachedData());
}
