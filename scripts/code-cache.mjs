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
import { setFlagsFromString } from 'node:v8';

/** The chunks that load with a code cache, in the order their facades may import each other. */
export const CACHED_AREAS = ['compiler', 'lua', 'engine', 'host'];

/**
 * The wrapper around the CommonJS text, written into the .cjs file itself: the file's text is the
 * very string V8 compiles (a wrapper added at load time made V8 flatten a second copy of the chunk).
 * The function returns the chunk's exports as an array, in the order of the facade's names: rollup's
 * `exports.name = local;` lines are replaced by one `return [...]`. Why (issue #4): a script's top
 * level runs without feedback, so each of those stores was a runtime IC miss that added a property
 * (a new map per name), and each name the facade read back another miss; the lua chunk alone has
 * 177 names. A fresh process that compiles and runs a prompt: ~3 M fewer instructions (valgrind).
 */
const WRAP_START = '(function (exports, require, module, __filename, __dirname, __import, __importMetaUrl) {\n';
const WRAP_END = '\n})';

/** The module every facade runs its script through (one read buffer for all chunks of a process). */
export const LOADER = 'load-script.js';

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

/**
 * A .v8cache file is a header, then V8's data. Why (nodejs/node#38134): a script that V8 takes from
 * a code cache keeps the file name the cache was made with, so with the build's caches a copy of the
 * package elsewhere (every install from the registry) showed stack frames in the directory the
 * package was built in. The header names the script file and the Node version the cache was made
 * for, and the loader takes the data only for that file under that Node; for any other, the script
 * compiles from source (right names) and the cache is made again for where it is and the Node that
 * runs it (see the loader's remake()). A cache refused only for other V8 flags (node --expose-gc...)
 * is not made again: processes with other flags would otherwise replace each other's caches. The
 * header: the magic `PFC1`, the UTF-8 length of `<path>\0<node version>` as a 32-bit little-endian
 * integer, that text, zero bytes up to a multiple of 8 (V8 copies cache data that is not 8-byte
 * aligned).
 */
const CACHE_MAGIC = 'PFC1';

/** The header of a cache made for the script file `file` (an absolute path) by this Node. */
export function cacheHeader(file) {
  const made = Buffer.from(`${file}\0${process.version}`, 'utf8');
  const header = Buffer.alloc(8 + Math.ceil(made.length / 8) * 8);
  header.write(CACHE_MAGIC, 0, 'latin1');
  header.writeUInt32LE(made.length, 4);
  made.copy(header, 8);
  return header;
}

/**
 * dist/chunks/load-script.js: reads a chunk's script and its cache and runs the script. Why it
 * reads as it does (issue #4, a fresh process): on a virtual machine a page of memory touched for
 * the first time costs tens of microseconds, so the loader touches as few as it can. Every file is
 * read into one buffer the process keeps while chunks load (readFileSync allocated a new one per
 * file, and its 'utf8' decoding a second copy of each script); a script is ASCII (the build checks),
 * so its text is the buffer's bytes as latin1, one copy; the cache is used in place while vm.Script
 * deserializes it. Node's builtins come from process.getBuiltinModule (Node >= 20.16; before, from
 * createRequire): an ES module import of node:fs builds a namespace of every export, whose lazy
 * getters load Node's streams.
 */
