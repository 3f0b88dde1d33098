#!/usr/bin/env node
// Bundle size (issue #6 item 8): what a deployment ships to run the page-fetcher prompt.
//   promptforge-js: examples/page-fetcher.md compiled with dist/ (compile()), an entry that
//                   re-exports its bound `run`, bundled with rollup (node-resolve + commonjs for the
//                   runtime's dependencies); no Plugin code: the web Plugin comes from the caller's
//                   config at run time, and no store: a plain-object Plugin in a plain config brings
//                   none (definePlugin, defineConfig or Lua naming `store` would, ~2.1 KB gzip)
//   fengari, wasmoon: the same Lua (`return tools.call('fetch', { url = args })`) run by each VM
//                   with a `tools.call` written in JS, bundled the same way (wasmoon's .wasm is a
//                   separate file, counted beside the JS)
// Each bundle is minified with terser and gzipped at level 9. The promptforge-js bundle is then
// imported and run with a stand-in web Plugin, so the size is that of a bundle that works.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLine, pfRoot, root, runtimePath, webRuntimePath } from './lib/promptforge.js';
import { table } from './lib/stats.js';

const TARGET_KB = 12;
const dir = join(root, 'bench', '.cache', 'bundle-size'); // inside the repo: node_modules resolves
mkdirSync(dir, { recursive: true });
const LUA = "return tools.call('fetch', { url = args })";

const { rollup } = await import('rollup');
const { nodeResolve } = await import('@rollup/plugin-node-resolve');
const commonjs = (await import('@rollup/plugin-commonjs')).default;
const { minify } = await import('terser');

/**
 * promptforge-js/runtime as its own modules, for the breakdown by part: `npm run build` bundles
 * dist/runtime/index.js into shared chunks, so a virtual entry re-exports what runtime/index.ts does
 * (re-exports only) from tsc's per-module files beside it.
 */
const RUNTIME_MODULES = '\0promptforge-runtime-modules';
function runtimeModulesEntry() {
  const reexports = (file, dir) => readFileSync(file, 'utf8').split('\n').filter((l) => !/^export type /.test(l))
    .join('\n').replace(/from '\.\/([^']+)'/g, (_, rel) => `from ${JSON.stringify(join(dir, rel))}`);
  // runtime/index.ts re-exports runtime/lua/index.ts (`export *`), itself a bundled entry: inline its lines too
  const luaIndex = reexports(join(pfRoot, 'runtime', 'lua', 'index.ts'), join(dirname(runtimePath), 'lua'));
  return reexports(join(pfRoot, 'runtime', 'index.ts'), dirname(runtimePath))
    .replace(/^export \* from "[^"]*\/lua\/index\.js";$/m, () => luaIndex);
}

/**
 * Bundles `input` into one ES module; `runtime` maps promptforge-js/runtime to dist/ (`modules`:
 * to its per-module files, see runtimeModulesEntry).
 */
async function bundle(input, modules = false) {
  const warnings = [];
  const b = await rollup({
    input,
    plugins: [
      {
        name: 'promptforge-runtime',
        resolveId: (id) => (id === 'promptforge-js/runtime' ? (modules ? RUNTIME_MODULES : webRuntimePath) : null),
        load: (id) => (id === RUNTIME_MODULES ? runtimeModulesEntry() : null),
      },
      nodeResolve({ preferBuiltins: true }),
      commonjs(),
    ],
    external: (id) => id.startsWith('node:') || ['fs', 'path', 'url', 'module', 'crypto', 'child_process', 'os'].includes(id),
    onwarn: (w) => warnings.push(w.message),
  });
  const { output } = await b.generate({ format: 'es', inlineDynamicImports: true });
  await b.close();
  return { code: output[0].code, warnings, modules: output[0].modules };
}

async function measure(name, input, extraBytes = 0) {
  try {
    const { code, warnings } = await bundle(input);
    // the same bundle from the runtime's own modules, to say what it holds by part
    const modules = name === 'promptforge-js' ? (await bundle(input, true)).modules : undefined;
    const min = (await minify(code, { module: true, compress: { passes: 2 }, mangle: true })).code;
    writeFileSync(join(dir, `${name}.min.mjs`), min);
    return { name, raw: code.length, min: min.length, gz: gzipSync(min, { level: 9 }).length, extra: extraBytes, warnings, modules, file: join(dir, `${name}.min.mjs`) };
  } catch (err) {
    return { name, error: firstLine(err) };
  }
}

const results = [];
let check = 'not run';

// promptforge-js
try {
  const { compile } = await import(pathToFileURL(join(pfRoot, 'dist', 'compiler', 'index.js')).href);
  const c = compile(readFileSync(join(root, 'examples', 'page-fetcher.md')), { filename: 'page-fetcher.md' });
  if (c.diagnostics.length > 0) throw new Error(c.diagnostics[0].message);
  writeFileSync(join(dir, 'page-fetcher.md.js'), c.code);
  writeFileSync(join(dir, 'pf-entry.mjs'), "export { run } from './page-fetcher.md.js';\n");
  const r = await measure('promptforge-js', join(dir, 'pf-entry.mjs'));
  results.push(r);
  if (!r.error) {
    // the bundle works: run it with a stand-in web Plugin (plain data, as a config file gives it)
    const { run } = await import(pathToFileURL(r.file).href);
    const web = {
      id: 'promptforge/web',
      tools: [{ name: 'fetch', description: 'Fetch a page.', parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
        run: async ({ url }) => `fetched ${url}` }],
    };
    const out = await run({ args: 'https://example.com', config: { plugins: [web] } });
    check = out.ok && String(out.result).includes('fetched https://example.com') ? 'ran: ok' : `ran: ${JSON.stringify(out).slice(0, 200)}`;
  }
} catch (err) {
  results.push({ name: 'promptforge-js', error: firstLine(err) });
}

