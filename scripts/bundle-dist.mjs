#!/usr/bin/env node
// Second step of `npm run build` (after `tsc -p tsconfig.build.json` wrote dist/): rewrites the
// package's entry files in dist/ as rollup bundles sharing chunks in dist/chunks/. Loading the
// package entry was ~280 files (the compiler, the runtime, yaml's CommonJS tree), most of a fresh
// process's compile-and-run time; bundled it is a handful. Every entry keeps its path, so
// package.json "exports", bin/ and the .d.ts files beside them stay as they are, and all entries
// share one copy of each module (one runtime instance for the API, the CLI and compiled prompts).
// The other files tsc wrote stay in dist/ for deep imports; the entries no longer load them.
//
// Two builds: dist/ is what Node loads (its compiler, Lua, Engine and Host chunks run from a V8 code
// cache, scripts/code-cache.mjs), dist/web/ the same entries as plain ES modules for bundlers and
// browsers. package.json "exports" gives Node dist/ under the "node-addons" condition, which Node
// sets (unless run with --no-addons) and bundlers do not, also when they build for Node (SSR,
// esbuild's platform=node match "node"): a bundle must not contain a facade that reads a file beside
// itself. Every entry that shares the runtime (".", "./runtime", "./runtime/lua", "./handlers")
// takes the same condition, so a process gets all of them from one build: one runtime instance.
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import { minify } from 'terser';
import { cacheChunks } from './code-cache.mjs';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const BANNER = '// Bundled by scripts/bundle-dist.mjs from the tsc output; see that script.';

// Files loaded by path rather than only through imports: package.json "exports" targets, bin/'s
// CLI entry, and modules a worker thread imports by their own URL (their import.meta.url must stay
// at their dist/ path: lua.ts finds the runtime beside it).
const ENTRIES = [
  'compiler/api',
  'runtime/index',
  // promptforge-js/runtime under Node ("exports" condition "node"): runtime/index's names, and the
  // /dev/urandom seed source in its own file (never in a chunk the default entry loads)
  'runtime/node',
  // promptforge-js/runtime/lua (plain chunks): an entry too, so it shares the runtime's chunks (one
  // LuaTable, one string metatable) instead of loading tsc's separate copies of the Lua modules
  'runtime/lua/index',
  'compiler/bundler/rollup',
  'compiler/bundler/vite',
  'runtime/host/handlers/index',
  'runtime/engine/shared-abort',
  'compiler/cli/main',
  'compiler/cli/lua',
  'compiler/cli/run-worker',
];

// The entries bundlers resolve (package.json "exports" "default"), built again into dist/web/.
// runtime/node: what a bundler targeting Node resolves promptforge-js/runtime to ("node" condition).
const WEB_ENTRIES = ['compiler/api', 'runtime/index', 'runtime/node', 'runtime/lua/index', 'runtime/host/handlers/index'];
const web = join(dist, 'web');

// Dependencies whose many files dominate loading are bundled in: the compiler's, and the runtime's
// JSON Schema validator (nine ES module files, ~10 ms of a fresh process's start; bundled
// side-effect free, see pureInitializers). Every other dependency stays an import resolved in
// node_modules (the heavy ones are imported lazily).
const BUNDLED_DEPENDENCIES = new Set(['yaml', 'luaparse', '@jridgewell/sourcemap-codec', '@cfworker/json-schema']);
const JSON_SCHEMA = /\/node_modules\/@cfworker\/json-schema\//;
const packageOf = (id) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);

/** Entry name -> its tsc output file. */
function inputOf(names) {
  const input = {};
  for (const name of names) {
    const file = join(dist, `${name}.js`);
    // Bundling a bundle would nest the old chunks: the tsc step must run first.
    if (readFileSync(file, 'utf8').startsWith(BANNER)) throw new Error(`${file} is already bundled: run tsc -p tsconfig.build.json first`);
    input[name] = file;
  }
  return input;
}

/**
 * The modules a fresh process loads to compile and run a prompt through the API (issue #4: compile
 * plus first run <= 150 ms) go into one chunk per area instead of one per set of entries that
 * share them: Node's ES module loader costs about a millisecond per file before any code runs.
 * Only modules the entries import statically are grouped; what loads on first use (the CLI
 * commands, the web Plugin's networking, cassettes, MCP) keeps its own chunks. The runtime's areas
 * (Lua, Engine) stay apart, so the Lua entry still loads no Engine, and a user's bundler still sees
 * the same modules to tree-shake.
 */