function loader(banner) {
  return `${banner}
// Runs the Node build's code-cached chunk scripts for their facades (scripts/code-cache.mjs says why).
import { createRequire } from 'node:module';

// no top-level await here: require(esm) (Node >= 20.19) refuses a module graph that has one
const builtin = typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : createRequire(import.meta.url);
const { closeSync, fstatSync, openSync, readSync, renameSync, unlinkSync, writeFileSync } = builtin('node:fs');
const { fileURLToPath } = builtin('node:url');
const { Script } = builtin('node:vm');

/** The read buffer; dropped once the chunks that load together have run (a later chunk allocates again). */
let buffer;

/** The bytes of \`file\` in the read buffer (valid until the next read), or undefined when it cannot be read. */
function read(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    if (buffer === undefined || buffer.length < size) {
      if (buffer === undefined) queueMicrotask(() => (buffer = undefined));
      buffer = Buffer.allocUnsafeSlow(size);
    }
    let n = 0;
    for (let r; n < size && (r = readSync(fd, buffer, n, size - n, n)) > 0; ) n += r;
    return buffer.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

const CACHE_MAGIC = ${JSON.stringify(CACHE_MAGIC)};

/** The header of a cache made for the script file \`file\` (an absolute path; see scripts/code-cache.mjs). */
${cacheHeader}

/** The V8 data of a cache file's bytes if the cache was made for \`file\` by this Node (see cacheHeader in scripts/code-cache.mjs). */
function dataFor(bytes, file) {
  if (bytes.length < 8 || bytes.latin1Slice(0, 4) !== CACHE_MAGIC) return undefined;
  const length = bytes.readUInt32LE(4);
  if (8 + length > bytes.length || bytes.utf8Slice(8, 8 + length) !== \`\${file}\\0\${process.version}\`) return undefined;
  return bytes.subarray(8 + Math.ceil(length / 8) * 8);
}

/** Scripts whose cache was made for another path or another Node: their caches are made again at exit. */
let stale;

/**
 * Writes a cache for each stale script, for its own path, when the process exits: by then V8 has
 * compiled what this process ran, as the build's warm-up does for its caches. So a copy of the
 * package at a new path (an install) compiles its scripts once and later processes load them from
 * a cache made for that path; where the package cannot be written to, every process compiles them.
 * A cache made by another Node version (which V8 would refuse) is made again the same way.
 */
function remake(script, file) {
  if (stale === undefined) {
    stale = [];
    process.once('exit', () => {
      for (const { script, file } of stale) {
        const temp = \`\${file}.v8cache.\${process.pid}.tmp\`;
        try {
          writeFileSync(temp, Buffer.concat([cacheHeader(file), script.createCachedData()]));
          renameSync(temp, file + '.v8cache');
        } catch {
          try {
            unlinkSync(temp);
          } catch {
            // nothing was written
          }
        }
      }
    });
  }
  stale.push({ script, file });
}

/**
 * Runs the chunk script \`name\` beside the facade at \`facadeUrl\` with its V8 code cache
 * (\`name\`.v8cache, when present, made for this file by this Node and accepted); \`modules\` answers
 * its requires of other chunks, \`dynamicImport\` its import()s. Returns its exports (an array, in
 * the facade's order) and whether the cache was found, made for this file and Node (\`own\`) and taken.
 */
export function runChunk(facadeUrl, name, modules, dynamicImport) {
  const url = new URL(name, facadeUrl);
  const file = fileURLToPath(url);
  const bytes = read(file);
  if (bytes === undefined) throw new Error(\`promptforge-js: cannot read \${file}\`);
  const text = bytes.latin1Slice(0, bytes.length);
  const cache = read(file + '.v8cache');
  const cachedData = cache === undefined ? undefined : dataFor(cache, file);
  const script = new Script(text, { filename: file, cachedData });
  const rejected = script.cachedDataRejected === true;
  // the build writes its caches itself (saveCaches in scripts/code-cache.mjs)
  const build = globalThis[Symbol.for(${JSON.stringify(BUILD_HOOK)})];
  if (cache !== undefined && cachedData === undefined && build === undefined) remake(script, file);
  const module = { exports: {} };
  const require = (id) => modules[id] ?? builtin(id);
  const values = script.runInThisContext()(module.exports, require, module, file, fileURLToPath(new URL('.', url)), dynamicImport, facadeUrl);
  // the build's warm-up run (scripts/code-cache.mjs) saves what V8 compiled; nothing else sets this
  build?.push({ script, cache: new URL(name + '.v8cache', url), file });
  return { values, codeCache: { found: cache !== undefined, own: cachedData !== undefined, rejected } };
}
`;
}