// fengari
writeFileSync(join(dir, 'fengari-entry.mjs'), `import fengari from 'fengari';
const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;
export function run(args, fetch) {
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  lua.lua_createtable(L, 0, 1);
  lua.lua_pushcfunction(L, (L) => {
    lua.lua_getfield(L, 2, to_luastring('url'));
    lua.lua_pushstring(L, to_luastring(fetch(to_jsstring(lua.lua_tostring(L, -1)))));
    return 1;
  });
  lua.lua_setfield(L, -2, to_luastring('call'));
  lua.lua_setglobal(L, to_luastring('tools'));
  lua.lua_pushstring(L, to_luastring(args));
  lua.lua_setglobal(L, to_luastring('args'));
  if (lauxlib.luaL_dostring(L, to_luastring(${JSON.stringify(LUA)})) !== lua.LUA_OK) throw new Error(to_jsstring(lua.lua_tostring(L, -1)));
  return to_jsstring(lua.lua_tostring(L, -1));
}
`);
results.push(await measure('fengari', join(dir, 'fengari-entry.mjs')));

// wasmoon
writeFileSync(join(dir, 'wasmoon-entry.mjs'), `import { LuaFactory } from 'wasmoon';
export async function run(args, fetch) {
  const engine = await new LuaFactory().createEngine();
  engine.global.set('tools', { call: (_, t) => fetch(t.url) });
  engine.global.set('args', args);
  try { return await engine.doString(${JSON.stringify(LUA)}); } finally { engine.global.close(); }
}
`);
let wasm = 0;
try {
  wasm = statSync(join(root, 'node_modules', 'wasmoon', 'dist', 'glue.wasm')).size;
} catch {
  // reported as 0 below
}
results.push(await measure('wasmoon', join(dir, 'wasmoon-entry.mjs'), wasm));

const kb = (n) => (n / 1024).toFixed(1);
console.log('Bundle size: rollup (node-resolve, commonjs), terser, gzip -9. page-fetcher without Plugin code.');
console.log('');
console.log(table(['bundle', 'rollup KB', 'min KB', 'min+gzip KB', 'wasm KB (gzip)'], results.map((r) => r.error
  ? [r.name, `error: ${r.error}`, '-', '-', '-']
  : [r.name, kb(r.raw), kb(r.min), kb(r.gz), r.extra ? `${kb(r.extra)} (${kb(gzipSync(readFileSync(join(root, 'node_modules', 'wasmoon', 'dist', 'glue.wasm')), { level: 9 }).length)})` : '-'])));
const pf = results[0];
console.log(`\npromptforge-js bundle check: ${check}`);
if (!pf.error) {
  console.log(`target: page-fetcher bundle without Plugin code ${kb(pf.gz)} KB (${pf.gz} bytes) <= ${TARGET_KB} KB (${TARGET_KB * 1024} bytes) min+gzip: ${pf.gz <= TARGET_KB * 1024 ? 'PASS' : 'FAIL'}`);
}
// What the promptforge-js bundle holds, by part of the runtime (rollup's rendered bytes before
// minifying): where the next kilobytes would have to come from.
if (!pf.error && pf.modules) {
  const parts = new Map();
  for (const [id, m] of Object.entries(pf.modules)) {
    if (m.renderedLength === 0) continue;
    if (id === RUNTIME_MODULES) continue;
    const rel = id.replace(/\\/g, '/');
    // an entry of dist/ that a runtime module imports (engine/shared-abort.js) is rewritten by the
    // build into a facade over dist/chunks/ (Node's code-cached build): not what the real bundle
    // holds (it uses dist/web/), so left out of the breakdown
    if (/\/dist\/chunks\//.test(rel)) continue;
    const part = /\/runtime\/lua\//.test(rel) ? 'Lua runtime (runtime/lua)'
      : /\/runtime\/engine\/store[^/]*$|\/runtime\/host\/stores\//.test(rel) ? 'store (here only its lookup: a plain Plugin brings none)'
        : /\/runtime\/engine\/errors\.js$/.test(rel) ? 'Engine messages (engine/errors)'
          : /\/runtime\//.test(rel) ? 'Engine (the rest)'
            : /node_modules/.test(rel) ? 'dependencies' : 'compiled prompt module';
    parts.set(part, (parts.get(part) ?? 0) + m.renderedLength);
  }
  const total = [...parts.values()].reduce((a, b) => a + b, 0);
  console.log('\npromptforge-js bundle by part (rendered bytes before minifying):');
  console.log(table(['part', 'KB', 'share'], [...parts].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, kb(v), `${((100 * v) / total).toFixed(0)}%`])));
}
for (const r of results) for (const w of (r.warnings ?? []).slice(0, 3)) console.log(`${r.name}: rollup: ${w}`);