const GROUPED_FROM = ['compiler/api', 'runtime/index', 'runtime/lua/index'];
const under = (dir) => (id) => id.startsWith(join(dist, dir) + '/');
/** The manualChunks of a build whose inputs are `input` (name -> file). */
function areaChunks(input) {
  let grouped;
  let runtimeModules;
  return function manualChunks(id, { getModuleInfo }) {
    if (grouped === undefined) {
      const closure = (names) => {
        const seen = new Set();
        const walk = (m) => {
          if (seen.has(m)) return;
          seen.add(m);
          for (const next of getModuleInfo(m)?.importedIds ?? []) walk(next);
        };
        for (const name of names) walk(input[name]);
        // an entry's own module stays in its entry file (its exports are what importers name)
        for (const file of Object.values(input)) seen.delete(file);
        return seen;
      };
      grouped = closure(GROUPED_FROM);
      runtimeModules = closure(['runtime/index']);
    }
    if (!grouped.has(id)) return undefined;
    if (under('compiler')(id) || /\/node_modules\/(yaml|luaparse|@jridgewell\/sourcemap-codec)\//.test(id)) return 'compiler';
    if (under('runtime/lua')(id)) return 'lua';
    if (JSON_SCHEMA.test(id)) return 'engine';
    // what the runtime entry loads is one chunk (the Engine, and the in-memory store it creates);
    // the Host's other modules (config, providers, Plugin fronts, handlers) another, so that a user's
    // bundler shaking the runtime never parses them
    if (runtimeModules.has(id)) return 'engine';
    if (under('runtime')(id)) return 'host';
    return undefined;
  };
}

/** Reads and bundles `input` (the tsc output must not be overwritten before both builds have read it). */
const bundleOf = (input, outDir) => rollup({
  input,
  external: (id) => id.startsWith('node:') || (!/^[./\0]/.test(id) && !BUNDLED_DEPENDENCIES.has(packageOf(id))),
  // Keep every module's top-level code: this is a loading optimisation, not a tree-shake.
  // The validator's modules are the exception: the package declares itself free of side effects,
  // and its one top-level statement (an enum the validator never reads) must not reach users.
  treeshake: { moduleSideEffects: (id) => !JSON_SCHEMA.test(id) },
  plugins: [buildId(), yamlAsModules(), nodeResolve({ exportConditions: ['node'], ignoreSideEffectsForRoot: true }), commonjs(), pureInitializers(JSON_SCHEMA), keepModuleUrls(outDir)],
  onwarn(warning, warn) {
    // The Lua code generator's visitors import their dispatcher and it imports them; ES module
    // semantics handle that cycle and rollup keeps the order.
    if (warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
});
/**
 * `import.meta.url` in a module of dist/ stays that module's own tsc path, wherever its code lands:
 * runtimeEntry() and the CLI find ../runtime and package.json relative to it, and a worker imports
 * it to call runJob (those modules are entries, so the file at that path exports runJob). In the
 * build written to `outDir` (dist/web/) it is the same path under `outDir`.
 */
function keepModuleUrls(outDir) {
  return {
    name: 'keep-module-urls',
    resolveImportMeta(property, { chunkId, moduleId }) {
      if (property !== 'url' || !moduleId.startsWith(dist + '/')) return null;
      const path = relative(dirname(join(outDir, chunkId)), join(outDir, relative(dist, moduleId))).split('\\').join('/');
      return `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.url).href`;
    },
  };
}

/**
 * Marks the calls in a module's top-level initializers `#__PURE__` (e.g. @cfworker/json-schema's
 * `format = { url: bind(URL_), ... }`, which binds RegExp methods): a user's bundler that shakes
 * the runtime then drops them with the declarations nobody reads, as it drops ours. Only modules
 * whose top-level calls are known to build values and do nothing else may be listed.
 */
function pureInitializers(modules) {
  return {
    name: 'pure-initializers',
    transform(code, id) {
      if (!modules.test(id)) return null;
      const edits = [];
      const visit = (node) => {
        if (node === null || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        // a function's body runs when called, not at load
        if (/Function/.test(node.type) || node.type === 'ClassBody') return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') edits.push(node.start);
        for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
      };
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'VariableDeclaration') declaration.declarations.forEach((d) => visit(d.init));
      }
      let out = code;
      for (const at of edits.sort((a, b) => b - a)) out = `${out.slice(0, at)}/*#__PURE__*/ ${out.slice(at)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * Writes an id new for each build where compiler/prompt-cache.ts reads __PROMPTFORGE_BUILD_ID__: the
 * compiled-prompt cache's key names the compiler build by it instead of scanning the compiler's files.
 */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
function buildId() {
  return {
    name: 'build-id',
    transform(code, id) {
      if (!id.endsWith('/compiler/prompt-cache.js')) return null;
      if (!code.includes('__PROMPTFORGE_BUILD_ID__')) throw new Error(`${id} no longer reads __PROMPTFORGE_BUILD_ID__`);
      return { code: code.replaceAll('__PROMPTFORGE_BUILD_ID__', JSON.stringify(BUILD_ID)), map: null };
    },
  };
}

/**
 * yaml's ES module build (the one browsers and the playground get) instead of its CommonJS one:
 * the same code, but rollup drops what the compiler never reaches. The difference: a yaml warning
 * (a collection as a map key, when the alias check converts the frontmatter) goes to console.warn
 * rather than process.emitWarning.
 */
function yamlAsModules() {
  return {
    name: 'yaml-as-modules',
    resolveId: (id) => (id === 'yaml' ? join(root, 'node_modules/yaml/browser/index.js') : null),
  };
}

/**
 * Comments out, non-ASCII characters escaped: the chunks hold less to read and decode, and V8
 * scans them as one-byte text (a comment's "§" or "—" made a whole file two-byte). Nothing is
 * renamed or compressed and lines stay lines; the #__PURE__ marks stay for users' bundlers.
 */
function stripComments() {
  return {
    name: 'strip-comments',
    async renderChunk(code) {
      const out = await minify(code, {
        module: true, compress: false, mangle: false,
        format: { comments: false, preserve_annotations: true, ascii_only: true, beautify: true, preamble: BANNER },
      });
      return out.code;
    },
  };
}

/**
 * The runtime functions that every run of a compiled prompt calls, compiled when a bundle made from
 * dist/web/ loads instead of on their first call (issue #6, cold start of a deployed prompt). V8
 * preparses each function with the whole file and parses it again, fully, when it is first called;
 * a function expression in parentheses is compiled with the file instead (V8's "PIFE" heuristic), so
 * each of these is parsed once. Instructions beyond an empty .mjs (bench/cold-start.js with
 * BENCH_COLD_INSTRUCTIONS=1): page-fetcher bundle 24.2 M -> 21.6 M, hello 8.3 M -> 8.0 M. The list is
 * the larger of the functions `node --log-function-events` shows the first runs of those bundles
 * call (330 to 5,200 characters each): each costs ~3 B min+gzip (a minifier keeps `var f=function(){}`).
 * The Engine's list is down to its two largest (runCompiled, prepare): the other fourteen cost the
 * page-fetcher bundle 43 B min+gzip (12,317 -> 12,274 without them, against its 12,288 limit) and
 * saved its unminified form 1.2 M instructions of cold start (23.3 M -> 22.1 M beyond an empty .mjs). The 41 calls of 150 characters and more: 20.9 M
 * for 111 B; every top-level function: only -1.3 M, as the ones no run calls then cost a full
 * compile each. A minifier prints the parentheses away (terser, esbuild), so only unminified bundles
 * (rollup's default, vite's SSR builds) gain.
 * Only dist/web/ (Node loads dist/ from a code cache). Each becomes `var f = (function f(...) {...});`
 * at the top of its chunk, so it exists before any of the chunk's top-level code runs, as a
 * declaration would; a bundler still drops it when unused (a function expression has no effects).
 */
const EAGER = new Set([
  // Lua tables and environments (runtime/lua)
  'rehash', 'registerGlobalNames', 'buildEnv', 'tostr', 'createPrint',
  // the Engine's run (runtime/engine), in call order
  'runCompiled', 'prepare',
  // runtime/node: the run's seed
  'nodeRandomSeed',
]);
const EAGER_CHUNKS = new Set(['lua', 'engine', 'runtime/node', 'runtime/index', 'runtime/lua/index']);
function eagerFunctions() {
  const found = new Set();
  return {
    name: 'eager-functions',
    renderChunk(code, chunk) {
      if (!EAGER_CHUNKS.has(chunk.name)) return null;
      const body = this.parse(code).body;
      const picked = body.filter((n) => n.type === 'FunctionDeclaration' && EAGER.has(n.id.name.replace(/\$\d+$/, '')));
      if (picked.length === 0) return null;
      for (const n of picked) found.add(n.id.name.replace(/\$\d+$/, ''));
      // after the imports, or after the banner line in a chunk without any
      const at = body.filter((n) => n.type === 'ImportDeclaration').reduce((end, n) => Math.max(end, n.end), code.startsWith(BANNER) ? BANNER.length : 0);
      let rest = code;
      for (const n of [...picked].reverse()) rest = rest.slice(0, n.start) + rest.slice(n.end);
      const hoisted = picked.map((n) => `var ${n.id.name} = (${code.slice(n.start, n.end)});\n`).join('\n');
      return { code: `${rest.slice(0, at)}\n${hoisted}${rest.slice(at)}`, map: null };
    },
    generateBundle() {
      const missing = [...EAGER].filter((name) => !found.has(name));
      if (missing.length > 0) throw new Error(`eager-functions: no top-level function ${missing.join(', ')} in ${[...EAGER_CHUNKS].join(', ')}`);
    },
  };
}

const builds = [[inputOf(ENTRIES), dist], [inputOf(WEB_ENTRIES), web]];
const bundles = [];
for (const [input, outDir] of builds) bundles.push(await bundleOf(input, outDir));
rmSync(join(dist, 'chunks'), { recursive: true, force: true });
rmSync(web, { recursive: true, force: true });
for (const [i, [input, outDir]] of builds.entries()) {
  await bundles[i].write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // a chunk exports its names unchanged (a worker calls runJob on the module it imports)
    minifyInternalExports: false,
    // no `import "..."` lines in an entry for what its chunks import: each one Node resolves, and a
    // builtin's (node:fs, node:module) costs a fresh process a module namespace (issue #4)
    hoistTransitiveImports: false,
    manualChunks: areaChunks(input),
    plugins: outDir === web ? [stripComments(), eagerFunctions()] : [stripComments()],
  });
  await bundles[i].close();
}
// in dist/ (Node), the chunks a fresh process loads run from a V8 code cache (issue #4; see that script)
await cacheChunks(dist, BANNER);