/** The facade's text: runs \`cjsName\` beside it with its code cache and re-exports \`names\`; \`chunks\` are the other chunks it requires. */
function facade(area, cjsName, chunks, names, banner) {
  const own = ['runChunk', '$', 'codeCache', `${area}CodeCache`, ...chunks.map((_, i) => `$${i}`)];
  const clash = names.filter((name) => own.includes(name));
  if (clash.length > 0) throw new Error(`the ${area} chunk exports ${clash.join(', ')}, a name its facade uses itself`);
  const imports = chunks.map((id, i) => `import * as $${i} from ${JSON.stringify(id)};`).join('\n');
  const table = chunks.map((id, i) => `${JSON.stringify(id)}: $${i}`).join(', ');
  return `${banner}
// The ${area} chunk's ES module face: runs ${cjsName} with V8's code cache ${cjsName}.v8cache
// (scripts/code-cache.mjs says why).
import { runChunk } from './${LOADER}';
${imports}

const { values: $, codeCache } = runChunk(import.meta.url, ${JSON.stringify(cjsName)}, { ${table} }, (id) => import(id));
export const ${names.map((name, i) => `${name} = $[${i}]`).join(', ')};
/** Whether this process found the code cache and whether V8 took it (test/compiler-code-cache.test.ts). */
export const ${area}CodeCache = codeCache;
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
  // a builtin is required as Node's module object (process.getBuiltinModule), which has no `default`
  const defaults = requires.filter((id) => id.startsWith('node:') && chunk.importedBindings[id]?.includes('default'));
  if (defaults.length > 0) throw new Error(`the ${area} chunk takes the default export of ${defaults.join(', ')}: import its names instead`);
  const { body, names } = exportsAsArray(area, chunk.code, chunk.exports);
  const code = WRAP_START + body + WRAP_END;
  // the loader reads the script as latin1, which is its text only if it is ASCII (stripComments escapes the rest)
  if (/[^\x00-\x7f]/.test(code)) throw new Error(`the ${area} chunk's script is not ASCII`);
  writeFileSync(join(chunks, cjsName), code);
  writeFileSync(esmFile, facade(area, cjsName, requires.filter((id) => !id.startsWith('node:')), names, banner));
}

/**
 * The chunk's CommonJS text with its trailing `exports.name = local;` lines replaced by
 * `return [local, ...];`, and the exported names in that order (see WRAP_START). An export rollup
 * writes any other way (a getter for a live binding, an update after an assignment) fails the build.
 */
function exportsAsArray(area, code, exported) {
  const lines = code.trimEnd().split('\n');
  const pairs = [];
  for (let m; (m = /^exports\.([A-Za-z_$][\w$]*) = ([A-Za-z_$][\w$]*);$/.exec(lines.at(-1) ?? '')) !== null; lines.pop()) pairs.unshift([m[1], m[2]]);
  const body = lines.join('\n');
  const names = pairs.map(([name]) => name);
  const others = exported.filter((name) => !names.includes(name) || body.includes(`exports.${name}`));
  if (others.length > 0 || names.length !== exported.length) throw new Error(`the ${area} chunk exports ${others.join(', ') || 'names'} other than by a final \`exports.name = local;\``);
  return { body: `${body}\nreturn [${pairs.map(([, local]) => local).join(', ')}];`, names };
}

/**
 * Rewrites the cached areas' chunks of dist/chunks/ as facades, then warms them up on a sample
 * prompt (compile, import, run with a stand-in Plugin and a scripted model) through the API entry
 * and saves each script's compiled code beside it.
 */
export async function cacheChunks(dist, banner) {
  const chunks = join(dist, 'chunks');
  writeFileSync(join(chunks, LOADER), loader(banner));
  for (const area of CACHED_AREAS) await rewriteChunk(chunks, area, banner);
  await saveCaches(dist);
}

/** Loads the facades of `dist` through its API entry, runs the sample and saves each script's code cache. */
export async function saveCaches(dist) {
  // The warm-up runs interpreted only. V8 saves with each function the tier it reached (a function
  // that went to Sparkplug in the warm-up is marked for Sparkplug on its first call in every process
  // that loads the cache), and a fresh process then baseline-compiles functions it runs once or
  // twice. Valgrind, bench/engine.js's fresh-process script: 198.7 -> 195.2 M instructions (and a
  // warm-up over all examples without this cost +8%, with it nothing). The flag is back at its
  // default before the caches are written, so V8's flag hash in them is a default process's
  // (test/compiler-code-cache.test.ts checks V8 takes them).
  let scripts;
  setFlagsFromString('--no-sparkplug');
  try {
    scripts = await warmUp(dist);
  } finally {
    setFlagsFromString('--sparkplug');
  }
  // what V8 compiled: each script's top level and every function the warm-up ran
  for (const { script, cache, file } of scripts) writeFileSync(cache, Buffer.concat([cacheHeader(file), script.createCachedData()]));
}

/** Loads the facades of `dist` through its API entry and runs the sample; returns the scripts the facades ran. */
async function warmUp(dist) {
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
  return scripts;
}
